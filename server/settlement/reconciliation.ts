import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../contract/api/payments.js';
import type { ReconciliationDiscrepancy } from '../../contract/entities/reconciliation.js';
import { reconciliationMessages as text } from '../../i18n/it/reconciliation.js';
import type { DbOrTx } from '../db/types.js';
import { reconcile } from '../repositories/ledger.js';
import type { PaidCondition } from './provider.js';
import { compareWithProvider, type LedgerMoney, type LedgerPayout, type Period } from './reconcile.js';

/**
 * A reconciliation run (docs/payments-api.md, "Reconciliation"): the ledger's payments, refunds and payouts of a
 * period against the provider's books (its balance transactions and payouts, or the demo's own records), plus the
 * ledger's own balance check; the report is stored (migration 0040) for the console. The daily run is one per provider
 * and day: its row is inserted first, so a second instance finds it and does nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far before the period both sides are read: a provider retries a webhook for up to three days. */
const LOOKBACK_MS = 3 * DAY_MS;
/** A daily run left 'running' this long ago died with its instance: another one takes it over. */
const STALE_RUN_MS = 60 * 60 * 1000;
/** Disagreements kept in the report (all are counted). */
export const KEPT_DISCREPANCIES = 1000;

export const utcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The UTC day `day` (YYYY-MM-DD) as a period. */
export function dayPeriod(day: Date): Period {
  const from = utcDay(day);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The ledger's movements of the platform's money at the provider, each with the order it belongs to. */
async function ledgerMoney(db: DbOrTx, provider: PaymentProvider, from: Date, to: Date): Promise<LedgerMoney[]> {
  const { rows } = await db.execute<{
    id: number;
    dealer_id: number | null;
    created_at: Date | string;
    amount_cents: string;
    order_id: number | null;
    condition: PaidCondition | null;
    external_id: string | null;
    refund_external_id: string | null;
  }>(sql`select t.id, t.dealer_id, t.created_at, l.amount_cents, o.id as order_id, o.condition, o.external_id,
      o.refund_external_id
    from ledger_transactions t
    join ledger_legs l on l.transaction_id = t.id
      and l.account_id = (select id from ledger_accounts where code = 'platform:provider_clearing')
    left join orders o on o.id = coalesce(t.order_id, (select c.id from orders c where c.quotation_id = t.quotation_id
      and c.condition = 'customer' and c.status in ('paid', 'refunding', 'refunded') order by c.id limit 1))
    where t.created_at >= ${iso(from)} and t.created_at < ${iso(to)}
      and t.kind not in ('payout_paid', 'reversal') and (o.id is null or o.provider = ${provider})`);
  return rows.map((row) => {
    const cents = Number(row.amount_cents);
    const refund = cents < 0;
    return {
      kind: refund ? 'refund' : 'payment',
      transactionId: Number(row.id),
      orderId: row.order_id === null ? null : Number(row.order_id),
      condition: row.condition,
      externalId: refund ? row.refund_external_id : row.external_id,
      dealerId: row.dealer_id === null ? null : Number(row.dealer_id),
      amountCents: Math.abs(cents),
      at: new Date(row.created_at),
    };
  });
}

async function ledgerPayouts(db: DbOrTx, provider: PaymentProvider, from: Date, to: Date): Promise<LedgerPayout[]> {
  const { rows } = await db.execute<{
    id: number;
    dealer_id: number;
    external_id: string | null;
    amount_cents: string;
    status: LedgerPayout['status'];
    created_at: Date | string;
  }>(sql`select id, dealer_id, external_id, amount_cents, status, created_at from payouts
    where provider = ${provider}
      and ((created_at >= ${iso(from)} and created_at < ${iso(to)}) or status = 'pending')`);
  return rows.map((row) => ({
    payoutId: Number(row.id),
    dealerId: Number(row.dealer_id),
    externalId: row.external_id,
    amountCents: Number(row.amount_cents),
    status: row.status,
    at: new Date(row.created_at),
  }));
}

/** The connected accounts whose payouts the provider lists (every account that can be paid out, or was). */
async function payoutAccounts(db: DbOrTx, provider: PaymentProvider, from: Date, to: Date): Promise<string[]> {
  const { rows } = await db.execute<{ external_id: string }>(sql`select a.external_id from payout_accounts a
    where a.provider = ${provider} and a.external_id is not null
      and (a.payouts_enabled or exists (select 1 from payouts p where p.dealer_id = a.dealer_id
        and p.created_at >= ${iso(from)} and p.created_at < ${iso(to)}))
    order by a.dealer_id`);
  return rows.map((row) => row.external_id);
}

/** The ledger's balance check, each problem as a disagreement of the report. */
async function ledgerCheck(db: DbOrTx): Promise<ReconciliationDiscrepancy[]> {
  const check = await reconcile(db);
  return check.problems.map((problem) => ({
    item: 'ledger',
    kind: 'ledger_check',
    description: text.describe.ledger_check(problem.check, problem.ref, problem.expected_cents, problem.actual_cents),
    reference: `${problem.check}:${problem.ref}`,
    order_id: null,
    payout_id: null,
    dealer_id: problem.check.startsWith('settlement:') ? Number(problem.ref) : null,
    ledger_amount: problem.actual_cents / 100,
    provider_amount: null,
    at: null,
  }));
}

/** Claims the report row: a new one, or (daily) a run another instance left 'running' when it died. */
async function claimReport(
  db: DbOrTx,
  provider: PaymentProvider,
  period: Period,
  options: { automatic: boolean; requestedBy: number | null },
  now: Date,
): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`insert into reconciliation_reports
      (provider, period_from, period_to, automatic, requested_by, started_at)
    values (${provider}, ${iso(period.from)}, ${iso(period.to)}, ${options.automatic}, ${options.requestedBy}, ${iso(now)})
    on conflict (provider, period_from) where automatic do nothing returning id`);
  if (rows[0]) return Number(rows[0].id);
  const { rows: stale } = await db.execute<{
    id: number;
  }>(sql`update reconciliation_reports set started_at = ${iso(now)}
    where provider = ${provider} and period_from = ${iso(period.from)} and automatic and status = 'running'
      and started_at < ${iso(new Date(now.getTime() - STALE_RUN_MS))} returning id`);
  return stale[0] ? Number(stale[0].id) : null;
}

