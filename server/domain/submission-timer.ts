import { sql } from 'drizzle-orm';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import type { Db } from '../db/types.js';

/*
 * A dealer's timer on a request lives on their conversation (rules in ./submission-state.ts): frozen_since while
 * paused, paused_ms accumulated. conversations.extended_until follows paused_ms by a database trigger.
 */

/**
 * The dealer wrote to the customer: freeze the dealer's timer on that request. Only an open request is frozen
 * (writing on an expired or closed request does not revive it); already frozen stays frozen since the first
 * unanswered message. Answers whether the timer is frozen now.
 */
/** The request is still open for this dealer (aliases: c = conversations, s = submissions). */
export const timerRunsSql = sql`s.closed_at is null and s.deadline_at + c.paused_ms * interval '1 millisecond' > now()`;

/** paused_ms once the pause that began at frozen_since ends now (capped at the integer column's ~24 days). */
export const pausedMsAfterResumeSql = sql`least(2147483647, c.paused_ms + greatest(0, floor(extract(epoch from (now() - c.frozen_since)) * 1000))::bigint)::int`;

export async function pauseTimer(db: Db, conversationId: number): Promise<boolean> {
  const frozen = await db.execute<{ dealer_id: number }>(sql`update conversations c set frozen_since = now()
    from submissions s
    where c.id = ${conversationId} and s.id = c.submission_id and c.frozen_since is null and ${timerRunsSql}
    returning c.dealer_id`);
  if (frozen.rows.length > 0) dealerCountersChanged([frozen.rows[0].dealer_id]);
  const { rows } = await db.execute<{ frozen: boolean }>(
    sql`select frozen_since is not null as frozen from conversations where id = ${conversationId}`,
  );
  return rows[0]?.frozen === true;
}

/** The customer replied: the timer runs again and the pause is added to paused_ms. */
export async function resumeTimer(db: Db, conversationId: number): Promise<void> {
  const resumed = await db.execute<{ dealer_id: number }>(sql`update conversations c set
      paused_ms = ${pausedMsAfterResumeSql},
      frozen_since = null
    where c.id = ${conversationId} and c.frozen_since is not null
    returning c.dealer_id`);
  if (resumed.rows.length > 0) dealerCountersChanged([resumed.rows[0].dealer_id]);
}
