import type { Server } from 'socket.io';
import { INBOX_NAMESPACE } from '../../contract/realtime.js';

/**
 * Rooms every chat socket joins at connection, so that revoking a session also closes its open sockets (the
 * token is checked only at the handshake). Through the Redis adapter this reaches sockets on other instances.
 */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
export const userRoom = (userId: number) => `user:${userId}`;
/** Every socket of a dealer's company, its people's too: what a lapse of the company's standing closes. */
export const companyRoom = (dealerId: number) => `company:${dealerId}`;
/** The rooms of a socket's user: its person's (sessions, deactivation) and its company's (standing). */
export const accountRooms = (user: { id: number; actorId: number }) => [userRoom(user.actorId), companyRoom(user.id)];

/** After logout: the sockets opened with that session's token. */
export function closeSessionSockets(io: Server, sessionId: number): void {
  for (const nsp of socketNamespaces(io)) nsp.in(sessionRoom(sessionId)).disconnectSockets(true);
}

/** After every session of a user was revoked (a new password): all of that user's sockets. */
export function closeUserSockets(io: Server, userId: number): void {
  for (const nsp of socketNamespaces(io)) nsp.in(userRoom(userId)).disconnectSockets(true);
}

/** After a password change that keeps the caller's session: the user's other sockets. */
export function closeOtherSessionSockets(io: Server, userId: number, keepSessionId: number): void {
  for (const nsp of socketNamespaces(io))
    nsp.in(userRoom(userId)).except(sessionRoom(keepSessionId)).disconnectSockets(true);
}

/** The chat's namespace and the app socket's: both hold sockets of a session. */
export const socketNamespaces = (io: Server) => [io.of('/'), io.of(INBOX_NAMESPACE)];
