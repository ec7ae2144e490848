import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Coverage } from '../../contract/entities/quoting.js';
import { SUBMISSION_FILTERS } from '../../contract/entities/submission.js';
import { routes } from '../../contract/routes.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { actors, call, DEALER, query, type Actors } from './quotations-fixtures.js';
import { expectCountersMatchLists } from './quoting-support.js';
import { allIds, expectedIds, loadModel, type Model, type ModelRequest } from './submissions-fixtures.js';

let a: Actors;
let fiat: number;
let volkswagen: number;
let categories: number[];

beforeAll(async () => {
  a = await actors();
  const brands = await query<{ id: number; name: string }>(
    a.t,
    `select id, name from manufacturers where name in ('Fiat', 'Volkswagen')`,
  );
  fiat = brands.find((b) => b.name === 'Fiat')!.id;
  volkswagen = brands.find((b) => b.name === 'Volkswagen')!.id;
  categories = (
    await query<{ id: number }>(a.t, 'select id from parts where part_parent_id is null order by id limit 2')
  ).map((r) => r.id);
});
afterAll(async () => a?.t.close());

const update = (body: unknown, token = a.dealer) => call(a.t, token, routes.coverageUpdate, { dealerId: DEALER }, body);

/** The coverage rule, written independently of the server's SQL: served brand (or none known) and some row under a served category. */
function served(model: Model, r: ModelRequest, brands: number[], cats: number[]): boolean {
  const under = (partId: number) => {
    for (let id: number | null | undefined = partId; id != null; id = model.parentOf.get(id))
      if (cats.includes(id)) return true;
    return false;
  };
  return (
    (brands.length === 0 || r.manufacturerId === null || brands.includes(r.manufacturerId)) &&
    (cats.length === 0 || r.partIds.some(under))
  );
}

async function expectListsServe(brands: number[], cats: number[]) {
  const model = await loadModel(a.t, DEALER);
  for (const filter of SUBMISSION_FILTERS) {
    const expected = expectedIds(model, filter).filter((id) =>
      served(
        model,
        model.requests.find((r) => r.id === id)!,
        brands,
        cats,
      ),
    );
    expect(await allIds(a.t, a.dealer, filter), filter).toEqual(expected);
  }
  return model;
}

describe('GET /api/dealer/:dealerId/coverage and POST /coverage/update', () => {
  it('starts empty (all brands and categories) and answers what was saved, by name', async () => {
    expect(Coverage.parse((await call(a.t, a.dealer, routes.coverage, { dealerId: DEALER })).json())).toEqual({
      manufacturers: [],
      categories: [],
    });
    const answer = await update({ manufacturers: [volkswagen, fiat, fiat], categories });
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = Coverage.parse(answer.json());
    expect(saved.manufacturers.map((m) => m.name)).toEqual(['Fiat', 'Volkswagen']);
    expect(saved.categories.map((c) => c.id).sort()).toEqual([...categories].sort());
    expect((await call(a.t, a.dealer, routes.coverage, { dealerId: DEALER })).json()).toEqual(saved);
  });

  it('filters the three lists and the counters alike, and only for this dealer', async () => {
    await update({ manufacturers: [], categories: [] });
    const all = await expectCountersMatchLists(a.t, a.dealer);
    const other = await expectCountersMatchLists(a.t, a.dealer2);
    await update({ manufacturers: [fiat, volkswagen], categories });
    const model = await expectListsServe([fiat, volkswagen], categories);
    const narrowed = await expectCountersMatchLists(a.t, a.dealer);
    expect(narrowed.pending + narrowed.outlet + narrowed.expired).toBeLessThan(all.pending + all.outlet + all.expired);
    expect(narrowed.expired).toBeGreaterThan(0);
    expect(await expectCountersMatchLists(a.t, a.dealer2)).toEqual(other);

    // Brands only, then categories only.
    await update({ manufacturers: [fiat], categories: [] });
    await expectListsServe([fiat], []);
    await expectCountersMatchLists(a.t, a.dealer);
    await update({ manufacturers: [], categories: categories.slice(0, 1) });
    await expectListsServe([], categories.slice(0, 1));
    await expectCountersMatchLists(a.t, a.dealer);

    // The detail follows too: an open request outside the coverage answers 404, as one of an excluded province.
    const outside = model.requests.find(
      (r) => !r.closed && r.manufacturerId !== null && r.manufacturerId !== fiat && r.manufacturerId !== volkswagen,
    );
    await update({ manufacturers: [fiat, volkswagen], categories: [] });
    const quoted = await query<{ submission_id: number }>(
      a.t,
      `select submission_id from quotations where dealer_id = ${DEALER}`,
    );
    expect(outside && !quoted.some((q) => q.submission_id === outside.id)).toBe(true);
    expect((await call(a.t, a.dealer, routes.submission, { id: outside!.id })).statusCode).toBe(404);

    // Empty again: everything is back.
    await update({ manufacturers: [], categories: [] });
    expect(await expectCountersMatchLists(a.t, a.dealer)).toEqual(all);
    expect((await call(a.t, a.dealer, routes.submission, { id: outside!.id })).statusCode).toBe(200);
  });

  it('counts declines and coverage together exactly as the lists do', async () => {
    await update({ manufacturers: [fiat, volkswagen], categories });
    const [pendingId] = await allIds(a.t, a.dealer, 'pending');
    const [expiredId] = await allIds(a.t, a.dealer, 'expired');
    const before = await expectCountersMatchLists(a.t, a.dealer);
    for (const id of [pendingId, expiredId])
      expect(
        (await call(a.t, a.dealer, routes.submissionDecline, { id }, { reason: 'brand-not-served' })).statusCode,
      ).toBe(200);
    expect(await expectCountersMatchLists(a.t, a.dealer)).toEqual({
      ...before,
      pending: before.pending - 1,
      expired: before.expired - 1,
    });
    for (const id of [pendingId, expiredId]) await call(a.t, a.dealer, routes.submissionUndecline, { id });
    await update({ manufacturers: [], categories: [] });
  });

  it('refuses unknown brands and parts that are not top-level categories, field by field', async () => {
    const [leaf] = await query<{ id: number }>(a.t, 'select id from parts where part_parent_id is not null limit 1');
    const answer = await update({ manufacturers: [99_999], categories: [leaf.id] });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      manufacturers: [quotingMessages.coverageUnknownManufacturer],
      categories: [quotingMessages.coverageNotCategory],
    });
    expect((await call(a.t, a.dealer, routes.coverage, { dealerId: DEALER })).json()).toEqual({
      manufacturers: [],
      categories: [],
    });
  });

  it('is the dealer’s own: another dealer can neither read nor change it', async () => {
    expect((await call(a.t, a.dealer2, routes.coverage, { dealerId: DEALER })).statusCode).toBe(403);
    expect((await update({ manufacturers: [fiat], categories: [] }, a.dealer2)).statusCode).toBe(403);
  });
});
