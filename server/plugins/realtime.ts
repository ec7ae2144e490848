import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { ChatRefusalCode } from '../../contract/realtime.js';
import { CHAT_SOCKET_PATH, INBOX_NAMESPACE } from '../../contract/realtime.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { userStanding } from '../auth/user-standing.js';
import { findLiveSession } from '../repositories/chat-guards.js';
import { openChat } from '../realtime/chat-access.js';
import {
  countFailedHandshake,
  leaseAddress,
  leaseUserSocket,
  tooManyFailedHandshakes,
  type Lease,
} from '../realtime/chat-limits.js';
import { serveChatSocket, type ChatServer } from '../realtime/chat.js';
import { clientAddress } from '../realtime/client-address.js';
import { serveInbox } from '../realtime/inbox.js';
import type { InboxHub } from '../realtime/inbox-hub.js';
import { isAllowedOrigin } from '../realtime/origin.js';
import { mayWorkIn } from '../../contract/staff.js';
import { accountRooms, sessionRoom } from '../realtime/sessions.js';
import { closeWhenStandingLapses } from '../realtime/socket-lifetime.js';
import { serveStandingRevocation } from '../realtime/standing-revocation.js';
import { GateFullError, WorkGate } from '../realtime/work-gate.js';
import { applySocketSecurityHeaders } from './security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** The live inbox of this instance (server/realtime/inbox-hub.ts). */
    inbox: InboxHub;
  }
}

const REFUSAL_MESSAGES: Record<ChatRefusalCode, string> = {
  unauthorized: messagingMessages.socket.unauthorized,
  invalid: messagingMessages.socket.invalid,
  not_found: messagingMessages.socket.notFound,
  forbidden: messagingMessages.socket.forbidden,
  origin: messagingMessages.socket.origin,
  unavailable: messagingMessages.socket.unavailable,
  too_many: messagingMessages.socket.tooMany,
};

/** Chat database tasks running at once, and waiting at most (server/realtime/work-gate.ts). */
const CHAT_DB_CONCURRENCY = 2;
const CHAT_DB_MAX_WAITING = 2_000;

/** A refused handshake: the client's connect_error carries the Italian message and `data.code`. */
function refusal(code: ChatRefusalCode): Error {
  return Object.assign(new Error(REFUSAL_MESSAGES[code]), { data: { code } });
}

