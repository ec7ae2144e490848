import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rating } from '../../contract/api/customer-account.js';
import type { CustomerQuotation } from '../../contract/api/customer.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
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
 * A rating needs the goods at the customer's: an online sale shipped with a tracking code, or a delivery recorded by
 * the customer ("Ho ricevuto il ricambio") or, for an offline sale, by the dealer (consegnato / ritirato in sede).
 */

let a: Actors;
let warehouse: string;
let quoter: string;
beforeAll(async () => {
  a = await actors();
  warehouse = await a.t.login('magazzino@demo.example');
  quoter = await a.t.login('preventivi@demo.example');
});
afterAll(async () => {
  await a?.t.close();
});

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

const ship = (id: number, body: Record<string, string>) => call(a.t, a.dealer, routes.quotationTracking, { id }, body);
const rate = (id: number, stars = 4) => call(a.t, a.customer, routes.customerQuotationRating, { id }, { stars });
const received = (id: number, token = a.customer) => call(a.t, token, routes.customerQuotationReceived, { id });
const delivered = (id: number, kind: string, token = a.dealer) =>
  call(a.t, token, routes.quotationDelivered, { id }, { kind });

describe('rating before the goods arrived', () => {
  it('is refused on an offline sale just accepted, whatever its status says', async () => {
    const sent = await accepted('offline');
    const one = await call(a.t, a.customer, routes.customerQuotation, { id: sent.id });
    expect(one.json<CustomerQuotation>()).toMatchObject({ status: 'complete', delivered_at: null });
    const answer = await rate(sent.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(errors.ratingNotShipped);
    expect(await query(a.t, `select id from dealer_ratings where quotation_id = ${sent.id}`)).toHaveLength(0);
  });

  it('is refused on an online sale paid but not shipped, and on one shipped with a note only', async () => {
    const waiting = await paid();
    expect((await rate(waiting.id)).statusCode).toBe(409);
    const noted = await paid();
    expect((await ship(noted.id, { tracking_message: 'Spedito con corriere' })).statusCode).toBe(200);
    const answer = await rate(noted.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(errors.ratingNotShipped);
  });
});

describe('rating after the goods arrived', () => {
  it('is taken on an online sale shipped with a tracking code', async () => {
    const sent = await paid();
    expect((await ship(sent.id, { tracking_code: 'BRT 123456' })).statusCode).toBe(200);
    const answer = await rate(sent.id, 5);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<Rating>()).toMatchObject({ stars: 5, dealer_id: DEALER });
  });

  it('is taken on an online sale shipped with a note once the customer says "Ho ricevuto il ricambio"', async () => {
    const sent = await paid();
    expect((await received(sent.id)).statusCode).toBe(409);
    expect((await ship(sent.id, { tracking_message: 'Consegna a mano' })).statusCode).toBe(200);
    const answer = await received(sent.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CustomerQuotation>()).toMatchObject({ status: 'complete', delivery_kind: 'received' });
    expect(answer.json<CustomerQuotation>().delivered_at).not.toBeNull();
    expect((await notificationsOf(a.t, DEALER)).at(-1)).toMatchObject({ title: 'Ricambio ricevuto' });
    expect((await rate(sent.id)).statusCode).toBe(201);
  });

  it('is taken on an offline sale the customer confirmed received', async () => {
    const sent = await accepted('offline');
    expect((await received(sent.id)).statusCode).toBe(200);
    expect((await rate(sent.id)).statusCode).toBe(201);
  });

  it('is taken on an offline sale the warehouse marked delivered, and on one the owner marked collected', async () => {
    const byWarehouse = await accepted('offline');
    const answer = await delivered(byWarehouse.id, 'delivered', warehouse);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Quotation>()).toMatchObject({ status: 'complete', delivery_kind: 'delivered' });
    expect((await notificationsOf(a.t, CUSTOMER)).at(-1)).toMatchObject({ title: 'Consegna registrata' });
    const [row] = await query<{ delivered_by: number }>(
      a.t,
      `select delivered_by from quotations where id = ${byWarehouse.id}`,
    );
    const [person] = await query<{ id: number }>(a.t, `select id from users where email = 'magazzino@demo.example'`);
    expect(Number(row.delivered_by)).toBe(Number(person.id));
    expect((await rate(byWarehouse.id)).statusCode).toBe(201);

    const collected = await accepted('offline');
    expect((await delivered(collected.id, 'collected')).json<Quotation>().delivery_kind).toBe('collected');
    expect((await rate(collected.id)).statusCode).toBe(201);
  });
});

describe('recording the delivery', () => {
  it('lets the customer confirm once: a second or parallel confirmation answers the state, one notification', async () => {
    const sent = await accepted('offline');
    const answers = await Promise.all([1, 2, 3].map(() => received(sent.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const times = new Set(answers.map((answer) => answer.json<CustomerQuotation>().delivered_at));
    expect(times.size).toBe(1);
    const notes = await notificationsOf(a.t, DEALER);
    expect(notes.filter((n) => n.title === 'Ricambio ricevuto' && n.text.includes(sent.quotation_code))).toHaveLength(
      1,
    );
    // The dealer cannot record it again, nor change how.
    const again = await delivered(sent.id, 'collected');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(quotationMessages.deliveryAlreadySet);
  });

  it('refuses the dealer on an online sale (the customer confirms it), before acceptance, and a wrong kind', async () => {
    const sent = await paid();
    expect((await ship(sent.id, { tracking_code: 'GLS 1' })).statusCode).toBe(200);
    const online = await delivered(sent.id, 'delivered');
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(quotationMessages.deliveryOnlineByCustomer);
    const pending = await sendQuotation(a, await newRequest(a, 1));
    const early = await delivered(pending.id, 'delivered');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(quotationMessages.deliveryNotConcluded);
    const offline = await accepted('offline');
    const wrong = await delivered(offline.id, 'received');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain(quotationMessages.deliveryKind);
  });

  it('is the owner’s and the warehouse’s only, on the dealer’s own sales, and the customer’s own', async () => {
    const sent = await accepted('offline');
    expect((await delivered(sent.id, 'delivered', quoter)).statusCode).toBe(403);
    expect((await delivered(sent.id, 'delivered', a.dealer2)).statusCode).toBe(404);
    expect((await received(sent.id, a.customer2)).statusCode).toBe(404);
    expect((await received(sent.id, a.dealer)).statusCode).toBe(403);
    const [row] = await query<{ delivered_at: string | null }>(
      a.t,
      `select delivered_at from quotations where id = ${sent.id}`,
    );
    expect(row.delivered_at).toBeNull();
  });
});
