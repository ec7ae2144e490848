import fs from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import type { Payout } from '../../contract/entities/settlement.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { reconcile } from '../../server/repositories/ledger.js';
import { dayPeriod, runReconciliation } from '../../server/settlement/reconciliation.js';
import { copyPgliteTemplate } from '../server/support/db.js';
import { callApi } from './support/http.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import {
  availableSales,
  DEMO_SECRET,
  paymentEvent,
  payableSales,
  payoutAccounts,
  type PayableSale,
} from './support/settlement-data.js';
import { createSessions, rows, withDataFolder } from './support/setup-data.js';

/*
 * The money's own fault suite: the real server on an embedded data folder is killed with SIGKILL in the middle of the
 * provider's webhooks that pay customers' sales, then in the middle of dealers' payouts, and started again on the same
 * folder. The test plays the provider: it redelivers every event it got no answer to (and some it did), as Stripe
 * does. What must hold afterwards: every sale paid once, every payout once, nothing lost and nothing doubled, the
 * ledger balanced and its check clean, and the reconciliation with the provider's books clean.
 */

const DEALERS = [1, 2];
const SALES = 12;
/** Sales made available per dealer before each payout round. */
const PER_ROUND = 2;
const IN_FLIGHT = 6;
const KILLS = 2;
const HOUR = 60 * 60 * 1000;
/** The demo bank takes this long to take a payout, and again to answer: the window the payout kills land in. */
const BANK_MS = 200;
/**
 * The settlement run every second, so a restarted server sends what a kill left pending within the test; the demo
 * bank as slow as a real provider's call.
 */
const SERVER_ENV = {
  DEMO_PAYMENT_SECRET: DEMO_SECRET,
  SETTLEMENT_RUN_SECONDS: '1',
  DEMO_PAYOUT_LATENCY_MS: String(BANK_MS),
};

let dataDir = '';
let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const start = async () => (server = await startServerProcess(dataDir, SERVER_ENV));

/** Delivers one webhook; true when the server acknowledged it (2xx). */
async function deliver(url: string, sale: PayableSale): Promise<boolean> {
  const { body, headers } = paymentEvent(sale);
  try {
    const answer = await fetch(`${url}/api/payment/demo/webhook`, { method: 'POST', body, headers });
    return answer.ok;
  } catch {
    return false;
  }
}

