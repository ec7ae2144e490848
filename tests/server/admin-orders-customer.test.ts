import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '../../contract/api/customer.js';
import type { AdminOrder } from '../../contract/entities/admin.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { admin, adminActors, type AdminActors } from './admin-support.js';
import { call, DEALER, DEALER2, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

/* The console's "Ordini e pagamenti" lists the customers' card payments of quotations beside the dealers' purchases. */

let a: AdminActors;
let quotation: Quotation;

const list = (search: string) =>
  admin<{ data: AdminOrder[]; total: number }>(a, routes.adminOrders, {}, undefined, search);

beforeAll(async () => {
  a = await adminActors();
  const actors: Actors = { ...a, customer2: '' };
  quotation = await sendQuotation(actors, await newRequest(actors));
  const accepted = await call(
    a.t,
    a.customer,
    routes.customerQuotationAccept,
    { id: quotation.id },
    {
      payment_type: 'online',
      payment_method_id: 4,
      shipping_fee_chosen: 'flat',
      accepted_rows: [quotation.quotation_rows[0].id],
    },
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  const paid = await call(
    a.t,
    a.customer,
    routes.customerQuotationPayDemo,
    { id: quotation.id },
    {
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      holder: 'Giulia Bianchi',
    },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  quotation = { ...quotation, total_price: paid.json<CustomerQuotation>().total_price };
});
afterAll(async () => a?.t.close());

describe('console orders: the customers’ payments', () => {
  it('lists a paid quotation with its code, customer, dealer, amount, status and provider, once', async () => {
    const answer = await list('?condition=customer&per_page=100');
    expect(answer.status, answer.raw).toBe(200);
    const mine = answer.body.data.filter((o) => o.quotation_id === quotation.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      condition: 'customer',
      quotation_code: quotation.quotation_code,
      customer_id: a.ids.customer,
      customer_name: 'Giulia Bianchi',
      dealer_id: DEALER,
      total_amount: quotation.total_price,
      status: 'paid',
      provider: 'demo',
      refundable: false,
    });
    expect(mine[0].paid_at).not.toBeNull();
    // The demo data's paid online quotations are there too, every one with its quotation and customer.
    expect(answer.body.data.length).toBeGreaterThan(1);
    expect(answer.body.data.every((o) => o.quotation_code && o.customer_name && o.condition === 'customer')).toBe(true);

    const one = await admin<AdminOrder>(a, routes.adminOrder, { id: mine[0].id });
    expect(one.body).toMatchObject({ quotation_code: quotation.quotation_code, dealer_id: DEALER });
  });

  it('filters by dealer (the quotation’s), status and search, beside the dealers’ own purchases', async () => {
    const ids = async (search: string) =>
      (await list(`${search}&per_page=100`)).body.data.map((o) => o.quotation_code ?? `#${o.condition}`);
    expect(await ids(`?dealer_id=${DEALER}`)).toContain(quotation.quotation_code);
    expect(await ids(`?dealer_id=${DEALER}`)).toContain('#wallet');
    expect(await ids(`?dealer_id=${DEALER2}`)).not.toContain(quotation.quotation_code);
    expect(await ids(`?dealer_id=${a.ids.customer}`)).toEqual([]);
    expect(await ids('?status=refunded')).not.toContain(quotation.quotation_code);
    expect(await ids(`?q=${quotation.quotation_code}`)).toEqual([quotation.quotation_code]);
    expect(await ids('?condition=wallet')).not.toContain(quotation.quotation_code);
    const counted = await list(`?dealer_id=${DEALER2}&condition=customer&per_page=1`);
    const [{ n }] = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from orders o join quotations q on q.id = o.quotation_id
      where o.condition = 'customer' and q.dealer_id = ${DEALER2}`,
    );
    expect(counted.body.total).toBe(n);
  });

  it('refuses to refund a customer’s payment from the console', async () => {
    const [order] = await query<{ id: number }>(a.t, `select id from orders where quotation_id = ${quotation.id}`);
    const refund = await admin(a, routes.adminOrderRefund, { id: order.id }, { reason: 'Prova' });
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe(errors.orderNotRefundable);
    const [after] = await query<{ status: string }>(a.t, `select status from orders where id = ${order.id}`);
    expect(after.status).toBe('paid');
  });

  it('answers the list to the operator only: a dealer, a customer and an anonymous caller are refused', async () => {
    for (const token of [a.dealer, a.customer, null]) {
      const answer = await call(a.t, token, routes.adminOrders, {}, undefined, '?condition=customer');
      expect([401, 403], `${token ? 'signed in' : 'anonymous'}: ${answer.statusCode}`).toContain(answer.statusCode);
      expect(answer.body).not.toContain(quotation.quotation_code);
    }
  });
});
