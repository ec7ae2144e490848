import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { connectChat, listen, send, waitForLists, type ChatClient } from './chat-support.js';
import { testApp, type TestApp } from './support/app.js';

/*
 * Two server instances on one database and one Redis (REDIS_URL): a customer connected to one instance and the
 * dealer connected to the other still talk, through the socket.io Redis adapter. Needs a Redis: CI sets
 * TEST_REDIS_URL (redis://127.0.0.1:6379); without it this file reports itself skipped.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('chat-redis.test.ts: TEST_REDIS_URL is not set, the two-instance Redis test is skipped.');

describe.skipIf(!redisUrl)('two instances through Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  const clients: ChatClient[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '' };
    t = await testApp(env);
    const config = loadConfig({ DATA_DIR: t.database.dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...env });
    second = await buildApp({ config, database: t.database, logger: false });
    await second.ready();
    firstUrl = await listen(t.app);
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await second?.close();
    await t?.close();
  });

  it('delivers a message written on one instance to the other side connected to the other instance', async () => {
    const [{ token_uuid: chatToken }] = (await t.database.query(
      'select token_uuid from submissions where id = 68',
    )) as { token_uuid: string }[];
    const dealerToken = await t.login('dealer@demo.example');
    const customerToken = await t.login('cliente@demo.example', undefined, 'customer-app');
    const atDealer = await connectChat(firstUrl, { token: dealerToken, chatToken });
    const atCustomer = await connectChat(secondUrl, { token: customerToken, chatToken, dealerId: 1 });
    clients.push(atDealer, atCustomer);

    expect(await send(atCustomer, chatToken, 'newMessage', 'Scrivo dal secondo server')).toEqual({ ok: true });
    const [message] = (await waitForLists(atDealer, 2))[1];
    expect(message).toMatchObject({ text: 'Scrivo dal secondo server', is_client: true, my_message: false });

    expect(await send(atDealer, chatToken, 'newMessage', 'Rispondo dal primo')).toEqual({ ok: true });
    const lists = await waitForLists(atCustomer, 3);
    expect(lists[2]).toMatchObject([{ text: 'Rispondo dal primo', is_client: false, my_message: false }]);
  });
});
