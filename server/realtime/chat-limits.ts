import type { LimitStore } from '../shared/limits.js';

/*
 * The chat's limits per user, session and client address, never per socket. They count in
 * the shared LimitStore (app.limits): in this process, or in Redis for every instance at once.
 *
 * Open sockets are counted as leases: +1 at the handshake, -1 at disconnect, in a window of LEASE_WINDOW_MS. An
 * instance that dies without its decrements leaves its leases counted until that window ends, never for good;
 * sockets still open when a window ends are not counted in the next one, so at worst a user briefly holds twice
 * the limit. Exact counts would need a round trip to every instance at each handshake.
 */

/**
 * Events (messages and read confirmations) per user across all its sockets and instances, per window: the
 * default of CHAT_EVENTS_PER_USER (server/config.ts).
 */
export const CHAT_EVENTS_PER_USER = 30;
export const CHAT_EVENTS_WINDOW_MS = 10_000;
/** Handshakes refused for a bad or missing login per address and minute: beyond it, refused before the database. */
export const CHAT_FAILED_HANDSHAKES_PER_ADDRESS = 60;
const FAILED_HANDSHAKES_WINDOW_MS = 60_000;
const LEASE_WINDOW_MS = 15 * 60_000;

export interface SocketCaps {
  perUser: number;
  perAddress: number;
}

const keys = {
  user: (id: number) => `chat:sockets:user:${id}`,
  session: (id: number) => `chat:sockets:session:${id}`,
  address: (address: string) => `chat:sockets:address:${address}`,
  failed: (address: string) => `chat:failed-handshakes:${address}`,
  events: (userId: number) => `chat:events:user:${userId}`,
};

/** A held place: release() gives it back (once; later calls do nothing). */
export interface Lease {
  release: () => Promise<void>;
}

async function takeAll(store: LimitStore, wanted: [string, number][]): Promise<Lease | null> {
  const counts = await Promise.all(wanted.map(([key]) => store.add(key, LEASE_WINDOW_MS)));
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await Promise.all(wanted.map(([key]) => store.add(key, LEASE_WINDOW_MS, -1)));
  };
  if (counts.some((count, i) => count.count > wanted[i][1])) {
    await release();
    return null;
  }
  return { release };
}

/** A place for one more socket of this address (before the login is checked); null when it has too many open. */
export function leaseAddress(store: LimitStore, address: string, caps: SocketCaps): Promise<Lease | null> {
  return takeAll(store, [[keys.address(address), caps.perAddress]]);
}

/** A place for one more socket of this user and session (a session gets half the user's places at most). */
export function leaseUserSocket(
  store: LimitStore,
  user: { actorId: number; sessionId: number },
  caps: SocketCaps,
): Promise<Lease | null> {
  return takeAll(store, [
    // Per person: a company's people do not share one cap.
    [keys.user(user.actorId), caps.perUser],
    [keys.session(user.sessionId), Math.max(1, Math.ceil(caps.perUser / 2))],
  ]);
}

/** Whether this address has failed too many handshakes lately (then it is refused without a database query). */
export async function tooManyFailedHandshakes(store: LimitStore, address: string): Promise<boolean> {
  return (await store.get(keys.failed(address))).count >= CHAT_FAILED_HANDSHAKES_PER_ADDRESS;
}

export async function countFailedHandshake(store: LimitStore, address: string): Promise<void> {
  await store.add(keys.failed(address), FAILED_HANDSHAKES_WINDOW_MS);
}

/** Counts one chat event of the user: 0 when it may pass, else the milliseconds until the user's window ends. */
export async function takeUserEvent(store: LimitStore, userId: number, perWindow: number): Promise<number> {
  const { count, resetInMs } = await store.add(keys.events(userId), CHAT_EVENTS_WINDOW_MS);
  return count <= perWindow ? 0 : Math.max(1, resetInMs);
}
