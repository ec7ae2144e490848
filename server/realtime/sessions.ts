import type { Server } from 'socket.io';

/**
 * Rooms every chat socket joins at connection, so that revoking a session also closes its open sockets (the
 * token is checked only at the handshake). Through the Redis adapter this reaches sockets on other instances.
 */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
export const userRoom = (userId: number) => `user:${userId}`;

/** After logout: the sockets opened with that session's token. */
export function closeSessionSockets(io: Server, sessionId: number): void {
  io.in(sessionRoom(sessionId)).disconnectSockets(true);
}

/** After every session of a user was revoked (a new password): all of that user's sockets. */
export function closeUserSockets(io: Server, userId: number): void {
  io.in(userRoom(userId)).disconnectSockets(true);
}

/** After a password change that keeps the caller's session: the user's other sockets. */
export function closeOtherSessionSockets(io: Server, userId: number, keepSessionId: number): void {
  io.in(userRoom(userId)).except(sessionRoom(keepSessionId)).disconnectSockets(true);
}
