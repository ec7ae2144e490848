import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../../contract/api/auth.js';
import { User } from '../../contract/entities/user.js';
import { errors } from '../../i18n/it/errors.js';
import { buildApp } from '../../server/app.js';
import { sessionsRevoked } from '../../server/cache/sessions.js';
import { loadConfig } from '../../server/config.js';
import { readOutbox } from '../../server/mail/outbox.js';
import { outboxDir } from '../../server/mail/index.js';
import { mailedPassword, mailsTo } from '../security/support/mail.js';
import { apiClient, injectTransport } from '../support/apiClient.js';
import { DEMO_PASSWORD, testApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

/** What a login form might send, valid or not: outside the contract's type on purpose. */
const login = (payload: Record<string, unknown>) => t.client().call('login', { payload });
const me = (token: string) => t.client(token).call('me');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /api/user/login', () => {
  it('answers a random token, its expiry and the dealer with an active subscription', async () => {
    const answer = await login({ email: 'dealer@demo.example', password: DEMO_PASSWORD, security: 'dealer-portal' });
    expect(answer.status).toBe(200);
    const body = LoginResponse.parse(answer.body);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hoursLeft = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(719);
    expect(hoursLeft).toBeLessThanOrEqual(720);
    expect(body.user).toMatchObject({ email: 'dealer@demo.example', role: 'dealer' });
    expect(body.user.current_subscription?.status).toBe('active');

    const [row] = (await t.database.query(`select token_hash, client from sessions order by id desc limit 1`)) as {
      token_hash: string;
      client: string;
    }[];
    expect(row).toEqual({ token_hash: sha256(body.token), client: 'dealer-portal' });
  });

  it('builds user_provinces and available_methods from the dealer’s rows', async () => {
    const answer = await login({ email: 'DEALER@demo.example ', password: DEMO_PASSWORD, security: 'dealer-portal' });
    const { user } = LoginResponse.parse(answer.body);
    const provinces = (await t.database.query(
      `select province_id from dealer_provinces where dealer_id = ${user.id} order by 1`,
    )) as { province_id: number }[];
    const methods = (await t.database.query(
      `select method_id from dealer_methods where dealer_id = ${user.id} order by 1`,
    )) as { method_id: number }[];
    expect(provinces.length).toBeGreaterThan(0);
    expect(user.user_provinces).toEqual(provinces.map((r) => r.province_id));
    expect(user.available_methods).toEqual(methods.map((r) => r.method_id));
  });

  it('answers a null subscription for the dealer who has not subscribed yet', async () => {
    const answer = await login({ email: 'nuovo@demo.example', password: DEMO_PASSWORD, security: 'dealer-portal' });
    expect(answer.status).toBe(200);
    expect(answer.body.user.current_subscription).toBeNull();
    expect(answer.body.user.subscription_cost).toBe(100);
  });

  it('gives the same Italian message for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({
      email: 'dealer@demo.example',
      password: 'sbagliata',
      security: 'dealer-portal',
    });
    const unknown = await login({ email: 'nessuno@demo.example', password: DEMO_PASSWORD, security: 'dealer-portal' });
    for (const answer of [wrongPassword, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: errors.invalidCredentials });
    }
  });

  it('lets each client log in only its own kind of user', async () => {
    const customerOnPortal = await login({
      email: 'cliente@demo.example',
      password: DEMO_PASSWORD,
      security: 'dealer-portal',
    });
    expect(customerOnPortal.status).toBe(403);
    expect(customerOnPortal.body).toEqual({ message: errors.customerUseApp, code: 'wrong_portal' });
    expect(errors.customerUseApp).toContain('/cliente');
    const dealerOnApp = await login({
      email: 'dealer@demo.example',
      password: DEMO_PASSWORD,
      security: 'customer-app',
    });
    expect(dealerOnApp.status).toBe(403);
    expect(dealerOnApp.body).toEqual({ message: errors.dealerUsePortal, code: 'wrong_portal' });
    const customerOnApp = await login({
      email: 'cliente@demo.example',
      password: DEMO_PASSWORD,
      security: 'customer-app',
    });
    expect(customerOnApp.status).toBe(200);
    expect(customerOnApp.body.user.role).toBe('customer');
  });
});

