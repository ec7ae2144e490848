import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDealerReturnFigures } from '../../contract/returns.js';
import { routes } from '../../contract/routes.js';
import { call, DEALER, DEALER2 } from './quotations-fixtures.js';
import { askReturn, deliveredPurchase, returnActors, type ReturnActors } from './returns-support.js';

/* The console's returns and disputes per dealer take the dealer filter, as its other lists do. */

let a: ReturnActors;
beforeAll(async () => {
  a = await returnActors();
  // One more return of the demo dealer, so its row is known to be there whatever the seed's dates.
  await askReturn(a, await deliveredPurchase(a, 'online'));
});
afterAll(async () => a?.t.close());

type Page = { data: AdminDealerReturnFigures[]; total: number };
const figures = async (search: string) => {
  const answer = await call(a.t, a.operator, routes.adminReturnFigures, {}, undefined, search);
  return { status: answer.statusCode, body: answer.json<Page>() };
};

describe('console: returns per dealer, filtered by dealer', () => {
  it('dealer_id gives that dealer’s row alone, with the same figures as in the whole list', async () => {
    const all = await figures('?per_page=100');
    expect(all.status).toBe(200);
    const mine = all.body.data.find((row) => row.dealer_id === DEALER);
    expect(mine).toBeDefined();
    expect(mine!.returns).toBeGreaterThan(0);

    const one = await figures(`?dealer_id=${DEALER}`);
    expect(one.status).toBe(200);
    expect(one.body.total).toBe(1);
    expect(one.body.data).toEqual([mine]);

    // A dealer with no returns in the period: nothing, not everybody's rows.
    const other = all.body.data.find((row) => row.dealer_id === DEALER2);
    const theirs = await figures(`?dealer_id=${DEALER2}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual(other ? [other] : []);
    expect(theirs.body.total).toBe(other ? 1 : 0);
  });

  it('a dealer_id that is not an id is refused with 422, never a 5xx', async () => {
    const wrong = await call(a.t, a.operator, routes.adminReturnFigures, {}, undefined, '?dealer_id=abc');
    expect(wrong.statusCode).toBe(422);
    expect(
      (await call(a.t, a.dealer, routes.adminReturnFigures, {}, undefined, `?dealer_id=${DEALER}`)).statusCode,
    ).toBe(403);
  });
});
