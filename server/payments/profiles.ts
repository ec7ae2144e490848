import { eq } from 'drizzle-orm';
import { paymentProfiles, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { DealerRef } from './provider.js';

/** The dealer as the provider sees it: the customer id is kept only for the provider that created it. */
export async function dealerRef(db: Db, dealerId: number, provider: string): Promise<DealerRef> {
  const [row] = await db
    .select({
      email: users.email,
      legalName: users.legalName,
      profileProvider: paymentProfiles.provider,
      customerId: paymentProfiles.customerId,
    })
    .from(users)
    .leftJoin(paymentProfiles, eq(paymentProfiles.dealerId, users.id))
    .where(eq(users.id, dealerId));
  return {
    id: dealerId,
    email: row.email,
    legalName: row.legalName,
    customerId: row.profileProvider === provider ? row.customerId : null,
  };
}

/** Remembers the provider's customer and, after a card update, the saved payment method. */
export async function saveProfile(
  db: Db,
  dealerId: number,
  provider: string,
  changes: { customerId?: string | null; paymentMethodId?: string },
): Promise<void> {
  const values = { dealerId, provider, ...changes, updatedAt: new Date() };
  await db.insert(paymentProfiles).values(values).onConflictDoUpdate({ target: paymentProfiles.dealerId, set: values });
}
