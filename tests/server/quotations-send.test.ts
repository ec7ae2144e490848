import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { quotationTotals } from '../../contract/totals.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import {
  actors,
  call,
  CUSTOMER,
  DEALER,
  DEALER2,
  newRequest,
  notificationsOf,
  option,
  query,
  sendBody,
  type Actors,
} from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => {
  await a?.t.close();
});

const countQuotations = async (submissionId: number) =>
  Number(
    (
      await query<{ n: number }>(a.t, `select count(*)::int as n from quotations where submission_id = ${submissionId}`)
    )[0].n,
  );

describe('PUT /quotation/new', () => {
  it('stores a pending quotation with the server’s totals, no customer data, and notifies the customer', async () => {
    const request = await newRequest(a);
    const before = (await notificationsOf(a.t, CUSTOMER)).length;
    const body = sendBody(request, DEALER, { total_price: 1, subtotal_price: 99_999, total_tax: 0 });
    const answer = await call(a.t, a.dealer, routes.quotationNew, {}, body);
    expect(answer.statusCode).toBe(200);
    const quotation = answer.json<Quotation>();

    const options = JSON.parse(body.quotation_rows as string) as {
      submission_row_id: number;
      quantity: number;
      net_price: number;
      tax_import: number;
    }[];
    const expected = quotationTotals({ options, shippingFlat: 10, shippingPartial: 6 });
    expect(quotation).toMatchObject({
      status: 'pending',
      user: null,
      dealer_id: DEALER,
      submission_id: request.id,
      payment_type: null,
      accepted_date: null,
      subtotal_price: expected.subtotal,
      total_tax: expected.total_tax,
      total_price: expected.total,
      shipping_cost_flat: 10,
      shipping_cost_partial: 6,
      vehicle: { id: request.vehicle_id, plate: 'GA123BC', manufacturer_name: 'Fiat' },
    });
    expect(quotation.total_price).not.toBe(1);
    expect(quotation.quotation_code).toMatch(new RegExp(`^RH-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(quotation.timing_residue).toBeGreaterThan(2800);
    expect(quotation.quotation_rows).toHaveLength(3);
    expect(quotation.quotation_rows[0]).toMatchObject({
      part_id: request.submission_rows[0].part_id,
      part_name: request.submission_rows[0].part.name,
      accepted: false,
    });
    expect(quotation.quotation_rows[2]).toMatchObject({
      brand: 'Valeo',
      condition: 'reconditioned',
      tax_import: 10,
      net_price: 55.5,
    });

    const notes = await notificationsOf(a.t, CUSTOMER);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)?.text).toContain(quotation.quotation_code);
  });

  it('accepts quotation_rows as an array too, and rounds prices to the cent', async () => {
    const request = await newRequest(a, 1);
    const body = sendBody(request, DEALER, {
      quotation_rows: [option(request.submission_rows[0].id, { net_price: 12.345 })],
    });
    const answer = await call(a.t, a.dealer, routes.quotationNew, {}, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Quotation>().quotation_rows[0].net_price).toBe(12.35);
  });

  it('accepts numbers written as strings (SPEC §7 “as JSON strings”) and an empty list price as none', async () => {
    const request = await newRequest(a, 1);
    const rows = [
      {
        ...option(request.submission_rows[0].id),
        net_price: '19.90',
        tax_import: '10',
        full_net_price: '',
        discount: '',
      },
    ];
    const body = {
      ...sendBody(request, DEALER),
      submission_id: String(request.id),
      shipping_cost_flat: '7.5',
      shipping_cost_partial: '',
      quotation_rows: JSON.stringify(rows),
    };
    const answer = await call(a.t, a.dealer, routes.quotationNew, {}, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Quotation>()).toMatchObject({ shipping_cost_flat: 7.5, shipping_cost_partial: null });
    expect(answer.json<Quotation>().quotation_rows[0]).toMatchObject({
      net_price: 19.9,
      tax_import: 10,
      full_net_price: null,
      discount: null,
    });
  });

  it('answers a repeated identical send with the same quotation and stores it once', async () => {
    const request = await newRequest(a);
    const first = await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER));
    const again = await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER));
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<Quotation>().id).toBe(first.json<Quotation>().id);
    expect(again.json<Quotation>().quotation_code).toBe(first.json<Quotation>().quotation_code);
    expect(await countQuotations(request.id)).toBe(1);
    const rows = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from quotation_rows where quotation_id = ${first.json<Quotation>().id}`,
    );
    expect(rows[0].n).toBe(3);
  });

  it('stores one quotation when two identical sends race', async () => {
    const request = await newRequest(a);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json<Quotation>().id)).size).toBe(1);
    expect(await countQuotations(request.id)).toBe(1);
  });

  it('refuses a different quotation for a request already quoted, and keeps the first', async () => {
    const request = await newRequest(a);
    const first = await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER));
    const changed = await call(
      a.t,
      a.dealer,
      routes.quotationNew,
      {},
      sendBody(request, DEALER, { shipping_cost_flat: 12 }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: quotationMessages.alreadyQuotedDifferently });
    const stored = await query<{ shipping_cost_flat: string }>(
      a.t,
      `select shipping_cost_flat from quotations where id = ${first.json<Quotation>().id}`,
    );
    expect(Number(stored[0].shipping_cost_flat)).toBe(10);
    expect(await countQuotations(request.id)).toBe(1);
  });

  it('lets two dealers quote the same request', async () => {
    const request = await newRequest(a);
    expect((await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER))).statusCode).toBe(200);
    expect((await call(a.t, a.dealer2, routes.quotationNew, {}, sendBody(request, DEALER2))).statusCode).toBe(200);
    expect(await countQuotations(request.id)).toBe(2);
  });
});

