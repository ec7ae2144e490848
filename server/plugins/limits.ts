import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryLimitStore, type LimitStore } from '../shared/limits.js';
import { RedisLimitStore } from '../shared/redis-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit counters: in this process, or in Redis when REDIS_URL is set (server/shared/limits.ts). */
    limits: LimitStore;
  }
}

/**
 * With REDIS_URL the counters live in Redis (its own client, under REDIS_PREFIX), so every instance counts into
 * the same totals and a restart forgets nothing; otherwise in this process.
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance, opts: { store?: LimitStore }) => {
    const { redisUrl, redisPrefix } = app.config;
    const store =
      opts.store ??
      (redisUrl
        ? await RedisLimitStore.connect(redisUrl, redisPrefix, (err) => app.log.error({ err }, 'redis error (limits)'))
        : new MemoryLimitStore());
    app.decorate('limits', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'limits', dependencies: ['config'] },
);
