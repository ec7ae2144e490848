import type { SessionUser } from '../auth/session-user.js';
import { announce, onRemote } from '../shared/invalidation-bus.js';
import { trustFor } from './database-sharing.js';

/*
 * Recently checked sessions, so that an API call (ping, polled every 10 s by every portal) does not also cost a
 * database query for its token. An entry is trusted for SESSION_CACHE_TTL_MS at most and never past the session's
 * own expiry; a revocation through server/repositories/sessions.ts (logout, password change or reset) or a change of
 * what the session says (a person's role, sessionUsersChanged) drops the user's entries at once. A revocation made by another instance reaches this one over Redis within milliseconds
 * (server/shared/invalidation-bus.ts); without Redis, or made by another process (psql), it is seen here after at
 * most SESSION_CACHE_TTL_MS; on PGlite no other process can write, entries live ALONE_TTL_MS.
 * Each entry lives ½–1 × that, at random: sessions checked together (a restart, a burst of logins) are not all
 * checked again in the same second.
 */
export const SESSION_CACHE_TTL_MS = 20_000;
const ALONE_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 100_000;

interface Entry {
  user: SessionUser;
  since: number;
  until: number;
}

let tick = 0;
const userMarks = new Map<number, number>();
/** Per database (tests run several in one process): a token of one database means nothing in another. */
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** The tick a lookup starts at: take it before reading the database. */
export const sessionTick = (): number => tick;

export function cachedSession(db: object, tokenHash: string): SessionUser | null {
  const entry = caches.get(db)?.get(tokenHash);
  if (!entry) return null;
  // Marked by the person's id (their sessions) or by the company's (a suspension of the whole company).
  const marked = Math.max(userMarks.get(entry.user.actorId) ?? 0, userMarks.get(entry.user.id) ?? 0);
  if (Date.now() < entry.until && marked <= entry.since) return entry.user;
  caches.get(db)?.delete(tokenHash);
  return null;
}

export function rememberSession(
  db: object,
  tokenHash: string,
  user: SessionUser,
  since: number,
  expiresAt: Date,
): void {
  const cache = cacheOf(db);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const ttl = trustFor(db, SESSION_CACHE_TTL_MS, ALONE_TTL_MS) * (0.5 + Math.random() / 2);
  cache.set(tokenHash, { user, since, until: Math.min(Date.now() + ttl, expiresAt.getTime()) });
}

/** Some sessions of these users were revoked: none of their cached entries is trusted any more. */
export function sessionsRevoked(userIds: Iterable<number>): void {
  sessionUsersChanged(userIds);
}

/**
 * What a session of these users says about them changed (a person's role in the company): their cached entries are
 * dropped on every instance, as for a revocation, so the next call reads the role from the database.
 */
export function sessionUsersChanged(userIds: Iterable<number>): void {
  const ids = [...userIds];
  markUsers(ids);
  announce('sessions', ids);
}

function markUsers(userIds: readonly number[]): void {
  tick += 1;
  for (const id of userIds) userMarks.set(Number(id), tick);
}

// A revocation made by another instance (server/shared/invalidation-bus.ts): applied here, not re-announced.
onRemote('sessions', markUsers);