/** Delivers every event IN_FLIGHT at a time; `onAck` sees every acknowledgement as it arrives. */
async function deliverAll(url: string, sales: PayableSale[], acked: Set<number>, onAck: (n: number) => void) {
  let next = 0;
  const worker = async () => {
    while (next < sales.length) {
      const sale = sales[next++];
      if (await deliver(url, sale)) {
        acked.add(sale.orderId);
        onAck(acked.size);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

describe('SIGKILL in the middle of the settlement', () => {
  it('webhooks paying customers’ sales: after restarts and redeliveries each sale is paid exactly once', async () => {
    dataDir = await copyPgliteTemplate();
    const sales = await withDataFolder(dataDir, (database) => payableSales(database, SALES));
    expect(sales).toHaveLength(SALES);
    await start();
    const acked = new Set<number>();
    let appliedAtKills = 0;
    for (let round = 0; round < KILLS; round += 1) {
      const running = server as ServerProcess;
      let killed: Promise<void> | null = null;
      const target = acked.size + 3;
      await deliverAll(
        running.url,
        sales.filter((sale) => !acked.has(sale.orderId)),
        acked,
        (n) => {
          if (n === target) killed = sleep(Math.random() * 15).then(() => running.kill());
        },
      );
      await killed;
      expect(running.child.signalCode).toBe('SIGKILL');
      // Whatever the kill cut was all or nothing: a paid order has its sale and its ledger movements, or none of them.
      const half = await withDataFolder(dataDir, (database) =>
        rows<{ paid: number; whole: number }>(
          database,
          `select count(*)::int as paid, count(*) filter (where exists (select 1 from settlement_sales s
              where s.quotation_id = o.quotation_id) and exists (select 1 from ledger_transactions t
              where t.key = 'quotation:' || o.quotation_id || ':paid'))::int as whole
            from orders o where o.external_id like 'demo_pi_fault_%' and o.status = 'paid'`,
        ),
      );
      expect(half[0].whole).toBe(half[0].paid);
      appliedAtKills += half[0].paid;
      await start();
    }
    expect(acked.size).toBeLessThan(SALES);
    // The provider redelivers what got no answer, and once more everything (an acknowledgement lost on the way).
    const url = (server as ServerProcess).url;
    await deliverAll(
      url,
      sales.filter((sale) => !acked.has(sale.orderId)),
      acked,
      () => undefined,
    );
    expect(acked.size).toBe(SALES);
    for (const sale of sales) expect(await deliver(url, sale)).toBe(true);
    await (server as ServerProcess).stop();
    server = null;

    const checked = await withDataFolder(dataDir, async (database) => ({
      orders: await rows<{ status: string; n: number }>(
        database,
        `select status, count(*)::int as n from orders where external_id like 'demo_pi_fault_%' group by status`,
      ),
      perSale: await rows<{ quotation_id: number; payments: number; fees: number; sales: number; status: string }>(
        database,
        `select q.id as quotation_id, q.status,
          (select count(*)::int from ledger_transactions t where t.quotation_id = q.id and t.kind = 'customer_payment') as payments,
          (select count(*)::int from ledger_transactions t where t.quotation_id = q.id and t.kind = 'sale_fee') as fees,
          (select count(*)::int from settlement_sales s where s.quotation_id = q.id) as sales
        from quotations q where q.id in (${sales.map((s) => s.quotationId).join(',')})`,
      ),
      events: await rows<{ n: number }>(
        database,
        `select count(*)::int as n from payment_events where event_id like 'evt_fault_%'`,
      ),
    }));
    expect(checked.orders).toEqual([{ status: 'paid', n: SALES }]);
    for (const sale of checked.perSale) {
      expect(sale, `quotation ${sale.quotation_id}`).toMatchObject({ status: 'paid', payments: 1, fees: 1, sales: 1 });
    }
    expect(checked.events[0].n).toBe(SALES);
    console.info(`settlement faults: ${SALES} sale payments, ${KILLS} kills, ${appliedAtKills} applied before a kill`);
  }, 600_000);

  it('dealers’ payouts: after restarts each available sale is paid out exactly once', async () => {
    const setUp = await withDataFolder(dataDir, async (database) => {
      await payoutAccounts(database, DEALERS);
      const tokens = await createSessions(database, DEALERS, 'dealer-portal');
      return { tokens };
    });
    const made: number[] = [];
    /** Everything the dealers had available before each round: what the payouts must add up to, no more, no less. */
    let availableCents = 0;
    let unfinishedAtKills = 0;
    let cut = 0;
    for (let round = 0; round < KILLS; round += 1) {
      made.push(
        ...(await withDataFolder(dataDir, async (database) => {
          const ids: number[] = [];
          for (const dealerId of DEALERS) ids.push(...(await availableSales(database, dealerId, PER_ROUND)));
          const [{ total }] = await rows<{ total: string }>(
            database,
            `select coalesce(sum(net_cents), 0) as total from settlement_sales
              where state = 'available' and dealer_id in (${DEALERS.join(',')})`,
          );
          availableCents += Number(total);
          return ids;
        })),
      );
      const running = await start();
      // Each dealer presses "Richiedi versamento" three times at once. The first "nothing available" (409) means a
      // payout was just booked and is at the bank: the server is killed at a random moment of the bank's answer.
      let killed: Promise<void> | null = null;
      const killSoon = () => (killed ??= sleep(Math.random() * 2 * BANK_MS).then(() => running.kill()));
      const requests = DEALERS.flatMap((dealerId) =>
        Array.from({ length: 3 }, () =>
          callApi<Payout>(running.url, routes.dealerPayoutRequest, {
            token: setUp.tokens.get(dealerId),
            params: { dealerId },
          })
            .then((answer) => {
              if (answer.status === 409) killSoon();
              return answer;
            })
            .catch(() => null),
        ),
      );
      // Never left running: killed after a while even if no 409 came.
      setTimeout(killSoon, 10 * BANK_MS);
      await Promise.all(requests);
      await killed;
      expect(running.child.signalCode).toBe('SIGKILL');
      const answers = await Promise.all(requests);
      cut += answers.filter((answer) => answer === null).length;
      unfinishedAtKills += (
        await withDataFolder(dataDir, (database) =>
          rows<{ n: number }>(
            database,
            `select count(*)::int as n from payouts where status in ('pending', 'in_transit')`,
          ),
        )
      )[0].n;
      // Restarted: the settlement run sends what was left pending and applies what the bank answered.
      const restarted = await start();
      for (const dealerId of DEALERS) {
        await callApi(restarted.url, routes.dealerPayoutRequest, {
          token: setUp.tokens.get(dealerId),
          params: { dealerId },
        });
      }
      const deadline = Date.now() + 60_000;
      for (;;) {
        const open = await Promise.all(
          DEALERS.map(async (dealerId) => {
            const list = await callApi<{ data: Payout[] }>(restarted.url, routes.dealerPayouts, {
              token: setUp.tokens.get(dealerId),
              params: { dealerId },
            });
            return list.body.data.filter((payout) => payout.status === 'pending' || payout.status === 'in_transit');
          }),
        );
        if (open.flat().length === 0) break;
        expect(Date.now(), JSON.stringify(open)).toBeLessThan(deadline);
        await sleep(500);
      }
      await restarted.stop();
      server = null;
    }
    expect(cut).toBeGreaterThan(0);
    // The kills landed in the middle of payouts: booked in the ledger, not yet confirmed by the bank.
    expect(unfinishedAtKills).toBeGreaterThan(0);

    const checked = await withDataFolder(dataDir, async (database) => ({
      sales: await rows<{ quotation_id: number; state: string; payout_id: number | null }>(
        database,
        `select quotation_id, state, payout_id from settlement_sales where quotation_id in (${made.join(',')})`,
      ),
      payouts: await rows<{
        id: number;
        status: string;
        amount_cents: string;
        sales_cents: string;
        starts: number;
        paid: number;
        at_bank: number;
      }>(
        database,
        `select p.id, p.status, p.amount_cents,
          (select coalesce(sum(net_cents), 0) from settlement_sales s where s.payout_id = p.id) as sales_cents,
          (select count(*)::int from ledger_transactions t where t.key = 'payout:' || p.id || ':start') as starts,
          (select count(*)::int from ledger_transactions t where t.key = 'payout:' || p.id || ':paid') as paid,
          (select count(*)::int from demo_provider_records r where r.kind = 'payout' and r.payout_id = p.id
            and r.amount_cents = p.amount_cents) as at_bank
        from payouts p where p.dealer_id in (${DEALERS.join(',')}) and p.created_at > now() - interval '1 hour'`,
      ),
    }));
    // Nothing lost: every sale made available is paid out, in one payout.
    expect(checked.sales.filter((sale) => sale.state !== 'paid' || sale.payout_id === null)).toEqual([]);
    // Nothing doubled: each payout is the sum of its sales, started and paid once in the ledger, once at the bank.
    for (const payout of checked.payouts) {
      expect(payout, `payout ${payout.id}`).toMatchObject({ status: 'paid', starts: 1, paid: 1, at_bank: 1 });
      expect(Number(payout.amount_cents)).toBe(Number(payout.sales_cents));
    }
    const paidOut = checked.payouts.reduce((sum, payout) => sum + Number(payout.amount_cents), 0);
    expect(paidOut).toBe(availableCents);
    console.info(
      `settlement faults: ${made.length} sales paid out in ${checked.payouts.length} payouts, ${KILLS} kills, ` +
        `${cut} requests cut, ${unfinishedAtKills} payouts found unfinished after a kill`,
    );
  }, 600_000);

  it('after it all the ledger check and the reconciliation with the provider’s books are clean', async () => {
    const database = await openDatabase({ dataDir, seed: false });
    const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...SERVER_ENV });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      expect(await reconcile(app.db)).toEqual({ clean: true, problems: [] });
      // An hour from now: nothing recorded today is an event still on its way.
      const later = new Date(Date.now() + HOUR);
      const reportId = await runReconciliation(
        app,
        dayPeriod(new Date()),
        { automatic: false, requestedBy: null },
        later,
      );
      const [report] = await rows<{ status: string; discrepancies: unknown; counts: Record<string, unknown> }>(
        database,
        `select status, discrepancies, counts from reconciliation_reports where id = ${reportId}`,
      );
      expect(report.discrepancies).toEqual([]);
      expect(report.status).toBe('clean');
      expect(report.counts).toMatchObject({
        payment: {
          ledger: SALES + DEALERS.length * PER_ROUND * KILLS,
          provider: SALES + DEALERS.length * PER_ROUND * KILLS,
        },
      });
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
