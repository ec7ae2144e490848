import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rating } from '../../contract/api/customer-account.js';
import type { CustomerOffers } from '../../contract/api/customer-offers.js';
import type { CustomerQuotation, CustomerSubmission, CustomerSubmissionPage } from '../../contract/api/customer.js';
import type { CustomerCounters } from '../../contract/api/customer-counters.js';
import type { Notification } from '../../contract/entities/chat.js';
import { routes } from '../../contract/routes.js';
import { quotationTotals } from '../../contract/totals.js';
import { errors } from '../../i18n/it/errors.js';
import {
  actors,
  call,
  CUSTOMER,
  DEALER,
  DEALER2,
  newRequest,
  query,
  sendQuotation,
  type Actors,
} from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => {
  await a?.t.close();
});

type Sent = Awaited<ReturnType<typeof sendQuotation>>;
const online = (sent: Sent) => ({
  payment_type: 'online',
  payment_method_id: 4,
  shipping_fee_chosen: 'flat',
  accepted_rows: [sent.quotation_rows[0].id],
});

/** A request quoted by dealer 1, accepted online, paid and shipped: the rating's precondition. */
async function shipped(token = a.customer): Promise<Sent> {
  const request = await newRequest(a, 2, token);
  const sent = await sendQuotation(a, request);
  expect((await call(a.t, token, routes.customerQuotationAccept, { id: sent.id }, online(sent))).statusCode).toBe(200);
  expect((await call(a.t, token, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(200);
  expect(
    (await call(a.t, a.dealer, routes.quotationTracking, { id: sent.id }, { tracking_code: 'TRK-1' })).statusCode,
  ).toBe(200);
  return sent;
}
const rate = (id: number, body: unknown, token = a.customer) =>
  call(a.t, token, routes.customerQuotationRating, { id }, body);
const starsOf = async (dealerId: number) =>
  Number((await query<{ s: string }>(a.t, `select dealer_stars as s from users where id = ${dealerId}`))[0].s);

describe('Le mie richieste', () => {
  it('lists only the caller’s requests, newest first, with the offers so far', async () => {
    const older = await newRequest(a);
    const newer = await newRequest(a);
    await sendQuotation(a, newer);
    await sendQuotation(a, newer, a.dealer2, DEALER2);
    const theirs = await newRequest(a, 1, a.customer2);

    const page = (await call(a.t, a.customer, routes.customerSubmissions)).json<CustomerSubmissionPage>();
    expect(page.data.every((request) => request.author_id === CUSTOMER)).toBe(true);
    expect(page.data.map((request) => request.id)).not.toContain(theirs.id);
    const ids = page.data.map((request) => request.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.data.find((request) => request.id === newer.id)).toMatchObject({ offers_count: 2, state: 'open' });
    expect(page.data.find((request) => request.id === newer.id)!.timing_residue).toBeGreaterThan(0);
    expect(page).toMatchObject({ page: 1, per_page: 10 });
    expect(page.last_page).toBe(Math.ceil(page.total / 10));

    const one = await call(a.t, a.customer, routes.customerSubmission, { id: newer.id });
    expect(one.json<CustomerSubmission>()).toMatchObject({
      id: newer.id,
      offers_count: 2,
      vehicle: { plate: 'GA123BC' },
    });
    expect((await call(a.t, a.customer2, routes.customerSubmission, { id: newer.id })).statusCode).toBe(404);
    expect((await call(a.t, a.customer, routes.customerSubmissions, {}, undefined, '?page=0')).statusCode).toBe(422);
  });
});

describe('offers compared side by side', () => {
  it('gives per row every dealer’s options and per dealer the cheapest total of contract/totals.ts, nothing private', async () => {
    const request = await newRequest(a);
    const mine = await sendQuotation(a, request);
    const theirs = await sendQuotation(a, request, a.dealer2, DEALER2);
    const answer = await call(a.t, a.customer, routes.customerSubmissionOffers, { id: request.id });
    expect(answer.statusCode, answer.body).toBe(200);
    const offers = answer.json<CustomerOffers>();
    expect(offers.rows.map((row) => row.submission_row_id)).toEqual(request.submission_rows.map((row) => row.id));
    // Row 1 has two options from each dealer, row 2 one.
    expect(offers.rows[0].options).toHaveLength(4);
    expect(offers.rows[1].options).toHaveLength(2);
    const valeo = offers.rows[0].options.find((o) => o.dealer_id === DEALER && o.brand === 'Valeo')!;
    expect(valeo).toMatchObject({
      condition: 'reconditioned',
      part_code: 'VAL-777',
      net_price: 55.5,
      tax_import: 10,
      line_price_with_vat: 61.05,
    });
    for (const sent of [mine, theirs]) {
      const dealer = offers.dealers.find((d) => d.quotation_id === sent.id)!;
      expect(dealer.cheapest_total).toBe(
        quotationTotals({ options: sent.quotation_rows, shippingFlat: 10, shippingPartial: 6 }).total,
      );
      expect(dealer).toMatchObject({
        shipping_cost_flat: 10,
        shipping_cost_partial: 6,
        rows_offered: 2,
        status: 'pending',
      });
      expect(dealer.available_methods).toContain(4);
      expect(typeof dealer.dealer_stars).toBe('number');
    }
    const text = answer.body;
    const [dealer] = await query<{ iban: string | null; email: string; phone: string | null }>(
      a.t,
      `select iban, email, phone from users where id = ${DEALER}`,
    );
    for (const secret of [dealer.iban, dealer.email, dealer.phone].filter(Boolean)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(iban|credits|email|phone)"/);

    expect((await call(a.t, a.customer2, routes.customerSubmissionOffers, { id: request.id })).statusCode).toBe(404);
    expect((await call(a.t, a.customer2, routes.customerQuotation, { id: mine.id })).statusCode).toBe(404);
    expect((await call(a.t, a.dealer, routes.customerSubmissionOffers, { id: request.id })).statusCode).toBe(403);
  });

  it('accepts one option per row chosen among several of the same dealer', async () => {
    const request = await newRequest(a);
    const sent = await sendQuotation(a, request);
    const valeo = sent.quotation_rows.find((row) => row.brand === 'Valeo')!;
    const accepted = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: sent.id },
      { payment_type: 'online', payment_method_id: 4, accepted_rows: [valeo.id] },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const offers = (
      await call(a.t, a.customer, routes.customerSubmissionOffers, { id: request.id })
    ).json<CustomerOffers>();
    expect(offers.rows[0].options.filter((o) => o.accepted).map((o) => o.id)).toEqual([valeo.id]);
    const both = sent.quotation_rows
      .filter((row) => row.submission_row_id === valeo.submission_row_id)
      .map((row) => row.id);
    const other = await newRequest(a);
    const again = await sendQuotation(a, other);
    const twice = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: again.id },
      {
        payment_type: 'online',
        payment_method_id: 4,
        accepted_rows: again.quotation_rows
          .filter((r) => r.submission_row_id === again.quotation_rows[0].submission_row_id)
          .map((r) => r.id),
      },
    );
    expect(both).toHaveLength(2);
    expect(twice.statusCode).toBe(422);
  });

  it('pays exactly once under 5 parallel payments: each answers the paid state, one fee', async () => {
    const request = await newRequest(a);
    const sent = await sendQuotation(a, request);
    expect(
      (await call(a.t, a.customer, routes.customerQuotationAccept, { id: sent.id }, online(sent))).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json<CustomerQuotation>().status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
    ]);
    expect(await query(a.t, `select id from fees where quotation_id = ${sent.id}`)).toHaveLength(1);
    expect((await call(a.t, a.customer2, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(404);
  });
});

describe('rating the dealer', () => {
  it('is refused before shipping and for another customer, taken once, and moves dealer_stars', async () => {
    // The demo dealer's stars are the average of the seed's rating rows: each new rating joins them.
    const [seeded] = await query<{ total: string; count: string }>(
      a.t,
      `select coalesce(sum(stars), 0) as total, count(*) as count from dealer_ratings where dealer_id = ${DEALER}`,
    );
    const average = (...stars: number[]) =>
      Math.round(
        ((Number(seeded.total) + stars.reduce((x, y) => x + y, 0)) / (Number(seeded.count) + stars.length)) * 10,
      ) / 10;
    const request = await newRequest(a);
    const pending = await sendQuotation(a, request);
    const early = await rate(pending.id, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(errors.ratingNotShipped);

    const sent = await shipped();
    const unrated = await call(a.t, a.customer, routes.customerQuotation, { id: sent.id });
    expect(unrated.json<CustomerQuotation>().my_rating).toBeNull();
    expect((await rate(sent.id, { stars: 4 }, a.customer2)).statusCode).toBe(404);
    expect((await rate(sent.id, { stars: 6 })).statusCode).toBe(422);
    expect((await rate(sent.id, { stars: 4, comment: 'x'.repeat(1001) })).statusCode).toBe(422);
    const first = await rate(sent.id, { stars: 4, comment: 'Spedizione rapida' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Rating>()).toMatchObject({
      stars: 4,
      comment: 'Spedizione rapida',
      dealer_id: DEALER,
      dealer_stars: average(4),
    });
    expect(await starsOf(DEALER)).toBe(average(4));
    const second = await rate(sent.id, { stars: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(errors.ratingTaken);
    // The order page reads the rating given (its "already rated" state), the first one, not the refused second.
    const rated = await call(a.t, a.customer, routes.customerQuotation, { id: sent.id });
    expect(rated.json<CustomerQuotation>().my_rating).toMatchObject({ stars: 4, comment: 'Spedizione rapida' });

    const next = await shipped();
    expect((await rate(next.id, { stars: 1 })).statusCode).toBe(201);
    expect(await starsOf(DEALER)).toBe(average(4, 1));
    const offersRequest = await newRequest(a);
    await sendQuotation(a, offersRequest);
    const offers = (
      await call(a.t, a.customer, routes.customerSubmissionOffers, { id: offersRequest.id })
    ).json<CustomerOffers>();
    expect(offers.dealers[0]).toMatchObject({
      dealer_id: DEALER,
      dealer_stars: average(4, 1),
      ratings_count: Number(seeded.count) + 2,
    });
  });

  it('takes one of parallel ratings of a quotation', async () => {
    const sent = await shipped();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((stars) => rate(sent.id, { stars })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await query(a.t, `select id from dealer_ratings where quotation_id = ${sent.id}`)).toHaveLength(1);
  });
});

describe('notifications and counters of the customer', () => {
  it('lists the customer’s notifications with their target, counts them and marks them read', async () => {
    await call(a.t, a.customer, routes.customerNotificationsRead);
    const request = await newRequest(a);
    const before = (await call(a.t, a.customer, routes.customerPing)).json<CustomerCounters>();
    const sent = await sendQuotation(a, request);
    const list = (await call(a.t, a.customer, routes.customerNotifications)).json<Notification[]>();
    expect(list[0]).toMatchObject({
      title: 'Nuovo preventivo ricevuto',
      read: 0,
      target: { kind: 'quotation', id: sent.id },
    });
    const after = (await call(a.t, a.customer, routes.customerPing)).json<CustomerCounters>();
    expect(after.notifications_to_read).toBe(1);
    expect(after.offers_on_open_requests).toBe(before.offers_on_open_requests + 1);
    expect(after.open_requests).toBe(before.open_requests);
    const theirs = (await call(a.t, a.customer2, routes.customerNotifications)).json<Notification[]>();
    expect(theirs.some((n) => n.target?.kind === 'quotation' && n.target.id === sent.id)).toBe(false);
    expect((await call(a.t, a.customer, routes.customerNotificationsRead)).statusCode).toBe(200);
    expect((await call(a.t, a.customer, routes.customerPing)).json<CustomerCounters>().notifications_to_read).toBe(0);
    expect((await call(a.t, a.dealer, routes.customerPing)).statusCode).toBe(403);
  });
});
