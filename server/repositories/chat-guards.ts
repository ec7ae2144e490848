import { sql } from 'drizzle-orm';
import type { DelegatedRole } from '../../contract/staff.js';
import type { SessionUser } from '../auth/session-user.js';
import { hashToken, isWellFormedToken } from '../auth/tokens.js';
import type { Db } from '../db/types.js';

/* What the chat checks before it lets a socket in or stores a message (issue 12, findings 11 and 16; issue 13). */

/**
 * The live session behind a token, read from the database every time (never server/cache/sessions.ts): a socket
 * handshake must honour a logout made a moment ago on another instance. Null: unknown, revoked or expired.
 */
export async function findLiveSession(db: Db, token: unknown): Promise<(SessionUser & { expiresAt: Date }) | null> {
  if (!isWellFormedToken(token)) return null;
  const { rows } = await db.execute<{
    id: number; company_id: number | null; role: string; staff_role: DelegatedRole | null; email: string; session_id: number; client: string;
    expires_at: string | Date; suspended: boolean;
  }>(sql`
    select u.id, u.company_id, u.role, u.staff_role, u.email, se.id as session_id, se.client, se.expires_at,
      (u.suspended_at is not null or c.suspended_at is not null) as suspended
    from sessions se join users u on u.id = se.user_id left join users c on c.id = u.company_id
    where se.token_hash = ${hashToken(token)} and se.revoked_at is null and se.expires_at > now() and u.deactivated_at is null
    limit 1`);
  const row = rows[0];
  if (!row) return null;
  const actorId = Number(row.id);
  // A person of a dealer's company acts as that dealer, with their role (issue 30).
  const staff = row.role === 'staff' && row.company_id !== null && row.staff_role !== null;
  return {
    id: staff ? Number(row.company_id) : actorId, actorId, role: (staff || row.role === 'staff' ? 'dealer' : row.role) as SessionUser['role'],
    staffRole: staff ? row.staff_role! : 'owner', email: row.email, sessionId: Number(row.session_id), client: row.client,
    expiresAt: new Date(row.expires_at), suspended: Boolean(row.suspended),
  };
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
