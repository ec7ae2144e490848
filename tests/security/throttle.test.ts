import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { accountDelayMs, LOGIN_THROTTLE, PASSWORD_RESET_THROTTLE } from '../../server/auth/throttle.js';
import { DEMO_PASSWORD, testApp, type TestApp } from '../server/support/app.js';
import type { CallAnswer } from '../support/apiClient.js';
import { mailedPassword, mailsTo } from './support/mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

/** The portal's login from one address (and what a proxy in front would add). */
const login = (email: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.client().login(email, 'dealer-portal', password, { remoteAddress, headers });
const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  t.client().call('forgotPassword', { body: { email }, remoteAddress });

function expectThrottled(answer: CallAnswer<RouteName>, message: string, windowMs: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message });
  const seconds = Number(answer.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
}

describe('login throttling per account and address', () => {
  const { limit, windowMs } = LOGIN_THROTTLE.pair;

  it(`refuses an address with 429, an Italian message and Retry-After after ${limit} failures on one account, even with the right password`, async () => {
    const email = 'dealer@demo.example';
    for (let i = 0; i < limit; i += 1) expect((await login(email, `sbagliata-${i}`, '10.1.0.1')).status).toBe(401);
    expectThrottled(await login(email, DEMO_PASSWORD, '10.1.0.1'), errors.loginThrottled, windowMs);
    expect(errors.loginThrottled).toMatch(/tentativi/);
    // Another account from the same address is not affected, nor the owner from elsewhere.
    expect((await login('nuovo@demo.example', DEMO_PASSWORD, '10.1.0.1')).status).toBe(200);
    expect((await login(email, DEMO_PASSWORD, '10.1.9.9')).status).toBe(200);
  });

  it('never counts successful logins, and a success forgets the earlier failures', async () => {
    const email = 'dealer2@demo.example';
    for (let i = 0; i < limit * 3; i += 1) expect((await login(email, DEMO_PASSWORD, '10.2.0.1')).status).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < limit - 1; i += 1) expect((await login(email, 'sbagliata', '10.2.0.2')).status).toBe(401);
      expect((await login(email, DEMO_PASSWORD, '10.2.0.2')).status).toBe(200);
    }
  });

  it('does not let parallel guesses from one address slip past the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) => login('parallelo@demo.example', `p-${i}`, '10.3.0.1')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * 2);
  });
});

describe('login throttling per address', () => {
  const { limit, windowMs } = LOGIN_THROTTLE.address;

  it(`refuses an address after ${limit} failures on any accounts, while other addresses still log in`, async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < limit; i += 1)
      expect((await login(`sconosciuto-${i}@demo.example`, 'x', address)).status).toBe(401);
    expectThrottled(await login('dealer2@demo.example', DEMO_PASSWORD, address), errors.loginThrottled, windowMs);
    expect((await login('dealer2@demo.example', DEMO_PASSWORD, '10.4.0.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so a client cannot pick its own address', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < limit; i += 1) {
      expect((await login(`spoof-${i}@demo.example`, 'x', address, { 'x-forwarded-for': `192.0.2.${i}` })).status).toBe(
        401,
      );
    }
    expect(
      (await login('dealer2@demo.example', DEMO_PASSWORD, address, { 'x-forwarded-for': '192.0.2.200' })).status,
    ).toBe(429);

    const proxied = await testApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const viaProxy = (client: string, email: string, password: string) =>
        proxied.client().login(email, 'dealer-portal', password, { headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < limit; i += 1)
        expect((await viaProxy('192.0.2.10', `via-${i}@demo.example`, 'x')).status).toBe(401);
      expect((await viaProxy('192.0.2.10', 'dealer2@demo.example', DEMO_PASSWORD)).status).toBe(429);
      expect((await viaProxy('192.0.2.11', 'dealer2@demo.example', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('forgot-password throttling', () => {
  it(`answers 429 after ${PASSWORD_RESET_THROTTLE.account.limit} requests for one account, without resetting the password again`, async () => {
    const email = 'nuovo@demo.example';
    const { limit, windowMs } = PASSWORD_RESET_THROTTLE.account;
    for (let i = 0; i < limit; i += 1) expect((await forgot(email, `10.6.0.${i}`)).status).toBe(200);
    const mails = await mailsTo(t.database.dataDir, email, limit);
    expect(mails).toHaveLength(limit);
    const lastPassword = mailedPassword(mails[mails.length - 1]);

    expectThrottled(await forgot(email, '10.6.1.1'), errors.passwordResetThrottled, windowMs);
    expect(await mailsTo(t.database.dataDir, email, limit + 1, 300)).toHaveLength(limit);
    expect((await login(email, lastPassword, '10.6.2.1')).status).toBe(200);
  });

  it(`answers 429 to an address after ${PASSWORD_RESET_THROTTLE.address.limit} requests on any addresses`, async () => {
    const { limit, windowMs } = PASSWORD_RESET_THROTTLE.address;
    for (let i = 0; i < limit; i += 1) expect((await forgot(`nessuno-${i}@demo.example`, '10.7.0.1')).status).toBe(200);
    expectThrottled(await forgot('dealer@demo.example', '10.7.0.1'), errors.passwordResetThrottled, windowMs);
    expect((await forgot('nessuno@demo.example', '10.7.0.2')).status).toBe(200);
  });
});

describe('the account slowdown', () => {
  it('lets the first failures pass, then doubles the wait up to 15 minutes', () => {
    const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE.account;
    expect(accountDelayMs(freeFailures)).toBe(0);
    expect(accountDelayMs(freeFailures + 1)).toBe(firstDelayMs);
    expect(accountDelayMs(freeFailures + 2)).toBe(firstDelayMs * 2);
    expect(accountDelayMs(freeFailures + 3)).toBe(firstDelayMs * 4);
    expect(accountDelayMs(1_000)).toBe(maxDelayMs);
  });
});
