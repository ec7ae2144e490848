import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../server/repositories/ledger.js';
import { runSettlement } from '../../server/settlement/job.js';
import { availableSales, payoutAccounts } from '../faults/support/settlement-data.js';
import { actors, DEALER, DEALER2, query, type Actors } from './quotations-fixtures.js';

/*
 * The automatic payout run books a batch of dealers at a time: each dealer whose account can be paid out gets one
 * payout of everything available, from its minimum up; a blocked account or one below its minimum is left for later;
 * everything is sent and paid, once, and the books reconcile.
 */

let a: Actors;
const payoutsOf = (dealer: number) =>
  query<{ id: number; status: string; amount_cents: string; automatic: boolean }>(
    a.t,
    `select id, status, amount_cents, automatic from payouts where dealer_id = ${dealer} and automatic
      and created_at > now() - interval '1 hour' order by id`,
  );
const available = async (dealer: number) =>
  Number(
    (
      await query<{ total: string | null }>(
        a.t,
        `select sum(net_cents) as total from settlement_sales where dealer_id = ${dealer} and state = 'available'`,
      )
    )[0].total ?? 0,
  );

beforeAll(async () => {
  a = await actors();
  await payoutAccounts(a.t.database, [DEALER, DEALER2]);
  await availableSales(a.t.database, DEALER, 2);
  await availableSales(a.t.database, DEALER2, 2);
  await query(a.t, `update payout_accounts set schedule = 'daily', minimum_cents = 0`);
});
afterAll(async () => a?.t.close());

describe('the automatic payout run', () => {
  it('leaves a blocked account and one below its minimum', async () => {
    await query(a.t, `update payout_accounts set blocked = true where dealer_id = ${DEALER}`);
    await query(a.t, `update payout_accounts set minimum_cents = 100000000 where dealer_id = ${DEALER2}`);
    expect(await runSettlement(a.t.app, new Date(), 1000)).toMatchObject({ booked: 0 });
    await query(
      a.t,
      `update payout_accounts set blocked = false, minimum_cents = 0 where dealer_id in (${DEALER}, ${DEALER2})`,
    );
    expect(await payoutsOf(DEALER)).toEqual([]);
    expect(await payoutsOf(DEALER2)).toEqual([]);
  });

  it('pays each due dealer everything available in one payout, once, and the books reconcile', async () => {
    const owed = new Map([
      [DEALER, await available(DEALER)],
      [DEALER2, await available(DEALER2)],
    ]);
    expect([...owed.values()].every((cents) => cents > 0)).toBe(true);
    const run = await runSettlement(a.t.app, new Date(Date.now() + 2000), 1000);
    expect(run).toMatchObject({ booked: 2, sent: 2 });
    for (const dealer of [DEALER, DEALER2]) {
      const payouts = await payoutsOf(dealer);
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({ status: 'paid', automatic: true });
      expect(Number(payouts[0].amount_cents)).toBe(owed.get(dealer));
      expect(await available(dealer)).toBe(0);
    }
    // The same day again: nothing more to pay, nothing paid twice.
    await availableSales(a.t.database, DEALER2, 1);
    expect(await runSettlement(a.t.app, new Date(Date.now() + 4000), 1000)).toMatchObject({ booked: 0 });
    expect(await payoutsOf(DEALER2)).toHaveLength(1);
    expect(await reconcile(a.t.app.db)).toEqual({ clean: true, problems: [] });
  });
});
