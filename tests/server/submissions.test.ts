import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSIONS_PER_PAGE } from '../../contract/constants.js';
import { Submission, SUBMISSION_FILTERS } from '../../contract/entities/submission.js';
import { paged } from '../../contract/common.js';
import { bearer, testApp, type TestApp } from './support/app.js';
import { allIds, expectedIds, getPage, listUrl, loadModel, type Model } from './submissions-fixtures.js';

let t: TestApp;
let token: string;
let model: Model;
const DEALER = 1;

const sql = async <T>(text: string) => (await t.database.query(text)) as T[];
const idOf = async (text: string) => Number((await sql<{ id: number }>(text))[0].id);

beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer@demo.example');
  model = await loadModel(t, DEALER);
});
afterAll(async () => t?.close());

describe('GET /api/submission/list/:filter', () => {
  it.each(SUBMISSION_FILTERS)(
    'answers every %s request of the dealer, newest first, 10 a page, in the contract shape',
    async (filter) => {
      const expected = expectedIds(model, filter);
      expect(expected.length).toBeGreaterThan(0);
      const first = await getPage(t, token, listUrl(filter));
      expect(() => paged(Submission).parse(first)).not.toThrow();
      expect(first).toMatchObject({
        page: 1,
        per_page: SUBMISSIONS_PER_PAGE,
        total: expected.length,
        last_page: Math.ceil(expected.length / SUBMISSIONS_PER_PAGE),
      });
      expect(await allIds(t, token, filter)).toEqual(expected);
    },
  );

  it('lists the demo story: new 31-69 minus outlet and excluded provinces, the expired ones, the outlet ones', async () => {
    const pending = await allIds(t, token, 'pending');
    const expired = await allIds(t, token, 'expired');
    const outlet = await allIds(t, token, 'outlet');
    expect(outlet.sort((a, b) => a - b)).toEqual([35, 45, 48, 53, 57, 58, 60, 61, 65, 70]);
    for (const hidden of [59, 62, 67, 13]) expect([...pending, ...expired, ...outlet]).not.toContain(hidden);
    for (const closed of [4, 6, 8, 9, 19, 23, 24, 28, 29, 30])
      expect([...pending, ...expired, ...outlet]).not.toContain(closed);
    expect(expired).toEqual(expect.arrayContaining([1, 2, 3, 5, 7, 10, 11, 12, 14, 27]));
    expect(pending).toEqual(expect.arrayContaining([31, 55, 56, 69]));
  });

  it('sorts oldest first with sort=asc and breaks ties of the same moment by id', async () => {
    const [a, b] = expectedIds(model, 'pending').slice(0, 2);
    await sql(
      `update submissions set created_at = (select created_at from submissions where id = ${a}) where id = ${b}`,
    );
    model = await loadModel(t, DEALER);
    const desc = await allIds(t, token, 'pending');
    const asc = await allIds(t, token, 'pending', { sort: 'asc' });
    expect(desc).toEqual(expectedIds(model, 'pending'));
    expect(asc).toEqual([...desc].reverse());
    const [low, high] = [Math.min(a, b), Math.max(a, b)];
    expect(desc.indexOf(high)).toBe(desc.indexOf(low) - 1);
  });
});

