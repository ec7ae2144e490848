import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cachedSession, rememberSession, sessionsRevoked, sessionTick } from '../cache/sessions.js';
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

/**
 * The user behind a token, if the session exists, is not revoked and has not expired. Checked sessions are cached
 * for a few seconds (server/cache/sessions.ts): the revocations below drop them at once.
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const known = cachedSession(db, tokenHash);
  if (known) return known;
  const since = sessionTick();
  const [row] = await db
    .select({
      actorId: users.id, companyId: users.companyId, role: users.role, staffRole: users.staffRole, email: users.email,
      sessionId: sessions.id, client: sessions.client, expiresAt: sessions.expiresAt,
      suspended: sql<boolean>`(${users.suspendedAt} is not null or ${company.suspendedAt} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(company, eq(company.id, users.companyId))
    .where(and(
      eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.deactivatedAt),
    ))
    .limit(1);
  if (!row) return null;
  const { expiresAt, companyId, role, staffRole, ...rest } = row;
  // A person of a dealer's company acts as that dealer, with their role (issue 30).
  const user: SessionUser = role === 'staff' && companyId !== null && staffRole !== null
    ? { ...rest, id: companyId, role: 'dealer', staffRole }
    : { ...rest, id: rest.actorId, role: role === 'staff' ? 'dealer' : role, staffRole: 'owner' };
  rememberSession(db, tokenHash, user, since, expiresAt);
  return user;
}

/** The company of a staff person, for the session lookup above. */
const company = alias(users, 'company');

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  const revoked = await db.update(sessions).set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))).returning({ userId: sessions.userId });
  sessionsRevoked(revoked.map((r) => r.userId));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  sessionsRevoked([userId]);
}
