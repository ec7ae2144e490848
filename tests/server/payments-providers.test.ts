import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSetupResponse } from '../../contract/api/payments.js';
import type { Body, RouteName } from '../../contract/routes.js';
import { serverMessages } from '../../i18n/it/server.js';
import { startOfNextMonth } from '../../server/domain/subscription-state.js';
import { PaypalProvider } from '../../server/payments/paypal.js';
import { StripeProvider } from '../../server/payments/stripe.js';
import { callsTo, stubFetch } from './payments-stubs.js';
import { testApp, type TestApp } from './support/app.js';
import type { CallInput } from '../support/apiClient.js';

let t: TestApp;
let token: string;
let dealerId: number;

const query = async <T>(sql: string) => (await t.database.query(sql)) as T[];
const credits = async () =>
  Number((await query<{ credits: string }>(`select credits from users where id = ${dealerId}`))[0].credits);
const orderStatus = async (id: number) =>
  (await query<{ status: string }>(`select status from orders where id = ${id}`))[0].status;
const post = <N extends RouteName>(
  route: N,
  params: CallInput<N>['params'],
  body?: Body<N>,
  as = token,
  query?: Record<string, string>,
) => t.client(as).call(route, { params, body, query });
const update = (orderId: number | null, externalId: string, as = token, id = dealerId) =>
  post('paymentUpdate', { dealerId: id }, { order_id: orderId, status: 'pending', external_id: externalId }, as);
const setupOf = (answer: { status: number; text: string; body: unknown }) => {
  expect(answer.status, answer.text).toBe(200);
  return PaymentSetupResponse.parse(answer.body);
};

beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer@demo.example');
  dealerId = (await t.client(token).ok('me')).id;
});
afterAll(async () => t?.close());

