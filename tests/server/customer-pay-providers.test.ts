import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CustomerPayStart, type CustomerQuotation } from '../../contract/api/customer.js';
import { apiPath, routes } from '../../contract/routes.js';
import { toCents } from '../../contract/totals.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import { PaypalProvider } from '../../server/payments/paypal.js';
import type { PaymentProviderAdapter } from '../../server/payments/provider.js';
import { StripeProvider } from '../../server/payments/stripe.js';
import { callsTo, stubFetch } from './payments-stubs.js';
import { actors, call, DEALER, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

/*
 * The customer pays a dealer's accepted quotation through the payment provider interface (Stripe and PayPal
 * over stubbed transports, as tests/server/payments-providers.test.ts): one provider payment per quotation, the
 * quotation paid once whatever races (confirm and webhook, two tabs, retries), only by its customer.
 */

const WEBHOOK_SECRET = 'whsec_customer_pay';
let a: Actors;

beforeAll(async () => {
  a = await actors({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stub',
    STRIPE_PUBLIC_KEY: 'pk_test_customer',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_DEALER_PRODUCT: 'prod_stub',
    PAYPAL_CLIENT_ID: 'paypal-client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_DEALER_PLAN: 'P-DEALER',
    PAYPAL_WEBHOOK_ID: 'WH-1',
  });
});
afterAll(async () => {
  await a?.t.close();
});

const use = (provider: PaymentProviderAdapter) => {
  a.t.app.payments.provider = provider;
};
const start = (id: number, token = a.customer) => call(a.t, token, routes.customerQuotationPayStart, { id });
const confirm = (id: number, body: unknown, token = a.customer) =>
  call(a.t, token, routes.customerQuotationPayConfirm, { id }, body);
const startOf = (answer: { statusCode: number; body: string; json: () => unknown }) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return CustomerPayStart.parse(answer.json());
};
const statusOf = async (id: number) =>
  (await query<{ status: string }>(a.t, `select status from quotations where id = ${id}`))[0].status;
const ordersOf = (id: number) =>
  query<{
    id: number;
    status: string;
    total_cents: string;
    external_id: string | null;
    dealer_id: number;
    condition: string;
  }>(
    a.t,
    `select id, status, total_cents, external_id, dealer_id, condition from orders where quotation_id = ${id} order by id`,
  );
const feesOf = async (id: number) =>
  Number((await query<{ n: string }>(a.t, `select count(*) as n from fees where quotation_id = ${id}`))[0].n);
const paidNotices = async (code: string) =>
  Number(
    (
      await query<{ n: string }>(
        a.t,
        `select count(*) as n from notifications where user_id = ${DEALER} and text like '%${code}%' and title like '%pagato%'`,
      )
    )[0].n,
  );