/**
 * socket.io on the same HTTP server, for the chat (contract/realtime.ts). Every handshake is checked: Origin
 * (server/realtime/origin.ts), login token (`auth.token`), then the chat it opens (server/realtime/chat-access.ts);
 * an accepted socket is served by server/realtime/chat.ts. With REDIS_URL, several instances share their rooms
 * through the Redis adapter.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | null; allowedOrigins: string[] }) => {
    const io: ChatServer = new Server(app.server, {
      path: CHAT_SOCKET_PATH,
      serveClient: false,
      // A chat event is at most a few KB (4,000 characters and 10 image addresses).
      maxHttpBufferSize: 100_000,
      cors: opts.allowedOrigins.length ? { origin: opts.allowedOrigins } : undefined,
    });
    applySocketSecurityHeaders(io.engine);
    const redisClients: ReturnType<typeof createClient>[] = [];
    if (opts.redisUrl) {
      const pub = createClient({ url: opts.redisUrl });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) client.on('error', (err: unknown) => app.log.error({ err }, 'redis error'));
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      // Channels named after REDIS_PREFIX: two deployments sharing one Redis never see each other's rooms.
      io.adapter(createAdapter(pub, sub, { key: `${app.config.redisPrefix}:socket.io` }));
    }

    const gate = new WorkGate(CHAT_DB_CONCURRENCY, CHAT_DB_MAX_WAITING);
    const caps = { perUser: app.config.chatSocketsPerUser, perAddress: app.config.chatSocketsPerAddress };
    const leases = new Map<string, Lease[]>();
    const release = (held: Lease[]) =>
      Promise.all(held.map((lease) => lease.release())).catch((err: unknown) =>
        app.log.error({ err }, 'chat lease release failed'),
      );

    io.use((socket, next) => {
      const { headers } = socket.handshake;
      if (!isAllowedOrigin(headers.origin, headers.host, app.config.publicUrl, opts.allowedOrigins))
        return next(refusal('origin'));
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      const address = clientAddress(socket.handshake.address, headers['x-forwarded-for'], app.config.trustProxy);
      const held: Lease[] = [];
      const refuse = (code: ChatRefusalCode) => {
        void release(held);
        next(refusal(code));
      };
      // Limits per address, user and session (server/realtime/chat-limits.ts); the login is read from the database,
      // never the session cache, so a logout on another instance is honoured at once.
      (async () => {
        if (await tooManyFailedHandshakes(app.limits, address)) return refuse('too_many');
        const byAddress = await leaseAddress(app.limits, address, caps);
        if (!byAddress) return refuse('too_many');
        held.push(byAddress);
        const user = await gate.run(() => findLiveSession(app.db, auth?.token));
        if (!user) {
          await countFailedHandshake(app.limits, address);
          return refuse('unauthorized');
        }
        const byUser = await leaseUserSocket(app.limits, user, caps);
        if (!byUser) return refuse('too_many');
        held.push(byUser);
        // A suspended account opens no socket.
        if (user.suspended) return refuse('forbidden');
        // The chat is the work of quoters and shipping: not of a billing person.
        if (user.role === 'dealer' && !mayWorkIn(user.staffRole, 'chat')) return refuse('forbidden');
        const access = await gate.run(() => openChat(app.db, user, auth));
        if ('refused' in access) return refuse(access.refused);
        const { expiresAt, ...sessionUser } = user;
        socket.data.user = sessionUser;
        socket.data.chat = access.session;
        socket.data.expiresAt = expiresAt;
        leases.set(socket.id, held);
        next();
      })().catch((err: unknown) => {
        app.log.error({ err }, 'socket handshake failed');
        refuse(err instanceof GateFullError ? 'too_many' : 'unavailable');
      });
    });
    io.on('connection', (socket) => {
      socket.once('disconnect', () => {
        void release(leases.get(socket.id) ?? []);
        leases.delete(socket.id);
      });
      // Logout and password resets close the sockets of the revoked sessions (server/realtime/sessions.ts).
      void socket.join([sessionRoom(socket.data.user.sessionId), ...accountRooms(socket.data.user)]);
      // A logout between the handshake's check and the join above would have missed this socket: check again.
      gate
        .run(() => findLiveSession(app.db, (socket.handshake.auth as { token?: unknown }).token))
        .then((user) => (user && !user.suspended ? user : socket.disconnect(true)))
        .catch((err: unknown) => app.log.error({ err }, 'socket session re-check failed'));
      // A dealer whose subscription lapses is closed then; events reach it through the revocation.
      const userId = socket.data.user.actorId;
      closeWhenStandingLapses(socket as unknown as Socket, () => gate.run(() => userStanding(app.db, userId)), app.log);
      serveChatSocket(io, socket, {
        db: app.db,
        log: app.log,
        limits: app.limits,
        eventsPerUser: app.config.chatEventsPerUser,
        gate,
      });
    });

    // The app socket on its own namespace (/inbox): the chat's namespace and protocol stay as they are.
    const inbox = serveInbox(io as unknown as Server, {
      db: app.db,
      log: app.log,
      limits: app.limits,
      gate,
      caps,
      refusal,
      origin: {
        publicUrl: app.config.publicUrl,
        allowedOrigins: opts.allowedOrigins,
        trustProxy: app.config.trustProxy,
      },
    });

    const stopRevocation = serveStandingRevocation(io as unknown as Server, { db: app.db, gate, log: app.log });

    app.decorate('io', io as unknown as Server);
    app.decorate('inbox', inbox.hub);
    app.addHook('preClose', async () => {
      stopRevocation();
      inbox.close();
      io.disconnectSockets(true);
      io.of(INBOX_NAMESPACE).disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      // io.close() also closes the HTTP server, which Fastify has already closed: that error is expected.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['db', 'config', 'limits'] },
);
