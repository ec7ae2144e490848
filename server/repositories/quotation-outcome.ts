import { sql, type SQL } from 'drizzle-orm';
import { gapBand, type QuotationOutcome } from '../../contract/entities/outcome.js';
import { QUOTATION_FILTER_STATUSES } from '../../contract/entities/quotation.js';
import type { DbOrTx } from '../db/types.js';

/*
 * The outcome of a quotation, computed when it is read from the quotations sent on the same request:
 * - won: this quotation was accepted; lost: cancelled and another one on the request was accepted;
 *   expired: cancelled with none accepted (the request expired); null while pending (the request is open for it).
 * - rank: 1 + how many quotations of the request were sent for less (ties share a rank); quotes: how many were sent.
 * - gap_band (lost only): its band against the chosen total (contract gapBand), none with fewer than 3 quotations.
 * Every figure compares totals as sent (sent_total_price): an accepted quotation's total_price is recomputed on the
 * options the customer took, which would rank the winner on a different basis than the others.
 * Nothing is stored: the set of quotations on a request can still change for a dealer whose timer is paused.
 */

const accepted = sql.join(
  QUOTATION_FILTER_STATUSES.accepted.map((status) => sql`${status}`),
  sql`, `,
);

/** A quotation's total as sent (rows inserted before migration 0016 set it from their rows; total_price otherwise). */
export const sentTotalSql = (alias: string): SQL =>
  sql.raw(`coalesce(${alias}.sent_total_price, ${alias}.total_price)`);

/** Whether the quotation `alias` was accepted (any status after the acceptance). */
export const isWonSql = (alias: string): SQL => sql`${sql.raw(alias)}.status in (${accepted})`;

/**
 * A lateral join adding `oc_quotes`, `oc_rank` and `oc_chosen` (the accepted quotation's total as sent, null when
 * none) for the quotation `q`; empty (all null) while `q` is pending, so an open request costs nothing.
 */
export const outcomeJoinSql: SQL = sql`left join lateral (
    select count(*)::int as oc_quotes,
      1 + (count(*) filter (where ${sentTotalSql('o')} < ${sentTotalSql('q')}))::int as oc_rank,
      max(${sentTotalSql('o')}) filter (where ${isWonSql('o')}) as oc_chosen
    from quotations o where o.submission_id = q.submission_id and q.status <> 'pending') oc on true`;

/** The outcome columns a query with outcomeJoinSql selects. */
export const outcomeColumnsSql: SQL = sql`oc.oc_quotes, oc.oc_rank, oc.oc_chosen, ${sentTotalSql('q')} as oc_sent`;

export type OutcomeColumns = {
  status: string;
  oc_quotes: number | string | null;
  oc_rank: number | string | null;
  oc_chosen: number | string | null;
  oc_sent: number | string;
};

export function toOutcome(r: OutcomeColumns): QuotationOutcome | null {
  if (r.status === 'pending' || r.oc_quotes === null || r.oc_rank === null) return null;
  const base = { rank: Number(r.oc_rank), quotes: Number(r.oc_quotes) };
  if ((QUOTATION_FILTER_STATUSES.accepted as readonly string[]).includes(r.status))
    return { result: 'won', ...base, gap_band: null };
  if (r.oc_chosen === null) return { result: 'expired', ...base, gap_band: null };
  return { result: 'lost', ...base, gap_band: gapBand(Number(r.oc_sent), Number(r.oc_chosen), base.quotes) };
}

/** The outcome of every quotation of a request, by quotation id (the acceptance's notifications read it in its transaction). */
export async function requestOutcomes(db: DbOrTx, submissionId: number): Promise<Map<number, QuotationOutcome | null>> {
  const { rows } = await db.execute<OutcomeColumns & { id: number }>(sql`select q.id, q.status, ${outcomeColumnsSql}
    from quotations q ${outcomeJoinSql} where q.submission_id = ${submissionId}`);
  return new Map(rows.map((r) => [Number(r.id), toOutcome(r)]));
}
