import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CustomerSubmission, CustomerSubmissionBody } from '../../contract/api/customer.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { quotationTotals } from '../../contract/totals.js';
import { serverMessages } from '../../i18n/it/server.js';
import { copyPgliteTemplate } from '../server/support/db.js';
import { callApi } from './support/http.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { createSessions, rows, withDataFolder } from './support/setup-data.js';

/*
 * The real server on an embedded (PGlite) data folder is killed with SIGKILL while dealers are sending
 * quotations, several at a time; then it is started again on the same folder. What a dealer and the
 * customer would notice: the server comes back (its folder lock recognises the dead owner), nothing the
 * server acknowledged is lost, and no quotation is half-stored or stored twice.
 */

const DEALERS = [1, 2];
const CUSTOMER = 4;
const REQUESTS = 30;
const IN_FLIGHT = 6;
const KILLS = 3;
/** Acknowledged sends of a round before its kill: the stream is well under way, with IN_FLIGHT more on the wire. */
const KILL_AFTER_ACKS = 8;

let dataDir = '';
let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** The send of SPEC §7: one option per requested row and a second, dearer one on the first row. */
function sendBody(request: CustomerSubmission, dealerId: number, salt: number) {
  const options = [
    ...request.submission_rows.map((row, i) => ({
      submission_row_id: row.id,
      quantity: row.quantity,
      part_code: `BOS-${salt}-${i}`,
      brand: 'Bosch',
      condition: 'new',
      notes: null,
      net_price: 40 + i * 10 + dealerId,
      tax_import: 22,
      full_net_price: null,
      discount: null,
    })),
    {
      submission_row_id: request.submission_rows[0].id,
      quantity: 1,
      part_code: `VAL-${salt}`,
      brand: 'Valeo',
      condition: 'reconditioned',
      notes: null,
      net_price: 55.5,
      tax_import: 10,
      full_net_price: null,
      discount: null,
    },
  ];
  return {
    submission_id: request.id,
    vehicle_id: request.vehicle_id,
    author_id: request.author_id,
    dealer_id: dealerId,
    shipping_cost_flat: 10,
    shipping_cost_partial: 6,
    quotation_rows: JSON.stringify(options),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { status: 'acked'; quotation: Quotation } | { status: 'failed'; reason: string } | { status: 'unsent' };

interface Send {
  request: CustomerSubmission;
  dealerId: number;
  body: ReturnType<typeof sendBody>;
  outcome: Outcome;
  /** When the server was last killed while this send had no answer. */
  cutAt?: number;
}

/** Sends everything IN_FLIGHT at a time; `onAck` sees every acknowledgement as it arrives. */
async function stream(
  url: string,
  sends: Send[],
  tokens: Map<number, string>,
  onAck: (acked: number) => void,
): Promise<void> {
  let next = 0;
  let acked = 0;
  const worker = async () => {
    while (next < sends.length) {
      const send = sends[next++];
      try {
        const answer = await callApi<Quotation>(url, routes.quotationNew, {
          token: tokens.get(send.dealerId),
          body: send.body,
        });
        if (answer.status >= 200 && answer.status < 300) {
          send.outcome = { status: 'acked', quotation: answer.body };
          onAck(++acked);
        } else {
          send.outcome = { status: 'failed', reason: `${answer.status} ${JSON.stringify(answer.body)}` };
        }
      } catch (error) {
        send.outcome = { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

interface StoredQuotation {
  id: number;
  quotation_code: string;
  submission_id: number;
  dealer_id: number;
  total_price: string;
  subtotal_price: string;
  total_tax: string;
  shipping_cost_flat: string;
  shipping_cost_partial: string | null;
  options: { submission_row_id: number; quantity: number; net_price: string; tax_import: string }[];
  notified: number;
}

describe('SIGKILL in the middle of a stream of quotation sends', () => {
  it('restarts on the same folder with every quotation whole or absent, none twice, none acknowledged lost', async () => {
    dataDir = await copyPgliteTemplate();
    const { tokens, requestBody } = await withDataFolder(dataDir, async (database) => {
      const [fiat] = await rows<{ id: number }>(database, `select id from manufacturers where name = 'Fiat'`);
      const [milano] = await rows<{ id: number }>(database, `select id from provinces where code = 'MI'`);
      const leaves = await rows<{ id: number }>(
        database,
        `select p.id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) order by p.id limit 3`,
      );
      const body: CustomerSubmissionBody = {
        vehicle: { plate: 'GA123BC', manufacturer_id: fiat.id, model: 'Panda', year_of_production: 2018, km_count: 3 },
        province_id: milano.id,
        notes: null,
        rows: leaves.map((leaf, i) => ({ part_id: leaf.id, quantity: i + 1, brand: null })),
      };
      return {
        tokens: new Map([
          ...(await createSessions(database, DEALERS, 'dealer-portal')),
          ...(await createSessions(database, [CUSTOMER], 'customer-app')),
        ]),
        requestBody: body,
      };
    });

    server = await startServerProcess(dataDir);
    const requests: CustomerSubmission[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const answer = await callApi<CustomerSubmission>(server.url, routes.customerSubmissionNew, {
        token: tokens.get(CUSTOMER),
        body: requestBody,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      requests.push(answer.body);
    }
    // Dealers interleaved, so both write at once on the same requests.
    const sends: Send[] = requests.flatMap((request, i) =>
      DEALERS.map((dealerId) => ({
        request,
        dealerId,
        body: sendBody(request, dealerId, i),
        outcome: { status: 'unsent' } as Outcome,
      })),
    );

    // Three times: stream what is not acknowledged yet, SIGKILL a few ms after the Nth answer, restart.
    let cut = 0;
    for (let round = 0; round < KILLS; round += 1) {
      const running = server;
      const pending = sends.filter((s) => s.outcome.status !== 'acked');
      let killed: Promise<void> | null = null;
      await stream(running.url, pending, tokens, (acked) => {
        if (acked === KILL_AFTER_ACKS) killed = sleep(Math.random() * 20).then(() => running.kill());
      });
      await killed;
      expect(running.child.signalCode).toBe('SIGKILL');
      const killedAt = Date.now();
      // The kill really cut the stream: the sends on the wire and after it got no answer.
      const failed = pending.filter((s) => s.outcome.status === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      cut += failed.length;
      for (const send of failed) send.cutAt = killedAt;

      // Same folder, new process: the lock left by the killed one is taken over, the database recovers.
      server = await startServerProcess(dataDir);
      expect(server.output()).toContain(serverMessages.staleLockTakenOver(path.join(dataDir, '.lock'), running.pid));
      const list = await callApi(server.url, routes.quotationList, {
        token: tokens.get(1),
        params: { dealerId: 1, filter: 'pending' },
      });
      expect(list.status).toBe(200);
    }
    // The dealers whose sends got no answer send again: the same quotation if it was stored, a new one if not.
    await stream(
      server.url,
      sends.filter((s) => s.outcome.status !== 'acked'),
      tokens,
      () => undefined,
    );
    const notAcked = sends.filter((s) => s.outcome.status !== 'acked');
    expect(notAcked.map((s) => s.outcome)).toEqual([]);
    const acked = sends.map((s) => ({ send: s, quotation: (s.outcome as { quotation: Quotation }).quotation }));
    const storedUnacknowledged = acked.filter(
      ({ send, quotation }) => send.cutAt !== undefined && Date.parse(quotation.created_at) < send.cutAt,
    ).length;
    await server.stop();
    server = null;

    const stored = await withDataFolder(dataDir, async (database) => {
      await rows(database, 'select count(*) from quotations'); // the folder opens and answers in this process too
      return rows<StoredQuotation>(
        database,
        `
        select q.id, q.quotation_code, q.submission_id, q.dealer_id, q.total_price, q.subtotal_price, q.total_tax,
          q.shipping_cost_flat, q.shipping_cost_partial,
          coalesce((select json_agg(json_build_object('submission_row_id', r.submission_row_id, 'quantity', r.quantity,
            'net_price', r.net_price, 'tax_import', r.tax_import) order by r.id) from quotation_rows r where r.quotation_id = q.id), '[]') as options,
          (select count(*)::int from notifications n where n.user_id = ${CUSTOMER} and n.text like '%' || q.quotation_code || '%') as notified
        from quotations q where q.submission_id in (${requests.map((r) => r.id).join(',')}) order by q.id`,
      );
    });

    // None twice: one quotation per dealer and request.
    const keys = stored.map((q) => `${q.dealer_id}:${q.submission_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Whole: every option, totals that add up, and the customer's notification (all one transaction).
    for (const q of stored) {
      const request = requests.find((r) => r.id === q.submission_id) as CustomerSubmission;
      expect(q.options, q.quotation_code).toHaveLength(request.submission_rows.length + 1);
      const totals = quotationTotals({
        options: q.options.map((o) => ({ ...o, net_price: Number(o.net_price), tax_import: Number(o.tax_import) })),
        shippingFlat: Number(q.shipping_cost_flat),
        shippingPartial: q.shipping_cost_partial === null ? null : Number(q.shipping_cost_partial),
      });
      expect([Number(q.subtotal_price), Number(q.total_tax), Number(q.total_price)], q.quotation_code).toEqual([
        totals.subtotal,
        totals.total_tax,
        totals.total,
      ]);
      expect(q.notified, q.quotation_code).toBe(1);
    }
    // Nothing acknowledged lost: each acknowledged send is stored under the id and code the dealer was given.
    for (const { send, quotation } of acked) {
      expect(stored.find((q) => q.id === quotation.id)).toMatchObject({
        quotation_code: quotation.quotation_code,
        dealer_id: send.dealerId,
        submission_id: send.request.id,
      });
    }
    // And after the retries every send is there exactly once.
    expect(stored).toHaveLength(sends.length);
    console.info(
      `sigkill: ${sends.length} sends, ${KILLS} kills, ${cut} send attempts left without an answer and sent again (${storedUnacknowledged} had in fact been stored before the kill)`,
    );
  });
});
