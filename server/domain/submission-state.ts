import { sql, type SQL } from 'drizzle-orm';
import { RESPONSE_WINDOW_MINUTES } from '../../contract/constants.js';
import type { SubmissionFilter } from '../../contract/entities/submission.js';
import type { Db } from '../db/types.js';

export { RESPONSE_WINDOW_MINUTES };

/*
 * The request-state rules, in one place: lists, detail, ping counters, quotations and chat all use these.
 *
 * - Response window: a request can be answered for RESPONSE_WINDOW_MINUTES (48 h) after created_at;
 *   `deadline_at` stores created_at + window and never moves.
 * - Pause, per dealer: writing to the customer freezes this dealer's timer (`conversations.frozen_since`);
 *   the customer's reply resumes it and adds the paused time to `paused_ms`. Paused time does not count:
 *   effective deadline = deadline_at + paused_ms (+ the running pause, while frozen).
 * - timing_residue (minutes) = max(0, ceil((effective deadline − (frozen_since ?? now)) / 60 s)); 0 once closed.
 * - is_frozen = this dealer's conversation has frozen_since set (and the request is not closed).
 * - open = not closed AND (frozen OR effective deadline > now): a frozen request never expires while frozen.
 * - expired = not closed AND not open.
 * - pending ("new") = open AND not outlet · outlet = open AND is_outlet.
 * - visible to a dealer = province null, or not one of the provinces the dealer excludes.
 * - closed (a quotation was accepted: closed_at set) = in no list; readable only by a dealer who quoted it.
 *
 * SQL fragments read the request as `s`, and (timing fragments) this dealer's conversation as `dc`,
 * joined with dealerConversationJoin.
 */

const MINUTE_MS = 60_000;

export interface SubmissionTimer {
  deadlineAt: Date;
  closedAt: Date | null;
  /** Pause already accumulated by this dealer's conversation (0 without a conversation). */
  pausedMs: number;
  /** Set while this dealer's timer is paused. */
  frozenSince: Date | null;
}

export type SubmissionState = SubmissionFilter | 'closed';

export function effectiveDeadline(timer: SubmissionTimer): Date {
  return new Date(timer.deadlineAt.getTime() + timer.pausedMs);
}

export function isFrozen(timer: SubmissionTimer): boolean {
  return timer.closedAt === null && timer.frozenSince !== null;
}

export function isOpen(timer: SubmissionTimer, now: Date): boolean {
  return timer.closedAt === null && (timer.frozenSince !== null || effectiveDeadline(timer) > now);
}

export function timingResidue(timer: SubmissionTimer, now: Date): number {
  if (timer.closedAt !== null) return 0;
  const from = timer.frozenSince ?? now;
  return Math.max(0, Math.ceil((effectiveDeadline(timer).getTime() - from.getTime()) / MINUTE_MS));
}

export function submissionState(timer: SubmissionTimer & { isOutlet: boolean }, now: Date): SubmissionState {
  if (timer.closedAt !== null) return 'closed';
  if (!isOpen(timer, now)) return 'expired';
  return timer.isOutlet ? 'outlet' : 'pending';
}

// ---- SQL fragments (alias s = submissions, dc = this dealer's conversation on s) ----

/** Left join of this dealer's conversation on the request `s`, as `dc` (at most one: unique per request and dealer). */
export const dealerConversationJoin = (dealerId: number): SQL =>
  sql`left join conversations dc on dc.submission_id = s.id and dc.dealer_id = ${dealerId}`;

export const effectiveDeadlineSql: SQL = sql`(s.deadline_at + coalesce(dc.paused_ms, 0) * interval '1 millisecond')`;

export const isFrozenSql: SQL = sql`(s.closed_at is null and dc.frozen_since is not null)`;

export const timingResidueSql: SQL = sql`(case when s.closed_at is not null then 0 else greatest(0, ceil(
  extract(epoch from (${effectiveDeadlineSql} - coalesce(dc.frozen_since, now()))) / 60))::int end)`;

