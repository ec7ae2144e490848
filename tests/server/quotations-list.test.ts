import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTATIONS_PER_PAGE } from '../../contract/constants.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import {
  actors,
  call,
  CUSTOMER,
  DEALER,
  DEALER2,
  newRequest,
  notificationsOf,
  query,
  sendQuotation,
  type Actors,
} from './quotations-fixtures.js';

interface Page {
  data: Quotation[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => {
  await a?.t.close();
});

const list = async (filter: string, search = '', token = a.dealer, dealerId = DEALER) =>
  call(a.t, token, routes.quotationList, { dealerId, filter }, undefined, search);
const page = async (filter: string, search = '') => {
  const answer = await list(filter, search);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page>();
};
const idsWhere = async (where: string) =>
  (
    await query<{ id: number }>(a.t, `select id from quotations where dealer_id = ${DEALER} and ${where} order by id`)
  ).map((r) => r.id);
const ping = async () =>
  (await call(a.t, a.dealer, routes.ping, {}, undefined, '?security=dealer-portal')).json<Record<string, number>>();

describe('GET /dealer/:dealerId/quotation/list/:filter', () => {
  it('lists each status group of the dealer, with the ping counters’ totals', async () => {
    const counters = await ping();
    const pending = await page('pending');
    const accepted = await page('accepted');
    const cancelled = await page('cancelled');
    expect(pending.total).toBe((await idsWhere(`status = 'pending'`)).length);
    expect(accepted.total).toBe((await idsWhere(`status in ('payment-pending', 'paid', 'complete')`)).length);
    expect(cancelled.total).toBe((await idsWhere(`status = 'cancelled'`)).length);
    expect([pending.total, accepted.total, cancelled.total]).toEqual([
      counters.dealer_sended_quotations_count,
      counters.dealer_accepted_quotations_count,
      counters.dealer_cancelled_quotations_count,
    ]);
    expect(pending.data.every((q) => q.status === 'pending' && q.dealer_id === DEALER)).toBe(true);
    expect(new Set(accepted.data.map((q) => q.status))).toEqual(new Set(['payment-pending', 'paid', 'complete']));
    expect(accepted).toMatchObject({ page: 1, per_page: QUOTATIONS_PER_PAGE, last_page: 1 });
  });

  it('sends customer data only for payment-pending, paid and complete quotations', async () => {
    for (const q of (await page('accepted')).data) {
      expect(q.user, q.quotation_code).not.toBeNull();
      expect(q.user?.email).toMatch(/@/);
      expect(q.user?.address).toMatch(/\d{5} /);
    }
    for (const q of [...(await page('pending')).data, ...(await page('cancelled')).data])
      expect(q.user, q.quotation_code).toBeNull();
  });

  it('orders accepted by acceptance and the others by last change, newest first; sort=asc reverses', async () => {
    const accepted = (await page('accepted')).data.map((q) => q.accepted_date ?? '');
    expect(accepted).toEqual([...accepted].sort().reverse());
    const pending = (await page('pending')).data.map((q) => q.updated_at);
    expect(pending).toEqual([...pending].sort().reverse());
    const ascending = (await page('pending', '?sort=asc')).data.map((q) => q.updated_at);
    expect(ascending).toEqual([...pending].reverse());
  });

  it('gives pending quotations their request’s timer and the others 0, with rows and vehicle', async () => {
    for (const q of (await page('pending')).data) {
      expect(q.timing_residue).toBeGreaterThan(0);
      expect(q.quotation_rows.length).toBeGreaterThan(0);
      expect(q.quotation_rows[0].part_name).not.toBe('');
      expect(q.vehicle.id).toBeGreaterThan(0);
    }
    for (const q of (await page('accepted')).data) expect(q.timing_residue).toBe(0);
  });

  it('filters by search (code, plate), brand and dates', async () => {
    const [first] = (await page('accepted')).data;
    const byCode = await page('accepted', `?search=${encodeURIComponent(first.quotation_code.toLowerCase())}`);
    expect(byCode.data.map((q) => q.id)).toEqual([first.id]);
    const plate = first.vehicle.plate ?? first.vehicle.chassis ?? '';
    expect((await page('accepted', `?search=${encodeURIComponent(plate)}`)).data.map((q) => q.id)).toContain(first.id);
    const byBrand = await page('accepted', `?brand=${first.vehicle.manufacturer_id}`);
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.data.every((q) => q.vehicle.manufacturer_id === first.vehicle.manufacturer_id)).toBe(true);
    expect((await page('accepted', '?dateFrom=2100-12-31')).total).toBe(0);
    expect((await page('accepted', '?dateTo=2000-01-01')).total).toBe(0);
    expect((await page('accepted', '?search=nessun-risultato-xyz')).data).toEqual([]);
  });

  it("filters brand, part and province on the request's facts, also once the request's change (the quotation's copies)", async () => {
    const expected = async (where: string) =>
      (
        await query<{ id: number }>(
          a.t,
          `select q.id from quotations q join submissions s on s.id = q.submission_id
      where q.dealer_id = ${DEALER} and q.status = 'pending' and ${where} order by q.id`,
        )
      ).map((r) => Number(r.id));
    const listed = async (search: string) => {
      const first = await page('pending', search);
      const ids = first.data.map((q) => q.id);
      for (let p = 2; p <= first.last_page; p += 1)
        ids.push(...(await page('pending', `${search}&page=${p}`)).data.map((q) => q.id));
      return ids.sort((x, y) => x - y);
    };
    const [sample] = await query<{ submission_id: number; manufacturer_id: number; province_id: number; part: number }>(
      a.t,
      `select q.submission_id,
      s.manufacturer_id, s.province_id, s.part_ids[1] as part from quotations q join submissions s on s.id = q.submission_id
      where q.dealer_id = ${DEALER} and q.status = 'pending' and s.manufacturer_id is not null and s.province_id is not null order by q.id limit 1`,
    );
    expect(sample).toBeDefined();
    expect(await listed(`?brand=${sample.manufacturer_id}`)).toEqual(
      await expected(`s.manufacturer_id = ${sample.manufacturer_id}`),
    );
    expect(await listed(`?part=${sample.part}`)).toEqual(await expected(`s.part_ids && '{${sample.part}}'::int[]`));
    expect(await listed(`?province=${sample.province_id}`)).toEqual(
      await expected(`s.province_id = ${sample.province_id}`),
    );
    // The request moves to another brand and province: its quotation follows (trigger of migration 0027).
    const [other] = await query<{ id: number }>(
      a.t,
      `select id from manufacturers where id <> ${sample.manufacturer_id} order by id limit 1`,
    );
    const [province] = await query<{ id: number }>(
      a.t,
      `select id from provinces where id <> ${sample.province_id} order by id limit 1`,
    );
    await query(
      a.t,
      `update submissions set manufacturer_id = ${other.id}, province_id = ${province.id} where id = ${sample.submission_id}`,
    );
    const moved = await expected(`s.id = ${sample.submission_id}`);
    expect(await listed(`?brand=${other.id}&province=${province.id}`)).toEqual(expect.arrayContaining(moved));
    expect(await listed(`?brand=${sample.manufacturer_id}`)).not.toEqual(expect.arrayContaining(moved));
  });

  it("searches the request's text, also once the request's vehicle is corrected (the quotation's copy)", async () => {
    const [first] = (await page('accepted')).data;
    const plate = 'ZZ987QX';
    expect((await page('accepted', `?search=${plate}`)).data).toEqual([]);
    await query(a.t, `update vehicles set plate = '${plate}' where id = ${first.vehicle.id}`);
    expect((await page('accepted', `?search=${plate.toLowerCase()}`)).data.map((q) => q.id)).toContain(first.id);
  });

  it('answers an empty page past the last, and 422 for bad paging or filter values', async () => {
    const beyond = await page('accepted', '?page=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.page).toBe(5);
    expect(beyond.total).toBeGreaterThan(0);
    for (const search of ['?page=0', '?page=abc', '?dateFrom=2024-05-02&dateTo=2024-05-01', '?sort=up']) {
      expect((await list('accepted', search)).statusCode, search).toBe(422);
    }
    expect((await list('shipped')).statusCode).toBe(422);
  });

  it('refuses another dealer’s list (403) and a customer (403)', async () => {
    expect((await list('accepted', '', a.dealer, DEALER2)).statusCode).toBe(403);
    expect((await list('accepted', '', a.customer, CUSTOMER)).statusCode).toBe(403);
  });

  it('moves a pending quotation whose request expired to cancelled, and tells the dealer', async () => {
    const request = await newRequest(a);
    const sent = await sendQuotation(a, request);
    const before = (await page('pending')).total;
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${request.id}`);
    const pending = await page('pending');
    expect(pending.total).toBe(before - 1);
    expect(pending.data.map((q) => q.id)).not.toContain(sent.id);
    expect((await page('cancelled', `?search=${request.vehicle.plate}`)).data.map((q) => q.id)).toContain(sent.id);
    expect((await notificationsOf(a.t, DEALER)).at(-1)?.title).toBe('Preventivo scaduto');
  });
});

describe('POST /quotation/:id/tracking', () => {
  const track = (id: number, body: unknown, token = a.dealer) =>
    call(a.t, token, routes.quotationTracking, { id }, body);
  const statusOf = async (id: number) =>
    (
      await query<{ status: string; tracking_code: string | null }>(
        a.t,
        `select status, tracking_code from quotations where id = ${id}`,
      )
    )[0];

  it('ships a paid online quotation: complete, the tracking saved, the record answered, the customer notified', async () => {
    const [id] = await idsWhere(`status = 'paid' and payment_type = 'online'`);
    const answer = await track(id, { tracking_code: ' BRT 123456789 ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Quotation>()).toMatchObject({
      id,
      status: 'complete',
      tracking_code: 'BRT 123456789',
      tracking_message: null,
    });
    expect(answer.json<Quotation>().user).not.toBeNull();
    const [author] = await query<{ author_id: number }>(
      a.t,
      `select s.author_id from quotations q join submissions s on s.id = q.submission_id where q.id = ${id}`,
    );
    expect((await notificationsOf(a.t, author.author_id)).at(-1)?.text).toContain('BRT 123456789');

    const again = await track(id, { tracking_code: 'GLS 1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: quotationMessages.trackingAlreadySet });
    expect((await statusOf(id)).tracking_code).toBe('BRT 123456789');
  });

  it('accepts a shipping note instead of a code', async () => {
    // The first test shipped one of the paid online quotations of the seed: this is another one.
    const [id] = await idsWhere(`status = 'paid' and payment_type = 'online'`);
    const answer = await track(id, { tracking_message: 'Ritiro in sede concordato' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Quotation>()).toMatchObject({
      status: 'complete',
      tracking_code: null,
      tracking_message: 'Ritiro in sede concordato',
    });
  });

  it('refuses with 409 unless paid, online and without tracking', async () => {
    const cases: [string, RegExp][] = [
      [`status = 'payment-pending'`, /in attesa di pagamento/],
      [`status = 'pending'`, /in attesa di risposta del cliente/],
      [`status = 'cancelled'`, /annullato/],
      [`status = 'complete' and payment_type = 'offline'`, /concluso/],
      [`status = 'complete' and tracking_code is not null`, /già stata confermata/],
    ];
    for (const [where, message] of cases) {
      const [id] = await idsWhere(where);
      const before = await statusOf(id);
      const answer = await track(id, { tracking_code: 'SDA 999' });
      expect(answer.statusCode, where).toBe(409);
      expect(answer.json().message, where).toMatch(message);
      expect(await statusOf(id)).toEqual(before);
    }
  });

  it('answers 404 for another dealer’s quotation and changes nothing; 403 for a customer; 422 without code or note', async () => {
    const [id] = await idsWhere(`status = 'paid'`);
    const before = await statusOf(id);
    expect((await track(id, { tracking_code: 'X' }, a.dealer2)).statusCode).toBe(404);
    expect((await track(id, { tracking_code: 'X' }, a.customer)).statusCode).toBe(403);
    expect((await track(id, { tracking_code: '  ', tracking_message: '' })).statusCode).toBe(422);
    expect(await statusOf(id)).toEqual(before);
    expect((await track(999_999, { tracking_code: 'X' })).statusCode).toBe(404);
  });
});