describe('Stripe (SDK over a stubbed transport)', () => {
  const intents = new Map<string, { status: string; country?: string; orderId: string; amount: number }>();
  const intentBody = (id: string) => {
    const intent = intents.get(id)!;
    return {
      id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      status: intent.status,
      client_secret: `${id}_secret_abc`,
      metadata: { order_id: intent.orderId },
      shipping: intent.country ? { name: 'Marco Rossi', address: { country: intent.country } } : null,
    };
  };
  const stub = stubFetch([
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (call) => {
        const id = `pi_${intents.size + 1}`;
        intents.set(id, {
          status: 'requires_payment_method',
          orderId: call.form.get('metadata[order_id]') ?? '',
          amount: Number(call.form.get('amount')),
        });
        return { body: intentBody(id) };
      },
    ],
    ['GET', /^\/v1\/payment_intents\/pi_\d+$/, (call) => ({ body: intentBody(call.url.pathname.split('/').pop()!) })],
    [
      'POST',
      /^\/v1\/payment_intents\/pi_\d+\/capture$/,
      (call) => {
        const id = call.url.pathname.split('/')[3];
        intents.get(id)!.status = 'succeeded';
        return { body: intentBody(id) };
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/pi_\d+\/cancel$/,
      (call) => {
        const id = call.url.pathname.split('/')[3];
        intents.get(id)!.status = 'canceled';
        return { body: intentBody(id) };
      },
    ],
    ['POST', /^\/v1\/customers$/, () => ({ body: { id: 'cus_42', object: 'customer' } })],
    ['POST', /^\/v1\/customers\/cus_42$/, () => ({ body: { id: 'cus_42', object: 'customer' } })],
    [
      'POST',
      /^\/v1\/products$/,
      () => ({
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'exists' } },
      }),
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      () => ({
        body: {
          id: 'sub_42',
          object: 'subscription',
          latest_invoice: {
            id: 'in_1',
            object: 'invoice',
            confirmation_secret: { client_secret: 'pi_inv_secret_1', type: 'payment_intent' },
          },
        },
      }),
    ],
    ['POST', /^\/v1\/subscriptions\/sub_42$/, () => ({ body: { id: 'sub_42', object: 'subscription' } })],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      () => ({
        body: {
          id: 'seti_1',
          object: 'setup_intent',
          client_secret: 'seti_1_secret_x',
          status: 'requires_payment_method',
        },
      }),
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/seti_1$/,
      () => ({
        body: {
          id: 'seti_1',
          object: 'setup_intent',
          status: 'succeeded',
          customer: 'cus_42',
          payment_method: 'pm_card_1',
        },
      }),
    ],
  ]);
  const authorize = (id: string, country?: string) =>
    Object.assign(intents.get(id)!, { status: 'requires_capture', country });

  beforeAll(() => {
    t.app.payments.provider = new StripeProvider({
      secretKey: 'sk_test_stub',
      webhookSecret: 'whsec_x',
      dealerProduct: null,
      fetch: stub.fetch,
    });
  });

  it('credits/buy creates a manual-capture PaymentIntent of the VAT-inclusive total in EUR cents', async () => {
    const setup = setupOf(await post('creditsBuy', { dealerId }, { credits_amount: 200 }));
    expect(setup).toMatchObject({ provider: 'stripe', amount: 200, tax_amount: 44 });
    const [create] = callsTo(stub.calls, 'POST', /^\/v1\/payment_intents$/);
    expect(Object.fromEntries(create.form)).toMatchObject({
      amount: '24400',
      currency: 'eur',
      capture_method: 'manual',
      'metadata[order_id]': String(setup.order?.id),
      'metadata[condition]': 'wallet',
    });
    expect(create.headers.get('authorization')).toBe('Bearer sk_test_stub');
    expect(create.headers.get('idempotency-key')).toBe(`rh-order-${setup.order?.id}`);
    expect(setup.client_secret).toBe('pi_1_secret_abc');
  });

  it('payment/update captures an authorised payment shipped to IT: order paid, credits added', async () => {
    const setup = setupOf(await post('creditsBuy', { dealerId }, { credits_amount: 50 }));
    const id = `pi_${intents.size}`;
    authorize(id, 'IT');
    const before = await credits();
    const answer = await update(setup.order?.id as number, id);
    expect(answer.status, answer.text).toBe(200);
    expect(callsTo(stub.calls, 'POST', new RegExp(`/v1/payment_intents/${id}/capture`))).toHaveLength(1);
    expect(await orderStatus(setup.order?.id as number)).toBe('paid');
    expect(await credits()).toBe(before + 50);
  });

  it('a shipping country other than IT cancels the authorisation: 422, nothing charged', async () => {
    const setup = setupOf(await post('creditsBuy', { dealerId }, { credits_amount: 50 }));
    const id = `pi_${intents.size}`;
    authorize(id, 'FR');
    const answer = await update(setup.order?.id as number, id);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.shippingNotItaly });
    expect(callsTo(stub.calls, 'POST', new RegExp(`/v1/payment_intents/${id}/cancel`))).toHaveLength(1);
    expect(callsTo(stub.calls, 'POST', new RegExp(`/v1/payment_intents/${id}/capture`))).toHaveLength(0);
    expect(await orderStatus(setup.order?.id as number)).toBe('created');
  });

  it('payment/update with another order’s PaymentIntent is refused', async () => {
    const first = setupOf(await post('creditsBuy', { dealerId }, { credits_amount: 50 }));
    const firstIntent = `pi_${intents.size}`;
    const fee = setupOf(await post('feePay', { dealerId }));
    expect(fee.order?.condition).toBe('fee');
    const answer = await update(fee.order?.id as number, firstIntent);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.paymentMismatch });
    expect(first.order?.id).not.toBe(fee.order?.id);
  });

  it('subscription setup: customer, default product, a default_incomplete Subscription anchored on the 1st of next month', async () => {
    const newToken = await t.login('nuovo@demo.example');
    const newId = (await t.client(newToken).ok('me')).id;
    const setup = setupOf(await post('paymentSetup', { dealerId: newId }, undefined, newToken));
    expect(setup).toMatchObject({ provider: 'stripe', client_secret: 'pi_inv_secret_1', next_month_amount: 100 });
    expect(callsTo(stub.calls, 'POST', /^\/v1\/customers$/)[0].form.get('email')).toBe('nuovo@demo.example');
    const [create] = callsTo(stub.calls, 'POST', /^\/v1\/subscriptions$/);
    expect(Object.fromEntries(create.form)).toMatchObject({
      customer: 'cus_42',
      payment_behavior: 'default_incomplete',
      proration_behavior: 'create_prorations',
      billing_cycle_anchor: String(Math.floor(startOfNextMonth(new Date()).getTime() / 1000)),
      'items[0][price_data][currency]': 'eur',
      'items[0][price_data][unit_amount]': '10000',
      'items[0][price_data][product]': 'ricambihub_dealer_subscription',
      'items[0][price_data][recurring][interval]': 'month',
      'metadata[order_id]': String(setup.order?.id),
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    const [sub] = await query<{ external_id: string; provider: string; status: string }>(
      `select external_id, provider, status from subscriptions where dealer_id = ${newId}`,
    );
    expect(sub).toEqual({ external_id: 'sub_42', provider: 'stripe', status: 'created' });
  });

  it('card update: a SetupIntent for the saved customer, then the card becomes the default', async () => {
    const newToken = await t.login('nuovo@demo.example');
    const newId = (await t.client(newToken).ok('me')).id;
    const setup = setupOf(await post('paymentSetup', { dealerId: newId }, undefined, newToken, { purpose: 'card' }));
    expect(setup).toMatchObject({ order: null, client_secret: 'seti_1_secret_x' });
    expect(callsTo(stub.calls, 'POST', /^\/v1\/setup_intents$/)[0].form.get('customer')).toBe('cus_42');
    const answer = await update(null, 'seti_1', newToken, newId);
    expect(answer.body).toEqual({ message: serverMessages.cardUpdated });
    const [change] = callsTo(stub.calls, 'POST', /^\/v1\/customers\/cus_42$/);
    expect(change.form.get('invoice_settings[default_payment_method]')).toBe('pm_card_1');
    const [subscription] = callsTo(stub.calls, 'POST', /^\/v1\/subscriptions\/sub_42$/);
    expect(subscription.form.get('default_payment_method')).toBe('pm_card_1');
  });

  it('a Stripe outage answers 502 with an Italian message and leaves no payable order', async () => {
    t.app.payments.provider = new StripeProvider({
      secretKey: 'sk_test_stub',
      webhookSecret: null,
      dealerProduct: null,
      fetch: stubFetch([
        ['POST', /./, () => ({ status: 500, body: { error: { type: 'api_error', message: 'down' } } })],
      ]).fetch,
    });
    const answer = await post('creditsBuy', { dealerId }, { credits_amount: 50 });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: serverMessages.paymentProviderUnavailable });
    expect(
      await query(`select 1 from orders where dealer_id = ${dealerId} and condition = 'wallet' and status = 'created'`),
    ).toHaveLength(0);
  });
});

