import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../i18n/it/errors.js';
import { admitLogin, LOGIN_THROTTLE } from '../../server/auth/throttle.js';
import { MemoryLimitStore } from '../../server/shared/limits.js';
import { DEMO_PASSWORD, testApp, type TestApp } from '../server/support/app.js';

/*
 * Guesses by someone else must not lock the owner out. Failures count per (account,
 * address) and per address; the account itself is only slowed down, and never for an address that has not failed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

/** The portal's login from one address. */
const login = (email: string, password: string, remoteAddress: string) =>
  t.client().login(email, 'dealer-portal', password, { remoteAddress });

describe('finding 4: the owner is not locked out by someone else’s guesses', () => {
  it('logs the owner in from an address that has not been failing while the account is hammered', async () => {
    const email = 'dealer@demo.example';
    for (let i = 0; i < LOGIN_THROTTLE.pair.limit; i += 1)
      expect((await login(email, `sbagliata-${i}`, '10.40.0.1')).status).toBe(401);
    expect((await login(email, 'sbagliata', '10.40.0.1')).status).toBe(429);

    expect((await login(email, DEMO_PASSWORD, '10.40.9.9')).status).toBe(200);
  });

  it('slows the account down for the failing addresses with a Retry-After, and still lets the owner in', async () => {
    const email = 'dealer2@demo.example';
    const attackers = Array.from({ length: LOGIN_THROTTLE.account.freeFailures + 1 }, (_, i) => `10.41.0.${i + 1}`);
    for (const address of attackers) expect((await login(email, 'sbagliata', address)).status).toBe(401);

    const slowed = await login(email, 'sbagliata', attackers[0]);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ message: errors.loginThrottled });
    expect(Number(slowed.headers['retry-after'])).toBe(LOGIN_THROTTLE.account.firstDelayMs / 1000);
    // Not closed: a new address may still try (and fail), and the owner logs in.
    expect((await login(email, 'sbagliata', '10.41.1.1')).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '10.41.9.9')).status).toBe(200);
  });

  it('doubles the wait with each failure across addresses', async () => {
    let now = 1_000_000;
    const store = new MemoryLimitStore(() => now);
    const { freeFailures, firstDelayMs } = LOGIN_THROTTLE.account;
    const fail = async (address: string) => {
      const admission = await admitLogin(store, 'a@b.it', address);
      if (!('attempt' in admission)) throw new Error(`refused ${address}`);
      await admission.attempt.failed();
    };
    const waitFor = async (address: string) => {
      const admission = await admitLogin(store, 'a@b.it', address);
      return 'retryAfterMs' in admission ? admission.retryAfterMs : 0;
    };
    for (let i = 0; i <= freeFailures; i += 1) await fail(`1.0.0.${i}`);

    const waits: number[] = [];
    // Eight rounds stay within the account's 15-minute window.
    for (let round = 0; round < 8; round += 1) {
      const wait = await waitFor(`1.0.0.${round % 4}`);
      waits.push(wait);
      now += wait;
      await fail(`2.0.${round}.1`);
    }
    expect(waits.slice(0, 4)).toEqual([firstDelayMs, firstDelayMs * 2, firstDelayMs * 4, firstDelayMs * 8]);
    expect(waits.every((wait, i) => i === 0 || wait === waits[i - 1] * 2)).toBe(true);
    // An address that never failed on the account is never slowed.
    expect(await waitFor('3.0.0.1')).toBe(0);
  });
});

describe('finding 4: the current password of password/update is throttled like login', () => {
  it(`answers 429 after ${LOGIN_THROTTLE.pair.limit} wrong current passwords, even for the right one`, async () => {
    const token = await t.login('dealer@demo.example');
    const { id } = await t.client(token).ok('me');
    const change = (oldPassword: string) =>
      t.client(token).call('passwordUpdate', {
        params: { dealerId: id },
        remoteAddress: '10.42.0.1',
        body: { old_password: oldPassword, new_password: 'NuovaPassword1!', repeat_password: 'NuovaPassword1!' },
      });
    for (let i = 0; i < LOGIN_THROTTLE.pair.limit; i += 1) expect((await change(`sbagliata-${i}`)).status).toBe(422);

    const refused = await change(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: errors.loginThrottled });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The guesses here count with the login's: the same address cannot go on guessing through the login either.
    expect((await login('dealer@demo.example', DEMO_PASSWORD, '10.42.0.1')).status).toBe(429);
  });
});