/**
 * Ids of the requests whose window this dealer's conversation keeps open past deadline_at: frozen now, or
 * with accumulated pause pushing the effective deadline beyond now. Uncorrelated (computed once per query),
 * so `open` stays an index range on deadline_at plus a handful of ids.
 */
const extendedByDealer = (dealerId: number): SQL => sql`array(
  select c.submission_id from conversations c join submissions cs on cs.id = c.submission_id
  where c.dealer_id = ${dealerId}
    and (c.frozen_since is not null or cs.deadline_at + c.paused_ms * interval '1 millisecond' > now()))`;

/** open: not closed and (frozen or effective deadline ahead). Equivalent, since paused_ms ≥ 0. */
export const openSql = (dealerId: number): SQL =>
  sql`(s.closed_at is null and (s.deadline_at > now() or s.id = any(${extendedByDealer(dealerId)})))`;

/** expired: not closed and not open. */
export const expiredSql = (dealerId: number): SQL =>
  sql`(s.closed_at is null and s.deadline_at <= now() and s.id <> all(${extendedByDealer(dealerId)}))`;

export const visibleSql = (dealerId: number): SQL => sql`(s.province_id is null or s.province_id <> all(array(
  select dp.province_id from dealer_provinces dp where dp.dealer_id = ${dealerId})))`;

/** The condition of one list (and of its ping counter): visible to the dealer and in that state. */
export function inListSql(filter: SubmissionFilter, dealerId: number): SQL {
  switch (filter) {
    case 'pending':
      return sql`(${visibleSql(dealerId)} and ${openSql(dealerId)} and not s.is_outlet)`;
    case 'outlet':
      return sql`(${visibleSql(dealerId)} and ${openSql(dealerId)} and s.is_outlet)`;
    case 'expired':
      return sql`(${visibleSql(dealerId)} and ${expiredSql(dealerId)})`;
  }
}

/** Whether the dealer has a quotation on the request `s`. */
export const quotedBySql = (dealerId: number): SQL =>
  sql`exists (select 1 from quotations q where q.submission_id = s.id and q.dealer_id = ${dealerId})`;

/** Detail access: a request in one of the dealer's lists (visible, not closed), or any request the dealer quoted. */
export const readableBySql = (dealerId: number): SQL =>
  sql`((s.closed_at is null and ${visibleSql(dealerId)}) or ${quotedBySql(dealerId)})`;

// ---- Queries other areas use ----

/** True when the dealer may still answer the request: it exists, is visible to the dealer and open for it. */
export async function isSubmissionOpenForDealer(db: Db, submissionId: number, dealerId: number): Promise<boolean> {
  const { rows } = await db.execute<{ open: boolean }>(sql`select exists (
    select 1 from submissions s where s.id = ${submissionId} and ${visibleSql(dealerId)} and ${openSql(dealerId)}) as open`);
  return rows[0]?.open === true;
}

/**
 * The dealer wrote to the customer: freeze the dealer's timer on that request. Only an open request is frozen
 * (writing on an expired or closed request does not revive it); already frozen stays frozen since the first
 * unanswered message. Answers whether the timer is frozen now.
 */
export async function pauseTimer(db: Db, conversationId: number): Promise<boolean> {
  await db.execute(sql`update conversations c set frozen_since = now()
    from submissions s
    where c.id = ${conversationId} and s.id = c.submission_id and c.frozen_since is null
      and s.closed_at is null and s.deadline_at + c.paused_ms * interval '1 millisecond' > now()`);
  const { rows } = await db.execute<{ frozen: boolean }>(
    sql`select frozen_since is not null as frozen from conversations where id = ${conversationId}`,
  );
  return rows[0]?.frozen === true;
}

/**
 * The customer replied: the timer runs again and the pause is added to paused_ms
 * (capped at the integer column's ~24 days, far beyond any real pause).
 */
export async function resumeTimer(db: Db, conversationId: number): Promise<void> {
  await db.execute(sql`update conversations set
      paused_ms = least(2147483647, paused_ms + greatest(0, floor(extract(epoch from (now() - frozen_since)) * 1000))::bigint)::int,
      frozen_since = null
    where id = ${conversationId} and frozen_since is not null`);
}