describe('oldest first on the open tabs (read by the deadline range, then sorted)', () => {
  it.each(['pending', 'outlet'] as const)(
    'answers %s oldest first, a request kept open past its deadline by the conversation included',
    async (filter) => {
      // A request of the tab, past its deadline but frozen by the dealer's conversation: the second part of openPartsSql.
      const kept = expectedIds(model, filter).find((id) => model.timers.has(id)) ?? expectedIds(model, filter)[0];
      if (!model.timers.has(kept)) {
        await sql(
          `insert into conversations (submission_id, dealer_id, uuid) values (${kept}, ${DEALER}, gen_random_uuid())`,
        );
      }
      await sql(
        `update conversations set frozen_since = now() where submission_id = ${kept} and dealer_id = ${DEALER}`,
      );
      await sql(`update submissions set deadline_at = now() - interval '1 hour' where id = ${kept}`);
      model = await loadModel(t, DEALER);
      const expected = expectedIds(model, filter);
      expect(expected).toContain(kept);
      const asc = await allIds(t, token, filter, { sort: 'asc' });
      expect(asc).toEqual([...expected].reverse());
      const first = await getPage(t, token, listUrl(filter, { sort: 'asc' }));
      expect(first.total).toBe(expected.length);
    },
  );

  it('answers a filtered open tab oldest first, page by page with its exact total (one read of the open rows)', async () => {
    const open = expectedIds(model, 'pending');
    // The three-letter piece of text most pending requests share, and the last week (all of them): both paged.
    const shared = new Map<string, number>();
    for (const r of model.requests.filter((request) => open.includes(request.id))) {
      const pieces = new Set(
        r.texts.flatMap((text) =>
          Array.from({ length: Math.max(0, text.length - 2) }, (_, i) => text.slice(i, i + 3).toLowerCase()),
        ),
      );
      for (const piece of pieces) if (/^[a-z0-9]{3}$/.test(piece)) shared.set(piece, (shared.get(piece) ?? 0) + 1);
    }
    const [search] = [...shared.entries()].sort((x, y) => y[1] - x[1])[0];
    const dateFrom = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    for (const q of [{ dateFrom }, { dateFrom, search }]) {
      const expected = expectedIds(model, 'pending', q);
      expect(expected.length, JSON.stringify(q)).toBeGreaterThan(SUBMISSIONS_PER_PAGE);
      expect(await allIds(t, token, 'pending', { ...q, sort: 'asc' })).toEqual([...expected].reverse());
      const last = Math.ceil(expected.length / SUBMISSIONS_PER_PAGE);
      const past = await getPage(t, token, listUrl('pending', { ...q, sort: 'asc', page: last + 1 }));
      expect(past).toEqual({
        data: [],
        total: expected.length,
        page: last + 1,
        per_page: SUBMISSIONS_PER_PAGE,
        last_page: last,
      });
    }
  });
});

