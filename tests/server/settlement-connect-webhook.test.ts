import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../i18n/it/server.js';
import { testApp, type TestApp } from './support/app.js';

/*
 * Stripe Connect's events (a dealer's account enabled, a payout paid) arrive on their own endpoint, signed with
 * Connect's own secret (STRIPE_CONNECT_WEBHOOK_SECRET). One signed with the wrong secret, or sent to the platform's
 * endpoint, changes nothing: not the account, not the payout, not even the record of events seen (so the genuine
 * event, when it comes, still applies).
 */

const PLATFORM_SECRET = 'whsec_platform_test';
const CONNECT_SECRET = 'whsec_connect_test';
const ACCOUNT = 'acct_1ConnectTest';
let t: TestApp;
let dealerId: number;

const query = async <T>(sql: string) => (await t.database.query(sql)) as T[];

/** The event as Stripe sends it: the exact bytes it signed, anonymous. */
function post(route: 'stripeWebhook' | 'stripeConnectWebhook', event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.client().call(route, { payload, headers: { 'stripe-signature': signature } });
}

const accountUpdated = (id: string) => ({
  id,
  object: 'event',
  type: 'account.updated',
  account: ACCOUNT,
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: ACCOUNT,
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
    },
  },
});

/** What an event could have changed: the account's state, the payouts, the events seen. */
const state = async () => ({
  account: await query(`select charges_enabled, payouts_enabled, requirements from payout_accounts
    where dealer_id = ${dealerId}`),
  payouts: await query(`select id, status from payouts where dealer_id = ${dealerId} order by id`),
  events: await query(`select event_id from payment_events order by id`),
});

beforeAll(async () => {
  t = await testApp({
    STRIPE_SECRET_KEY: 'sk_test_stub',
    STRIPE_PUBLIC_KEY: 'pk_test_stub',
    STRIPE_WEBHOOK_SECRET: PLATFORM_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    STRIPE_DEALER_PRODUCT: 'prod_stub',
  });
  expect(t.app.payments.provider.name).toBe('stripe');
  [{ id: dealerId }] = await query<{ id: number }>(`select id from users where email = 'dealer2@demo.example'`);
  await query(`insert into payout_accounts (dealer_id, provider, external_id, requirements)
    values (${dealerId}, 'stripe', '${ACCOUNT}', '["external_account"]'::jsonb)`);
  await query(`insert into payouts (dealer_id, amount_cents, provider, status, external_id)
    values (${dealerId}, 7760, 'stripe', 'in_transit', 'po_connect_1')`);
});
afterAll(async () => t?.close());

describe('the Stripe Connect webhook', () => {
  it('an event signed with the platform’s secret, or any other, changes nothing', async () => {
    const before = await state();
    for (const secret of [PLATFORM_SECRET, 'whsec_forged']) {
      const answer = await post('stripeConnectWebhook', accountUpdated('evt_connect_1'), secret);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: serverMessages.webhookSignatureInvalid });
    }
    const paid = {
      ...accountUpdated('evt_connect_2'),
      type: 'payout.paid',
      data: { object: { id: 'po_connect_1', object: 'payout', metadata: {} } },
    };
    expect((await post('stripeConnectWebhook', paid, PLATFORM_SECRET)).status).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('a Connect event sent to the platform’s endpoint changes nothing, whichever secret signs it', async () => {
    const before = await state();
    for (const secret of [PLATFORM_SECRET, CONNECT_SECRET]) {
      const answer = await post('stripeWebhook', accountUpdated('evt_connect_1'), secret);
      expect(answer.status).toBe(400);
    }
    expect(await state()).toEqual(before);
  });

  it('signed with Connect’s secret it applies once, and its replay changes nothing', async () => {
    const applied = await post('stripeConnectWebhook', accountUpdated('evt_connect_1'), CONNECT_SECRET);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toEqual({ message: serverMessages.webhookApplied });
    const after = await state();
    expect(after.account).toEqual([{ charges_enabled: true, payouts_enabled: true, requirements: [] }]);
    const replay = await post('stripeConnectWebhook', accountUpdated('evt_connect_1'), CONNECT_SECRET);
    expect(replay.body).toEqual({ message: serverMessages.webhookReplayed });
    expect(await state()).toEqual(after);
  });
});
