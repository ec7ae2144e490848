import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { admin, adminActors, type AdminActors } from './admin-support.js';

let a: AdminActors;
beforeAll(async () => {
  a = await adminActors();
});
afterAll(async () => a?.t.close());

type Page = { data: { dealer_id: number; legal_name: string | null; blocked: boolean; held: number }[]; total: number };

describe('the console’s payout accounts', () => {
  it('lists the dealers’ accounts with their company name and balances', async () => {
    const list = await admin<Page>(a, routes.adminPayoutAccounts);
    expect(list.status, list.raw).toBe(200);
    const demo = list.body.data.find((row) => row.dealer_id === a.ids.dealer);
    expect(demo).toMatchObject({ blocked: false });
    expect(demo?.legal_name).toBeTruthy();
    expect(list.body.total).toBeGreaterThan(0);
  });

  it('"Blocca versamenti" blocks with a reason and unblocks a dealer’s payouts; a dealer without an account is a 404', async () => {
    const withoutReason = await admin(a, routes.adminPayoutsBlock, { id: a.ids.dealer }, { blocked: true });
    expect(withoutReason.status, withoutReason.raw).toBe(422);
    const reason = 'Documenti da verificare';
    const blocked = await admin(a, routes.adminPayoutsBlock, { id: a.ids.dealer }, { blocked: true, reason });
    expect(blocked.status, blocked.raw).toBe(200);
    expect(blocked.body).toMatchObject({ dealer_id: a.ids.dealer, blocked: true });
    const unblocked = await admin(a, routes.adminPayoutsBlock, { id: a.ids.dealer }, { blocked: false });
    expect(unblocked.body).toMatchObject({ blocked: false });
    const logged = (await a.t.database.query(
      `select action, after from activity_log where entity = 'dealer' and entity_id = ${a.ids.dealer}
        and action like 'payouts.%' order by id`,
    )) as { action: string; after: { reason?: string } }[];
    expect(logged.map((entry) => entry.action)).toEqual(['payouts.block', 'payouts.unblock']);
    expect(logged[0].after.reason).toBe(reason);
    const missing = await admin(a, routes.adminPayoutsBlock, { id: a.ids.customer }, { blocked: true, reason });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: errors.notFound });
  });
});
