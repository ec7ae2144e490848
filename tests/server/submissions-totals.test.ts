import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paged } from '../../contract/common.js';
import { EXACT_TOTAL_MAX, SUBMISSIONS_PER_PAGE } from '../../contract/constants.js';
import { Submission } from '../../contract/entities/submission.js';
import { listSubmissions } from '../../server/repositories/submissions.js';
import { testApp, type TestApp } from './support/app.js';
import { allIds, expectedIds, getPage, listUrl, loadModel, type Model } from './submissions-fixtures.js';

/*
 * A dealer's filtered request list counts exactly up to EXACT_TOTAL_MAX requests; past it the total is the
 * database's estimate, flagged total_approximate (never below the cap), and the pages still read newest first. The
 * unfiltered tabs keep their exact totals (per-day totals and counters).
 */

let t: TestApp;
let token: string;
let model: Model;
const DEALER = 1;

const sql = async <T>(text: string) => (await t.database.query(text)) as T[];
type Paged = Awaited<ReturnType<typeof getPage>> & { total_approximate?: true };

beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer@demo.example');
  model = await loadModel(t, DEALER);
});
afterAll(async () => t?.close());

describe('capped totals of the dealer request lists', () => {
  it(`answers an estimate past ${EXACT_TOTAL_MAX} filtered requests, exact totals otherwise`, async () => {
    // An expired request of the dealer with a manufacturer, copied EXACT_TOTAL_MAX + 1 times (its vehicle, so its brand):
    // older than every other request, past the deadline.
    const source = expectedIds(model, 'expired')
      .map((id) => model.requests.find((r) => r.id === id)!)
      .find((r) => r.manufacturerId !== null)!;
    const brand = source.manufacturerId!;
    const exactBefore = expectedIds(model, 'expired', { brand: [brand] }).length;
    const unfilteredBefore = (await getPage(t, token, listUrl('expired'))).total;
    expect((await getPage(t, token, listUrl('expired', { brand: [brand] }))).total).toBe(exactBefore);

    await sql(`insert into submissions (vehicle_id, author_id, province_id, is_outlet, token_uuid, created_at, deadline_at)
      select vehicle_id, author_id, province_id, is_outlet, gen_random_uuid()::text, now() - interval '400 days' - g * interval '1 minute', now() - interval '398 days'
      from submissions, generate_series(1, ${EXACT_TOTAL_MAX + 1}) g where id = ${source.id}`);
    await sql('analyze submissions');

    const first = (await getPage(t, token, listUrl('expired', { brand: [brand] }))) as Paged;
    expect(() => paged(Submission).parse(first)).not.toThrow();
    expect(first.total_approximate).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(first.last_page).toBe(Math.ceil(first.total / SUBMISSIONS_PER_PAGE));
    // The page is the newest requests of the brand: those before the copies first (the copies are older than all of them).
    const newest = expectedIds(model, 'expired', { brand: [brand] }).slice(0, SUBMISSIONS_PER_PAGE);
    expect(first.data).toHaveLength(SUBMISSIONS_PER_PAGE);
    expect(first.data.slice(0, newest.length).map((s) => s.id)).toEqual(newest);
    // A page deep in the copies reads from the newest end too: ten of them, in order, none repeated from its neighbour.
    const deep = (await getPage(t, token, listUrl('expired', { brand: [brand], page: 50 }))) as Paged;
    const next = (await getPage(t, token, listUrl('expired', { brand: [brand], page: 51 }))) as Paged;
    expect(deep.data).toHaveLength(SUBMISSIONS_PER_PAGE);
    expect(deep.total_approximate).toBe(true);
    expect(Date.parse(next.data[0].created_at)).toBeLessThan(
      Date.parse(deep.data[SUBMISSIONS_PER_PAGE - 1].created_at),
    );

    // The unfiltered tab keeps its exact total (per-day totals), copies included.
    const unfiltered = (await getPage(t, token, listUrl('expired'))) as Paged;
    expect(unfiltered.total_approximate).toBeUndefined();
    expect(unfiltered.total).toBe(unfilteredBefore + EXACT_TOTAL_MAX + 1);
    // A filter that narrows the list under the cap is exact.
    const none = (await getPage(t, token, listUrl('expired', { brand: [brand], search: 'zzz-nothing' }))) as Paged;
    expect(none).toMatchObject({ total: 0, data: [] });
    expect(none.total_approximate).toBeUndefined();
  });

  it('caps the open tabs through both parts of the open set (by deadline, kept open by the conversation)', async () => {
    model = await loadModel(t, DEALER);
    const pending = expectedIds(model, 'pending');
    const brand = model.requests.find((r) => r.id === pending[0])!.manufacturerId!;
    const expected = expectedIds(model, 'pending', { brand: [brand] });
    expect(expected.length).toBeGreaterThan(1);
    const exact = await listSubmissions(t.database.db, DEALER, 'pending', { page: 1, brand: [brand] } as never);
    expect(exact).toMatchObject({ total: expected.length });
    expect(exact.total_approximate).toBeUndefined();
    // With a cap below the count, the same list answers an estimate (never below the cap) and the same first page.
    const capped = await listSubmissions(
      t.database.db,
      DEALER,
      'pending',
      { page: 1, brand: [brand] } as never,
      expected.length - 1,
    );
    expect(capped.total_approximate).toBe(true);
    expect(capped.total).toBeGreaterThanOrEqual(expected.length);
    expect(capped.data.map((s) => s.id)).toEqual(exact.data.map((s) => s.id));
    // Exactly at the cap it is still exact.
    expect(
      await listSubmissions(t.database.db, DEALER, 'pending', { page: 1, brand: [brand] } as never, expected.length),
    ).toMatchObject({ total: expected.length });
    // And the unfiltered tab, whatever the cap, stays exact: every page of it.
    expect(await allIds(t, token, 'pending')).toEqual(pending);
  });

  it('pages through every request past the cap whatever the estimate says: next is offered while there is more, and not after', async () => {
    model = await loadModel(t, DEALER);
    const counts = new Map<number, number>();
    for (const id of expectedIds(model, 'expired')) {
      const brand = model.requests.find((r) => r.id === id)!.manufacturerId;
      if (brand !== null) counts.set(brand, (counts.get(brand) ?? 0) + 1);
    }
    // Every brand but the one copied above: a few pages.
    const brands = [...counts].filter(([, n]) => n < EXACT_TOTAL_MAX).map(([id]) => id);
    const expected = expectedIds(model, 'expired', { brand: brands });
    expect(expected.length).toBeGreaterThan(SUBMISSIONS_PER_PAGE);
    // A cap of 1: every total is the planner's estimate, whatever its error.
    const seen: number[] = [];
    let page = 1;
    for (;;) {
      const answer = await listSubmissions(t.database.db, DEALER, 'expired', { page, brand: brands } as never, 1);
      expect(answer.total_approximate).toBe(true);
      seen.push(...answer.data.map((s) => s.id));
      if (page >= answer.last_page) break;
      page += 1;
    }
    expect(seen).toEqual(expected);
    expect(page).toBe(Math.ceil(expected.length / SUBMISSIONS_PER_PAGE));
  });
});
