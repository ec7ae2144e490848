import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, apiPath, routes, type RouteDef } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { actsOnSelf } from '../../server/auth/access.js';
import { bearer, testApp, type TestApp } from './support/app.js';

let t: TestApp;
/** The real app: every contract route it registers is swept by the guard tests. */
let app: FastifyInstance;
let dealer: { id: number; token: string };
let otherDealer: { id: number; token: string };
let customerToken: string;

const idOf = async (token: string) =>
  (await app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).json<{ id: number }>().id;

beforeAll(async () => {
  t = await testApp();
  app = t.app;
  const token = await t.login('dealer@demo.example');
  dealer = { token, id: await idOf(token) };
  const token2 = await t.login('dealer2@demo.example');
  otherDealer = { token: token2, id: await idOf(token2) };
  customerToken = await t.login('cliente@demo.example', undefined, 'customer-app');
});

afterAll(async () => {
  await t?.close();
});

/** A URL for any contract route: `id` in its :dealerId, :userId and :id, 1 in the other records' ids, a valid :filter. */
function urlFor(route: RouteDef, id: number): string {
  const filter = route.path.includes('/submission/') ? 'pending' : 'accepted';
  const query = route.query ? '?security=dealer-portal' : '';
  const params = {
    templateId: 1,
    itemId: 1,
    keyId: 1,
    memberId: 1,
    submissionId: 1,
    returnId: 1,
    invoiceId: 1,
    courier: 'demo',
  };
  return apiPath(route, { id, dealerId: id, userId: id, filter, ...params }) + query;
}

describe('access guard', () => {
  it('registers the routes of the skeleton, each one once', () => {
    const names = t.app.apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(names).size).toBe(names.length);
    for (const route of [
      routes.login,
      routes.logout,
      routes.me,
      routes.forgotPassword,
      routes.ping,
      routes.discovery,
      routes.partList,
      routes.provinceList,
      routes.manufacturerList,
      routes.methodList,
    ]) {
      expect(names).toContain(`${route.method} ${route.path}`);
    }
  });

  it('answers 401 on every protected route registered, without and with a bad token', async () => {
    const protectedRoutes = app.apiRoutes.filter((route) => route.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of protectedRoutes) {
      for (const headers of [{}, bearer('x'.repeat(43)), { authorization: 'Bearer' }]) {
        const answer = await app.inject({
          method: route.method,
          url: urlFor(route, dealer.id),
          headers,
          payload: route.body ? {} : undefined,
        });
        expect(answer.statusCode, `${route.method} ${route.path}`).toBe(401);
        // The machine import has no session: it names what it missed, the API key.
        expect(answer.json()).toEqual({
          message: route.access === 'stockKey' ? stockMessages.apiKeyInvalid : errors.unauthorized,
        });
      }
    }
  });

  it('lets public routes through without a token', async () => {
    const answer = await app.inject({ method: 'GET', url: `${apiPath(routes.discovery)}?security=dealer-portal` });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 403 when a dealer route names another user’s id', async () => {
    const selfRoutes = app.apiRoutes.filter((route) => route.access === 'dealer' && actsOnSelf(route));
    expect(selfRoutes.length).toBeGreaterThan(0);
    for (const route of selfRoutes) {
      const answer = await app.inject({
        method: route.method,
        url: urlFor(route, otherDealer.id),
        headers: bearer(dealer.token),
        payload: route.body ? {} : undefined,
      });
      expect(answer.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(answer.json()).toEqual({ message: errors.forbidden });
    }
  });

  it('names the caller :dealerId right after /dealer/ and :userId right after /user/, on dealer routes only', () => {
    // The guard checks every :dealerId and :userId against the caller, and the web apps fill them from the session:
    // a caller's id under another name would go unchecked, a record named so would be refused.
    for (const route of app.apiRoutes) {
      const what = `${route.method} ${route.path}`;
      expect(route.path, what).not.toMatch(/^\/dealer\/:(?!dealerId\/)|^\/user\/:(?!userId\/)/);
      expect(route.path.replace(/^\/dealer\/:dealerId\/|^\/user\/:userId\//, '/'), what).not.toMatch(
        /:(dealerId|userId)\b/,
      );
      if (actsOnSelf(route)) expect(route.access, what).toBe('dealer');
    }
  });

  it('lets a dealer act on its own id', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath(routes.dealerProvinces, { dealerId: dealer.id }),
      headers: bearer(dealer.token),
    });
    expect(answer.statusCode).toBe(200);
    expect(Array.isArray(answer.json())).toBe(true);
  });

  it('treats :id of other paths as a resource id, not as the caller', async () => {
    // Submission 2 exists; its id equals dealer2's id, which must not make it "someone else's".
    const answer = await app.inject({
      method: 'GET',
      url: apiPath(routes.submission, { id: otherDealer.id }),
      headers: bearer(dealer.token),
    });
    expect(answer.statusCode).not.toBe(403);
  });

  it('refuses dealer routes to a customer, and lets it use user routes', async () => {
    const customerId = await idOf(customerToken);
    for (const route of [routes.dealerProvinces, routes.submission]) {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath(route, { id: customerId, dealerId: customerId }),
        headers: bearer(customerToken),
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: errors.forbidden });
    }
    const ping = await app.inject({
      method: 'GET',
      url: `${apiPath(routes.ping)}?security=customer-app`,
      headers: bearer(customerToken),
    });
    expect(ping.statusCode).toBe(200);
    expect(ping.json().dealer_pending_submissions_count).toBe(0);
  });

  it('checks the caller before the payload: a foreign id with a bad id format is 403, anonymous is 401', async () => {
    const url = `${API_PREFIX}/user/abc/notification/list`;
    expect((await app.inject({ method: 'GET', url, headers: bearer(dealer.token) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('socket.io handshake', () => {
  async function handshake(auth: Record<string, unknown>): Promise<'connected' | string> {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
      timeout: 5_000,
    });
    try {
      return await new Promise((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error) => resolve(error.message));
      });
    } finally {
      socket.close();
    }
  }

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  // The chat handshake also names the chat (contract/realtime.ts; the chat's own refusals: tests/server/chat.test.ts).
  it('accepts a valid login token and refuses a missing, malformed, unknown or revoked one', async () => {
    const [{ token_uuid: chatToken }] = (await t.database.query(
      'select token_uuid from submissions where id = 68',
    )) as { token_uuid: string }[];
    expect(await handshake({ token: dealer.token, chatToken })).toBe('connected');
    expect(await handshake({ chatToken })).toBe(errors.unauthorized);
    expect(await handshake({ token: 'abc', chatToken })).toBe(errors.unauthorized);
    expect(await handshake({ token: 'A'.repeat(43), chatToken })).toBe(errors.unauthorized);
    const revoked = await t.login('dealer2@demo.example');
    await app.inject({ method: 'POST', url: apiPath(routes.logout), headers: bearer(revoked) });
    expect(await handshake({ token: revoked, chatToken })).toBe(errors.unauthorized);
  });
});
