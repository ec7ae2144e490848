import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationReport } from '../../contract/entities/reconciliation.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { runDaily } from '../../server/settlement/daily.js';
import { dayPeriod, runReconciliation } from '../../server/settlement/reconciliation.js';
import { requestPayout } from '../../server/settlement/service.js';
import { admin, adminActors, type AdminActors } from './admin-support.js';

/*
 * The reconciliation of the ledger with the provider's books, on the demo provider (its own records): the seeded
 * history and a real payout reconcile clean; each kind of disagreement a provider and a ledger can have is found and
 * named; the daily report is made once however many instances run; the console lists and shows the reports.
 */

let a: AdminActors;
const query = async <T>(sql: string) => (await a.t.database.query(sql)) as T[];
const HOUR = 60 * 60 * 1000;

async function report(id: number): Promise<ReconciliationReport> {
  const answer = await admin<ReconciliationReport>(a, routes.adminReconciliation, { id });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body;
}

/** Today's reconciliation as of an hour from now (everything recorded is past the grace of in-flight webhooks). */
async function today(): Promise<ReconciliationReport> {
  const now = new Date(Date.now() + HOUR);
  const id = await runReconciliation(a.t.app, dayPeriod(new Date()), { automatic: false, requestedBy: null }, now);
  return report(id as number);
}

const kinds = (found: ReconciliationReport) => found.discrepancies.map((d) => `${d.item}:${d.kind}`).sort();

beforeAll(async () => {
  a = await adminActors();
});
afterAll(async () => a?.t.close());