/** A request of the customer quoted by dealer 1 and accepted with `payment_type`: the quotation to pay. */
async function accepted(paymentType: 'online' | 'offline' = 'online') {
  const sent = await sendQuotation(a, await newRequest(a, 2));
  const body =
    paymentType === 'online'
      ? {
          payment_type: 'online',
          payment_method_id: 4,
          shipping_fee_chosen: 'flat',
          accepted_rows: [sent.quotation_rows[0].id],
        }
      : {
          payment_type: 'offline',
          payment_method_id: 2,
          shipping_fee_chosen: 'flat',
          accepted_rows: [sent.quotation_rows[0].id],
        };
  const answer = await call(a.t, a.customer, routes.customerQuotationAccept, { id: sent.id }, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CustomerQuotation>();
}

describe('Stripe', () => {
  const intents = new Map<string, { status: string; orderId: string; amount: number; country?: string }>();
  const byKey = new Map<string, string>();
  const intentBody = (id: string) => {
    const intent = intents.get(id)!;
    return {
      id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      status: intent.status,
      client_secret: `${id}_secret_c`,
      metadata: { order_id: intent.orderId, condition: 'customer' },
      shipping: intent.country ? { name: 'Giulia Bianchi', address: { country: intent.country } } : null,
    };
  };
  const stub = stubFetch([
    // Stripe answers the same PaymentIntent for the same Idempotency-Key, as the real API does within 24 hours.
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (req) => {
        const key = req.headers.get('idempotency-key') ?? '';
        const known = byKey.get(key);
        if (known) return { body: intentBody(known) };
        const id = `pi_c${intents.size + 1}`;
        intents.set(id, {
          status: 'requires_payment_method',
          orderId: req.form.get('metadata[order_id]') ?? '',
          amount: Number(req.form.get('amount')),
        });
        byKey.set(key, id);
        return { body: intentBody(id) };
      },
    ],
    ['GET', /^\/v1\/payment_intents\/pi_c\d+$/, (req) => ({ body: intentBody(req.url.pathname.split('/').pop()!) })],
    [
      'POST',
      /^\/v1\/payment_intents\/pi_c\d+\/capture$/,
      (req) => {
        const id = req.url.pathname.split('/')[3];
        intents.get(id)!.status = 'succeeded';
        return { body: intentBody(id) };
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/pi_c\d+\/cancel$/,
      (req) => {
        const id = req.url.pathname.split('/')[3];
        intents.get(id)!.status = 'canceled';
        return { body: intentBody(id) };
      },
    ],
  ]);
  const authorize = (id: string, country?: string) =>
    Object.assign(intents.get(id)!, { status: 'requires_capture', country });
  const webhook = (eventId: string, intentId: string) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { ...intentBody(intentId), status: 'succeeded', amount_received: intents.get(intentId)!.amount },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return a.t.app.inject({
      method: 'POST',
      url: apiPath(routes.stripeWebhook),
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  beforeEach(() =>
    use(
      new StripeProvider({
        secretKey: 'sk_test_stub',
        webhookSecret: WEBHOOK_SECRET,
        dealerProduct: 'prod_stub',
        fetch: stub.fetch,
      }),
    ),
  );

  it('start creates one manual-capture PaymentIntent of the quotation’s total; a second start (another tab) reuses it', async () => {
    const quotation = await accepted();
    const first = startOf(await start(quotation.id));
    expect(first).toMatchObject({
      provider: 'stripe',
      amount: quotation.total_price,
      stripe_public_key: 'pk_test_customer',
      paypal_client_id: null,
    });
    const [order] = await ordersOf(quotation.id);
    expect(order).toMatchObject({ status: 'created', condition: 'customer', external_id: first.external_id });
    expect(Number(order.total_cents)).toBe(toCents(quotation.total_price));
    const create = callsTo(stub.calls, 'POST', /^\/v1\/payment_intents$/).at(-1)!;
    expect(Object.fromEntries(create.form)).toMatchObject({
      amount: String(toCents(quotation.total_price)),
      currency: 'eur',
      capture_method: 'manual',
      'metadata[order_id]': String(order.id),
      'metadata[condition]': 'customer',
    });
    expect(create.headers.get('idempotency-key')).toBe(`rh-order-${order.id}`);

    const [second, third] = await Promise.all([start(quotation.id), start(quotation.id)]);
    for (const again of [startOf(second), startOf(third)])
      expect(again).toMatchObject({
        order_id: first.order_id,
        client_secret: first.client_secret,
        external_id: first.external_id,
      });
    expect(await ordersOf(quotation.id)).toHaveLength(1);
    expect(await statusOf(quotation.id)).toBe('payment-pending');
  });

  it('start → approved in the browser → confirm: captured once, paid once, one fee; a repeated confirm and a late webhook change nothing', async () => {
    const quotation = await accepted();
    const started = startOf(await start(quotation.id));
    authorize(started.external_id!, 'IT');
    const paid = await confirm(quotation.id, { external_id: started.external_id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<CustomerQuotation>()).toMatchObject({ id: quotation.id, status: 'paid' });
    expect((await ordersOf(quotation.id))[0].status).toBe('paid');
    expect(callsTo(stub.calls, 'POST', new RegExp(`/v1/payment_intents/${started.external_id}/capture`))).toHaveLength(
      1,
    );

    const calls = stub.calls.length;
    const again = await confirm(quotation.id, { external_id: started.external_id });
    expect(again.statusCode).toBe(200);
    expect(again.json<CustomerQuotation>().status).toBe('paid');
    expect(stub.calls.length).toBe(calls);
    expect((await webhook(`evt_late_${quotation.id}`, started.external_id!)).statusCode).toBe(200);
    expect(await statusOf(quotation.id)).toBe('paid');
    expect(await feesOf(quotation.id)).toBe(1);
    expect(await paidNotices(quotation.quotation_code)).toBe(1);
    // Paid: nothing more to start.
    const restart = await start(quotation.id);
    expect(restart.statusCode).toBe(409);
    expect(restart.json()).toEqual({ message: customerErrors.alreadyPaid });
  });

  it('a webhook racing two confirmations (and its own replay) pays the quotation once', async () => {
    const quotation = await accepted();
    const started = startOf(await start(quotation.id));
    authorize(started.external_id!, 'IT');
    const answers = await Promise.all([
      confirm(quotation.id, { external_id: started.external_id }),
      webhook(`evt_race_${quotation.id}`, started.external_id!),
      confirm(quotation.id, { external_id: started.external_id }),
      webhook(`evt_race_${quotation.id}`, started.external_id!),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await statusOf(quotation.id)).toBe('paid');
    expect((await ordersOf(quotation.id)).map((o) => o.status)).toEqual(['paid']);
    expect(await feesOf(quotation.id)).toBe(1);
    expect(await paidNotices(quotation.quotation_code)).toBe(1);
  });

  it('the webhook alone pays it (the browser closed before confirming)', async () => {
    const quotation = await accepted();
    const started = startOf(await start(quotation.id));
    intents.get(started.external_id!)!.status = 'succeeded';
    expect((await webhook(`evt_alone_${quotation.id}`, started.external_id!)).statusCode).toBe(200);
    expect(await statusOf(quotation.id)).toBe('paid');
    const late = await confirm(quotation.id, { external_id: started.external_id });
    expect(late.json<CustomerQuotation>().status).toBe('paid');
    expect(await feesOf(quotation.id)).toBe(1);
  });

  it('refuses another quotation’s PaymentIntent, a shipping country outside IT, a confirm before start: nothing paid', async () => {
    const one = await accepted();
    const other = await accepted();
    const oneStart = startOf(await start(one.id));
    const otherStart = startOf(await start(other.id));
    authorize(otherStart.external_id!, 'IT');
    const mismatch = await confirm(one.id, { external_id: otherStart.external_id });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ message: serverMessages.paymentMismatch });
    authorize(oneStart.external_id!, 'FR');
    const abroad = await confirm(one.id, { external_id: oneStart.external_id });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json()).toEqual({ message: serverMessages.shippingNotItaly });
    expect(await statusOf(one.id)).toBe('payment-pending');
    // That payment is over (Stripe cancelled it): the next start gives a new order and a new PaymentIntent, which pays.
    const again = startOf(await start(one.id));
    expect(again.external_id).not.toBe(oneStart.external_id);
    expect((await ordersOf(one.id)).map((o) => o.status)).toEqual(['failed', 'created']);
    authorize(again.external_id!, 'IT');
    expect((await confirm(one.id, { external_id: again.external_id })).json<CustomerQuotation>().status).toBe('paid');
    expect((await ordersOf(one.id)).map((o) => o.status)).toEqual(['failed', 'paid']);
    expect(await feesOf(one.id)).toBe(1);

    const fresh = await accepted();
    const early = await confirm(fresh.id, { external_id: 'pi_whatever' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: customerErrors.payNotStarted });
  });

  it('only the quotation’s customer: another customer gets 404, a dealer 403, nobody signed in 401', async () => {
    const quotation = await accepted();
    const started = startOf(await start(quotation.id));
    expect((await start(quotation.id, a.customer2)).statusCode).toBe(404);
    expect((await confirm(quotation.id, { external_id: started.external_id }, a.customer2)).statusCode).toBe(404);
    expect((await start(quotation.id, a.dealer)).statusCode).toBe(403);
    expect((await confirm(quotation.id, { external_id: started.external_id }, a.dealer)).statusCode).toBe(403);
    expect((await call(a.t, null, routes.customerQuotationPayStart, { id: quotation.id })).statusCode).toBe(401);
    expect((await start(999_999)).statusCode).toBe(404);
    expect(await ordersOf(quotation.id)).toHaveLength(1);
  });

  it('refuses what is not an accepted online quotation with an Italian 409, and a bad body with 422', async () => {
    const offline = await accepted('offline');
    const refused = await start(offline.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: customerErrors.notOnline });

    const pending = await sendQuotation(a, await newRequest(a, 1));
    const notAccepted = await start(pending.id);
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json()).toEqual({ message: customerErrors.notPayable });
    expect(await ordersOf(pending.id)).toHaveLength(0);

    const quotation = await accepted();
    for (const body of [{}, { external_id: '' }, { external_id: 'x'.repeat(201) }, { external_id: 42 }]) {
      const answer = await confirm(quotation.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json<{ message: string }>().message).toMatch(/\p{L}/u);
    }
  });

  it('with a real provider nothing is paid without money: the old pay and the demo card routes answer 409', async () => {
    const quotation = await accepted();
    const plain = await call(a.t, a.customer, routes.customerQuotationPay, { id: quotation.id });
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toEqual({ message: customerErrors.payThroughProvider });
    const demo = await call(
      a.t,
      a.customer,
      routes.customerQuotationPayDemo,
      { id: quotation.id },
      { card_number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'Giulia' },
    );
    expect(demo.statusCode).toBe(409);
    expect(await statusOf(quotation.id)).toBe('payment-pending');
  });
});

