import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../server/auth/throttle.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { RedisLimitStore } from '../../server/shared/redis-limits.js';
import { DEMO_PASSWORD, testApp, type TestApp } from '../server/support/app.js';
import { apiClient, injectTransport } from '../support/apiClient.js';

/*
 * With REDIS_URL the rate-limit counters (login throttle, chat limits) live in Redis, so N instances
 * count one total and a restart forgets nothing. Needs a Redis: CI sets TEST_REDIS_URL; without it this file
 * reports itself skipped.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('limits-redis.test.ts: TEST_REDIS_URL is not set, the Redis rate-limit tests are skipped.');

const fail = () => {
  throw new Error('no Redis');
};

describe.skipIf(!redisUrl)('the Redis LimitStore', () => {
  const prefix = `test-${randomUUID()}`;
  let store: RedisLimitStore;
  beforeAll(async () => {
    store = await RedisLimitStore.connect(redisUrl ?? '', prefix, fail);
  });
  afterAll(async () => store?.close());

  it('counts in a fixed window that starts with the first hit, and says when it ends', async () => {
    expect(await store.get('a')).toEqual({ count: 0, resetInMs: 0 });
    const first = await store.add('a', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect((await store.add('a', 1_000, 4)).count).toBe(5);
    const after = await store.get('a');
    expect(after.count).toBe(5);
    // The window is not moved nor shortened by a later hit with another length.
    expect(after.resetInMs).toBeGreaterThan(59_000);
    await store.delete('a');
    expect(await store.get('a')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('starts again from zero when the window ends', async () => {
    await store.add('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await store.add('short', 50)).count).toBe(1);
  });

  it('loses no hit when many instances add at once', async () => {
    const others = await Promise.all([1, 2, 3].map(() => RedisLimitStore.connect(redisUrl ?? '', prefix, fail)));
    try {
      await Promise.all([store, ...others].flatMap((s) => Array.from({ length: 50 }, () => s.add('together', 60_000))));
      expect((await store.get('together')).count).toBe(200);
    } finally {
      await Promise.all(others.map((s) => s.close()));
    }
  });

  it('keeps each deployment’s keys apart (REDIS_PREFIX)', async () => {
    const other = await RedisLimitStore.connect(redisUrl ?? '', `${prefix}-other`, fail);
    try {
      await store.add('shared-name', 60_000, 3);
      expect((await other.get('shared-name')).count).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(!redisUrl)('login throttling across two instances on one Redis', () => {
  const env = { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `t-${randomUUID().slice(0, 8)}` };
  let t: TestApp;
  let second: FastifyInstance;
  const startSecond = async () => {
    const config = loadConfig({ DATA_DIR: t.database.dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, database: t.database, logger: false });
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    t = await testApp(env);
    second = await startSecond();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** The portal's login on one of the two instances, from one address. */
  const login = (app: FastifyInstance, password: string, remoteAddress: string) =>
    apiClient(injectTransport(app)).login('dealer@demo.example', 'dealer-portal', password, { remoteAddress });

  it('counts the guesses made on both instances as one total, and a restart does not forget them', async () => {
    const { limit } = LOGIN_THROTTLE.pair;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i += 1)
      statuses.push((await login(i % 2 === 0 ? t.app : second, `sbagliata-${i}`, '10.50.0.1')).status);
    expect(statuses).toEqual(Array.from({ length: limit }, () => 401));
    expect((await login(t.app, DEMO_PASSWORD, '10.50.0.1')).status).toBe(429);
    expect((await login(second, DEMO_PASSWORD, '10.50.0.1')).status).toBe(429);

    await second.close();
    second = await startSecond();
    expect((await login(second, DEMO_PASSWORD, '10.50.0.1')).status).toBe(429);
    // The owner, from an address that has not failed, logs in on either instance.
    expect((await login(second, DEMO_PASSWORD, '10.50.9.9')).status).toBe(200);
  });

  it('counts in Redis under the deployment’s prefix', async () => {
    const store = await RedisLimitStore.connect(redisUrl ?? '', env.REDIS_PREFIX, fail);
    try {
      expect((await store.get('login:address:10.50.0.1')).count).toBeGreaterThanOrEqual(LOGIN_THROTTLE.pair.limit);
    } finally {
      await store.close();
    }
  });
});
