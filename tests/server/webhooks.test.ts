import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSetupResponse } from '../../contract/api/payments.js';
import { apiPath, routes } from '../../contract/routes.js';
import { serverMessages } from '../../i18n/it/server.js';
import { PaypalProvider } from '../../server/payments/paypal.js';
import { StripeProvider } from '../../server/payments/stripe.js';
import { callsTo, stubFetch } from './payments-stubs.js';
import { bearer, testApp, type TestApp } from './support/app.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let token: string;
let dealerId: number;
let stripeProvider: StripeProvider;
let intentCount = 0;

const stripeStub = stubFetch([
  [
    'POST',
    /^\/v1\/payment_intents$/,
    (call) => {
      intentCount += 1;
      return {
        body: {
          id: `pi_${intentCount}`,
          object: 'payment_intent',
          client_secret: `pi_${intentCount}_secret_x`,
          amount: Number(call.form.get('amount')),
          status: 'requires_payment_method',
          metadata: {},
        },
      };
    },
  ],
  ['POST', /^\/v1\/customers$/, () => ({ body: { id: 'cus_1', object: 'customer' } })],
  [
    'POST',
    /^\/v1\/subscriptions$/,
    () => ({
      body: {
        id: 'sub_1',
        object: 'subscription',
        latest_invoice: {
          id: 'in_1',
          object: 'invoice',
          confirmation_secret: { client_secret: 'pi_inv_secret', type: 'payment_intent' },
        },
      },
    }),
  ],
]);

const query = async <T>(sql: string) => (await t.database.query(sql)) as T[];
const credits = async () =>
  Number((await query<{ credits: string }>(`select credits from users where id = ${dealerId}`))[0].credits);
const orderStatus = async (id: number) =>
  (await query<{ status: string }>(`select status from orders where id = ${id}`))[0].status;
const subscriptionOf = async (id: number) =>
  (
    await query<{ status: string; ends_at: Date | string | null }>(
      `select status, ends_at from subscriptions where dealer_id = ${id} order by id desc limit 1`,
    )
  )[0];

function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

