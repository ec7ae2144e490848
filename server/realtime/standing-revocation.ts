import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { userStanding } from '../auth/user-standing.js';
import type { Db } from '../db/types.js';
import { announce, onRemote } from '../shared/invalidation-bus.js';
import { companyRoom, socketNamespaces, userRoom } from './sessions.js';
import type { WorkGate } from './work-gate.js';

/*
 * Socket revocation by standing. A socket's handshake checked its user once; when something
 * may have ended that user's right to be connected (a subscription cancelled, failed or ended, a payment timed out;
 * later a suspension or a deactivation), its change point calls recheckUserSockets(userIds) AFTER committing. Every
 * instance (this process's apps at once, the others over Redis through the invalidation bus) then re-reads the
 * standing of those of the users that hold sockets on it (server/auth/user-standing.ts) and closes their chat and
 * /inbox sockets if they no longer qualify. Calling it for a user still in standing costs a query and closes nothing.
 */

type Recheck = (userIds: number[]) => void;

/** One per app serving sockets in this process (tests run several). */
const servers = new Set<Recheck>();

/** The standing of these users may have changed: re-check it on every instance and close their sockets if lapsed. */
export function recheckUserSockets(userIds: Iterable<number>): void {
  const ids = [...new Set([...userIds].map(Number))].filter(Number.isInteger);
  if (ids.length === 0) return;
  for (const recheck of servers) recheck(ids);
  announce('standing', ids);
}

// Announced by another instance: re-checked here, not announced again.
onRemote('standing', (ids) => {
  for (const recheck of servers) recheck(ids);
});

/** Serves recheckUserSockets for this app's sockets; the answer detaches it (app close). */
export function serveStandingRevocation(
  io: Server,
  deps: { db: Db; gate: WorkGate; log: FastifyBaseLogger },
): () => void {
  // A user's id names a person's room and, for a dealer, its company's: a lapsed company closes all its people.
  const roomsOf = (userId: number) => [userRoom(userId), companyRoom(userId)];
  const holdsSockets = (userId: number) =>
    socketNamespaces(io).some((nsp) => roomsOf(userId).some((room) => (nsp.adapter.rooms.get(room)?.size ?? 0) > 0));
  const recheck: Recheck = (userIds) => {
    for (const userId of userIds.filter(holdsSockets)) {
      deps.gate
        .run(() => userStanding(deps.db, userId))
        .then(({ inStanding }) => {
          // Local only: every instance runs this check for its own sockets.
          if (!inStanding)
            for (const nsp of socketNamespaces(io)) nsp.local.in(roomsOf(userId)).disconnectSockets(true);
        })
        .catch((err: unknown) => deps.log.error({ err, userId }, 'socket standing re-check failed'));
    }
  };
  servers.add(recheck);
  return () => servers.delete(recheck);
}