describe('PayPal', () => {
  const orders = new Map<string, { status: string; customId: string; value: string }>();
  const byRequest = new Map<string, string>();
  const orderBody = (id: string) => {
    const o = orders.get(id)!;
    return {
      id,
      status: o.status,
      purchase_units: [
        {
          custom_id: o.customId,
          shipping: { address: { country_code: 'IT' } },
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
    // PayPal answers the same order for the same PayPal-Request-Id.
    [
      'POST',
      /^\/v2\/checkout\/orders$/,
      (req) => {
        const key = req.headers.get('paypal-request-id') ?? '';
        const known = byRequest.get(key);
        if (known) return { status: 200, body: { id: known, status: orders.get(known)!.status } };
        const body = req.json() as { purchase_units: { custom_id: string; amount: { value: string } }[] };
        const id = `PAYPAL-C${orders.size + 1}`;
        orders.set(id, {
          status: 'CREATED',
          customId: body.purchase_units[0].custom_id,
          value: body.purchase_units[0].amount.value,
        });
        byRequest.set(key, id);
        return { status: 201, body: { id, status: 'CREATED' } };
      },
    ],
    [
      'GET',
      /^\/v2\/checkout\/orders\/PAYPAL-C\d+$/,
      (req) => ({ body: orderBody(req.url.pathname.split('/').pop()!) }),
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders\/PAYPAL-C\d+\/capture$/,
      (req) => {
        const id = req.url.pathname.split('/')[4];
        orders.get(id)!.status = 'COMPLETED';
        return { status: 201, body: orderBody(id) };
      },
    ],
    ['POST', /^\/v1\/notifications\/verify-webhook-signature$/, () => ({ body: { verification_status: 'SUCCESS' } })],
  ]);
  const webhook = (eventId: string, paypalOrder: string) => {
    const o = orders.get(paypalOrder)!;
    const payload = JSON.stringify({
      id: eventId,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: `CAP-${paypalOrder}`, custom_id: o.customId, amount: { value: o.value, currency_code: 'EUR' } },
    });
    const headers = Object.fromEntries(
      ['auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time'].map((n) => [
        `paypal-${n}`,
        'x',
      ]),
    );
    return a.t.app.inject({
      method: 'POST',
      url: apiPath(routes.paypalWebhook),
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };

  beforeEach(() =>
    use(
      new PaypalProvider({
        apiUrl: 'https://api-m.sandbox.paypal.com',
        clientId: 'paypal-client',
        clientSecret: 'secret',
        dealerPlan: 'P-DEALER',
        webhookId: 'WH-1',
        brandName: 'RicambiHub',
        fetch: stub.fetch,
      }),
    ),
  );

  it('start creates one PayPal order of the total (custom_id = our order); approve → confirm captures and pays once; the capture webhook changes nothing', async () => {
    const quotation = await accepted();
    const first = startOf(await start(quotation.id));
    expect(first).toMatchObject({
      provider: 'paypal',
      amount: quotation.total_price,
      paypal_client_id: 'paypal-client',
      stripe_public_key: null,
    });
    const [order] = await ordersOf(quotation.id);
    const create = callsTo(stub.calls, 'POST', /^\/v2\/checkout\/orders$/).at(-1)!;
    expect(create.json()).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'customer',
          custom_id: String(order.id),
          amount: { currency_code: 'EUR', value: quotation.total_price.toFixed(2) },
        },
      ],
    });
    expect(startOf(await start(quotation.id)).client_secret).toBe(first.client_secret);
    expect(await ordersOf(quotation.id)).toHaveLength(1);

    orders.get(first.client_secret!)!.status = 'APPROVED';
    const [paid, twice] = await Promise.all([
      confirm(quotation.id, { external_id: first.client_secret }),
      confirm(quotation.id, { external_id: first.client_secret }),
    ]);
    for (const answer of [paid, twice]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<CustomerQuotation>().status).toBe('paid');
    }
    expect((await webhook(`WH-EVT-${quotation.id}`, first.client_secret!)).statusCode).toBe(200);
    expect(await statusOf(quotation.id)).toBe('paid');
    expect((await ordersOf(quotation.id)).map((o) => o.status)).toEqual(['paid']);
    expect(await feesOf(quotation.id)).toBe(1);
    expect(await paidNotices(quotation.quotation_code)).toBe(1);
  });

  it('another customer cannot confirm; an id PayPal issued for another order is refused', async () => {
    const quotation = await accepted();
    const other = await accepted();
    const started = startOf(await start(quotation.id));
    const otherStarted = startOf(await start(other.id));
    orders.get(otherStarted.client_secret!)!.status = 'APPROVED';
    expect((await confirm(quotation.id, { external_id: started.client_secret }, a.customer2)).statusCode).toBe(404);
    const mismatch = await confirm(quotation.id, { external_id: otherStarted.client_secret });
    expect(mismatch.statusCode).toBe(422);
    expect(await statusOf(quotation.id)).toBe('payment-pending');
    expect(await statusOf(other.id)).toBe('payment-pending');
  });
});

describe('demo provider (the default)', () => {
  beforeEach(() => use(a.t.app.payments.demo));

  it('start makes no order: the demo card form pays, as before', async () => {
    const quotation = await accepted();
    expect(startOf(await start(quotation.id))).toEqual({
      provider: 'demo',
      order_id: null,
      client_secret: null,
      external_id: null,
      amount: quotation.total_price,
      stripe_public_key: null,
      paypal_client_id: null,
    });
    expect(await ordersOf(quotation.id)).toHaveLength(0);
    const paid = await call(
      a.t,
      a.customer,
      routes.customerQuotationPayDemo,
      { id: quotation.id },
      { card_number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'Giulia' },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await statusOf(quotation.id)).toBe('paid');
  });
});
