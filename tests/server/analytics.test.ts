import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSubmission, CustomerSubmissionBody } from '../../contract/api/customer.js';
import type { Analytics } from '../../contract/entities/intelligence.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { MARKET_MIN_DEALERS, MARKET_MIN_QUOTATIONS } from '../../server/cache/response-median.js';
import { cancelExpiredQuotations } from '../../server/repositories/quotations-expiry.js';
import { benchDealers } from './inbox-support.js';
import {
  actors,
  call,
  DEALER,
  DEALER2,
  option,
  query,
  requestBody,
  sendBody,
  type Actors,
} from './quotations-fixtures.js';

/*
 * "Statistiche": the figures of a history seeded in March 2021 (no demo data there), worked out by hand.
 * Dealer X (a new dealer, RM excluded) and dealer 2 quote; Rome is UTC+1 in early March.
 *
 *   request                   created (Rome)      X quotes after        dealer 2 after   settled
 *   R1 Fiat, part A           Mon 01/03 10:00     20 min, 122.00         90 min, 183.00  X won (122.00)
 *   R2 Volkswagen, A + B      Tue 02/03 10:00     45 min, 109.80         30 min, 88.00   dealer 2 won: X lost by +24.8%
 *   R3 Fiat, part A           Tue 09/03 10:00     300 min, 61.00         —               expired
 *   R4 Fiat, part A           Wed 10/03 10:00     —                      10 min          open
 *   R5 Fiat, in RM (excluded) Thu 11/03 10:00     —                      —               not in X's area
 *   R6 Fiat, part A           Sun 14/03 23:30     declined by X          —               received all the same
 *   R7 Fiat, part A           Sun 28/02 23:30     15 min                 —               the day before the range
 */

let a: Actors;
let x: { id: number; token: string };
let partA: number;
let partB: number;
let categoryA: { id: number; name: string };
let categoryB: { id: number; name: string };
const make: Record<string, number> = {};

/** Top-level category of a part. */
const topOf = async (partId: number) =>
  (
    await query<{ id: number; name: string }>(
      a.t,
      `with recursive up as (
    select id, name, part_parent_id from parts where id = ${partId}
    union all select p.id, p.name, p.part_parent_id from parts p join up on p.id = up.part_parent_id)
  select id, name from up where part_parent_id is null`,
    )
  )[0];

beforeAll(async () => {
  a = await actors();
  [x] = await benchDealers(a.t, ['statistiche']);
  const [rm] = await query<{ id: number }>(a.t, `select id from provinces where code = 'RM'`);
  await query(a.t, `insert into dealer_provinces (dealer_id, province_id) values (${x.id}, ${rm.id})`);
  for (const row of await query<{ id: number; name: string }>(
    a.t,
    `select id, name from manufacturers where name in ('Fiat', 'Volkswagen')`,
  )) {
    make[row.name] = Number(row.id);
  }
  const leaves = await query<{ id: number }>(
    a.t,
    `select p.id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) order by p.id`,
  );
  partA = Number(leaves[0].id);
  categoryA = await topOf(partA);
  for (const leaf of leaves) {
    const top = await topOf(Number(leaf.id));
    if (top.id !== categoryA.id) {
      partB = Number(leaf.id);
      categoryB = top;
      break;
    }
  }
});
afterAll(async () => {
  await a?.t.close();
});

const X = () => ({ id: x.id, token: x.token });
const Y = () => ({ id: DEALER2, token: a.dealer2 });

