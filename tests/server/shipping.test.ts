import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '../../contract/api/customer.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import type { CustomerShipment, Shipment } from '../../contract/shipping.js';
import { shippingMessages } from '../../i18n/it/shipping.js';
import { DEMO_COURIER_SIGNATURE_HEADER } from '../../server/shipping/demo.js';
import { pollCourier } from '../../server/shipping/poll.js';
import { pollShipments } from '../../server/shipping/poll.js';
import { pdfText } from './invoices-support.js';
import {
  actors,
  call,
  CUSTOMER,
  DEALER,
  newRequest,
  notificationsOf,
  query,
  sendQuotation,
  type Actors,
} from './quotations-fixtures.js';

/*
 * The courier loop with the demo courier: "Crea etichetta" books, stores a 10×15 label and moves the quotation to
 * Spedito; the courier's steps (polled, or pushed to the webhook) move the shipment, tell the customer, and
 * "Consegnato" records the delivery.
 */

const STEP_SECONDS = 20;
let a: Actors;
let warehouse: string;
let quoter: string;

beforeAll(async () => {
  a = await actors({ SWEEP_SECONDS: '86400' });
  warehouse = await a.t.login('magazzino@demo.example');
  quoter = await a.t.login('preventivi@demo.example');
});
afterAll(async () => a?.t.close());

type Sent = Awaited<ReturnType<typeof sendQuotation>>;

