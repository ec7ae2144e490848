import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { SessionUser } from '../auth/session-user.js';
import { hashToken, newToken } from '../auth/tokens.js';

export async function createSession(db: Db, input: { userId: number; client: string; ttlHours: number }) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  await db.insert(sessions).values({ userId: input.userId, tokenHash: hashToken(token), client: input.client, expiresAt });
  return { token, expiresAt };
}

/** The user behind a token, if the session exists, is not revoked and has not expired. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, sessionId: sessions.id, client: sessions.client })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
