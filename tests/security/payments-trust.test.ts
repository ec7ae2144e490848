import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DemoCheckoutResponse, PaymentSetupResponse } from '../../contract/api/payments.js';
import { FeeAmount } from '../../contract/entities/order.js';
import type { RouteName } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { paymentTrustMessages } from '../../i18n/it/payments.js';
import { DEMO_SIGNATURE_HEADER } from '../../server/payments/demo.js';
import { actors, newRequest, option, query, sendBody, type Actors } from '../server/quotations-fixtures.js';
import type { CallInput } from '../support/apiClient.js';

/*
 * Payments trust: fees and a subscription period paid twice, made-up demo confirmations and amounts
 * that overflowed the database), through the real routes and the demo provider.
 */

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Marco Rossi' };
let a: Actors;
let dealer2Id: number;

/** What a client might send, forged values included: outside the contract's type on purpose. */
const post = <N extends RouteName>(route: N, params: CallInput<N>['params'], payload: unknown, token = a.dealer) =>
  a.t.client(token).call(route, { params, payload });
const checkout = (clientSecret: string | null, token = a.dealer) =>
  post('demoCheckout', {}, { client_secret: clientSecret, ...CARD }, token);
const feePay = async () => PaymentSetupResponse.parse((await post('feePay', { dealerId: 1 }, undefined)).body);
const feeAmount = async () =>
  FeeAmount.parse((await a.t.client(a.dealer).call('feeAmount', { params: { dealerId: 1 } })).body);
const credits = async (dealerId = 1) =>
  Number((await query<{ credits: string }>(a.t, `select credits from users where id = ${dealerId}`))[0].credits);
const dueFeeCount = async () =>
  Number(
    (await query<{ n: number }>(a.t, 'select count(*)::int as n from fees where dealer_id = 1 and paid_at is null'))[0]
      .n,
  );
const issuedId = async (orderId: number) =>
  (await query<{ external_id: string }>(a.t, `select external_id from orders where id = ${orderId}`))[0].external_id;

async function addDueFees(cents: number[]) {
  for (const amount of cents)
    await query(
      a.t,
      `insert into fees (dealer_id, amount_cents, description) values (1, ${amount}, 'Commissione di prova')`,
    );
}

/** A demo payment of `orderId` delivered late, as a provider would after the order was replaced. */
async function latePayment(orderId: number, amountCents: number) {
  const { body, signature } = a.t.app.payments.demo.signEvent({
    id: `evt_late_${orderId}`,
    type: 'payment.succeeded',
    order_id: orderId,
    amount_cents: amountCents,
    external_id: await issuedId(orderId),
  });
  return a.t.client().call('demoWebhook', { payload: body, headers: { [DEMO_SIGNATURE_HEADER]: signature } });
}

beforeAll(async () => {
  a = await actors();
  dealer2Id = 2;
  await query(a.t, "update fees set paid_at = now(), settled_by = 'credits' where dealer_id = 1 and paid_at is null");
});
afterAll(async () => a?.t.close());

describe('finding 5: a fee set or a subscription period is paid once', () => {
  it('two tabs: the replaced fee order answers 409 at checkout, the newest pays, the fees are settled once', async () => {
    await addDueFees([1000, 250]);
    const cancel = vi.spyOn(a.t.app.payments.provider, 'cancelPayment');
    const first = await feePay();
    const second = await feePay();
    expect(second.order?.id).not.toBe(first.order?.id);
    expect(cancel).toHaveBeenCalledWith(
      expect.objectContaining({ id: first.order?.id, externalId: await issuedId(first.order!.id) }),
    );
    const before = await credits();

    const stale = await checkout(first.client_secret);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: paymentTrustMessages.orderSuperseded, code: 'order_superseded' });
    const update = await post(
      'paymentUpdate',
      { dealerId: 1 },
      {
        order_id: first.order?.id,
        status: 'pending',
        external_id: await issuedId(first.order!.id),
      },
    );
    expect(update.status).toBe(409);

    const paid = DemoCheckoutResponse.parse((await checkout(second.client_secret)).body);
    expect(paid.status).toBe('succeeded');
    expect(await dueFeeCount()).toBe(0);
    expect(await credits()).toBe(before);
  });

  it('a double click that made two fee orders: only the newest is payable', async () => {
    await addDueFees([700]);
    const [one, two] = await Promise.all([feePay(), feePay()]);
    const [older, newer] = one.order!.id < two.order!.id ? [one, two] : [two, one];
    expect((await checkout(older.client_secret)).status).toBe(409);
    expect(DemoCheckoutResponse.parse((await checkout(newer.client_secret)).body).status).toBe('succeeded');
    expect(await dueFeeCount()).toBe(0);
  });

  it('a replaced payment that still arrives is credited to the wallet and notified, not taken again for the fees', async () => {
    await addDueFees([2000]);
    const first = await feePay();
    const second = await feePay();
    expect(DemoCheckoutResponse.parse((await checkout(second.client_secret)).body).status).toBe('succeeded');
    const before = await credits();
    const notes = Number(
      (await query<{ n: number }>(a.t, 'select count(*)::int as n from notifications where user_id = 1'))[0].n,
    );

    expect((await latePayment(first.order!.id, first.order!.total_amount * 100)).status).toBe(200);
    expect(await credits()).toBe(before + 20);
    const [note] = await query<{ title: string; text: string }>(
      a.t,
      'select title, text from notifications where user_id = 1 order by id desc limit 1',
    );
    expect(note.title).toBe(paymentTrustMessages.supersededCreditedTitle);
    expect(
      Number((await query<{ n: number }>(a.t, 'select count(*)::int as n from notifications where user_id = 1'))[0].n),
    ).toBe(notes + 1);
    expect(
      (await query<{ n: number }>(a.t, `select count(*)::int as n from fees where order_id = ${first.order!.id}`))[0].n,
    ).toBe(0);
  });

  it('a subscription period: the replaced order answers 409, the newest activates the subscription', async () => {
    const dealer2 = a.dealer2;
    await query(a.t, `update subscriptions set status = 'error' where dealer_id = ${dealer2Id}`);
    const setup = () =>
      post('paymentSetup', { dealerId: dealer2Id }, undefined, dealer2).then((r) => PaymentSetupResponse.parse(r.body));
    const first = await setup();
    const second = await setup();
    expect((await checkout(first.client_secret, dealer2)).status).toBe(409);
    expect(DemoCheckoutResponse.parse((await checkout(second.client_secret, dealer2)).body).status).toBe('succeeded');
    const [sub] = await query<{ status: string }>(
      a.t,
      `select status from subscriptions where dealer_id = ${dealer2Id} order by id desc limit 1`,
    );
    expect(sub.status).toBe('active');
  });
});

