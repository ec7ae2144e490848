import { randomBytes } from 'node:crypto';

/*
 * Cache invalidations shared by every instance of a deployment. The caches of server/cache mark their entries
 * stale in this process and then `announce` the change here; with REDIS_URL set (server/plugins/invalidation.ts)
 * the announcement is published on one Redis channel and every other instance applies it to its own caches
 * through the handler the cache module registered with `onRemote` — applied locally only, never published again.
 * Without Redis nothing is attached and `announce` costs nothing. 'standing' is not a cache: it asks every instance
 * to re-check those users' open sockets (server/realtime/standing-revocation.ts).
 */

export type InvalidationKind = 'sessions' | 'dealers' | 'requests' | 'closed' | 'standing';

export interface Invalidation {
  kind: InvalidationKind;
  /** User ids (sessions, standing) or dealer ids (dealers); empty for the global kinds. */
  ids: number[];
}

/** Where announcements go: one per attached Redis connection (one per app; tests may run several in a process). */
export interface BusLink {
  /** Identifies the sender, so a link ignores its own messages coming back from Redis. */
  origin: string;
  publish: (payload: string) => void;
}

const handlers = new Map<InvalidationKind, (ids: number[]) => void>();
const links = new Set<BusLink>();
const KINDS = new Set<InvalidationKind>(['sessions', 'dealers', 'requests', 'closed', 'standing']);

/** Called once by each cache module: how to apply a change announced by another instance. */
export function onRemote(kind: InvalidationKind, handler: (ids: number[]) => void): void {
  handlers.set(kind, handler);
}

/** A change this process made and already applied to its own caches: tells the other instances. */
export function announce(kind: InvalidationKind, ids: Iterable<number> = []): void {
  if (links.size === 0) return;
  const list = [...ids].map(Number);
  for (const link of links) link.publish(JSON.stringify({ kind, ids: list, origin: link.origin }));
}

export const newOrigin = (): string => randomBytes(8).toString('hex');

export function attach(link: BusLink): () => void {
  links.add(link);
  return () => links.delete(link);
}

/** A message received from Redis: applied to this process's caches unless it is our own or malformed. */
export function receive(payload: string, ownOrigin: string): Invalidation | null {
  let message: { kind?: unknown; ids?: unknown; origin?: unknown };
  try {
    message = JSON.parse(payload) as typeof message;
  } catch {
    return null;
  }
  if (message.origin === ownOrigin || !KINDS.has(message.kind as InvalidationKind)) return null;
  const ids = Array.isArray(message.ids) ? message.ids.map(Number).filter(Number.isInteger) : [];
  const invalidation = { kind: message.kind as InvalidationKind, ids };
  handlers.get(invalidation.kind)?.(invalidation.ids);
  return invalidation;
}
