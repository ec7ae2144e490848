import { sql } from 'drizzle-orm';
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
