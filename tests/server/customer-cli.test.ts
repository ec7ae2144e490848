import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCli } from '../../i18n/it/customer-cli.js';
import { routes } from '../../contract/routes.js';
import { connectChat } from './chat-support.js';
import { actors, call, DEALER, DEALER2, newRequest, sendQuotation, type Actors } from './quotations-fixtures.js';

let a: Actors;
let baseUrl: string;
beforeAll(async () => {
  a = await actors();
  await a.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(a.t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await a?.t.close();
});

/** Runs `npm run customer -- …` (without npm) against the test server. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/customer.ts', ...args],
      { env: { ...process.env, BASE_URL: baseUrl }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run customer', () => {
  it('publishes a request, lists its quotations, accepts the cheapest options and pays', async () => {
    const created = await cli('request', '--rows', '2');
    expect(created.code, created.stderr).toBe(0);
    const id = Number(/Richiesta (\d+) pubblicata/.exec(created.stdout)?.[1]);
    expect(id).toBeGreaterThan(0);

    const request = (await call(a.t, a.customer, routes.customerSubmissionQuotations, { id })).json<{
      submission: { vehicle_id: number; author_id: number; submission_rows: { id: number }[] };
    }>().submission;
    const options = request.submission_rows.flatMap((row) => [
      {
        submission_row_id: row.id,
        quantity: 1,
        part_code: 'A-1',
        brand: 'Bosch',
        condition: 'new',
        net_price: 30,
        tax_import: 22,
      },
      {
        submission_row_id: row.id,
        quantity: 1,
        part_code: 'B-2',
        brand: 'Valeo',
        condition: 'used',
        net_price: 20,
        tax_import: 22,
      },
    ]);
    const sent = await call(
      a.t,
      a.dealer,
      routes.quotationNew,
      {},
      {
        submission_id: id,
        vehicle_id: request.vehicle_id,
        author_id: request.author_id,
        dealer_id: 1,
        shipping_cost_flat: 5,
        quotation_rows: JSON.stringify(options),
      },
    );
    expect(sent.statusCode).toBe(200);
    const quotation = sent.json<{ id: number; quotation_rows: { id: number; brand: string }[] }>();

    const listed = await cli('list', String(id));
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`Preventivo ${quotation.id}`);
    expect(listed.stdout).toContain('Ricambi Rossi S.r.l.');

    const accepted = await cli('accept', String(quotation.id));
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stdout).toContain('da pagare');
    const rows = (await call(a.t, a.customer, routes.customerQuotation, { id: quotation.id })).json<{
      quotation_rows: { brand: string; accepted: boolean }[];
    }>().quotation_rows;
    expect(rows.filter((row) => row.accepted).map((row) => row.brand)).toEqual(['Valeo', 'Valeo']);

    const paid = await cli('pay', String(quotation.id));
    expect(paid.code, paid.stderr).toBe(0);
    expect(paid.stdout).toContain(`Preventivo ${quotation.id} pagato`);
    // A retry (say after a lost answer) gets the paid state back; the server charges once (customer-pay tests).
    const again = await cli('pay', String(quotation.id));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Preventivo ${quotation.id} pagato`);
    // Five runs of the command, each a Node process compiling the script: beyond the default 30 s on a loaded machine.
  }, 120_000);

  it('exits 2 on wrong usage', async () => {
    const unknown = await cli('dance');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Comando sconosciuto: dance');
    const noText = await cli('say', '12');
    expect(noText.code).toBe(2);
    expect(noText.stderr).toContain(customerCli.missingText);
  });
});

describe('npm run customer say', () => {
  /** The history a dealer gets when it opens its conversation on the request (texts of the customer's messages). */
  async function customerTextsSeenBy(dealerToken: string, chatToken: string): Promise<string[]> {
    const chat = await connectChat(baseUrl, { token: dealerToken, chatToken });
    chat.close();
    return chat.received[0]
      .filter((message) => message.is_client && !message.my_message)
      .map((message) => message.text);
  }

  it('writes to every dealer that quoted the request; each sees it in its conversation', async () => {
    const request = await newRequest(a);
    await sendQuotation(a, request);
    await sendQuotation(a, request, a.dealer2, DEALER2);
    const said = await cli('say', String(request.id), 'Potete', 'spedire', 'sabato?');
    expect(said.code, said.stderr).toBe(0);
    expect(said.stdout).toContain(customerCli.said('Ricambi Rossi S.r.l.'));
    expect(said.stdout.match(/Messaggio inviato a /g)).toHaveLength(2);
    expect(await customerTextsSeenBy(a.dealer, request.token_uuid)).toEqual(['Potete spedire sabato?']);
    expect(await customerTextsSeenBy(a.dealer2, request.token_uuid)).toEqual(['Potete spedire sabato?']);
  });

  it('--dealer writes to that dealer only', async () => {
    const request = await newRequest(a);
    await sendQuotation(a, request);
    await sendQuotation(a, request, a.dealer2, DEALER2);
    const said = await cli('say', String(request.id), '--dealer', String(DEALER2), 'Solo a voi');
    expect(said.code, said.stderr).toBe(0);
    expect(await customerTextsSeenBy(a.dealer2, request.token_uuid)).toEqual(['Solo a voi']);
    expect(await customerTextsSeenBy(a.dealer, request.token_uuid)).toEqual([]);
  });

  it('exits 1 with the reason when nobody quoted yet or the chat is refused', async () => {
    const request = await newRequest(a);
    const nobody = await cli('say', String(request.id), 'Ciao');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain(customerCli.noDealers(request.id));

    const refused = await cli('say', String(request.id), '--dealer', String(DEALER), 'Ciao');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(customerCli.chatRefused('ricambista 1', 'Non puoi accedere a questa chat.'));
    expect(await customerTextsSeenBy(a.dealer, request.token_uuid)).toEqual([]);
  });
});
