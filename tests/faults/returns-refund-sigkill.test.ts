import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { DealerReturn } from '../../contract/returns.js';
import { routes } from '../../contract/routes.js';
import { copyPgliteTemplate } from '../server/support/db.js';
import { callApi } from './support/http.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { createSessions, rows, withDataFolder } from './support/setup-data.js';

/*
 * A return's refund through the payment provider, with the server killed (SIGKILL) after the provider made the refund
 * and before the server recorded it: the provider (a local PayPal that speaks the documented REST shapes) receives the
 * refund and the process dies before its answer arrives. After the restart the refund is completed from the pending
 * record with the same PayPal-Request-Id: the provider answers the refund it already made, the server records it once.
 */

const DEALER = 1;

interface FakePaypal {
  url: string;
  /** Every refund request: its PayPal-Request-Id and the amount asked. */
  requests: { key: string; amount: string | null }[];
  /** Refunds the provider actually made, by idempotency key. */
  refunds: Map<string, string>;
  /** Resolves when the first refund request arrives (the provider made the refund; no answer is sent). */
  firstRefund: Promise<void>;
  close: () => Promise<void>;
}

async function fakePaypal(): Promise<FakePaypal> {
  const requests: FakePaypal['requests'] = [];
  const refunds = new Map<string, string>();
  let signal: () => void = () => undefined;
  const firstRefund = new Promise<void>((resolve) => (signal = resolve));
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/v1/oauth2/token') return json(200, { access_token: 'A21-test', expires_in: 32_400 });
      const order = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && order)
        return json(200, {
          id: decodeURIComponent(order[1]),
          status: 'COMPLETED',
          purchase_units: [{ payments: { captures: [{ id: 'CAPTURE-1', status: 'COMPLETED' }] } }],
        });
      if (req.method === 'POST' && req.url === '/v2/payments/captures/CAPTURE-1/refund') {
        const key = String(req.headers['paypal-request-id'] ?? '');
        const parsed = JSON.parse(body || '{}') as { amount?: { value: string } };
        requests.push({ key, amount: parsed.amount?.value ?? null });
        const existing = refunds.get(key);
        if (existing) return json(201, { id: existing, status: 'COMPLETED' });
        // The money goes back to the customer now; the answer never reaches the server, which is being killed.
        refunds.set(key, `REFUND-${refunds.size + 1}`);
        held.push(res);
        signal();
        return;
      }
      json(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refunds,
    firstRefund,
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
      }),
  };
}

let dataDir = '';
let server: ServerProcess | null = null;
let paypal: FakePaypal | null = null;
afterAll(async () => {
  await server?.stop();
  await paypal?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('SIGKILL between the provider refund and its commit', () => {
  it('restarts, records the refund once and never asks the provider for a second one', async () => {
    dataDir = await copyPgliteTemplate();
    paypal = await fakePaypal();
    // A delivered online sale of the demo dealer paid through PayPal, and its return received back: ready to refund.
    const { token, returnId, quotationId } = await withDataFolder(dataDir, async (database) => {
      const [sale] = await rows<{ quotation_id: number; author_id: number; total_price: string }>(
        database,
        `select q.id as quotation_id, s.author_id, q.total_price from quotations q
        join submissions s on s.id = q.submission_id
        where q.dealer_id = ${DEALER} and q.status = 'complete' and q.payment_type = 'online'
          and not exists (select 1 from returns r where r.quotation_id = q.id)
        order by q.id limit 1`,
      );
      const totalCents = Math.round(Number(sale.total_price) * 100);
      await database.query(`update quotations set delivered_at = now() - interval '2 days', delivery_kind = 'received',
        delivered_by = ${sale.author_id} where id = ${sale.quotation_id}`);
      await database.query(`insert into orders (dealer_id, condition, status, total_cents, tax_cents, provider,
          external_id, quotation_id, paid_at)
        values (${sale.author_id}, 'customer', 'paid', ${totalCents}, 0, 'paypal', 'PAYPAL-ORDER-1',
          ${sale.quotation_id}, now() - interval '5 days')`);
      const [made] = await rows<{ id: number }>(
        database,
        `insert into returns (quotation_id, dealer_id, customer_id, state, reason, amount_cents, answer_due_at,
          answered_at, received_at, received_condition)
        values (${sale.quotation_id}, ${DEALER}, ${sale.author_id}, 'received', 'difettoso', 2500, now(),
          now() - interval '1 day', now(), 'intact') returning id`,
      );
      const tokens = await createSessions(database, [DEALER], 'dealer-portal');
      return { token: tokens.get(DEALER)!, returnId: Number(made.id), quotationId: Number(sale.quotation_id) };
    });
    const env = {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_API_URL: paypal.url,
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_DEALER_PLAN: 'P-PLAN',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      RETURNS_SWEEP_SECONDS: '2',
    };

    server = await startServerProcess(dataDir, env);
    const running = server;
    const refund = callApi(running.url, routes.dealerReturnRefund, {
      token,
      params: { dealerId: DEALER, returnId },
      body: {},
    }).catch((error: unknown) => error);
    await paypal.firstRefund;
    await running.kill();
    expect(running.child.signalCode).toBe('SIGKILL');
    expect(await refund).toBeInstanceOf(Error);
    expect(paypal.refunds.size).toBe(1);

    server = await startServerProcess(dataDir, env);
    let view: DealerReturn | null = null;
    for (let i = 0; i < 150 && view?.state !== 'refunded'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await callApi<DealerReturn>(server.url, routes.dealerReturn, {
        token,
        params: { dealerId: DEALER, returnId },
      });
      view = answer.body;
    }
    expect(view, server.output()).toMatchObject({ state: 'refunded', refund_amount: 25, refund_method: 'provider' });
    // A second refund asked by hand after the restart is refused; the provider is never asked for another refund.
    const again = await callApi(server.url, routes.dealerReturnRefund, {
      token,
      params: { dealerId: DEALER, returnId },
      body: {},
    });
    expect(again.status).toBe(409);
    expect(paypal.refunds.size).toBe(1);
    // Asked again after the restart (the pending record), with the first attempt's key.
    expect(paypal.requests.length).toBeGreaterThanOrEqual(2);
    expect(new Set(paypal.requests.map((r) => r.key))).toEqual(new Set([`rh-return-${returnId}-refund-1`]));
    expect(paypal.requests.every((r) => r.amount === '25.00')).toBe(true);
    await server.stop();
    server = null;

    await withDataFolder(dataDir, async (database) => {
      expect(
        await rows(database, `select status, external_id from return_refunds where return_id = ${returnId}`),
      ).toEqual([{ status: 'done', external_id: 'REFUND-1' }]);
      expect(
        await rows(database, `select kind from ledger_transactions where key = 'return:${returnId}:refund'`),
      ).toHaveLength(1);
      expect(
        await rows(database, `select id from return_events where return_id = ${returnId} and kind = 'refunded'`),
      ).toHaveLength(1);
      expect(await rows(database, 'select * from ledger_reconciliation()')).toEqual([]);
      expect(await rows(database, `select state from returns where quotation_id = ${quotationId}`)).toEqual([
        { state: 'refunded' },
      ]);
    });
  });
});