/**
 * Reconciles `period` with the configured provider and stores the report. Answers its id, or null when the daily
 * report of that day exists already (run by this instance or another).
 */
export async function runReconciliation(
  app: FastifyInstance,
  period: Period,
  options: { automatic: boolean; requestedBy: number | null },
  now = new Date(),
): Promise<number | null> {
  const adapter = app.payments.payouts;
  const provider = adapter.provider;
  const reportId = await claimReport(app.db, provider, period, options, now);
  if (reportId === null) return null;
  const from = new Date(period.from.getTime() - LOOKBACK_MS);
  const to = new Date(Math.min(period.to.getTime() + DAY_MS, now.getTime() + 1));
  try {
    const records = await adapter.reconciliationRecords({
      from,
      to,
      accounts: await payoutAccounts(app.db, provider, from, to),
    });
    const [money, payouts, checked] = await Promise.all([
      ledgerMoney(app.db, provider, from, to),
      ledgerPayouts(app.db, provider, from, to),
      ledgerCheck(app.db),
    ]);
    const compared = compareWithProvider({ money, payouts }, records, period, now);
    const discrepancies = [...checked, ...compared.discrepancies];
    await app.db.execute(sql`update reconciliation_reports set
        status = ${discrepancies.length === 0 ? 'clean' : 'discrepancies'},
        counts = ${JSON.stringify(compared.counts)}::jsonb,
        discrepancies = ${JSON.stringify(discrepancies.slice(0, KEPT_DISCREPANCIES))}::jsonb,
        discrepancy_count = ${discrepancies.length}, limits = ${JSON.stringify(records.limits)}::jsonb,
        finished_at = now()
      where id = ${reportId}`);
  } catch (error) {
    app.log.error({ err: error, reportId }, 'reconciliation failed');
    await app.db.execute(sql`update reconciliation_reports set status = 'failed', error = ${text.providerFailed},
        finished_at = now() where id = ${reportId}`);
  }
  return reportId;
}
