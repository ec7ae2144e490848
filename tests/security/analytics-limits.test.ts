import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../contract/routes.js';
import { intelligenceMessages } from '../../i18n/it/intelligence.js';
import { actors, call, DEALER, DEALER2, type Actors } from '../server/quotations-fixtures.js';

/*
 * A new date range on every statistics call bypassed the 64-entry cache of the all-dealer median
 * and emptied it for every dealer; one dealer pushed a bystander's ping p95 from 10 to 80 ms. Now the statistics are
 * rate-limited per user, and one dealer's new ranges replace only its own cached ones.
 */

let a: Actors | undefined;
afterEach(async () => {
  await a?.t.close();
  a = undefined;
});
afterAll(() => vi.restoreAllMocks());

const day = (offset: number) => new Date(Date.UTC(2021, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

describe('statistics', () => {
  it('answer 429 with Retry-After after ANALYTICS_PER_USER calls in a minute, for that user only', async () => {
    a = await actors({ ANALYTICS_PER_USER: '5' });
    for (let i = 0; i < 5; i += 1)
      expect(
        (await call(a.t, a.dealer, routes.analytics, { dealerId: DEALER }, undefined, `?from=${day(i)}&to=${day(i)}`))
          .statusCode,
      ).toBe(200);
    const refused = await call(
      a.t,
      a.dealer,
      routes.analytics,
      { dealerId: DEALER },
      undefined,
      `?from=${day(9)}&to=${day(9)}`,
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      intelligenceMessages.analyticsThrottled(Number(refused.headers['retry-after'])),
    );
    expect((await call(a.t, a.dealer2, routes.analytics, { dealerId: DEALER2 })).statusCode).toBe(200);
  });

  it('keep a bystander’s cached market figure while another dealer asks for a new range on every call', async () => {
    a = await actors({ ANALYTICS_PER_USER: '1000' });
    const { t, dealer, dealer2 } = a;
    const statements = vi.spyOn(t.app.db, 'execute');
    /** Statements one statistics call of dealer 2 runs: one more when its market figure is not cached. */
    const bystanderCall = async () => {
      statements.mockClear();
      expect((await call(t, dealer2, routes.analytics, { dealerId: DEALER2 })).statusCode).toBe(200);
      return statements.mock.calls.length;
    };
    await bystanderCall();
    const cached = await bystanderCall();
    for (let i = 0; i < 100; i += 1) {
      expect(
        (await call(t, dealer, routes.analytics, { dealerId: DEALER }, undefined, `?from=${day(i)}&to=${day(i)}`))
          .statusCode,
      ).toBe(200);
    }
    expect(await bystanderCall()).toBe(cached);
  });
});
