import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { attach, newOrigin, receive } from '../shared/invalidation-bus.js';

/** The channel of this deployment's cache invalidations (REDIS_PREFIX keeps deployments sharing a Redis apart). */
export const invalidationChannel = (prefix: string) => `${prefix}:invalidate`;

/**
 * With REDIS_URL: connects the invalidation bus (server/shared/invalidation-bus.ts) to Redis, so a logout or a
 * counter change made on any instance drops the cached entries of every instance. A publish that fails (Redis
 * down) is logged; the caches then fall back to their own expiry (server/cache).
 */
export const invalidationPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl, redisPrefix } = app.config;
    if (!redisUrl) return;
    const channel = invalidationChannel(redisPrefix);
    const origin = newOrigin();
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (err: unknown) => app.log.error({ err }, 'redis error (invalidation)'));
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(channel, (payload) => {
      receive(payload, origin);
    });
    const detach = attach({
      origin,
      publish: (payload) => {
        pub.publish(channel, payload).catch((err: unknown) => app.log.error({ err }, 'invalidation not published'));
      },
    });
    app.addHook('onClose', async () => {
      detach();
      await Promise.all([sub.quit(), pub.quit()].map((closing) => closing.catch(() => undefined)));
    });
  },
  { name: 'invalidation', dependencies: ['config'] },
);
