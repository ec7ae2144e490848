import { sql } from 'drizzle-orm';
import type { Submission } from '../../contract/entities/submission.js';
import type { Db } from '../db/types.js';
import { inListSql, notDeclinedSql, visibleSql } from '../domain/submission-state.js';
import { loadSubmissions } from '../repositories/submissions.js';

/*
 * What the live inbox reads. Who a request reaches is decided by the very predicates of the lists
 * (server/domain/submission-state.ts) with the dealer given as a column of candidate ids, so provinces, outlet,
 * coverage, declines and pauses can never differ between a list and its pushes.
 */

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
// An alias no fragment of submission-state.ts uses for itself.
const dealer = sql`inbox_dealer.id`;

/** No dealer: a new request has no conversation nor quotation yet, so its card is the same for everyone. */
const NO_DEALER = 0;

export interface NewRequest {
  filter: 'pending' | 'outlet';
  card: Submission;
}

/** The card of a request just created, or null when it is gone or already out of the lists. */
export async function loadNewRequest(db: Db, submissionId: number): Promise<NewRequest | null> {
  const { rows } = await db.execute<{ is_outlet: boolean }>(
    sql`select is_outlet from submissions where id = ${submissionId} and closed_at is null and deadline_at > now()`,
  );
  if (!rows[0]) return null;
  const [card] = await loadSubmissions(db, NO_DEALER, [submissionId]);
  return card ? { filter: rows[0].is_outlet ? 'outlet' : 'pending', card } : null;
}

/** Which of `dealerIds` show the request in the list `filter` right now. */
export async function dealersListing(
  db: Db,
  submissionId: number,
  filter: 'pending' | 'outlet',
  dealerIds: readonly number[],
): Promise<number[]> {
  if (dealerIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: number;
  }>(sql`select inbox_dealer.id from unnest(${intArray(dealerIds)}) as inbox_dealer(id)
    join submissions s on s.id = ${submissionId} where ${inListSql(filter, dealer)}`);
  return rows.map((row) => Number(row.id));
}

/** Which of `dealerIds` had the (now closed) request in one of their lists: visible to them and not declined. */
export async function dealersSeeing(db: Db, submissionId: number, dealerIds: readonly number[]): Promise<number[]> {
  if (dealerIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: number;
  }>(sql`select inbox_dealer.id from unnest(${intArray(dealerIds)}) as inbox_dealer(id)
    join submissions s on s.id = ${submissionId} where ${visibleSql(dealer)} and ${notDeclinedSql(dealer)}`);
  return rows.map((row) => Number(row.id));
}

/** The newest notification id of a user (0 without any): notifications after it are new to its sockets. */
export async function lastNotificationId(db: Db, userId: number): Promise<number> {
  const { rows } = await db.execute<{ id: number | null }>(
    sql`select max(id) as id from notifications where user_id = ${userId}`,
  );
  return Number(rows[0]?.id ?? 0);
}

/** When the next open request's answer window ends (ms since epoch), or null when none is open. */
export async function nextDeadline(db: Db): Promise<number | null> {
  const { rows } = await db.execute<{ next: number | string | null }>(
    sql`select extract(epoch from min(deadline_at)) * 1000 as next from submissions where closed_at is null and deadline_at > now()`,
  );
  const next = rows[0]?.next;
  return next === null || next === undefined ? null : Number(next);
}
