import { sql, type SQL } from 'drizzle-orm';
import { RETURN_REASONS, type ReturnFigures } from '../../contract/returns.js';
import type { DbOrTx } from '../db/types.js';
import { romeDay, romeTime } from '../domain/working-days.js';

/** The dealer's Statistiche of returns: the return rate, the reasons, the time to answer (docs/after-sale.md). */

const DEFAULT_DAYS = 90;

const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A period of Italian calendar days (the last 90 unless given): its bounds as timestamps. */
export function periodOf(from: string | undefined, to: string | undefined, now: Date) {
  const last = to ?? romeDay(now);
  const first = from ?? shiftDay(last, -(DEFAULT_DAYS - 1));
  const fromAt: SQL = sql`${romeTime(first, 0, 0, 0).toISOString()}::timestamptz`;
  const toAt: SQL = sql`${romeTime(shiftDay(last, 1), 0, 0, 0).toISOString()}::timestamptz`;
  return { from: first, to: last, fromAt, toAt };
}

export async function returnFigures(
  db: DbOrTx,
  dealerId: number,
  query: { from?: string; to?: string },
  now: Date,
): Promise<ReturnFigures> {
  const period = periodOf(query.from, query.to, now);
  const { fromAt, toAt } = period;
  const [{ rows }, { rows: reasons }, { rows: sales }] = await Promise.all([
    db.execute<{
      returns: string;
      answered: string;
      auto_accepted: string;
      median_hours: number | null;
      avg_hours: number | null;
      refunded_cents: string | null;
      disputes: string;
    }>(sql`select count(*) as returns,
        count(*) filter (where r.answered_at is not null and not r.auto_accepted) as answered,
        count(*) filter (where r.auto_accepted) as auto_accepted,
        percentile_cont(0.5) within group (order by extract(epoch from r.answered_at - r.created_at) / 3600)
          filter (where r.answered_at is not null and not r.auto_accepted) as median_hours,
        avg(extract(epoch from r.answered_at - r.created_at) / 3600)
          filter (where r.answered_at is not null and not r.auto_accepted) as avg_hours,
        sum(r.refund_amount_cents) as refunded_cents,
        (select count(*) from disputes x where x.dealer_id = ${dealerId}
          and x.created_at >= ${fromAt} and x.created_at < ${toAt}) as disputes
      from returns r where r.dealer_id = ${dealerId} and r.created_at >= ${fromAt} and r.created_at < ${toAt}
        and r.state <> 'cancelled'`),
    db.execute<{ reason: ReturnFigures['reasons'][number]['reason']; n: string }>(sql`select r.reason, count(*) as n
      from returns r where r.dealer_id = ${dealerId} and r.created_at >= ${fromAt} and r.created_at < ${toAt}
        and r.state <> 'cancelled'
      group by r.reason`),
    db.execute<{ n: string }>(sql`select count(*) as n from quotations q
      where q.dealer_id = ${dealerId} and q.delivered_at >= ${fromAt} and q.delivered_at < ${toAt}`),
  ]);
  const totals = rows[0];
  const returns = Number(totals?.returns ?? 0);
  const sold = Number(sales[0]?.n ?? 0);
  const hours = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
  const counted = new Map(reasons.map((row) => [row.reason, Number(row.n)]));
  return {
    from: period.from,
    to: period.to,
    sales: sold,
    returns,
    return_rate: sold > 0 ? Math.min(1, Math.round((returns / sold) * 10_000) / 10_000) : 0,
    reasons: RETURN_REASONS.map((reason) => ({ reason, count: counted.get(reason) ?? 0 })).sort(
      (a, b) => b.count - a.count,
    ),
    answered: Number(totals?.answered ?? 0),
    auto_accepted: Number(totals?.auto_accepted ?? 0),
    answer_hours_median: hours(totals?.median_hours),
    answer_hours_avg: hours(totals?.avg_hours),
    refunded_amount: Number(totals?.refunded_cents ?? 0) / 100,
    disputes: Number(totals?.disputes ?? 0),
  };
}
