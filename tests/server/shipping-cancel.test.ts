import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReturnOptions } from '../../contract/returns.js';
import { routes } from '../../contract/routes.js';
import type { Shipment } from '../../contract/shipping.js';
import { shippingMessages } from '../../i18n/it/shipping.js';
import { DEMO_SIGNATURE_HEADER } from '../../server/payments/demo.js';
import { DEMO_COURIER_SIGNATURE_HEADER } from '../../server/shipping/demo.js';
import { pollShipments } from '../../server/shipping/poll.js';
import { dbState, changedTables } from '../security/support/db-state.js';
import { call, newRequest, query, sendQuotation } from './quotations-fixtures.js';
import {
  askReturn,
  CARD,
  dealerCall,
  dealerView,
  deliveredPurchase,
  returnActors,
  type ReturnActors,
} from './returns-support.js';

/*
 * "Annulla etichetta" before the courier picks the parcel up (the courier's cancel, then the shipment and the
 * quotation's code), and a replayed courier or payment webhook around a return: it changes nothing.
 */

const LABEL = { parcels: 1, weight_kg: '1,5', length_cm: 30, width_cm: 20, height_cm: 10, pickup_date: '2026-12-01' };

let a: ReturnActors;
beforeAll(async () => {
  a = await returnActors();
});
afterAll(async () => a?.t.close());

async function paidSale(): Promise<number> {
  const request = await newRequest(a, 1);
  const sent = await sendQuotation(a, request);
  const accept = await call(
    a.t,
    a.customer,
    routes.customerQuotationAccept,
    { id: sent.id },
    { payment_type: 'online', payment_method_id: 4, accepted_rows: [sent.quotation_rows[0].id] },
  );
  expect(accept.statusCode, accept.body).toBe(200);
  const paid = await call(a.t, a.customer, routes.customerQuotationPayDemo, { id: sent.id }, CARD);
  expect(paid.statusCode, paid.body).toBe(200);
  return sent.id;
}

const label = (id: number, token = a.warehouse) => call(a.t, token, routes.shipmentCreate, { id }, LABEL);
const cancel = (id: number, token = a.warehouse) => call(a.t, token, routes.shipmentCancel, { id });

describe('Annulla etichetta', () => {
  it('withdraws a booked label: the shipment is cancelled, the code leaves the quotation, a new label can follow', async () => {
    const id = await paidSale();
    const first = (await label(id)).json<Shipment>();
    expect((await cancel(id, a.quoter)).statusCode).toBe(403);
    expect((await cancel(id, a.dealer2)).statusCode).toBe(404);
    const cancelled = await cancel(id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Shipment>()).toMatchObject({ state: 'cancelled', tracking_number: first.tracking_number });
    expect(cancelled.json<Shipment>().events.at(-1)?.state).toBe('cancelled');
    const [quotation] = await query<{ status: string; tracking_code: string | null }>(
      a.t,
      `select status, tracking_code from quotations where id = ${id}`,
    );
    expect(quotation).toEqual({ status: 'complete', tracking_code: null });
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(shippingMessages.noShipment);

    const second = await label(id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<Shipment>().tracking_number).not.toBe(first.tracking_number);
    const [shipped] = await query<{ tracking_code: string }>(
      a.t,
      `select tracking_code from quotations where id = ${id}`,
    );
    expect(shipped.tracking_code).toBe(second.json<Shipment>().tracking_number);
  });

  it('is refused once the courier has the parcel', async () => {
    const id = await paidSale();
    const booked = (await label(id)).json<Shipment>();
    await pollShipments(a.t.app, new Date(Date.parse(booked.created_at) + 25_000), 20_000, 7);
    const refused = await cancel(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(shippingMessages.notCancellable);
    const [shipment] = await query<{ state: string }>(a.t, `select state from shipments where quotation_id = ${id}`);
    expect(shipment.state).toBe('picked-up');
  });
});

describe('a replayed webhook around a return', () => {
  const pushCourier = (body: object) => {
    const raw = JSON.stringify(body);
    return a.t.app.inject({
      method: 'POST',
      url: '/api/shipping/demo/webhook',
      headers: { 'content-type': 'application/json', [DEMO_COURIER_SIGNATURE_HEADER]: a.t.app.shipping.demo.sign(raw) },
      payload: raw,
    });
  };

  it("the courier's Consegnato pushed again moves neither the delivery nor the return window", async () => {
    const id = await paidSale();
    const { tracking_number: tracking } = (await label(id)).json<Shipment>();
    const delivered = {
      tracking_number: tracking,
      events: [{ id: `${tracking}-4`, event: 'deliver', occurred_at: new Date(Date.now() - 60_000).toISOString() }],
    };
    expect((await pushCourier(delivered)).json().message).toBe(shippingMessages.webhookApplied);
    const window = async () =>
      (await call(a.t, a.customer, routes.customerReturnOptions, { id })).json<ReturnOptions>().window_ends_at;
    const before = { window: await window(), state: await dbState(a.t) };
    expect(before.window).not.toBeNull();
    const replay = await pushCourier({
      ...delivered,
      events: [{ ...delivered.events[0], occurred_at: new Date().toISOString() }],
    });
    expect(replay.json().message).toBe(shippingMessages.webhookReplayed);
    expect(changedTables(before.state, await dbState(a.t))).toEqual([]);
    expect(await window()).toBe(before.window);
  });

  it("the payment provider's event of a refunded sale, pushed twice, changes nothing but its own record", async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const asked = await askReturn(a, purchase);
    await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id);
    expect((await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {})).statusCode).toBe(200);
    const [order] = await query<{ id: number; total_cents: string; external_id: string | null }>(
      a.t,
      `select id, total_cents, external_id from orders where quotation_id = ${purchase.quotation.id}
        and condition = 'customer'`,
    );
    const { body, signature } = a.t.app.payments.demo.signEvent({
      id: `evt_return_${asked.id}`,
      type: 'payment.succeeded',
      order_id: Number(order.id),
      amount_cents: Number(order.total_cents),
      external_id: order.external_id ?? `demo_pi_${order.id}`,
    });
    const push = () =>
      a.t.app.inject({
        method: 'POST',
        url: '/api/payment/demo/webhook',
        headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
        payload: body,
      });
    const before = await dbState(a.t);
    for (const answer of [await push(), await push()]) expect(answer.statusCode, answer.body).toBe(200);
    expect(changedTables(before, await dbState(a.t)).filter((table) => table !== 'payment_events')).toEqual([]);
    expect((await dealerView(a, asked.id)).state).toBe('refunded');
  });
});