describe('the reconciliation with the demo provider', () => {
  it('finds the seeded history clean, day by day, the ledger check included', async () => {
    // Every day on which money moved at the provider (payments, refunds, payouts), and those of the payouts booked.
    const days = await query<{
      day: string;
    }>(`select distinct to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day
      from ledger_transactions t join ledger_legs l on l.transaction_id = t.id
        join ledger_accounts a on a.id = l.account_id
      where a.code = 'platform:provider_clearing' or t.kind = 'payout' order by 1`);
    expect(days.length).toBeGreaterThan(1);
    for (const { day } of days) {
      const answer = await admin<ReconciliationReport>(a, routes.adminReconciliationRun, {}, { day });
      expect(answer.status, answer.raw).toBe(201);
      expect(answer.body.discrepancies, day).toEqual([]);
      expect(answer.body).toMatchObject({ status: 'clean', status_label: 'In ordine', automatic: false });
    }
    const seeded = await query<{ n: number }>(`select count(*)::int as n from demo_provider_records`);
    expect(seeded[0].n).toBeGreaterThan(0);
  });

  it('a payout requested today is at the provider and in the ledger alike', async () => {
    const payout = await requestPayout(a.t.app, a.ids.dealer, a.ids.dealer);
    expect(payout.status).toBe('paid');
    const found = await today();
    expect(found.discrepancies).toEqual([]);
    expect(found.counts.payout).toEqual({ ledger: 1, provider: 1 });
  });

  it('names each disagreement: missing on either side, a different amount, a different state, a payout never sent', async () => {
    const [paid] = await query<{ id: number; amount_cents: string }>(
      `select id, amount_cents from payouts where status = 'paid' order by id desc limit 1`,
    );
    // The provider says the payout failed while we hold it paid, for another amount.
    await a.t.database.query(`update demo_provider_records set status = 'failed', amount_cents = amount_cents + 1
      where kind = 'payout' and payout_id = ${paid.id}`);
    // The provider charged a card the ledger never heard of (a webhook lost for good).
    await a.t.database.query(`insert into demo_provider_records (kind, external_id, order_id, amount_cents)
      values ('payment', 'demo_pi_lost', null, 4550)`);
    // A payout booked and never sent, an hour ago.
    await a.t.database.query(`insert into payouts (dealer_id, amount_cents, provider, status, created_at)
      values (${a.ids.dealer}, 100, 'demo', 'pending', now() - interval '1 hour')`);
    const found = await today();
    expect(kinds(found)).toEqual(
      [
        'payment:missing_in_ledger',
        'payout:amount_mismatch',
        'payout:status_mismatch',
        'payout:not_sent',
        // The pending payout is not in the ledger's in-transit balance either: the ledger check says so.
        'ledger:ledger_check',
      ].sort(),
    );
    expect(found.status).toBe('discrepancies');
    expect(found.discrepancy_count).toBe(5);
    const lost = found.discrepancies.find((d) => d.kind === 'missing_in_ledger');
    expect(lost).toMatchObject({ reference: 'demo_pi_lost', provider_amount: 45.5 });
    expect(lost?.description).toContain('45,50 €');

    // The provider forgets the payout altogether: missing at the provider.
    await a.t.database.query(`delete from demo_provider_records where kind = 'payout' and payout_id = ${paid.id}`);
    await a.t.database.query(`delete from demo_provider_records where external_id = 'demo_pi_lost'`);
    await a.t.database.query(`delete from payouts where status = 'pending'`);
    const gone = await today();
    expect(kinds(gone)).toEqual(['payout:missing_at_provider']);
    expect(gone.discrepancies[0]).toMatchObject({ payout_id: paid.id, dealer_id: a.ids.dealer });
  });

  it('the daily report is made once across instances, and an hour later nothing is made twice', async () => {
    const now = new Date();
    const tick = 1000 * 60 * 60 * 24 * 365;
    const runs = await Promise.all([runDaily(a.t.app, now, tick), runDaily(a.t.app, now, tick)]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    const made = runs.find((run) => run !== null);
    expect(made?.reportId).toEqual(expect.any(Number));
    const again = await runReconciliation(
      a.t.app,
      dayPeriod(new Date(now.getTime() - 24 * HOUR)),
      { automatic: true, requestedBy: null },
      new Date(now.getTime() + HOUR),
    );
    expect(again).toBeNull();
    const daily = await query<{ n: number }>(`select count(*)::int as n from reconciliation_reports where automatic`);
    expect(daily[0].n).toBe(1);
  });
});

describe('the console’s reconciliation', () => {
  it('lists the reports newest first, shows one, runs one now, refuses a future day', async () => {
    const list = await admin<{ data: { id: number; status: string }[]; total: number }>(a, routes.adminReconciliations);
    expect(list.status, list.raw).toBe(200);
    expect(list.body.total).toBeGreaterThan(2);
    expect(list.body.data.map((r) => r.id)).toEqual([...list.body.data.map((r) => r.id)].sort((x, y) => y - x));
    const dirty = await admin<{ data: { status: string }[] }>(
      a,
      routes.adminReconciliations,
      {},
      undefined,
      '?status=discrepancies',
    );
    expect(dirty.body.data.length).toBeGreaterThan(0);
    expect(dirty.body.data.every((r) => r.status === 'discrepancies')).toBe(true);
    const missing = await admin(a, routes.adminReconciliation, { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: errors.notFound });
    const future = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10);
    const refused = await admin(a, routes.adminReconciliationRun, {}, { day: future });
    expect(refused.status).toBe(422);
    const run = await admin<ReconciliationReport>(a, routes.adminReconciliationRun, {}, {});
    expect(run.status, run.raw).toBe(201);
    expect(run.body.limits.length).toBeGreaterThan(0);
    const logged = await query<{ action: string }>(
      `select action from activity_log where entity = 'reconciliation' and entity_id = ${run.body.id}`,
    );
    expect(logged.map((entry) => entry.action)).toEqual(['reconciliation.run']);
  });

  it('lists the sales whose money the platform holds, by state and dealer', async () => {
    type Page = { data: { id: number; dealer_id: number; state: string; net: number }[]; total: number };
    const all = await admin<Page>(a, routes.adminSettlementSales);
    expect(all.status, all.raw).toBe(200);
    expect(all.body.data.every((sale) => ['held', 'available', 'in_payout'].includes(sale.state))).toBe(true);
    const held = await admin<Page>(
      a,
      routes.adminSettlementSales,
      {},
      undefined,
      `?state=held&dealer_id=${a.ids.dealer}`,
    );
    expect(held.body.total).toBeGreaterThan(0);
    expect(held.body.data.every((sale) => sale.state === 'held' && sale.dealer_id === a.ids.dealer)).toBe(true);
  });
});