describe('PUT /quotation/new refusals', () => {
  it('403 when dealer_id names another dealer; nothing stored', async () => {
    const request = await newRequest(a);
    const answer = await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER2));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: quotationMessages.dealerMismatch });
    expect(await countQuotations(request.id)).toBe(0);
  });

  it('401 without a token, 403 with a customer’s', async () => {
    const request = await newRequest(a);
    expect((await call(a.t, null, routes.quotationNew, {}, sendBody(request, DEALER))).statusCode).toBe(401);
    expect((await call(a.t, a.customer, routes.quotationNew, {}, sendBody(request, CUSTOMER))).statusCode).toBe(403);
    expect(await countQuotations(request.id)).toBe(0);
  });

  it('422 for rows of another request, with the option at fault', async () => {
    const [request, other] = [await newRequest(a), await newRequest(a)];
    const body = sendBody(request, DEALER, {
      quotation_rows: JSON.stringify([option(request.submission_rows[0].id), option(other.submission_rows[0].id)]),
    });
    const answer = await call(a.t, a.dealer, routes.quotationNew, {}, body);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      'quotation_rows.1.submission_row_id': [quotationMessages.rowNotInSubmission],
    });
    expect(await countQuotations(request.id)).toBe(0);
  });

  it('422 when vehicle or author do not match the request', async () => {
    const request = await newRequest(a);
    const answer = await call(
      a.t,
      a.dealer,
      routes.quotationNew,
      {},
      sendBody(request, DEALER, { vehicle_id: request.vehicle_id + 1000, author_id: 5 }),
    );
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual(['author_id', 'vehicle_id']);
  });

  it('404 for a request that does not exist', async () => {
    const request = await newRequest(a);
    const answer = await call(
      a.t,
      a.dealer,
      routes.quotationNew,
      {},
      sendBody(request, DEALER, { submission_id: 999_999 }),
    );
    expect(answer.statusCode).toBe(404);
  });

  it('409 for an expired, a closed or an excluded-province request', async () => {
    const expired = await newRequest(a);
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${expired.id}`);
    const closed = await newRequest(a);
    await query(a.t, `update submissions set closed_at = now() where id = ${closed.id}`);
    const excluded = await newRequest(a);
    await query(
      a.t,
      `update submissions set province_id = (select id from provinces where code = 'AO') where id = ${excluded.id}`,
    );
    for (const request of [expired, closed, excluded]) {
      const answer = await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER));
      expect(answer.statusCode, `request ${request.id}`).toBe(409);
      expect(answer.json()).toEqual({ message: 'La richiesta è scaduta o non è più disponibile' });
      expect(await countQuotations(request.id)).toBe(0);
    }
    // The province is excluded by dealer 1 only: dealer 2 may still quote it.
    expect((await call(a.t, a.dealer2, routes.quotationNew, {}, sendBody(excluded, DEALER2))).statusCode).toBe(200);
  });

  it('lets a dealer whose timer is paused quote after the deadline', async () => {
    const request = await newRequest(a);
    await query(a.t, `update submissions set deadline_at = now() - interval '1 hour' where id = ${request.id}`);
    await query(
      a.t,
      `insert into conversations (uuid, submission_id, dealer_id, frozen_since) values (gen_random_uuid(), ${request.id}, ${DEALER}, now() - interval '2 hours')`,
    );
    expect((await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER))).statusCode).toBe(200);
    expect((await call(a.t, a.dealer2, routes.quotationNew, {}, sendBody(request, DEALER2))).statusCode).toBe(409);
  });

  const badOptions: [string, unknown][] = [
    ['VAT 15', [{ tax_import: 15 }]],
    ['a negative price', [{ net_price: -1 }]],
    ['condition broken', [{ condition: 'broken' }]],
    ['quantity 0', [{ quantity: 0 }]],
    ['no part code', [{ part_code: '  ' }]],
    ['no brand', [{ brand: '' }]],
    ['no price', [{ net_price: null }]],
    ['a price that is not a number', [{ net_price: 'dieci' }]],
    ['a discount over 100', [{ discount: 120 }]],
  ];

  it.each(badOptions)('422 for an option with %s', async (_, patches) => {
    const request = await newRequest(a, 1);
    const rows = (patches as Record<string, unknown>[]).map((patch) => ({
      ...option(request.submission_rows[0].id),
      ...patch,
    }));
    const answer = await call(
      a.t,
      a.dealer,
      routes.quotationNew,
      {},
      sendBody(request, DEALER, { quotation_rows: JSON.stringify(rows) }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(errors.validation);
    expect(Object.keys(answer.json().errors)[0]).toMatch(/^quotation_rows/);
    expect(await countQuotations(request.id)).toBe(0);
  });

  it.each([
    ['invalid JSON', '[{"submission_row_id":'],
    ['no options', '[]'],
    ['not a list', '{"a":1}'],
  ])('422 for quotation_rows with %s', async (_, rows) => {
    const request = await newRequest(a, 1);
    const answer = await call(
      a.t,
      a.dealer,
      routes.quotationNew,
      {},
      sendBody(request, DEALER, { quotation_rows: rows }),
    );
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toContain('quotation_rows');
  });

  it('4xx for a body that is not JSON or misses fields', async () => {
    const raw = await a.t.app.inject({
      method: 'PUT',
      url: '/api/quotation/new',
      headers: { authorization: `Bearer ${a.dealer}`, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(raw.statusCode).toBe(400);
    const missing = await call(a.t, a.dealer, routes.quotationNew, {}, { dealer_id: DEALER });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.submission_id).toEqual([errors.required]);
  });
});
