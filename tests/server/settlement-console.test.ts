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

  it('"Blocca versamenti" blocks and unblocks a dealer’s payouts; a dealer without an account is a 404', async () => {
    const blocked = await admin(a, routes.adminPayoutsBlock, { id: a.ids.dealer }, { blocked: true });
    expect(blocked.status, blocked.raw).toBe(200);
    expect(blocked.body).toMatchObject({ dealer_id: a.ids.dealer, blocked: true });
    const unblocked = await admin(a, routes.adminPayoutsBlock, { id: a.ids.dealer }, { blocked: false });
    expect(unblocked.body).toMatchObject({ blocked: false });
    const missing = await admin(a, routes.adminPayoutsBlock, { id: a.ids.customer }, { blocked: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: errors.notFound });
  });
});
