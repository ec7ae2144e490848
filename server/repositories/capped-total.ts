import { sql, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_MAX } from '../../contract/constants.js';
import type { DbOrTx } from '../db/types.js';

/**
 * The total of a paged list of the operator console: counted exactly up to `exactMax` rows; past it the
 * count stops, and the planner's estimate of the rows (estimatedTotal, also the dealer's filtered Scadute's) is answered
 * as approximate, never below the cap. `from` is the rows' `from … where …`. An exact count of 1,000,000 requests
 * walked every matching index entry (50–240 ms a page).
 */
export async function cappedTotal(
  db: DbOrTx,
  from: SQL,
  exactMax = EXACT_TOTAL_MAX,
): Promise<{ total: number; approximate: boolean }> {
  const {
    rows: [counted],
  } = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from (select 1 ${from} limit ${exactMax + 1}) capped`,
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= exactMax) return { total: exact, approximate: false };
  return { total: await estimatedTotal(db, from, exactMax), approximate: true };
}

/** The planner's estimate of the rows of `from` (EXPLAIN: no row is read), never below the cap's next row. */
export async function estimatedTotal(
  db: Pick<DbOrTx, 'execute'>,
  from: SQL,
  exactMax = EXACT_TOTAL_MAX,
): Promise<number> {
  const {
    rows: [plan],
  } = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) select 1 ${from}`);
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  const estimate = Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
  return Math.max(estimate, exactMax + 1);
}

/**
 * The last page of a list whose total is an estimate, from the page just read with one row more: another page while
 * that row came, else this one (the one before when this page is past the end). Never the estimate's guess alone.
 */
export function lastPageAfterRead(estimatedLast: number, page: number, shown: number, more: boolean): number {
  return more ? Math.max(estimatedLast, page + 1) : Math.max(1, shown > 0 ? page : page - 1);
}
