import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { SessionUser } from '../auth/session-user.js';
import { authenticate } from '../auth/authenticate.js';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export interface SocketData {
  user: SessionUser;
}

/**
 * socket.io on the same HTTP server. Every connection is authenticated with the login token (`auth.token`
 * in the handshake); rooms and chat events come with the messaging issue. With REDIS_URL, several instances
 * share their rooms through the Redis adapter.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | null; allowedOrigins: string[] }) => {
    const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(app.server, {
      path: '/socket.io',
      serveClient: false,
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
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      authenticate(app.db, token)
        .then((user) => {
          if (!user) return next(new Error('unauthorized'));
          socket.data.user = user;
          next();
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'socket authentication failed');
          next(new Error('unavailable'));
        });
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
  { name: 'realtime', dependencies: ['db'] },
);
