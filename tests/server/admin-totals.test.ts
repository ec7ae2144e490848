import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_MAX } from '../../contract/constants.js';
import { routes } from '../../contract/routes.js';
import { admin, adminActors, type AdminActors } from './admin-support.js';
import { query } from './quotations-fixtures.js';

/*
 * A console list's total is exact up to EXACT_TOTAL_MAX rows; past it the count stops and the answer
 * says the total is the database's estimate (total_approximate), never below the cap.
 */

let a: AdminActors;
type Paged = {
  data: { id: number }[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
  total_approximate?: true;
};

beforeAll(async () => {
  a = await adminActors();
});
afterAll(async () => a?.t.close());

const activity = async (search: string) => {
  const answer = await admin<Paged>(a, routes.adminActivity, {}, undefined, search);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body;
};

/** Activity entries of a made-up entity, so the list's filter counts only these. */
const addEntries = (entity: string, n: number) =>
  query(
    a.t,
    `insert into activity_log (operator_id, action, entity, entity_id)
  select ${a.ids.operator}, 'test', '${entity}', g from generate_series(1, ${n}) g`,
  );

describe('console list totals', () => {
  it(`counts exactly up to ${EXACT_TOTAL_MAX} rows`, async () => {
    await addEntries('cap_exact', EXACT_TOTAL_MAX);
    const page = await activity('?q=cap_exact&per_page=25');
    expect(page).toMatchObject({ total: EXACT_TOTAL_MAX, last_page: EXACT_TOTAL_MAX / 25 });
    expect(page.total_approximate).toBeUndefined();
  });

  it('answers an estimate, flagged approximate and never below the cap, past it; the pages still read', async () => {
    await addEntries('cap_over', EXACT_TOTAL_MAX + 1);
    const page = await activity('?q=cap_over&per_page=25&sort=id&order=asc');
    expect(page.total_approximate).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(page.last_page).toBe(Math.ceil(page.total / 25));
    expect(page.data).toHaveLength(25);
    const second = await activity('?q=cap_over&per_page=25&sort=id&order=asc&page=2');
    expect(second.data[0].id).toBeGreaterThan(page.data[24].id);
    // A filter that narrows the same list under the cap is exact again.
    expect(await activity('?q=cap_exact&per_page=25')).toMatchObject({ total: EXACT_TOTAL_MAX });
  });

  it('offers a next page exactly while rows follow, whatever the estimate says', async () => {
    await addEntries('cap_more', 2 * EXACT_TOTAL_MAX);
    const pages = (2 * EXACT_TOTAL_MAX) / 100;
    const at = (page: number) => activity(`?q=cap_more&per_page=100&sort=id&order=asc&page=${page}`);
    // Past the estimate's own last page when the estimate is short: the next page is still there.
    const middle = await at(pages / 2 + 1);
    expect(middle.total_approximate).toBe(true);
    expect(middle.data).toHaveLength(100);
    expect(middle.last_page).toBeGreaterThan(pages / 2 + 1);
    const last = await at(pages);
    expect(last.data).toHaveLength(100);
    expect(last.last_page).toBe(pages);
    expect(await at(pages + 1)).toMatchObject({ data: [], last_page: pages });
  });
});
