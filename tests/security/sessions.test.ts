import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { connectChat, listen, refusalOf, type ChatClient } from '../server/chat-support.js';
import { mailedPassword, mailsTo } from './support/mail.js';
import { DEALER_1 } from './support/records.js';
import { sampleParams } from './support/samples.js';

let t: TestApp;
let baseUrl: string;
/** A request dealer 1 may chat on (seeded: submission 68, as in tests/server/access.test.ts). */
let chatToken: string;

beforeAll(async () => {
  t = await testApp();
  baseUrl = await listen(t.app);
  [{ token_uuid: chatToken }] = (await t.database.query('select token_uuid from submissions where id = 68')) as {
    token_uuid: string;
  }[];
});
afterAll(async () => t?.close());

const logout = (token: string) => t.app.inject({ method: 'POST', url: apiPath(routes.logout), headers: bearer(token) });

/** Resolves with the reason once the server closes the socket. */
const closedBy = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('a logged-out session', () => {
  it('has its token refused on every protected route it could call', async () => {
    const token = await t.login(DEALER_1.email);
    expect((await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await logout(token)).statusCode).toBe(200);
    for (const route of t.app.apiRoutes.filter((r) => r.access === 'user' || r.access === 'dealer')) {
      const url = apiPath(route, sampleParams(route.path, DEALER_1.id));
      const answer = await t.app.inject({
        method: route.method,
        url,
        headers: bearer(token),
        payload: route.body ? {} : undefined,
      });
      expect(answer.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(answer.json()).toEqual({ message: errors.unauthorized });
    }
    expect((await logout(token)).statusCode).toBe(401);
  });

  it('closes the chat sockets opened with that token, and only those', async () => {
    const [leaving, staying] = [await t.login('dealer@demo.example'), await t.login('dealer@demo.example')];
    const clients: ChatClient[] = [
      await connectChat(baseUrl, { token: leaving, chatToken }),
      await connectChat(baseUrl, { token: staying, chatToken }),
    ];
    try {
      const closed = closedBy(clients[0].socket);
      expect((await logout(leaving)).statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect(clients[1].socket.connected).toBe(true);
      expect(await refusalOf(baseUrl, { token: leaving, chatToken })).toMatchObject({ code: 'unauthorized' });
    } finally {
      for (const client of clients) client.close();
    }
  });

  it('a password change closes the sockets of the dealer’s other sessions and keeps the caller’s', async () => {
    const [changing, other] = [await t.login('dealer2@demo.example'), await t.login('dealer2@demo.example')];
    const [own, elsewhere] = [
      await connectChat(baseUrl, { token: changing, chatToken }),
      await connectChat(baseUrl, { token: other, chatToken }),
    ];
    try {
      const closed = closedBy(elsewhere.socket);
      const answer = await t.app.inject({
        method: 'POST',
        url: apiPath(routes.passwordUpdate, { dealerId: 2 }),
        headers: bearer(changing),
        payload: { old_password: 'demo1234', new_password: 'NuovaPassword1!', repeat_password: 'NuovaPassword1!' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect(own.socket.connected).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(other) })).statusCode).toBe(
        401,
      );
    } finally {
      own.close();
      elsewhere.close();
    }
  });

  it('the first login with a password sent by mail closes every socket of that user (asking for it closes none)', async () => {
    const token = await t.login('dealer@demo.example');
    const client = await connectChat(baseUrl, { token, chatToken });
    try {
      const closed = closedBy(client.socket);
      const answer = await t.app.inject({
        method: 'POST',
        url: apiPath(routes.forgotPassword),
        payload: { email: 'dealer@demo.example' },
      });
      expect(answer.statusCode).toBe(200);
      const mailed = mailedPassword((await mailsTo(t.database.dataDir, 'dealer@demo.example', 1))[0]);
      expect(client.socket.connected).toBe(true);
      await t.login('dealer@demo.example', mailed);
      expect(await closed).toBe('io server disconnect');
      expect((await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).statusCode).toBe(
        401,
      );
    } finally {
      client.close();
    }
  });
});
