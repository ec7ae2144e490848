import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { listen } from './chat-support.js';
import { connectInbox, until, type InboxClient } from './inbox-support.js';
import { newRequest, type Actors } from './quotations-fixtures.js';
import { bearer, testApp } from './support/app.js';

/*
 * Two instances on one database and one Redis: a request created through one instance reaches the dealer whose
 * app socket is on the other, once (the app socket over the invalidation bus). Needs TEST_REDIS_URL, else skipped.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('inbox-redis.test.ts: TEST_REDIS_URL is not set, the two-instance test is skipped.');

describe.skipIf(!redisUrl)('live inbox on two instances through Redis', () => {
  let a: Actors;
  let second: FastifyInstance;
  let secondUrl: string;
  const clients: InboxClient[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `rh-inbox-test-${process.pid}` };
    const t = await testApp(env);
    a = {
      t,
      dealer: await t.login('dealer@demo.example'),
      dealer2: await t.login('dealer2@demo.example'),
      customer: await t.login('cliente@demo.example', undefined, 'customer-app'),
      customer2: '',
    };
    const config = loadConfig({ DATA_DIR: t.database.dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...env });
    second = await buildApp({ config, database: t.database, logger: false });
    await second.ready();
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await second?.close();
    await a?.t.close();
  });

  it('pushes a request created on the first instance to a dealer connected to the second, exactly once', async () => {
    const client = await connectInbox(secondUrl, a.dealer2);
    clients.push(client);
    const request = await newRequest(a);
    await until(() => client.of('submission:new').length > 0, 'the request on the other instance');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.of('submission:new').map((e) => e.submission.id)).toEqual([request.id]);
    const ping = await a.t.app.inject({
      method: 'GET',
      url: '/api/ping?security=dealer-portal',
      headers: bearer(a.dealer2),
    });
    expect(client.of('submission:new')[0].counters?.dealer_pending_submissions_count).toBe(
      ping.json<{ dealer_pending_submissions_count: number }>().dealer_pending_submissions_count,
    );
  });
});