describe('PayPal (REST over a stubbed fetch)', () => {
  const orders = new Map<string, { status: string; customId: string; country: string; value: string }>();
  const orderBody = (id: string) => {
    const o = orders.get(id)!;
    return {
      id,
      status: o.status,
      purchase_units: [
        {
          custom_id: o.customId,
          shipping: { address: { country_code: o.country } },
          ...(o.status === 'COMPLETED'
            ? {
                payments: {
                  captures: [
                    { id: `CAP-${id}`, status: 'COMPLETED', amount: { currency_code: 'EUR', value: o.value } },
                  ],
                },
              }
            : {}),
        },
      ],
    };
  };
  const stub = stubFetch([
    ['POST', /^\/v1\/oauth2\/token$/, () => ({ body: { access_token: 'A21-token', expires_in: 3600 } })],
    [
      'POST',
      /^\/v2\/checkout\/orders$/,
      (call) => {
        const body = call.json() as { purchase_units: { custom_id: string; amount: { value: string } }[] };
        const id = `PAYPAL-${orders.size + 1}`;
        orders.set(id, {
          status: 'CREATED',
          customId: body.purchase_units[0].custom_id,
          country: 'IT',
          value: body.purchase_units[0].amount.value,
        });
        return { status: 201, body: { id, status: 'CREATED' } };
      },
    ],
    [
      'GET',
      /^\/v2\/checkout\/orders\/PAYPAL-\d+$/,
      (call) => ({ body: orderBody(call.url.pathname.split('/').pop()!) }),
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders\/PAYPAL-\d+\/capture$/,
      (call) => {
        const id = call.url.pathname.split('/')[4];
        orders.get(id)!.status = 'COMPLETED';
        return { status: 201, body: orderBody(id) };
      },
    ],
    [
      'POST',
      /^\/v1\/billing\/subscriptions$/,
      (call) => ({
        status: 201,
        body: { id: 'I-SUB1', status: 'APPROVAL_PENDING', custom_id: (call.json() as { custom_id: string }).custom_id },
      }),
    ],
    [
      'GET',
      /^\/v1\/billing\/subscriptions\/I-SUB1$/,
      () => ({
        body: {
          id: 'I-SUB1',
          status: 'ACTIVE',
          custom_id: subscriptionCustomId,
          subscriber: { shipping_address: { address: { country_code: 'IT' } } },
        },
      }),
    ],
  ]);
  let subscriptionCustomId = '';

  beforeAll(() => {
    t.app.payments.provider = new PaypalProvider({
      apiUrl: 'https://api-m.sandbox.paypal.com',
      clientId: 'client',
      clientSecret: 'secret',
      dealerPlan: 'P-DEALER',
      webhookId: 'WH-1',
      brandName: 'RicambiHub',
      fetch: stub.fetch,
    });
  });

  it('credits/buy creates a PayPal order in EUR with the order id as custom_id; its id is the client secret', async () => {
    const setup = setupOf(await post('creditsBuy', { dealerId }, { credits_amount: 100, coupon: 'RICAMBI50' }));
    expect(setup).toMatchObject({ provider: 'paypal', client_secret: 'PAYPAL-1', free_credits: 50 });
    const [token] = callsTo(stub.calls, 'POST', /oauth2\/token/);
    expect(token.headers.get('authorization')).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    const [create] = callsTo(stub.calls, 'POST', /^\/v2\/checkout\/orders$/);
    expect(create.json()).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'wallet',
          custom_id: String(setup.order?.id),
          amount: { currency_code: 'EUR', value: '122.00' },
        },
      ],
    });
    expect(create.headers.get('paypal-request-id')).toBe(`rh-order-${setup.order?.id}`);
  });

  it('payment/update captures the approved order shipped to IT: paid, credits and coupon credits added', async () => {
    const orderId = (await query<{ id: number }>(`select id from orders where external_id = 'PAYPAL-1'`))[0].id;
    orders.get('PAYPAL-1')!.status = 'APPROVED';
    const before = await credits();
    const answer = await update(orderId, 'PAYPAL-1');
    expect(answer.status, answer.text).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    expect(await credits()).toBe(before + 150);
  });

  it('a PayPal shipping address outside IT is refused before capture', async () => {
    const setup = setupOf(await post('creditsBuy', { dealerId }, { credits_amount: 50 }));
    const id = setup.client_secret as string;
    Object.assign(orders.get(id)!, { status: 'APPROVED', country: 'DE' });
    const answer = await update(setup.order?.id as number, id);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.shippingNotItaly });
    expect(callsTo(stub.calls, 'POST', new RegExp(`${id}/capture`))).toHaveLength(0);
    expect(await orderStatus(setup.order?.id as number)).toBe('created');
  });

  it('subscription: created with the plan id, the order id as custom_id and this month as setup fee; update → processing', async () => {
    const dealer2 = await t.login('dealer2@demo.example');
    const id2 = (await t.client(dealer2).ok('me')).id;
    await query(`update subscriptions set status = 'ended' where dealer_id = ${id2}`);
    const setup = setupOf(await post('paymentSetup', { dealerId: id2 }, undefined, dealer2));
    expect(setup).toMatchObject({ provider: 'paypal', client_secret: 'I-SUB1', next_month_amount: 89 });
    const [create] = callsTo(stub.calls, 'POST', /^\/v1\/billing\/subscriptions$/);
    expect(create.json()).toMatchObject({
      plan_id: 'P-DEALER',
      custom_id: String(setup.order?.id),
      start_time: startOfNextMonth(new Date()).toISOString(),
      plan: {
        billing_cycles: [{ pricing_scheme: { fixed_price: { value: '89.00', currency_code: 'EUR' } } }],
        payment_preferences: {
          setup_fee: { value: (setup.partial_amount as number).toFixed(2), currency_code: 'EUR' },
        },
      },
    });
    subscriptionCustomId = String(setup.order?.id);
    const answer = await update(setup.order?.id as number, 'I-SUB1', dealer2, id2);
    expect(answer.status, answer.text).toBe(200);
    const [sub] = await query<{ status: string }>(
      `select status from subscriptions where dealer_id = ${id2} order by id desc limit 1`,
    );
    expect(sub.status).toBe('processing');
    expect(await orderStatus(setup.order?.id as number)).toBe('pending');
  });

  it('no card update with PayPal: no client secret, and payment/update without order is refused', async () => {
    const setup = setupOf(await post('paymentSetup', { dealerId }, undefined, token, { purpose: 'card' }));
    expect(setup).toMatchObject({ order: null, client_secret: null, provider: 'paypal' });
    const answer = await update(null, 'anything');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.cardUpdateUnavailable });
  });
});