async function accepted(payment: 'online' | 'offline'): Promise<Sent> {
  const sent = await sendQuotation(a, await newRequest(a, 1));
  const body =
    payment === 'online'
      ? { payment_type: 'online', payment_method_id: 4, accepted_rows: [sent.quotation_rows[0].id] }
      : { payment_type: 'offline', payment_method_id: 2, accepted_rows: [sent.quotation_rows[0].id] };
  const answer = await call(a.t, a.customer, routes.customerQuotationAccept, { id: sent.id }, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return sent;
}

async function paid(): Promise<Sent> {
  const sent = await accepted('online');
  expect((await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(200);
  return sent;
}

const LABEL = { parcels: 2, weight_kg: '2,5', length_cm: 40, width_cm: 30, height_cm: 20, pickup_date: '2026-12-01' };
const createLabel = (id: number, token = a.dealer, body: object = LABEL) =>
  call(a.t, token, routes.shipmentCreate, { id }, body);
const bookedAt = async (id: number) =>
  new Date(
    (await query<{ created_at: string }>(a.t, `select created_at from shipments where quotation_id = ${id}`))[0]
      .created_at,
  );
const stepsAfter = (from: Date, steps: number) => new Date(from.getTime() + steps * STEP_SECONDS * 1000 + 500);

describe('"Crea etichetta"', () => {
  it('books the demo courier, fills the tracking code and moves a paid quotation to Spedito', async () => {
    const sent = await paid();
    const answer = await createLabel(sent.id);
    expect(answer.statusCode, answer.body).toBe(201);
    const shipment = answer.json<Shipment>();
    expect(shipment).toMatchObject({ courier: 'demo', state: 'booked', parcels: 2, weight_kg: 2.5, cod_amount: null });
    expect(shipment.tracking_number).toMatch(/^RHD\d{10}$/);
    const quotation = (await call(a.t, a.dealer, routes.shipment, { id: sent.id })).json<Shipment>();
    expect(quotation.events.map((e) => e.state)).toEqual(['booked']);
    const [row] = await query<{ status: string; tracking_code: string }>(
      a.t,
      `select status, tracking_code from quotations where id = ${sent.id}`,
    );
    expect(row).toEqual({ status: 'complete', tracking_code: shipment.tracking_number });
    expect((await notificationsOf(a.t, CUSTOMER)).some((n) => n.text.includes(shipment.tracking_number))).toBe(true);
  });

  it('gives a 10×15 cm label PDF whose text has the tracking code, sender, recipient, parcels and weight', async () => {
    const sent = await paid();
    const { tracking_number: tracking } = (await createLabel(sent.id)).json<Shipment>();
    const label = await call(a.t, warehouse, routes.shipmentLabel, { id: sent.id });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    // 100 × 150 mm in PDF points (72 per inch).
    expect(label.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
    const text = pdfText(label.rawPayload);
    expect(text).toContain(tracking);
    expect(text).toContain('MITTENTE');
    expect(text).toContain('DESTINATARIO');
    expect(text).toContain('Colli: 2');
    expect(text).toContain('Peso: 2,50 kg');
    expect(text).toContain('Nessun contrassegno');
  });

  it('prints the cash to collect on an offline "Contrassegno" sale, booked by Magazzino', async () => {
    const sent = await accepted('offline');
    const answer = await createLabel(sent.id, warehouse);
    expect(answer.statusCode, answer.body).toBe(201);
    const shipment = answer.json<Shipment>();
    const [row] = await query<{ total_price: string; tracking_code: string; status: string }>(
      a.t,
      `select total_price, tracking_code, status from quotations where id = ${sent.id}`,
    );
    expect(row.status).toBe('complete');
    expect(row.tracking_code).toBe(shipment.tracking_number);
    expect(shipment.cod_amount).toBe(Number(row.total_price));
    const cents = Math.round(Number(row.total_price) * 100);
    const italian = `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' }).format(cents / 100)} EUR`;
    const text = pdfText((await call(a.t, a.dealer, routes.shipmentLabel, { id: sent.id })).rawPayload);
    expect(text).toContain(`CONTRASSEGNO: ${italian}`);
  });

  it('books once: a second label, a label after a typed code, a typed code after a label are 409', async () => {
    const sent = await paid();
    expect((await createLabel(sent.id)).statusCode).toBe(201);
    const again = await createLabel(sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(shippingMessages.alreadyBooked);
    expect(
      (await call(a.t, a.dealer, routes.quotationTracking, { id: sent.id }, { tracking_code: 'X1' })).statusCode,
    ).toBe(409);
    expect(await query(a.t, `select id from shipments where quotation_id = ${sent.id}`)).toHaveLength(1);

    const typed = await paid();
    const byHand = await call(a.t, a.dealer, routes.quotationTracking, { id: typed.id }, { tracking_code: 'BRT 123' });
    expect(byHand.statusCode, 'typing a tracking code by hand stays possible').toBe(200);
    expect(byHand.json<Quotation>().status).toBe('complete');
    const after = await createLabel(typed.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(shippingMessages.alreadyShipped);
  });

  it('books once when five people press it together: one label, the others 409, one live shipment', async () => {
    const sent = await paid();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createLabel(sent.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const live = await query<{ tracking_number: string }>(
      a.t,
      `select tracking_number from shipments where quotation_id = ${sent.id} and state <> 'cancelled'`,
    );
    expect(live).toHaveLength(1);
    const [row] = await query<{ tracking_code: string }>(
      a.t,
      `select tracking_code from quotations where id = ${sent.id}`,
    );
    expect(row.tracking_code).toBe(live[0].tracking_number);
  });

  it('is refused before payment, with bad sizes, to the quoter, and on another dealer’s quotation', async () => {
    const waiting = await accepted('online');
    const early = await createLabel(waiting.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(shippingMessages.notShippable);
    const sent = await paid();
    expect((await createLabel(sent.id, a.dealer, { ...LABEL, weight_kg: 'due chili' })).statusCode).toBe(422);
    expect((await createLabel(sent.id, a.dealer, { ...LABEL, parcels: 0 })).statusCode).toBe(422);
    expect((await createLabel(sent.id, quoter)).statusCode).toBe(403);
    expect([403, 404]).toContain((await createLabel(sent.id, a.dealer2)).statusCode);
    expect((await createLabel(sent.id, a.customer)).statusCode).toBe(403);
    expect(await query(a.t, `select id from shipments where quotation_id in (${waiting.id}, ${sent.id})`)).toEqual([]);
    expect((await call(a.t, a.dealer2, routes.shipmentLabel, { id: sent.id })).statusCode).toBe(404);
  });
});

describe('the demo courier', () => {
  it('steps to Consegnato, one step per period: the customer follows the timeline and the delivery is recorded', async () => {
    const sent = await paid();
    const { tracking_number: tracking } = (await createLabel(sent.id)).json<Shipment>();
    const from = await bookedAt(sent.id);
    const demo = a.t.app.shipping.demo;

    await pollCourier(a.t.app, demo, stepsAfter(from, 1));
    let timeline = (await call(a.t, a.customer, routes.customerShipment, { id: sent.id })).json<CustomerShipment>();
    expect(timeline.state).toBe('picked-up');
    expect(timeline.tracking_number).toBe(tracking);

    await pollCourier(a.t.app, demo, stepsAfter(from, 3));
    timeline = (await call(a.t, a.customer, routes.customerShipment, { id: sent.id })).json<CustomerShipment>();
    expect(timeline.state).toBe('out-for-delivery');
    expect(timeline.delivered_at).toBeNull();

    await pollCourier(a.t.app, demo, stepsAfter(from, 9));
    timeline = (await call(a.t, a.customer, routes.customerShipment, { id: sent.id })).json<CustomerShipment>();
    expect(timeline.state).toBe('delivered');
    expect(timeline.events.map((e) => e.description)).toEqual([
      'Etichetta creata',
      'Presa in carico',
      'In transito',
      'In consegna',
      'Consegnato',
    ]);
    const quotation = (
      await call(a.t, a.customer, routes.customerQuotation, { id: sent.id })
    ).json<CustomerQuotation>();
    expect(quotation.delivery_kind).toBe('courier');
    expect(new Date(quotation.delivered_at ?? '').getTime()).toBe(from.getTime() + 4 * STEP_SECONDS * 1000);
    // The dealer's held share starts its protection window at the courier's delivery (server/settlement).
    const [sale] = await query<{ delivered_at: string; available_at: string }>(
      a.t,
      `select delivered_at, available_at from settlement_sales where quotation_id = ${sent.id}`,
    );
    expect(new Date(sale.delivered_at).getTime()).toBe(from.getTime() + 4 * STEP_SECONDS * 1000);
    expect(new Date(sale.available_at).getTime()).toBeGreaterThan(new Date(sale.delivered_at).getTime());
    const titles = (await notificationsOf(a.t, CUSTOMER)).map((n) => n.title);
    expect(titles).toContain('Spedizione: Consegnato');
    expect((await notificationsOf(a.t, DEALER)).map((n) => n.title)).toContain('Consegnato dal corriere');

    // Polling again changes nothing: no new event, no second notification.
    const before = await query(a.t, `select count(*)::int as n from notifications`);
    await pollCourier(a.t.app, demo, stepsAfter(from, 12));
    expect(await query(a.t, `select count(*)::int as n from notifications`)).toEqual(before);
    expect(
      await query(
        a.t,
        `select id from shipment_events where shipment_id = (select id from shipments where quotation_id = ${sent.id})`,
      ),
    ).toHaveLength(5);
  });

  it('is polled by one instance per period: a second poll in the same period does nothing', async () => {
    const now = new Date(Date.now() + 3_600_000);
    expect(await pollShipments(a.t.app, now, STEP_SECONDS * 1000)).not.toBeNull();
    expect(await pollShipments(a.t.app, now, STEP_SECONDS * 1000)).toBeNull();
  });

  it('shows a purchase’s timeline to its customer only', async () => {
    const sent = await paid();
    await createLabel(sent.id);
    expect((await call(a.t, a.customer, routes.customerShipment, { id: sent.id })).statusCode).toBe(200);
    expect((await call(a.t, a.customer2, routes.customerShipment, { id: sent.id })).statusCode).toBe(404);
    expect((await call(a.t, a.dealer, routes.customerShipment, { id: sent.id })).statusCode).toBe(403);
  });
});

describe('the courier webhook', () => {
  const push = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return a.t.app.inject({
      method: 'POST',
      url: '/api/shipping/demo/webhook',
      headers: {
        'content-type': 'application/json',
        [DEMO_COURIER_SIGNATURE_HEADER]: signature ?? a.t.app.shipping.demo.sign(raw),
      },
      payload: raw,
    });
  };

  it('applies a signed event once: the replay changes nothing', async () => {
    const sent = await paid();
    const { tracking_number: tracking } = (await createLabel(sent.id)).json<Shipment>();
    const body = {
      tracking_number: tracking,
      events: [{ id: `${tracking}-1`, event: 'pick-up', occurred_at: new Date().toISOString() }],
    };
    const first = await push(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(shippingMessages.webhookApplied);
    const state = async () => ({
      shipment: await query(a.t, `select state, updated_at from shipments where quotation_id = ${sent.id}`),
      events: await query(a.t, `select count(*)::int as n from shipment_events`),
      notifications: await query(a.t, `select count(*)::int as n from notifications`),
    });
    const before = await state();
    expect(before.shipment[0]).toMatchObject({ state: 'picked-up' });
    const replay = await push(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe(shippingMessages.webhookReplayed);
    expect(await state()).toEqual(before);
  });

  it('refuses a wrong signature and a courier that pushes nothing', async () => {
    const body = { tracking_number: 'RHD0000000000', events: [] };
    expect((await push(body, 'f'.repeat(64))).statusCode).toBe(400);
    const brt = await a.t.app.inject({
      method: 'POST',
      url: '/api/shipping/brt/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(brt.statusCode).toBe(400);
  });
});
