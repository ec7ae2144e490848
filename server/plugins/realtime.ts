import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { ChatRefusalCode } from '../../contract/realtime.js';
import { CHAT_SOCKET_PATH } from '../../contract/realtime.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { authenticate } from '../auth/authenticate.js';
import { openChat } from '../realtime/chat-access.js';
import { serveChatSocket, type ChatServer } from '../realtime/chat.js';
import { isAllowedOrigin } from '../realtime/origin.js';
import { sessionRoom, userRoom } from '../realtime/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

const REFUSAL_MESSAGES: Record<ChatRefusalCode, string> = {
  unauthorized: messagingMessages.socket.unauthorized,
  invalid: messagingMessages.socket.invalid,
  not_found: messagingMessages.socket.notFound,
  forbidden: messagingMessages.socket.forbidden,
  origin: messagingMessages.socket.origin,
  unavailable: messagingMessages.socket.unavailable,
};

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
    const redisClients: ReturnType<typeof createClient>[] = [];
    if (opts.redisUrl) {
      const pub = createClient({ url: opts.redisUrl });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) client.on('error', (err: unknown) => app.log.error({ err }, 'redis error'));
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
    }

    io.use((socket, next) => {
      const { headers } = socket.handshake;
      if (!isAllowedOrigin(headers.origin, headers.host, app.config.publicUrl, opts.allowedOrigins)) return next(refusal('origin'));
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      authenticate(app.db, auth?.token)
        .then(async (user) => {
          if (!user) return next(refusal('unauthorized'));
          const access = await openChat(app.db, user, auth);
          if ('refused' in access) return next(refusal(access.refused));
          socket.data.user = user;
          socket.data.chat = access.session;
          next();
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'socket handshake failed');
          next(refusal('unavailable'));
        });
    });
    io.on('connection', (socket) => {
      // Logout and password resets close the sockets of the revoked sessions (server/realtime/sessions.ts).
      void socket.join([sessionRoom(socket.data.user.sessionId), userRoom(socket.data.user.id)]);
      // A logout between the handshake's check and the join above would have missed this socket: check again.
      authenticate(app.db, (socket.handshake.auth as { token?: unknown }).token)
        .then((user) => user ?? socket.disconnect(true))
        .catch((err: unknown) => app.log.error({ err }, 'socket session re-check failed'));
      serveChatSocket(io, socket, app.db, app.log);
    });

    app.decorate('io', io as unknown as Server);
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      // io.close() also closes the HTTP server, which Fastify has already closed: that error is expected.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['db', 'config'] },
);
