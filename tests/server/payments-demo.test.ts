import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoCheckoutResponse, PaymentSetupResponse } from '../../contract/api/payments.js';
import { FeeAmount } from '../../contract/entities/order.js';
import type { RouteName } from '../../contract/routes.js';
import { serverMessages } from '../../i18n/it/server.js';
import { startOfNextMonth } from '../../server/domain/subscription-state.js';
import { testApp, type TestApp } from './support/app.js';
import type { CallInput } from '../support/apiClient.js';

let t: TestApp;
let token: string;
let dealerId: number;

const GOOD_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Marco Rossi' };

async function me(as = token) {
  return (await t.client(as).ok('me')) as {
    id: number;
    credits: number;
    current_subscription: { status: string; ends_at: string | null } | null;
  };
}

/** The payload is what a client might send, valid or not (a bad card): outside the contract's type on purpose. */
async function post<N extends RouteName>(route: N, params: CallInput<N>['params'], payload: unknown, as = token) {
  return t.client(as).call(route, { params, payload });
}

async function checkout(clientSecret: string, card: object = GOOD_CARD, as = token) {
  const answer = await post('demoCheckout', {}, { client_secret: clientSecret, ...card }, as);
  expect(answer.status, answer.text).toBe(200);
  return DemoCheckoutResponse.parse(answer.body);
}

beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer@demo.example');
  dealerId = (await me()).id;
});
afterAll(async () => t?.close());