function postStripe(payload: string, secret = WEBHOOK_SECRET, header?: string) {
  const signature = header ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: apiPath(routes.stripeWebhook),
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function walletOrder(credits = 50): Promise<number> {
  const answer = await t.app.inject({
    method: 'POST',
    url: apiPath(routes.creditsBuy, { dealerId }),
    payload: { credits_amount: credits },
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return PaymentSetupResponse.parse(answer.json()).order?.id as number;
}

beforeAll(async () => {
  t = await testApp({
    STRIPE_SECRET_KEY: 'sk_test_stub',
    STRIPE_PUBLIC_KEY: 'pk_test_stub',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_DEALER_PRODUCT: 'prod_stub',
  });
  expect(t.app.payments.provider.name).toBe('stripe');
  stripeProvider = new StripeProvider({
    secretKey: 'sk_test_stub',
    webhookSecret: WEBHOOK_SECRET,
    dealerProduct: 'prod_stub',
    fetch: stripeStub.fetch,
  });
  t.app.payments.provider = stripeProvider;
  token = await t.login('dealer@demo.example');
  dealerId = (await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).json().id;
});
afterAll(async () => t?.close());

describe('Stripe webhook', () => {
  it('a signed payment_intent.succeeded pays the wallet order once; a replay changes nothing', async () => {
    const orderId = await walletOrder(50);
    const before = await credits();
    const payload = stripeEvent('evt_paid_1', 'payment_intent.succeeded', {
      id: 'pi_1',
      object: 'payment_intent',
      amount: 6100,
      amount_received: 6100,
      status: 'succeeded',
      metadata: { order_id: String(orderId) },
    });
    const first = await postStripe(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: serverMessages.webhookApplied });
    expect(await orderStatus(orderId)).toBe('paid');
    expect(await credits()).toBe(before + 50);

    const replay = await postStripe(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: serverMessages.webhookReplayed });
    expect(await credits()).toBe(before + 50);

    const sameMoneyNewEvent = await postStripe(payload.replace('evt_paid_1', 'evt_paid_1b'));
    expect(sameMoneyNewEvent.json()).toEqual({ message: serverMessages.webhookIgnored });
    expect(await credits()).toBe(before + 50);
  });

  it('refuses a bad signature, a missing one and a tampered body with 400, applying nothing', async () => {
    const orderId = await walletOrder(50);
    const payload = stripeEvent('evt_bad', 'payment_intent.succeeded', {
      id: 'pi_x',
      object: 'payment_intent',
      amount: 6100,
      amount_received: 6100,
      status: 'succeeded',
      metadata: { order_id: String(orderId) },
    });
    const wrongSecret = await postStripe(payload, 'whsec_other');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ message: serverMessages.webhookSignatureInvalid });

    const tampered = await postStripe(
      payload.replace('6100', '6101'),
      WEBHOOK_SECRET,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(tampered.statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.stripeWebhook),
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await orderStatus(orderId)).toBe('created');
    expect(await query(`select 1 from payment_events where event_id = 'evt_bad'`)).toHaveLength(0);
  });

  it('answers 200 to an unknown event type and ignores it', async () => {
    const answer = await postStripe(
      stripeEvent('evt_unknown', 'customer.created', { id: 'cus_9', object: 'customer' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: serverMessages.webhookIgnored });
  });

  it('a paid amount that differs from the order fails the order instead of crediting it', async () => {
    const orderId = await walletOrder(100);
    const before = await credits();
    await postStripe(
      stripeEvent('evt_short', 'payment_intent.succeeded', {
        id: 'pi_short',
        object: 'payment_intent',
        amount: 100,
        amount_received: 100,
        status: 'succeeded',
        metadata: { order_id: String(orderId) },
      }),
    );
    expect(await orderStatus(orderId)).toBe('failed');
    expect(await credits()).toBe(before);
  });

  it('subscription: invoice.paid activates it until the invoice period end; a failed renewal → error; deletion → canceled', async () => {
    const newToken = await t.login('nuovo@demo.example');
    const newId = (await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(newToken) })).json().id;
    const setup = PaymentSetupResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPath(routes.paymentSetup, { dealerId: newId }),
          headers: bearer(newToken),
        })
      ).json(),
    );
    expect(setup).toMatchObject({ provider: 'stripe', client_secret: 'pi_inv_secret' });
    expect(callsTo(stripeStub.calls, 'POST', /^\/v1\/subscriptions$/)).toHaveLength(1);

    const periodEnd = Math.floor(Date.UTC(2031, 0, 1) / 1000);
    const invoice = (id: string, reason: string) => ({
      id,
      object: 'invoice',
      billing_reason: reason,
      amount_paid: 5000,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { order_id: String(setup.order?.id) } },
      },
      lines: { object: 'list', data: [{ period: { start: periodEnd - 86400, end: periodEnd } }] },
    });
    expect(
      (await postStripe(stripeEvent('evt_inv_1', 'invoice.paid', invoice('in_1', 'subscription_create')))).statusCode,
    ).toBe(200);
    expect(await orderStatus(setup.order?.id as number)).toBe('paid');
    const active = await subscriptionOf(newId);
    expect(active.status).toBe('active');
    expect(new Date(active.ends_at as string).getTime()).toBe(periodEnd * 1000);

    await postStripe(stripeEvent('evt_inv_2', 'invoice.payment_failed', invoice('in_2', 'subscription_cycle')));
    expect((await subscriptionOf(newId)).status).toBe('error');
    await postStripe(
      stripeEvent('evt_sub_del', 'customer.subscription.deleted', { id: 'sub_1', object: 'subscription' }),
    );
    expect((await subscriptionOf(newId)).status).toBe('canceled');

    // Canceled is final: a late payment is acknowledged, logged and ignored.
    const late = await postStripe(stripeEvent('evt_inv_3', 'invoice.paid', invoice('in_3', 'subscription_cycle')));
    expect(late.json()).toEqual({ message: serverMessages.webhookIgnored });
    expect((await subscriptionOf(newId)).status).toBe('canceled');
  });

  it('the demo checkout is closed while a real provider is configured', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.demoCheckout),
      headers: bearer(token),
      payload: {
        client_secret: 'demo_order_1_1_000000000000_' + '0'.repeat(32),
        card_number: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        holder: 'M R',
      },
    });
    expect(answer.statusCode).toBe(409);
  });

  it('the demo webhook refuses an event it did not sign', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.demoWebhook),
      headers: { 'content-type': 'application/json', 'x-demo-signature': 'f'.repeat(64) },
      payload: JSON.stringify({
        id: 'evt_demo_forged',
        type: 'payment.succeeded',
        order_id: 1,
        amount_cents: 100,
        external_id: 'demo_pi_1',
      }),
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('PayPal webhook', () => {
  const WEBHOOK_ID = 'WH-STUB-1';
  const paypalStub = stubFetch([
    ['POST', /^\/v1\/oauth2\/token$/, () => ({ body: { access_token: 'A21-token', expires_in: 3600 } })],
    ['POST', /^\/v2\/checkout\/orders$/, () => ({ status: 201, body: { id: '5O190127TN364715T', status: 'CREATED' } })],
    [
      'POST',
      /^\/v1\/notifications\/verify-webhook-signature$/,
      (call) => {
        const sig = (call.json() as { transmission_sig: string }).transmission_sig;
        return { body: { verification_status: sig === 'good-signature' ? 'SUCCESS' : 'FAILURE' } };
      },
    ],
  ]);
  const headers = (sig: string) => ({
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/cert.pem',
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': new Date().toISOString(),
  });
  const postPaypal = (payload: string, sig = 'good-signature') =>
    t.app.inject({ method: 'POST', url: apiPath(routes.paypalWebhook), payload, headers: headers(sig) });

  beforeAll(() => {
    t.app.payments.provider = new PaypalProvider({
      apiUrl: 'https://api-m.sandbox.paypal.com',
      clientId: 'id',
      clientSecret: 'secret',
      dealerPlan: 'P-PLAN',
      webhookId: WEBHOOK_ID,
      brandName: 'RicambiHub',
      fetch: paypalStub.fetch,
    });
  });
  afterAll(() => {
    t.app.payments.provider = stripeProvider;
  });

  it('verifies the raw event with PayPal, applies PAYMENT.CAPTURE.COMPLETED once and acknowledges a replay', async () => {
    const orderId = await walletOrder(100);
    const before = await credits();
    // Spacing and key order as PayPal sent them: the verification must receive these exact bytes.
    const payload = `{"id":"WH-EVT-1",  "event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{"id":"CAP-1","status":"COMPLETED","custom_id":"${orderId}","amount":{"currency_code":"EUR","value":"122.00"}}}`;
    const first = await postPaypal(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(await credits()).toBe(before + 100);
    const [verify] = callsTo(paypalStub.calls, 'POST', /verify-webhook-signature/);
    expect(verify.body).toContain(`"webhook_id":"${WEBHOOK_ID}"`);
    expect(verify.body).toContain(`"webhook_event":${payload}}`);
    expect(verify.headers.get('authorization')).toBe('Bearer A21-token');

    expect((await postPaypal(payload)).json()).toEqual({ message: serverMessages.webhookReplayed });
    expect(await credits()).toBe(before + 100);
  });

  it('refuses an event PayPal does not verify, or one without its headers', async () => {
    const payload = '{"id":"WH-EVT-2","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{"custom_id":"1"}}';
    expect((await postPaypal(payload, 'forged')).statusCode).toBe(400);
    const bare = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.paypalWebhook),
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ message: serverMessages.webhookSignatureInvalid });
  });

  it('ignores an unknown event type with 200', async () => {
    const answer = await postPaypal('{"id":"WH-EVT-3","event_type":"CUSTOMER.DISPUTE.CREATED","resource":{}}');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: serverMessages.webhookIgnored });
  });

  it('the Stripe webhook is refused while PayPal is the provider', async () => {
    const payload = stripeEvent('evt_other', 'customer.created', { id: 'cus_1', object: 'customer' });
    expect((await postStripe(payload)).statusCode).toBe(400);
  });
});