describe('filters', () => {
  const busiest = (
    pick: (r: Model['requests'][number]) => number | null,
    filter: 'pending' | 'expired' = 'pending',
  ) => {
    const counts = new Map<number, number>();
    for (const id of expectedIds(model, filter)) {
      const key = pick(model.requests.find((r) => r.id === id) as Model['requests'][number]);
      if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts.entries()].sort((x, y) => y[1] - x[1]).map(([key]) => key);
  };

  it('brand: one or several manufacturers', async () => {
    const [first, second] = busiest((r) => r.manufacturerId);
    for (const brand of [[first], [first, second]]) {
      const expected = expectedIds(model, 'pending', { brand });
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(expectedIds(model, 'pending').length);
      expect(await allIds(t, token, 'pending', { brand })).toEqual(expected);
    }
    expect(await allIds(t, token, 'expired', { brand: [first, second] })).toEqual(
      expectedIds(model, 'expired', { brand: [first, second] }),
    );
  });

  it('part: a leaf matches its rows, a category or sub-category every part below it', async () => {
    const [leaf] = busiest((r) => r.partIds[0] ?? null);
    const sub = model.parentOf.get(leaf) as number;
    const category = model.parentOf.get(sub) as number;
    expect(model.parentOf.get(category)).toBeNull();
    const counts = [];
    for (const part of [[leaf], [sub], [category], [leaf, category]]) {
      const expected = expectedIds(model, 'pending', { part });
      expect(await allIds(t, token, 'pending', { part })).toEqual(expected);
      counts.push(expected.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[2]).toBeGreaterThan(counts[0]);
  });

  it('province: one or several', async () => {
    const [first, second] = busiest((r) => r.provinceId, 'expired');
    expect(await allIds(t, token, 'expired', { province: [first] })).toEqual(
      expectedIds(model, 'expired', { province: [first] }),
    );
    const both = await allIds(t, token, 'expired', { province: [first, second] });
    expect(both.length).toBeGreaterThan(0);
    expect(both).toEqual(expectedIds(model, 'expired', { province: [first, second] }));
  });

  it('dates: whole Italian days, both ends included', async () => {
    const [id1, id2, id3] = expectedIds(model, 'expired');
    await sql(`update submissions set created_at = '2026-03-10 00:00:00 Europe/Rome' where id = ${id1}`);
    await sql(`update submissions set created_at = '2026-03-10 23:59:59.999 Europe/Rome' where id = ${id2}`);
    await sql(`update submissions set created_at = '2026-03-11 00:00:00 Europe/Rome' where id = ${id3}`);
    model = await loadModel(t, DEALER);
    expect(await allIds(t, token, 'expired', { dateFrom: '2026-03-10', dateTo: '2026-03-10' })).toEqual([id2, id1]);
    expect(await allIds(t, token, 'expired', { dateFrom: '2026-03-11', dateTo: '2026-03-11' })).toEqual([id3]);
    expect(await allIds(t, token, 'expired', { dateTo: '2026-03-10', sort: 'asc' })).toEqual([id1, id2]);
    const recent = await allIds(t, token, 'expired', { dateFrom: '2026-03-11' });
    expect(recent).toEqual(expectedIds(model, 'expired', { dateFrom: '2026-03-11' }));
    expect(recent).not.toContain(id1);
  });

  it('search: plate, chassis, model, manufacturer and part names, any case, % and _ taken literally', async () => {
    const [vehicle] = await sql<{
      plate: string;
      model: string;
    }>(`select v.plate, v.model from vehicles v join submissions s on s.vehicle_id = v.id
      where s.id in (${expectedIds(model, 'pending').join(',')}) and v.plate is not null order by s.id limit 1`);
    const plate = vehicle.plate;
    const [part] = await sql<{ name: string }>(`select p.name from submission_rows r join parts p on p.id = r.part_id
      where r.submission_id = ${expectedIds(model, 'expired')[0]} order by r.id limit 1`);
    const [chassis] = await sql<{
      chassis: string;
    }>(`select v.chassis from vehicles v join submissions s on s.vehicle_id = v.id
      where v.chassis is not null and s.closed_at is null order by s.id limit 1`);
    const terms = [
      plate.slice(1, 5).toLowerCase(),
      chassis.chassis.slice(3, 10),
      vehicle.model.toUpperCase(),
      'fiat',
      part.name.slice(0, 6).toUpperCase(),
    ];
    for (const search of terms) {
      for (const filter of ['pending', 'expired'] as const) {
        expect(await allIds(t, token, filter, { search }), `${filter} ${search}`).toEqual(
          expectedIds(model, filter, { search }),
        );
      }
      expect(
        [...expectedIds(model, 'pending', { search }), ...expectedIds(model, 'expired', { search })].length,
        search,
      ).toBeGreaterThan(0);
    }
    expect(
      (await getPage(t, token, listUrl('pending', { search: `  ${plate}  ` }))).data.map((s) => s.vehicle.plate),
    ).toContain(plate);
    // As wildcards these would match every request; taken literally they match none.
    for (const literal of ['%%%', '___', '\\\\\\'])
      expect((await getPage(t, token, listUrl('expired', { search: literal }))).total).toBe(0);
  });

  it('combines filters with AND', async () => {
    const [brand] = busiest((r) => r.manufacturerId, 'expired');
    const [leaf] = busiest((r) => r.partIds[0] ?? null, 'expired');
    const category = model.parentOf.get(model.parentOf.get(leaf) as number) as number;
    const q = { brand: [brand], part: [category], sort: 'asc' as const };
    const expected = expectedIds(model, 'expired', q);
    expect(expected.length).toBeLessThan(expectedIds(model, 'expired', { brand: [brand] }).length);
    expect(await allIds(t, token, 'expired', q)).toEqual(expected);
    expect(await allIds(t, token, 'expired', { ...q, search: 'zzz-nothing' })).toEqual([]);
    // A leaf part with another filter goes through part_ids' index, a category is tested on the rows: the same rows.
    const ofBrand = new Set(expectedIds(model, 'expired', { brand: [brand] }));
    const brandLeaf = model.requests.find((r) => ofBrand.has(r.id) && r.partIds.length > 0)?.partIds[0] as number;
    const byLeaf = { brand: [brand], part: [brandLeaf] };
    expect(expectedIds(model, 'expired', byLeaf).length).toBeGreaterThan(0);
    expect(await allIds(t, token, 'expired', byLeaf)).toEqual(expectedIds(model, 'expired', byLeaf));
    // Read once up to the cap, then paged from those rows: a page past the last still says the total.
    const last = Math.ceil(expected.length / SUBMISSIONS_PER_PAGE);
    expect(await getPage(t, token, listUrl('expired', { ...q, page: last + 1 }))).toEqual({
      data: [],
      total: expected.length,
      page: last + 1,
      per_page: SUBMISSIONS_PER_PAGE,
      last_page: last,
    });
  });
});

describe('pagination and bad parameters', () => {
  const status = async (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });

  it('a page past the last answers no data with the right total and last page', async () => {
    const total = expectedIds(model, 'expired').length;
    for (const page of [Math.ceil(total / SUBMISSIONS_PER_PAGE) + 1, 100_000]) {
      expect(await getPage(t, token, listUrl('expired', { page }))).toEqual({
        data: [],
        total,
        page,
        per_page: SUBMISSIONS_PER_PAGE,
        last_page: Math.ceil(total / SUBMISSIONS_PER_PAGE),
      });
    }
    expect(await getPage(t, token, listUrl('pending', { search: 'zzz-nothing' }))).toEqual({
      data: [],
      total: 0,
      page: 1,
      per_page: 10,
      last_page: 1,
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '100001'])('page=%s is a 422 in Italian', async (page) => {
    const answer = await status(listUrl('pending', { page }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: 'Dati non validi: controlla i campi evidenziati.',
      errors: { page: ['Numero di pagina non valido'] },
    });
  });

  it.each([
    ['/api/submission/list/foo', 'filter'],
    [listUrl('pending', { brand: 'abc' }), 'brand'],
    [listUrl('pending', { part: '1,x' }), 'part'],
    [listUrl('pending', { province: '-3' }), 'province'],
    [listUrl('pending', { dateFrom: '10/03/2026' }), 'dateFrom'],
    [listUrl('pending', { dateFrom: '2026-03-11', dateTo: '2026-03-10' }), 'dateFrom'],
    [listUrl('pending', { sort: 'sideways' }), 'sort'],
    [listUrl('pending', { search: 'x'.repeat(101) }), 'search'],
    // Under 3 characters a search cannot use the trigram index (docs/performance.md).
    [listUrl('pending', { search: 'ga' }), 'search'],
    [listUrl('expired', { dateFrom: '2026-02-30' }), 'dateFrom'],
  ])('%s is a 422 naming %s', async (url, field) => {
    const answer = await status(url);
    expect(answer.statusCode).toBe(422);
    const body = answer.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Dati non validi: controlla i campi evidenziati.');
    const [key, ...others] = Object.keys(body.errors);
    expect(others).toEqual([]);
    expect(key.split('.')[0]).toBe(field);
    expect(body.errors[key][0]).not.toMatch(/\b(expected|invalid|received)\b/i);
  });

  it('is for dealers only: 401 without a token, 403 with a customer’s', async () => {
    expect((await t.app.inject({ method: 'GET', url: listUrl('pending') })).statusCode).toBe(401);
    const customer = await t.login('cliente@demo.example', undefined, 'customer-app');
    for (const url of [listUrl('pending'), '/api/submission/31'])
      expect((await status(url, customer)).statusCode).toBe(403);
  });
});

describe('filter columns follow the data (database triggers)', () => {
  it('a new request, a changed plate, a removed row and a renamed part are found by the new values only', async () => {
    const [{ id: customer }] = await sql<{ id: number }>(`select id from users where email = 'cliente@demo.example'`);
    const leaf = await idOf(
      `select p.id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) order by p.id limit 1`,
    );
    const other = await idOf(
      `select p.id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) order by p.id desc limit 1`,
    );
    const vehicle = await idOf(
      `insert into vehicles (plate, manufacturer_id, model) values ('ZZ999QQ', (select id from manufacturers where name = 'Lancia'), 'Flavia') returning id`,
    );
    const request = await idOf(`insert into submissions (vehicle_id, author_id, token_uuid, deadline_at)
      values (${vehicle}, ${customer}, gen_random_uuid()::text, now() + interval '1 day') returning id`);
    await sql(
      `insert into submission_rows (submission_id, part_id) values (${request}, ${leaf}), (${request}, ${other})`,
    );
    const find = async (q: Record<string, string | number>) =>
      (await getPage(t, token, listUrl('pending', q))).data.map((s) => s.id);
    const category = await idOf(
      `select p2.part_parent_id as id from parts p1 join parts p2 on p2.id = p1.part_parent_id where p1.id = ${leaf}`,
    );

    expect(await find({ search: 'zz999' })).toEqual([request]);
    expect(await find({ search: 'flavia' })).toEqual([request]);
    expect(await find({ part: String(category), search: 'zz999' })).toEqual([request]);
    expect(
      await find({ brand: String(await idOf(`select id from manufacturers where name = 'Lancia'`)), search: 'zz999' }),
    ).toEqual([request]);

    await sql(`update vehicles set plate = 'YY111WW' where id = ${vehicle}`);
    expect(await find({ search: 'zz999' })).toEqual([]);
    expect(await find({ search: 'yy111' })).toEqual([request]);

    await sql(`delete from submission_rows where submission_id = ${request} and part_id = ${leaf}`);
    expect(await find({ part: String(leaf), search: 'yy111' })).toEqual([]);
    expect(await find({ part: String(other), search: 'yy111' })).toEqual([request]);

    expect(await find({ search: 'rinominato xq' })).toEqual([]);
    await sql(`update parts set name = 'Ricambio rinominato xq' where id = ${other}`);
    const renamed = await allIds(t, token, 'pending', { search: 'rinominato xq' });
    expect(renamed).toContain(request);
    expect(renamed).toEqual(await allIds(t, token, 'pending', { part: [other] }));
  });
});
