import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSetupResponse } from '../../contract/api/payments.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../contract/entities/user.js';
import { apiPath, routes } from '../../contract/routes.js';
import {
  nextSubscriptionStatus,
  proRataCents,
  startOfNextMonth,
  SUBSCRIPTION_EVENTS,
  type SubscriptionEvent,
} from '../../server/domain/subscription-state.js';
import { bearer, testApp, type TestApp } from './support/app.js';

/** SPEC §4 states × provider events: the expected next state, '-' when the event is ignored. */
const TABLE: Record<SubscriptionStatus, Record<SubscriptionEvent, SubscriptionStatus | '-'>> = {
  created: { approve: 'processing', pay: 'active', fail: 'error', cancel: 'canceled', expire: '-', timeout: '-' },
  processing: { approve: '-', pay: 'active', fail: 'error', cancel: 'canceled', expire: '-', timeout: 'created' },
  active: { approve: '-', pay: 'active', fail: 'error', cancel: 'canceled', expire: 'ended', timeout: '-' },
  error: { approve: '-', pay: 'active', fail: '-', cancel: 'canceled', expire: '-', timeout: '-' },
  ended: { approve: '-', pay: 'active', fail: '-', cancel: '-', expire: '-', timeout: '-' },
  canceled: { approve: '-', pay: '-', fail: '-', cancel: '-', expire: '-', timeout: '-' },
  pending: { approve: '-', pay: '-', fail: '-', cancel: '-', expire: '-', timeout: '-' },
};

describe('subscription state machine', () => {
  const cases = SUBSCRIPTION_STATUSES.flatMap((from) =>
    SUBSCRIPTION_EVENTS.map((event) => [from, event, TABLE[from][event]] as const),
  );
  it.each(cases)('%s --%s--> %s', (from, event, to) => {
    expect(nextSubscriptionStatus(from, event)).toBe(to === '-' ? null : to);
  });
});

describe('billing periods (Europe/Rome)', () => {
  it.each([
    ['2024-10-15T10:00:00Z', '2024-10-31T23:00:00.000Z'],
    ['2024-03-31T21:59:00Z', '2024-03-31T22:00:00.000Z'],
    ['2024-12-31T23:30:00Z', '2025-01-31T23:00:00.000Z'],
    ['2024-02-10T12:00:00Z', '2024-02-29T23:00:00.000Z'],
  ])('a period paid at %s ends at %s (midnight of the 1st in Italy)', (at, end) => {
    expect(startOfNextMonth(new Date(at)).toISOString()).toBe(end);
  });

  it.each([
    [10000, '2024-10-01T10:00:00Z', 10000],
    [10000, '2024-10-31T10:00:00Z', 323],
    [10000, '2024-10-17T10:00:00Z', 4839],
    [8900, '2024-02-15T10:00:00Z', 4603],
    [10000, '2024-04-30T22:30:00Z', 10000],
  ])('pro rata of %i cents at %s: %i cents (days left, today included)', (monthly, at, cents) => {
    expect(proRataCents(monthly, new Date(at))).toBe(cents);
  });
});

describe('subscription states through the API', () => {
  let t: TestApp;
  let token: string;
  let dealerId: number;
  const status = async () =>
    (
      (await t.database.query(
        `select status from subscriptions where dealer_id = ${dealerId} order by id desc limit 1`,
      )) as { status: string }[]
    )[0]?.status;
  const setup = async () =>
    PaymentSetupResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPath(routes.paymentSetup, { dealerId }),
          headers: bearer(token),
        })
      ).json(),
    );

  beforeAll(async () => {
    t = await testApp();
    token = await t.login('dealer2@demo.example');
    dealerId = (await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).json().id;
  });
  afterAll(async () => t?.close());

  it('active: nothing to pay ("Al momento non disponibile")', async () => {
    expect(await status()).toBe('active');
    expect(await setup()).toMatchObject({ order: null, client_secret: null });
  });

  it('an active subscription past its end (and the renewal grace) is ended lazily; then a new one starts as created', async () => {
    await t.database.query(
      `update subscriptions set ends_at = now() - interval '2 days' where dealer_id = ${dealerId} and status = 'active'`,
    );
    const answer = await setup();
    expect(answer.order?.condition).toBe('dealer');
    const all = (await t.database.query(
      `select status from subscriptions where dealer_id = ${dealerId} order by id`,
    )) as { status: string }[];
    expect(all.map((s) => s.status)).toEqual(['ended', 'created']);
  });

  it('a second setup while created reuses the subscription and replaces the unpaid order', async () => {
    const first = await setup();
    const second = await setup();
    expect(second.order?.id).not.toBe(first.order?.id);
    const all = (await t.database.query(
      `select status from subscriptions where dealer_id = ${dealerId} order by id`,
    )) as { status: string }[];
    expect(all.map((s) => s.status)).toEqual(['ended', 'created']);
    const [old] = (await t.database.query(`select status from orders where id = ${first.order?.id}`)) as {
      status: string;
    }[];
    expect(old.status).toBe('canceled');
  });

  it('a declined first payment puts the subscription in error; a new setup starts again', async () => {
    const answer = await setup();
    const declined = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.demoCheckout),
      headers: bearer(token),
      payload: {
        client_secret: answer.client_secret,
        card_number: '4000000000000002',
        expiry: '12/40',
        cvc: '123',
        holder: 'S E',
      },
    });
    expect(declined.json().status).toBe('failed');
    expect(await status()).toBe('error');
    expect((await setup()).order).not.toBeNull();
    expect(await status()).toBe('created');
  });

  it('after a declined card, another card pays the same subscription order on the same screen', async () => {
    const answer = await setup();
    const pay = (card_number: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPath(routes.demoCheckout),
        headers: bearer(token),
        payload: { client_secret: answer.client_secret, card_number, expiry: '12/40', cvc: '123', holder: 'S E' },
      });
    expect((await pay('4000000000000002')).json().status).toBe('failed');
    expect(await status()).toBe('error');
    expect((await pay('4242424242424242')).json().status).toBe('succeeded');
    expect(await status()).toBe('active');
  });
});
