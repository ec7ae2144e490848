import { sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user.js';
import { hashToken, isWellFormedToken } from '../auth/tokens.js';
import type { Db } from '../db/types.js';
import { readSession } from './sessions.js';

/* What the chat checks before it lets a socket in or stores a message (findings 11 and 16). */

/**
 * The live session behind a token, read from the database every time (never server/cache/sessions.ts): a socket
 * handshake must honour a logout made a moment ago on another instance. Null: unknown, revoked or expired.
 */
export async function findLiveSession(db: Db, token: unknown): Promise<(SessionUser & { expiresAt: Date }) | null> {
  return isWellFormedToken(token) ? readSession(db, hashToken(token)) : null;
}

/** Whether every one of these upload names was recorded as uploaded by one of `ownerIds`. */
export async function uploadsOwnedBy(db: Db, names: readonly string[], ownerIds: readonly number[]): Promise<boolean> {
  if (names.length === 0) return true;
  const unique = [...new Set(names)];
  const { rows } = await db.execute<{ n: number | string }>(sql`
    select count(distinct name) as n from uploads
    where name = any(${`{${unique.join(',')}}`}::text[]) and owner_id = any(${`{${ownerIds.join(',')}}`}::int[])`);
  return Number(rows[0]?.n ?? 0) === unique.length;
}