describe('demo provider: credits', () => {
  it('buys 100 credits with a coupon: 22% VAT, free credits, and the wallet grows once paid', async () => {
    const before = (await me()).credits;
    const answer = await post(
      'creditsBuy',
      { dealerId },
      {
        credits_amount: 100,
        coupon: ' benvenuto10 ',
      },
    );
    expect(answer.status, answer.text).toBe(200);
    const setup = PaymentSetupResponse.parse(answer.body);
    expect(setup).toMatchObject({
      provider: 'demo',
      coupon: 'BENVENUTO10',
      amount: 100,
      tax_amount: 22,
      free_credits: 10,
    });
    expect(setup.order).toMatchObject({ condition: 'wallet', total_amount: 122 });
    expect(setup.order?.order_rows.map((r) => [r.item_name, r.item_count, r.item_amount])).toEqual([
      [serverMessages.itemCredits, 100, 1],
      [serverMessages.itemFreeCredits('BENVENUTO10'), 10, 0],
    ]);

    const paid = await checkout(setup.client_secret as string);
    expect(paid.status).toBe('succeeded');
    expect((await me()).credits).toBe(before + 110);

    const update = await post(
      'paymentUpdate',
      { dealerId },
      {
        order_id: setup.order?.id,
        status: 'pending',
        external_id: paid.external_id,
      },
    );
    expect(update.status, update.text).toBe(200);
    expect((await me()).credits).toBe(before + 110);

    const again = await post('couponCheck', { dealerId }, { coupon: 'BENVENUTO10' });
    expect(again.body).toEqual({ usable: false, message: serverMessages.couponAlreadyUsed, free_credits: 0 });
  });

  it('a declined card and a shipping country other than IT leave the wallet as it was; another card then pays the same order', async () => {
    const before = (await me()).credits;
    const setup = PaymentSetupResponse.parse((await post('creditsBuy', { dealerId }, { credits_amount: 50 })).body);
    expect(setup.order?.total_amount).toBe(61);

    const abroad = await checkout(setup.client_secret as string, { ...GOOD_CARD, shipping_country: 'fr' });
    expect(abroad).toEqual({ status: 'failed', message: serverMessages.shippingNotItaly, external_id: '' });

    const declined = await checkout(setup.client_secret as string, {
      ...GOOD_CARD,
      card_number: '4000 0000 0000 0002',
    });
    expect(declined).toMatchObject({ status: 'failed', message: serverMessages.cardDeclined });
    expect((await me()).credits).toBe(before);

    const retry = await post('demoCheckout', {}, { client_secret: setup.client_secret, ...GOOD_CARD });
    expect(retry.body).toMatchObject({ status: 'succeeded' });
    expect((await me()).credits).toBe(before + 50);

    const twice = await post('demoCheckout', {}, { client_secret: setup.client_secret, ...GOOD_CARD });
    expect(twice.status).toBe(409);
    expect((await me()).credits).toBe(before + 50);
  });

  it('refuses malformed card fields with per-field messages, and a forged client secret', async () => {
    const setup = PaymentSetupResponse.parse((await post('creditsBuy', { dealerId }, { credits_amount: 50 })).body);
    const bad = await post(
      'demoCheckout',
      {},
      {
        client_secret: setup.client_secret,
        card_number: '4242 4242 4242 4241',
        expiry: '01/20',
        cvc: '12',
        holder: 'X',
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.error?.errors).toEqual({
      card_number: [serverMessages.cardNumberInvalid],
      expiry: [serverMessages.cardExpired],
      cvc: [serverMessages.cardCvcInvalid],
    });
    const secret = setup.client_secret as string;
    const forgedSecret = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
    const forged = await post('demoCheckout', {}, { client_secret: forgedSecret, ...GOOD_CARD });
    expect(forged.status).toBe(422);
  });

  it('another dealer cannot pay with this dealer’s client secret', async () => {
    const setup = PaymentSetupResponse.parse((await post('creditsBuy', { dealerId }, { credits_amount: 50 })).body);
    const other = await t.login('dealer2@demo.example');
    const answer = await post('demoCheckout', {}, { client_secret: setup.client_secret, ...GOOD_CARD }, other);
    expect(answer.status).toBe(403);
  });
});

describe('demo provider: fees', () => {
  it('pays the due fees with a fee order, then nothing is due', async () => {
    const due = FeeAmount.parse((await t.client(token).call('feeAmount', { params: { dealerId } })).body);
    expect(due.order?.condition).toBe('fee');
    const netCents = due.order!.order_rows.reduce(
      (sum, row) => sum + Math.round(row.item_amount * 100) * row.item_count,
      0,
    );
    expect(Math.round(due.orderAmount * 100)).toBe(netCents + Math.round(netCents * 0.22));
    expect(due.order?.total_amount).toBe(due.orderAmount);

    const setup = PaymentSetupResponse.parse((await post('feePay', { dealerId }, undefined)).body);
    expect(setup.order?.total_amount).toBe(due.orderAmount);
    expect(setup.amount).toBe(netCents / 100);
    expect((await checkout(setup.client_secret as string)).status).toBe('succeeded');

    const after = await t.client(token).call('feeAmount', { params: { dealerId } });
    expect(after.body).toEqual({ order: null, orderAmount: 0 });
    const unpaid = (await t.database.query(
      `select count(*)::int as n from fees where dealer_id = ${dealerId} and paid_at is null`,
    )) as { n: number }[];
    expect(unpaid[0].n).toBe(0);
  });
});

describe('demo provider: subscription', () => {
  it('nuovo@demo.example: setup, demo checkout and update make the subscription active until the 1st of next month', async () => {
    const newToken = await t.login('nuovo@demo.example');
    const newId = (await me(newToken)).id;
    expect((await me(newToken)).current_subscription).toBeNull();

    const setup = PaymentSetupResponse.parse(
      (await post('paymentSetup', { dealerId: newId }, undefined, newToken)).body,
    );
    expect(setup.order).toMatchObject({
      condition: 'dealer',
      order_rows: [{ item_name: serverMessages.itemSubscription, item_count: 1, item_amount: 100 }],
    });
    expect(setup.next_month_amount).toBe(100);
    expect(setup.partial_amount).toBeGreaterThan(0);
    expect(setup.partial_amount).toBeLessThanOrEqual(100);
    expect(setup.order?.total_amount).toBe(setup.partial_amount);
    expect(setup.tax_amount).toBe(0);
    expect((await me(newToken)).current_subscription?.status).toBe('created');

    const paid = await checkout(setup.client_secret as string, GOOD_CARD, newToken);
    expect(paid.status).toBe('succeeded');
    const update = await post(
      'paymentUpdate',
      { dealerId: newId },
      { order_id: setup.order?.id, status: 'pending', external_id: paid.external_id },
      newToken,
    );
    expect(update.status, update.text).toBe(200);

    const subscription = (await me(newToken)).current_subscription;
    expect(subscription?.status).toBe('active');
    expect(new Date(subscription?.ends_at as string).getTime()).toBe(startOfNextMonth(new Date()).getTime());

    const again = PaymentSetupResponse.parse(
      (await post('paymentSetup', { dealerId: newId }, undefined, newToken)).body,
    );
    expect(again).toMatchObject({ order: null, client_secret: null });
  });

  it('payment/update with the id issued at setup, without a checkout, moves the order to pending and the subscription to processing', async () => {
    const dealer2 = await t.login('dealer2@demo.example');
    const id2 = (await me(dealer2)).id;
    await t.database.query(`update subscriptions set status = 'error' where dealer_id = ${id2}`);
    const setup = PaymentSetupResponse.parse((await post('paymentSetup', { dealerId: id2 }, undefined, dealer2)).body);
    expect(setup.order?.order_rows[0].item_amount).toBe(89);
    expect(setup.next_month_amount).toBe(89);
    const [issued] = (await t.database.query(`select external_id from orders where id = ${setup.order?.id}`)) as {
      external_id: string;
    }[];
    expect(issued.external_id).toMatch(/^demo_sub_[0-9a-f]{16}$/);
    const update = await post(
      'paymentUpdate',
      { dealerId: id2 },
      { order_id: setup.order?.id, status: 'pending', external_id: issued.external_id },
      dealer2,
    );
    expect(update.status, update.text).toBe(200);
    expect((await me(dealer2)).current_subscription?.status).toBe('processing');
    const status = (await t.database.query(`select status, external_id from orders where id = ${setup.order?.id}`)) as {
      status: string;
      external_id: string;
    }[];
    expect(status[0]).toEqual({ status: 'pending', external_id: issued.external_id });
  });

  it('card update: a setup secret with no order, then payment/update with order_id null', async () => {
    const setup = PaymentSetupResponse.parse(
      (await t.client(token).call('paymentSetup', { params: { dealerId }, query: { purpose: 'card' } })).body,
    );
    expect(setup.order).toBeNull();
    const card = await checkout(setup.client_secret as string);
    expect(card.external_id).toMatch(/^demo_pm_/);
    const update = await post(
      'paymentUpdate',
      { dealerId },
      {
        order_id: null,
        status: 'pending',
        external_id: card.external_id,
      },
    );
    expect(update.body).toEqual({ message: serverMessages.cardUpdated });
  });
});