async function request(manufacturer: string, parts: number[], province?: string): Promise<CustomerSubmission> {
  const body: CustomerSubmissionBody = await requestBody(a.t, 1);
  body.vehicle = { ...body.vehicle, manufacturer_id: make[manufacturer] };
  body.rows = parts.map((part_id) => ({ part_id, quantity: 1, brand: null }));
  if (province)
    body.province_id = Number(
      (await query<{ id: number }>(a.t, `select id from provinces where code = '${province}'`))[0].id,
    );
  const answer = await call(a.t, a.customer, routes.customerSubmissionNew, {}, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<CustomerSubmission>();
}

/** One option per row at the given net prices and VAT, no shipping. */
async function quote(
  r: CustomerSubmission,
  dealer: { id: number; token: string },
  prices: number[],
  vat: 22 | 10 = 22,
): Promise<Quotation> {
  const options = r.submission_rows.map((row, i) =>
    option(row.id, { net_price: prices[i], tax_import: vat, discount: null, full_net_price: null }),
  );
  const answer = await call(
    a.t,
    dealer.token,
    routes.quotationNew,
    {},
    sendBody(r, dealer.id, { quotation_rows: JSON.stringify(options), shipping_cost_flat: 0 }),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Quotation>();
}

const accept = async (q: Quotation) =>
  expect(
    (
      await call(
        a.t,
        a.customer,
        routes.customerQuotationAccept,
        { id: q.id },
        {
          payment_type: 'online',
          payment_method_id: 4,
          shipping_fee_chosen: 'flat',
          accepted_rows: q.quotation_rows.map((row) => row.id),
        },
      )
    ).statusCode,
  ).toBe(200);

/** Moves a request (and its quotations, `minutes` after it, by dealer) to `at`. */
async function backdate(r: CustomerSubmission, at: string, minutes: Record<number, number> = {}) {
  await query(
    a.t,
    `update submissions set created_at = '${at}', deadline_at = timestamptz '${at}' + interval '48 hours',
    closed_at = case when closed_at is null then null else timestamptz '${at}' + interval '3 hours' end where id = ${r.id}`,
  );
  for (const [dealerId, after] of Object.entries(minutes)) {
    await query(
      a.t,
      `update quotations set created_at = timestamptz '${at}' + interval '${after} minutes' where submission_id = ${r.id} and dealer_id = ${dealerId}`,
    );
  }
}

const analytics = (search: string, as = X()) =>
  call(a.t, as.token, routes.analytics, { dealerId: as.id }, undefined, search);

describe('statistics over a seeded history', () => {
  beforeAll(async () => {
    const r1 = await request('Fiat', [partA]);
    const won = await quote(r1, X(), [100]);
    await quote(r1, Y(), [150]);
    await accept(won);
    const r2 = await request('Volkswagen', [partA, partB]);
    await quote(r2, X(), [80, 10]);
    await accept(await quote(r2, Y(), [70, 10], 10));
    const r3 = await request('Fiat', [partA]);
    await quote(r3, X(), [50]);
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${r3.id}`);
    await cancelExpiredQuotations(a.t.app.db, new Date(), { submissionId: r3.id });
    const r4 = await request('Fiat', [partA]);
    await quote(r4, Y(), [20]);
    const r5 = await request('Fiat', [partA], 'RM');
    const r6 = await request('Fiat', [partA]);
    expect(
      (await call(a.t, x.token, routes.submissionDecline, { id: r6.id }, { reason: 'other', note: 'Non tratto' }))
        .statusCode,
    ).toBe(200);
    const r7 = await request('Fiat', [partA]);
    await quote(r7, X(), [30]);

    await backdate(r1, '2021-03-01T09:00:00Z', { [x.id]: 20, [DEALER2]: 90 });
    await backdate(r2, '2021-03-02T09:00:00Z', { [x.id]: 45, [DEALER2]: 30 });
    await backdate(r3, '2021-03-09T09:00:00Z', { [x.id]: 300 });
    await backdate(r4, '2021-03-10T09:00:00Z', { [DEALER2]: 10 });
    await backdate(r5, '2021-03-11T09:00:00Z');
    await backdate(r6, '2021-03-14T22:30:00Z');
    await backdate(r7, '2021-02-28T22:30:00Z', { [x.id]: 15 });
  });

  it('answers the figures worked out by hand', async () => {
    const answer = await analytics('?from=2021-03-01&to=2021-03-14');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Analytics>()).toEqual({
      from: '2021-03-01',
      to: '2021-03-14',
      requests_received: 5, // R1, R2, R3, R4, R6
      quotations_sent: 3,
      response_rate: 0.6,
      win_rate: 0.5, // R1 won, R2 lost; R3 expired is not settled
      median_response_minutes: 45, // 20, 45, 300
      median_response_minutes_all: null, // two dealers only: no market figure
      revenue: 122,
      average_gap_percent: null, // R2 lost by 24.8%, but with two quotations there is no gap band
      weeks: [
        { week: '2021-03-01', quotations: 2, wins: 1 },
        { week: '2021-03-08', quotations: 1, wins: 0 },
      ],
      by_brand: [
        { id: make.Fiat, name: 'Fiat', quotations: 1, wins: 1 },
        { id: make.Volkswagen, name: 'Volkswagen', quotations: 1, wins: 0 },
      ],
      by_category: [
        { ...categoryA, quotations: 2, wins: 1 },
        { ...categoryB, quotations: 1, wins: 0 },
      ].sort((p, q) => q.quotations - p.quotations || p.name.localeCompare(q.name, 'it')),
      response_times: [
        { up_to_minutes: 30, quotations: 1 },
        { up_to_minutes: 60, quotations: 1 },
        { up_to_minutes: 120, quotations: 0 },
        { up_to_minutes: 240, quotations: 0 },
        { up_to_minutes: 480, quotations: 1 },
        { up_to_minutes: 1440, quotations: 0 },
        { up_to_minutes: null, quotations: 0 },
      ],
    });
  });

  it('reads the days in Italian time: the Sunday-night request belongs to its Italian day', async () => {
    const lastDay = (await analytics('?from=2021-03-14&to=2021-03-14')).json<Analytics>();
    expect(lastDay.requests_received).toBe(1); // R6, 23:30 in Rome, 22:30 UTC
    const dayBefore = (await analytics('?from=2021-02-28&to=2021-02-28')).json<Analytics>();
    expect([dayBefore.requests_received, dayBefore.quotations_sent, dayBefore.median_response_minutes]).toEqual([
      1, 1, 15,
    ]);
  });

  it('answers empty figures, with nulls where a rate has no base, for a range without history', async () => {
    const empty = (await analytics('?from=2020-01-06&to=2020-01-12')).json<Analytics>();
    expect(empty).toMatchObject({
      requests_received: 0,
      quotations_sent: 0,
      response_rate: null,
      win_rate: null,
      median_response_minutes: null,
      median_response_minutes_all: null,
      revenue: 0,
      average_gap_percent: null,
      by_brand: [],
      by_category: [],
      weeks: [{ week: '2020-01-06', quotations: 0, wins: 0 }],
    });
  });

  it('defaults to the last 90 days, ending today (Italian time)', async () => {
    const answer = (await analytics('')).json<Analytics>();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    expect(answer.to).toBe(today);
    expect((Date.parse(answer.to) - Date.parse(answer.from)) / 86_400_000).toBe(89);
    expect((await analytics('?to=2021-03-14')).json<Analytics>().from).toBe('2020-12-15');
  });

  it("is the caller's own: another dealer's id is refused, and dealer 2's figures are its own", async () => {
    expect((await analytics('?from=2021-03-01&to=2021-03-14', { id: x.id, token: a.dealer2 })).statusCode).toBe(403);
    const theirs = (await analytics('?from=2021-03-01&to=2021-03-14', Y())).json<Analytics>();
    expect([theirs.quotations_sent, theirs.win_rate, theirs.revenue, theirs.median_response_minutes_all]).toEqual([
      3,
      0.5,
      88,
      null,
    ]);
    expect(theirs.requests_received).toBe(6); // dealer 2 excludes no province: R5 too
  });

  it('refuses impossible dates, reversed ranges and ranges over two years with an Italian 422', async () => {
    for (const search of [
      '?from=2021-02-30',
      '?from=2021-3-1',
      '?from=2021-03-10&to=2021-03-01',
      '?from=2019-01-01&to=2021-03-01',
    ]) {
      const answer = await analytics(search);
      expect(answer.statusCode, `${search}: ${answer.body}`).toBe(422);
      expect(answer.json().message).toBe(errors.validation);
    }
    expect((await analytics('?from=2019-01-01&to=2021-03-01')).json().errors).toEqual({
      from: ['L’intervallo può coprire al massimo 731 giorni'],
    });
  });

  it('refuses well-formed days the calendar or the database cannot hold with a 422, never a 500', async () => {
    const cases: [string, string][] = [
      ['?from=2026-13-01', 'from'],
      ['?to=0000-00-00', 'to'],
      ['?to=0001-01-01', 'to'],
      ['?from=0000-01-01', 'from'],
      ['?to=2101-01-01', 'to'],
    ];
    for (const [search, field] of cases) {
      const answer = await analytics(search);
      expect(answer.statusCode, `${search}: ${answer.body}`).toBe(422);
      expect(Object.keys(answer.json<{ errors: object }>().errors)).toEqual([field]);
    }
    expect((await analytics('?to=0001-01-01')).json().errors).toEqual({ to: [errors.dateOutOfRange(2000, 2100)] });
  });
});

describe('the all-dealer median', () => {
  it('is not shown on a one-day range with one competitor, whose time it would give away', async () => {
    // 2021-03-01: dealer x answered in 20 min, dealer 2 in 90; the median 55 would give 2 × 55 − 20 = 90.
    const day = (await analytics('?from=2021-03-01&to=2021-03-01')).json<Analytics>();
    expect([day.median_response_minutes, day.median_response_minutes_all]).toEqual([20, null]);
  });

  it(`is shown once ${MARKET_MIN_DEALERS} dealers and ${MARKET_MIN_QUOTATIONS} quotations are behind it`, async () => {
    // Eight more dealers, four answering as x did and four as dealer 2 did: 10 dealers, 30 quotations.
    const market = await benchDealers(a.t, [
      'market1',
      'market2',
      'market3',
      'market4',
      'market5',
      'market6',
      'market7',
      'market8',
    ]);
    const [{ columns }] = await query<{ columns: string }>(
      a.t,
      `select string_agg(column_name, ', ' order by ordinal_position) as columns
      from information_schema.columns where table_name = 'quotations' and table_schema = current_schema() and is_generated = 'NEVER'`,
    );
    for (const [index, dealer] of market.entries()) {
      await query(
        a.t,
        `create temp table clone as select * from quotations q where q.dealer_id = ${index < 4 ? x.id : DEALER2}
        and q.request_created_at >= '2021-03-01' and q.request_created_at < '2021-03-15'`,
      );
      await query(
        a.t,
        `update clone set id = nextval(pg_get_serial_sequence('quotations', 'id')), dealer_id = ${dealer.id},
        quotation_code = quotation_code || '-${dealer.id}'`,
      );
      await query(a.t, `insert into quotations (${columns}) select ${columns} from clone`);
      await query(a.t, 'drop table clone');
    }
    // 10, 20, 30, 45, 90, 300, five times each.
    expect((await analytics('?from=2021-03-01&to=2021-03-14')).json<Analytics>().median_response_minutes_all).toBe(
      37.5,
    );
  });

  it('shows dealer 1, without history in the range, zeros and the all-dealer median only', async () => {
    const answer = (
      await analytics('?from=2021-03-01&to=2021-03-14', { id: DEALER, token: a.dealer })
    ).json<Analytics>();
    expect([answer.quotations_sent, answer.median_response_minutes, answer.median_response_minutes_all]).toEqual([
      0,
      null,
      37.5,
    ]);
  });

  it('follows a quotation moved after the median was read (the cached median is checked against the database)', async () => {
    expect((await analytics('?from=2021-03-01&to=2021-03-14')).json<Analytics>().median_response_minutes_all).toBe(
      37.5,
    );
    // R4's quotations (dealer 2's and its copies, 10 min) now 400 min: 20, 30, 45, 90, 300, 400, five times each.
    await query(
      a.t,
      `update quotations set created_at = created_at + interval '390 minutes'
      where submission_id in (select id from submissions where created_at = '2021-03-10T09:00:00Z')`,
    );
    expect((await analytics('?from=2021-03-01&to=2021-03-14')).json<Analytics>().median_response_minutes_all).toBe(
      67.5,
    );
  });
});

/*
 * The statistics are summed in SQL from the quotations' copies of their request's facts (migration 0027).
 *   R8 Fiat, part A, Tue 06/04 10:00 (Rome, UTC+2): X 122.00 after 60 min, dealer 2 109.80 after 30 min (won),
 *   a third dealer 115.90 after 45 min: X lost by +11.1% of three quotations, band above 5–15% (middle 10).
 */
describe('the gap band and the request facts summed in SQL', () => {
  let r8: CustomerSubmission;
  beforeAll(async () => {
    const [z] = await benchDealers(a.t, ['terzo']);
    r8 = await request('Fiat', [partA]);
    await quote(r8, X(), [100]);
    const won = await quote(r8, Y(), [90]);
    await quote(r8, z, [95]);
    await accept(won);
    await backdate(r8, '2021-04-06T08:00:00Z', { [x.id]: 60, [DEALER2]: 30, [z.id]: 45 });
  });

  it('answers the lost quotation by its band, its brand and its category', async () => {
    const answer = (await analytics('?from=2021-04-05&to=2021-04-11')).json<Analytics>();
    expect(answer).toMatchObject({
      quotations_sent: 1,
      win_rate: 0,
      average_gap_percent: 10,
      median_response_minutes: 60,
      revenue: 0,
      weeks: [{ week: '2021-04-05', quotations: 1, wins: 0 }],
      by_brand: [{ id: make.Fiat, name: 'Fiat', quotations: 1, wins: 0 }],
      by_category: [{ ...categoryA, quotations: 1, wins: 0 }],
    });
    expect(answer.response_times.map((b) => b.quotations)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    const winner = (await analytics('?from=2021-04-05&to=2021-04-11', Y())).json<Analytics>();
    expect([winner.win_rate, winner.revenue, winner.average_gap_percent]).toEqual([1, 109.8, null]);
  });

  it("follows a change of the request's brand and province onto its quotations", async () => {
    await query(
      a.t,
      `update submissions set manufacturer_id = ${make.Volkswagen},
      province_id = (select id from provinces where code = 'RM') where id = ${r8.id}`,
    );
    const facts = await query<{ request_manufacturer_id: number; request_province_id: number }>(
      a.t,
      `select distinct request_manufacturer_id, request_province_id from quotations where submission_id = ${r8.id}`,
    );
    expect(facts).toHaveLength(1);
    const answer = (await analytics('?from=2021-04-05&to=2021-04-11')).json<Analytics>();
    expect(answer.by_brand).toEqual([{ id: make.Volkswagen, name: 'Volkswagen', quotations: 1, wins: 0 }]);
    // Now in RM, which X excludes: received only through its quotation (the area counts it no more).
    expect(answer.requests_received).toBe(1);
  });
});
