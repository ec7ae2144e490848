import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSetupResponse } from '../../contract/api/payments.js';
import { CREDIT_OPTIONS } from '../../contract/constants.js';
import { orderTotalCents } from '../../contract/totals.js';
import { routes, type RouteName } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import { feeAmountCents } from '../../server/domain/fees.js';
import { testApp, type TestApp } from './support/app.js';
import type { CallInput } from '../support/apiClient.js';

let t: TestApp;
let token: string;
let dealerId: number;
let otherId: number;

/** The payload is what a client might send, valid or not: outside the contract's type on purpose. */
const post = <N extends RouteName>(route: N, params: CallInput<N>['params'], payload?: unknown, as = token) =>
  t.client(as).call(route, { params, payload });
const buy = (payload: object) => post('creditsBuy', { dealerId }, payload);
const checkCoupon = async (coupon: string) => (await post('couponCheck', { dealerId }, { coupon })).body;

beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer@demo.example');
  dealerId = (await t.client(token).ok('me')).id;
  const other = await t.login('dealer2@demo.example');
  otherId = (await t.client(other).ok('me')).id;
});
afterAll(async () => t?.close());

describe('VAT and rounding (SPEC §9: total = amount × 1.22 rounded to cents; fee rounded to 2 decimals)', () => {
  it.each([
    [5000, 1100, 6100],
    [10000, 2200, 12200],
    [20000, 4400, 24400],
    [50000, 11000, 61000],
    [150, 33, 183],
    [370, 81, 451],
    [1, 0, 1],
    [3, 1, 4],
    [205, 45, 250],
    [1234, 271, 1505],
  ])('amount %i cents → VAT %i, total %i', (amount, tax, total) => {
    expect(orderTotalCents(amount, 22)).toEqual({ totalCents: total, taxCents: tax });
  });

  it.each([
    [0, 150],
    [4999, 150],
    [5000, 150],
    [5017, 151],
    [10000, 300],
    [12345, 370],
    [12350, 371],
    [123456, 3704],
  ])('fee of a quotation of %i cents: %i cents (3%, at least 1.50 €)', (total, fee) => {
    expect(feeAmountCents(total)).toBe(fee);
  });

  it.each(CREDIT_OPTIONS.map((credits) => [credits]))(
    'credits/buy %i: rows, amount, VAT and total of the wallet order',
    async (credits) => {
      const answer = await buy({ credits_amount: credits });
      expect(answer.status, answer.text).toBe(200);
      const setup = PaymentSetupResponse.parse(answer.body);
      expect(setup).toMatchObject({
        amount: credits,
        tax_amount: Math.round(credits * 22) / 100,
        free_credits: 0,
        coupon: null,
      });
      expect(setup.order).toMatchObject({ condition: 'wallet', total_amount: Math.round(credits * 122) / 100 });
      expect(setup.order?.order_rows).toEqual([
        { id: expect.any(Number), item_name: serverMessages.itemCredits, item_count: credits, item_amount: 1 },
      ]);
    },
  );

  it.each([[75], [0], [-50], [1000], [50.5]])('credits_amount %s outside the list → 422', async (credits) => {
    const answer = await buy({ credits_amount: credits });
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.credits_amount).toEqual(['Importo non disponibile: scegli 50, 100, 200 o 500']);
  });

  it('a credits_amount that is not a number → 422 on that field', async () => {
    const answer = await buy({ credits_amount: 'cento' });
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.credits_amount).toHaveLength(1);
  });

  it('a new purchase replaces the previous unpaid wallet order', async () => {
    const first = PaymentSetupResponse.parse((await buy({ credits_amount: 50 })).body);
    await buy({ credits_amount: 100 });
    const [row] = (await t.database.query(`select status from orders where id = ${first.order?.id}`)) as {
      status: string;
    }[];
    expect(row.status).toBe('canceled');
  });
});

describe('coupons', () => {
  it('a valid coupon: usable, its message and free credits; codes ignore case and spaces', async () => {
    const valid = { usable: true, message: serverMessages.couponValid('50'), free_credits: 50 };
    expect(await checkCoupon('RICAMBI50')).toEqual(valid);
    expect(await checkCoupon('  ricambi50 ')).toEqual(valid);
  });

  it.each([
    ['SCADUTO', serverMessages.couponExpired],
    ['ESAURITO', serverMessages.couponExhausted],
    ['NONESISTE', serverMessages.couponUnknown],
  ])('%s is not usable: %s', async (code, message) => {
    expect(await checkCoupon(code)).toEqual({ usable: false, message, free_credits: 0 });
  });

  it('an empty coupon is a validation error on check, and no coupon on purchase', async () => {
    const answer = await post('couponCheck', { dealerId }, { coupon: '   ' });
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.coupon).toEqual([errors.required]);
    expect(PaymentSetupResponse.parse((await buy({ credits_amount: 50, coupon: '' })).body).coupon).toBeNull();
  });

  it('credits/buy with a coupon that cannot be used → 422 with the coupon message', async () => {
    const answer = await buy({ credits_amount: 50, coupon: 'scaduto' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: serverMessages.couponExpired,
      errors: { coupon: [serverMessages.couponExpired] },
    });
  });

  it('an exhausted coupon is not redeemed when its order is paid: the bought credits arrive, the free ones do not', async () => {
    const setup = PaymentSetupResponse.parse((await buy({ credits_amount: 50, coupon: 'RICAMBI50' })).body);
    await t.database.query(`update coupons set uses = max_uses where code = 'RICAMBI50'`);
    const before = Number(
      ((await t.database.query(`select credits from users where id = ${dealerId}`)) as { credits: string }[])[0]
        .credits,
    );
    const paid = await post(
      'demoCheckout',
      {},
      {
        client_secret: setup.client_secret,
        card_number: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        holder: 'M R',
      },
    );
    expect(paid.body.status).toBe('succeeded');
    const after = Number(
      ((await t.database.query(`select credits from users where id = ${dealerId}`)) as { credits: string }[])[0]
        .credits,
    );
    expect(after - before).toBe(50);
  });
});

describe('another dealer’s id', () => {
  const dealerRoutes: [RouteName, object | undefined][] = [
    ['paymentSetup', undefined],
    ['paymentUpdate', { order_id: 1, status: 'pending', external_id: 'x' }],
    ['creditsBuy', { credits_amount: 50 }],
    ['couponCheck', { coupon: 'RICAMBI50' }],
    ['feeAmount', undefined],
    ['feePay', undefined],
  ];
  it.each(dealerRoutes.map(([name, body]) => [`${routes[name].method} ${routes[name].path}`, name, body] as const))(
    '%s → 403',
    async (_name, route, body) => {
      const answer = await post(route, { dealerId: otherId }, body);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: errors.forbidden });
    },
  );

  it('payment/update of another dealer’s order → 404', async () => {
    const other = await t.login('dealer2@demo.example');
    const setup = PaymentSetupResponse.parse(
      (await post('creditsBuy', { dealerId: otherId }, { credits_amount: 50 }, other)).body,
    );
    const answer = await post(
      'paymentUpdate',
      { dealerId },
      {
        order_id: setup.order?.id,
        status: 'pending',
        external_id: 'demo_pi_1',
      },
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: serverMessages.orderNotFound });
  });
});