describe('finding 8: only ids the provider issued confirm a payment', () => {
  it('an invented external_id is refused: fees stay due and payable, nothing moves to pending', async () => {
    await addDueFees([900]);
    const order = await feePay();
    const forged = await post(
      'paymentUpdate',
      { dealerId: 1 },
      {
        order_id: order.order?.id,
        status: 'pending',
        external_id: 'demo_pi_inventato',
      },
    );
    expect(forged.status).toBe(422);
    expect(forged.body).toMatchObject({ message: paymentTrustMessages.externalIdUnknown });
    expect((await feeAmount()).order?.id).toBe(order.order?.id);
    expect(await dueFeeCount()).toBeGreaterThan(0);
    expect(DemoCheckoutResponse.parse((await checkout(order.client_secret)).body).status).toBe('succeeded');
  });

  it('an invented id leaves the subscription payable, not stuck in processing', async () => {
    await query(a.t, `update subscriptions set status = 'error' where dealer_id = ${dealer2Id}`);
    const setup = PaymentSetupResponse.parse(
      (await post('paymentSetup', { dealerId: dealer2Id }, undefined, a.dealer2)).body,
    );
    const forged = await post(
      'paymentUpdate',
      { dealerId: dealer2Id },
      { order_id: setup.order?.id, status: 'pending', external_id: 'demo_sub_0123' },
      a.dealer2,
    );
    expect(forged.status).toBe(422);
    const [sub] = await query<{ status: string }>(
      a.t,
      `select status from subscriptions where dealer_id = ${dealer2Id} order by id desc limit 1`,
    );
    expect(sub.status).not.toBe('processing');
  });

  it('a pending order whose confirmation never comes is payable again after the timeout', async () => {
    await addDueFees([300]);
    const order = await feePay();
    const update = await post(
      'paymentUpdate',
      { dealerId: 1 },
      {
        order_id: order.order?.id,
        status: 'pending',
        external_id: await issuedId(order.order!.id),
      },
    );
    expect(update.status).toBe(200);
    expect((await feeAmount()).order).toBeNull();
    await query(a.t, `update orders set updated_at = now() - interval '31 minutes' where id = ${order.order?.id}`);
    const again = await feePay();
    expect(again.order?.total_amount).toBe(order.order?.total_amount);
    expect(DemoCheckoutResponse.parse((await checkout(again.client_secret)).body).status).toBe('succeeded');
    expect(await dueFeeCount()).toBe(0);
  });
});

describe('finding 9: amounts the contract accepts fit the database', () => {
  it('a quotation whose total passes the bound answers 422 with an Italian message, not 500', async () => {
    const request = await newRequest(a, 1);
    const body = sendBody(request, 1);
    const rows = [option(request.submission_rows[0].id, { net_price: 1_000_000, quantity: 10_000 })];
    const answer = await a.t.client(a.dealer).call('quotationNew', {
      body: { ...body, quotation_rows: JSON.stringify(rows) },
    });
    expect(answer.status, answer.text).toBe(422);
    expect(answer.error?.errors?.quotation_rows).toContain(errors.quotationTotalTooHigh);
  });

  it('fees whose sum passes 2^31 cents make a payable fee order (64-bit cents)', async () => {
    await addDueFees([2_000_000_000, 2_000_000_000]);
    const order = await feePay();
    expect(order.order?.total_amount).toBe(48_800_000);
    expect(DemoCheckoutResponse.parse((await checkout(order.client_secret)).body).status).toBe('succeeded');
    expect(await dueFeeCount()).toBe(0);
  });
});
