import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../contract/routes.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { connectChat, listen, refusalOf, send } from '../server/chat-support.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { chatTokenOf, DEALER, messageCount, sessionToken } from './support/chat.js';

/*
 * A chat socket outlived its token (HTTP refused it, the socket still stored messages).
 * A new socket was let in on the in-process session cache after a logout made elsewhere.
 * A session ended "elsewhere" is written with plain SQL here, as another instance or psql would: this process's
 * cache and socket rooms hear nothing of it.
 */

let t: TestApp;
let url: string;
let chatToken: string;

beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  chatToken = await chatTokenOf(t, 68);
});
afterAll(async () => t?.close());

describe('a chat socket and its login token', () => {
  it('is closed by the server when its token expires', async () => {
    const token = await sessionToken(t, DEALER, 1_500);
    const client = await connectChat(url, { token, chatToken });
    const reason = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('still connected 2.5 s after the token expired')), 4_000);
      client.socket.once('disconnect', (why) => {
        clearTimeout(timer);
        resolve(why);
      });
    });
    expect(reason).toBe('io server disconnect');
  });

  it('stores nothing once its session ended elsewhere, answers why, and is closed', async () => {
    const token = await sessionToken(t, DEALER);
    const client = await connectChat(url, { token, chatToken });
    await t.database.query(
      `update sessions set revoked_at = now() where id = (select max(id) from sessions where user_id = ${DEALER})`,
    );
    const before = await messageCount(t);
    const closed = new Promise<string>((resolve) => client.socket.once('disconnect', (why) => resolve(why)));
    expect(await send(client, chatToken, 'newMessage', 'dopo il logout')).toEqual({
      ok: false,
      message: messagingMessages.send.sessionEnded,
    });
    expect(await messageCount(t)).toBe(before);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('the socket handshake', () => {
  it('checks the session in the database, not a cache that has not heard of the logout yet', async () => {
    const token = await sessionToken(t, DEALER);
    // The HTTP call puts the session in this instance's cache.
    expect((await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await t.database.query(
      `update sessions set revoked_at = now() where id = (select max(id) from sessions where user_id = ${DEALER})`,
    );
    expect(await refusalOf(url, { token, chatToken })).toMatchObject({ code: 'unauthorized' });
  });
});