describe('tokens', () => {
  it('GET /api/user answers the same user as the login', async () => {
    const answer = await login({ email: 'dealer2@demo.example', password: DEMO_PASSWORD, security: 'dealer-portal' });
    const { token, user } = answer.body;
    const current = await me(token);
    expect(current.status).toBe(200);
    expect(User.parse(current.body)).toEqual(user);
  });

  it('refuses an expired token with 401', async () => {
    const token = await t.login('dealer2@demo.example');
    expect((await me(token)).status).toBe(200);
    await t.database.query(
      `update sessions set expires_at = now() - interval '1 minute' where token_hash = '${sha256(token)}'`,
    );
    // Checked sessions are cached (server/cache/sessions.ts) until their own expiry: this shortcut of it behind
    // the app's back tells the cache, as the app's revocations do.
    sessionsRevoked([2]);
    const answer = await me(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: errors.unauthorized });
    expect(answer.headers['www-authenticate']).toBe('Bearer');
  });

  it('revokes the token on logout, and only that token', async () => {
    const token = await t.login('dealer2@demo.example');
    const other = await t.login('dealer2@demo.example');
    const out = await t.client(token).call('logout');
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await t.client(token).call('logout')).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['a short token', 'Bearer abc'],
    ['a token with bad characters', `Bearer ${'!'.repeat(43)}`],
    ['another scheme', 'Basic ZGVhbGVyOmRlbW8xMjM0'],
    ['a well-formed unknown token', `Bearer ${'A'.repeat(43)}`],
    ['two tokens', `Bearer ${'A'.repeat(43)} ${'B'.repeat(43)}`],
  ])('answers 401 for %s', async (_label, authorization) => {
    const answer = await t.client().call('me', { headers: authorization ? { authorization } : {} });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: errors.unauthorized });
  });
});

describe('POST /api/user/forgot-password', () => {
  const forgot = (email: string) => t.client().call('forgotPassword', { body: { email } });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await readOutbox(outboxDir(t.database.dataDir));
    const answer = await forgot('sconosciuto@demo.example');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: errors.forgotPasswordSent });
    expect(await readOutbox(outboxDir(t.database.dataDir))).toHaveLength(before.length);
  });

  it('mails a new password; its first login makes it the password and ends the old one and the open sessions', async () => {
    const email = 'dealer2@demo.example';
    const oldToken = await t.login(email);

    const answer = await forgot(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: errors.forgotPasswordSent });

    const mails = await mailsTo(t.database.dataDir, email, 1);
    expect(mails).toHaveLength(1);
    const password = mailedPassword(mails[0]);
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    // Until it is used nothing changes.
    expect((await me(oldToken)).status).toBe(200);

    expect((await login({ email, password, security: 'dealer-portal' })).status).toBe(200);
    expect((await me(oldToken)).status).toBe(401);
    expect((await login({ email, password: DEMO_PASSWORD, security: 'dealer-portal' })).status).toBe(401);
    const logged = (await t.database.query(`select "to", subject from mail_log order by id desc limit 1`)) as {
      to: string;
    }[];
    expect(logged[0].to).toBe(email);
  });
});

describe('logs', () => {
  it('never contain the mailed password, the token or the login password', async () => {
    const lines: string[] = [];
    const config = loadConfig({ DATA_DIR: t.database.dataDir, SERVE_WEB: 'false' });
    const app = await buildApp({
      config,
      database: t.database,
      logger: { level: 'trace', stream: { write: (line) => lines.push(line) } },
    });
    try {
      const client = apiClient(injectTransport(app));
      const { token } = await client.ok('login', {
        body: { email: 'nuovo@demo.example', password: DEMO_PASSWORD, security: 'dealer-portal' },
      });
      await client.as(token).call('me');
      await client.call('forgotPassword', { body: { email: 'nuovo@demo.example' } });
      const password = mailedPassword((await mailsTo(t.database.dataDir, 'nuovo@demo.example', 1)).at(-1));
      const log = lines.join('');
      expect(log).toContain('outbox');
      expect(password).not.toBe('');
      for (const secret of [password, token, DEMO_PASSWORD]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
