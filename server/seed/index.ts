import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/types.js';
import { seedAccounts } from './accounts.js';
import { seedChats, seedNotifications } from './chat.js';
import { seedCommerce } from './commerce.js';
import { seedSettlement } from './settlement.js';
import { seedDemoProviderRecords } from './demo-provider.js';
import { seedContent, recordUploads } from './content.js';
import type { SeedContext } from './context.js';
import {
  CUSTOMER_EMAIL,
  DEALER2_EMAIL,
  DEALER_EMAIL,
  DEMO_PASSWORD,
  NEW_DEALER_EMAIL,
  OPERATOR_EMAIL,
  STAFF,
} from './catalog/people.js';
import { seedLookups } from './lookups.js';
import { demoMediaFiles, writeMediaFiles } from './media.js';
import { requestPlans } from './plan.js';
import { seedQuotations } from './quotations.js';
import { seedRatings } from './ratings.js';
import { Random } from './random.js';
import { seedRequests } from './requests.js';
import { seedReturns } from './returns.js';
import { seedShipments } from './shipments.js';

export { RESPONSE_WINDOW_MINUTES } from './requests.js';
export { BRAND_HORIZONTAL_LIGHT, BRAND_VERTICAL_COLOR, mediaUrl, UPLOADS_FOLDER } from './media.js';
export { CUSTOMER_EMAIL, DEALER2_EMAIL, DEALER_EMAIL, DEMO_PASSWORD, NEW_DEALER_EMAIL, OPERATOR_EMAIL };

/** The demo accounts (all with DEMO_PASSWORD), for the start-up banner and the docs. */
export const DEMO_ACCOUNTS = [
  { email: DEALER_EMAIL, role: 'dealer', subscription: 'active' },
  { email: DEALER2_EMAIL, role: 'dealer', subscription: 'active' },
  { email: NEW_DEALER_EMAIL, role: 'dealer', subscription: null },
  { email: CUSTOMER_EMAIL, role: 'customer', subscription: null },
  { email: OPERATOR_EMAIL, role: 'operator', subscription: null },
  ...STAFF.map((s) => ({ email: s.email, role: `staff (${s.role})`, subscription: null })),
] as const;

const SEED = 20_260_101;

export interface SeedSummary {
  users: number;
  provinces: number;
  manufacturers: number;
  parts: number;
  leafParts: number;
  submissions: { new: number; outlet: number; expired: number; closed: number; total: number };
  quotations: Record<string, number>;
  /** Customers' ratings of the dealers: the dealers' stars are their average. */
  ratings: number;
  messages: number;
  notifications: number;
  coupons: number;
  orders: number;
  fees: number;
  unpaidFees: number;
  feedbackQuestions: number;
  faqs: number;
  uploads: number;
}

/**
 * Fills an empty, migrated database with the demo data, in one transaction (a crash leaves no half seed).
 * Deterministic: the same `now` gives the same rows (password hashes aside: their salt is random)
 * and the same generated files under `<dataDir>/uploads`.
 */
export async function seedDemo(db: Db, opts: { dataDir: string; now?: Date }): Promise<SeedSummary> {
  const now = new Date(Math.floor((opts.now ?? new Date()).getTime() / 1000) * 1000);
  const files = demoMediaFiles();
  const [passwordHash] = await Promise.all([hashPassword(DEMO_PASSWORD), writeMediaFiles(opts.dataDir, files)]);

  return db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, rng: new Random(SEED), now };
    const lookups = await seedLookups(tx);
    const accounts = await seedAccounts(ctx, lookups, passwordHash);
    const requests = await seedRequests(ctx, lookups, accounts, requestPlans());
    const quotations = await seedQuotations(ctx, accounts, requests);
    const ratings = await seedRatings(ctx, accounts, quotations);
    const messages = await seedChats(ctx, accounts, requests);
    const commerce = await seedCommerce(ctx, accounts, quotations);
    // After the fees: each notification leads to its subject.
    const notifications = await seedNotifications(ctx, accounts);
    await seedShipments(ctx, accounts);
    await seedSettlement(ctx, accounts, quotations);
    await seedReturns(ctx, accounts);
    await seedDemoProviderRecords(ctx);
    const content = await seedContent(ctx);
    await recordUploads(ctx, files);

    const byKind = (kind: string) => requests.filter((r) => r.plan.kind === kind).length;
    const quotationCounts: Record<string, number> = {};
    for (const q of quotations) quotationCounts[q.status] = (quotationCounts[q.status] ?? 0) + 1;
    return {
      users: 3 + accounts.customers.length,
      provinces: lookups.provinceIds.size,
      manufacturers: lookups.manufacturers.length,
      parts: lookups.partCount,
      leafParts: lookups.leaves.length,
      submissions: {
        new: byKind('new'),
        outlet: byKind('outlet'),
        expired: byKind('expired'),
        closed: byKind('closed'),
        total: requests.length,
      },
      quotations: quotationCounts,
      ratings,
      messages,
      notifications,
      ...commerce,
      ...content,
      uploads: files.length,
    };
  });
}
