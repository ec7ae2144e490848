import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../contract/entities/admin.js';
import type { CustomerReturn } from '../../contract/returns.js';
import { routes } from '../../contract/routes.js';
import { call, query } from './quotations-fixtures.js';
import {
  askReturn,
  dealerCall,
  deliveredPurchase,
  returnActors,
  type Purchase,
  type ReturnActors,
} from './returns-support.js';

/*
 * The console's "Ordini e pagamenti" tells a customer's payment refunded through a return or a dispute decision from
 * one still paid: 'refunded' once the refunds reach its total, 'partially_refunded' before, with the amount that went
 * back, and the status filter follows what is shown.
 */

let a: ReturnActors;
beforeAll(async () => {
  a = await returnActors();
});
afterAll(async () => a?.t.close());

async function orderOf(purchase: Purchase): Promise<AdminOrder> {
  const [row] = await query<{ id: number }>(
    a.t,
    `select id from orders where quotation_id = ${purchase.quotation.id} and condition = 'customer'
      and status = 'paid'`,
  );
  const answer = await call(a.t, a.operator, routes.adminOrder, { id: Number(row.id) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AdminOrder>();
}

/** The ids of the customers' payments the console lists with this status filter (every page of them). */
async function listed(status: string): Promise<{ ids: number[]; total: number }> {
  const answer = await call(
    a.t,
    a.operator,
    routes.adminOrders,
    {},
    undefined,
    `?condition=customer&status=${status}&per_page=100`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const page = answer.json<{ data: AdminOrder[]; total: number }>();
  expect(page.data.every((order) => order.status === status)).toBe(true);
  return { ids: page.data.map((order) => order.id), total: page.total };
}

async function returned(purchase: Purchase) {
  const asked = await askReturn(a, purchase);
  expect((await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id)).statusCode).toBe(200);
  const got = await dealerCall(a, a.warehouse, routes.dealerReturnReceived, asked.id, { condition: 'intact' });
  expect(got.statusCode, got.body).toBe(200);
  return asked;
}

describe('console orders: payments refunded through returns and disputes', () => {
  it('a paid order still paid, one refunded in part and one refunded whole, each shown and filtered as it is', async () => {
    const [kept, partly, whole] = [
      await deliveredPurchase(a, 'online'),
      await deliveredPurchase(a, 'online'),
      await deliveredPurchase(a, 'online'),
    ];
    const partial = await dealerCall(a, a.billing, routes.dealerReturnRefund, (await returned(partly)).id, {
      amount: '10,00',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const full = await dealerCall(a, a.billing, routes.dealerReturnRefund, (await returned(whole)).id, {});
    expect(full.statusCode, full.body).toBe(200);

    const keptOrder = await orderOf(kept);
    expect(keptOrder).toMatchObject({ status: 'paid', refunded_amount: 0, refunded_at: null });
    const partOrder = await orderOf(partly);
    expect(partOrder).toMatchObject({ status: 'partially_refunded', refunded_amount: 10 });
    expect(partOrder.refunded_at).not.toBeNull();
    const wholeOrder = await orderOf(whole);
    expect(wholeOrder).toMatchObject({ status: 'refunded', refunded_amount: wholeOrder.total_amount });
    // Only credits and fee orders are refunded from the console; a customer's payment goes back through its return.
    expect([keptOrder.refundable, partOrder.refundable, wholeOrder.refundable]).toEqual([false, false, false]);

    const paid = await listed('paid');
    const inPart = await listed('partially_refunded');
    const refunded = await listed('refunded');
    expect(paid.ids).toContain(keptOrder.id);
    expect(paid.ids).not.toContain(partOrder.id);
    expect(paid.ids).not.toContain(wholeOrder.id);
    expect(inPart.ids).toEqual(expect.arrayContaining([partOrder.id]));
    expect(inPart.ids).not.toContain(wholeOrder.id);
    expect(refunded.ids).toContain(wholeOrder.id);
    expect(refunded.ids).not.toContain(partOrder.id);
    // The counts agree with the rows (the count reads the refunds too).
    for (const page of [paid, inPart, refunded]) expect(page.total).toBe(page.ids.length);
  });

  it('a dispute decided as a partial refund shows the payment refunded in part', async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const asked = await askReturn(a, purchase, { reason: 'danneggiato_trasporto' });
    const refused = await dealerCall(a, a.warehouse, routes.dealerReturnRefuse, asked.id, {
      reason: 'Il pacco è arrivato integro al cliente',
    });
    expect(refused.statusCode).toBe(200);
    const opened = await call(
      a.t,
      a.customer,
      routes.customerDisputeOpen,
      { id: asked.id },
      { text: 'Il ricambio era già rotto nella scatola, ho le foto della consegna.' },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const disputeId = opened.json<CustomerReturn>().dispute!.id;
    const decided = await call(
      a.t,
      a.operator,
      routes.adminDisputeDecide,
      { id: disputeId },
      { outcome: 'partial', amount: '12,34', note: 'Danno parziale documentato dalle foto.' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const order = await orderOf(purchase);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded_amount: 12.34 });
    expect((await listed('partially_refunded')).ids).toContain(order.id);
  });
});
