import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { activityOf, admin, adminActors, type AdminActors } from './admin-support.js';
import { call, query } from './quotations-fixtures.js';

/* A paid order is refunded through the provider exactly once, whatever the concurrency. */

let a: AdminActors;

beforeAll(async () => {
  a = await adminActors();
});
afterAll(async () => a?.t.close());

/** A wallet order the demo dealer 2 buys and pays through the demo checkout: answers its id. */
async function paidWalletOrder(credits = 50): Promise<number> {
  const buy = await call(a.t, a.dealer2, routes.creditsBuy, { dealerId: a.ids.dealer2 }, { credits_amount: credits });
  expect(buy.statusCode, buy.body).toBe(200);
  const paid = await call(
    a.t,
    a.dealer2,
    routes.demoCheckout,
    {},
    {
      client_secret: buy.json().client_secret,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      holder: 'Test',
    },
  );
  expect(paid.json().status).toBe('succeeded');
  return Number(buy.json().order.id);
}

const credits = async () =>
  Number((await query<{ credits: string }>(a.t, `select credits from users where id = ${a.ids.dealer2}`))[0].credits);

describe('refunds', () => {
  it('refunds once under 5 parallel requests: one 200, four 409, one provider call, credits taken back once', async () => {
    const orderId = await paidWalletOrder(100);
    const before = await credits();
    const spy = vi.spyOn(a.t.app.payments.provider, 'refundPayment');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin(a, routes.adminOrderRefund, { id: orderId }, { reason: 'Addebito doppio' }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.message === errors.orderAlreadyRefunded)).toBe(
      true,
    );
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][1]).toBe(`rh-refund-order-${orderId}`);
    spy.mockRestore();

    const refunded = answers.find((r) => r.status === 200)?.body;
    expect(refunded).toMatchObject({ id: orderId, status: 'refunded' });
    expect(refunded?.refund_external_id).toMatch(/^demo_re_/);
    expect(await credits()).toBe(before - 100);
    const ledger = await query<{ kind: string; delta: string; order_id: number }>(
      a.t,
      `select kind, delta, order_id from credit_ledger where order_id = ${orderId}`,
    );
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'refund' });
    expect(Number(ledger[0].delta)).toBe(-100);
    expect((await activityOf(a, 'order', orderId)).map((e) => e.action)).toEqual(['order.refund']);

    const later = await admin(a, routes.adminOrderRefund, { id: orderId }, { reason: 'Di nuovo' });
    expect(later.status).toBe(409);
    expect(await credits()).toBe(before - 100);
  });

  it('takes back only the credits the balance still holds', async () => {
    const orderId = await paidWalletOrder(50);
    await query(a.t, `update users set credits = 20 where id = ${a.ids.dealer2}`);
    expect((await admin(a, routes.adminOrderRefund, { id: orderId }, { reason: 'Reso' })).status).toBe(200);
    expect(await credits()).toBe(0);
  });

  it('leaves the order paid when the provider refuses, and refundable again', async () => {
    const orderId = await paidWalletOrder(50);
    const spy = vi.spyOn(a.t.app.payments.provider, 'refundPayment').mockRejectedValueOnce(new Error('provider down'));
    const failed = await admin(a, routes.adminOrderRefund, { id: orderId }, { reason: 'Reso' });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(errors.refundFailed);
    expect((await admin(a, routes.adminOrder, { id: orderId })).body.status).toBe('paid');
    spy.mockRestore();
    expect((await admin(a, routes.adminOrderRefund, { id: orderId }, { reason: 'Reso' })).status).toBe(200);
  });

  it('refuses a reason-less refund, an unpaid order and a subscription order', async () => {
    const orderId = await paidWalletOrder(50);
    expect((await admin(a, routes.adminOrderRefund, { id: orderId }, {})).status).toBe(422);
    const [subscription] = await query<{ id: number }>(
      a.t,
      `select id from orders where condition = 'dealer' and status = 'paid' limit 1`,
    );
    const refused = await admin(a, routes.adminOrderRefund, { id: subscription.id }, { reason: 'Disdetta' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(errors.orderNotRefundable);
    expect((await admin(a, routes.adminOrderRefund, { id: 999_999 }, { reason: 'Nessuno' })).status).toBe(404);
  });
});
