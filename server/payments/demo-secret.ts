import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema.js';
import type { Db } from '../db/types.js';

const DEMO_SECRET_NAME = 'demo_payment_secret';

/**
 * The demo provider's signing key, the same on every instance: DEMO_PAYMENT_SECRET when configured,
 * otherwise a random key stored in the database by whichever instance asks first (insert-if-absent, then read).
 */
export async function demoPaymentSecret(db: Db, configured: string | null): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(appSecrets)
    .values({ name: DEMO_SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, DEMO_SECRET_NAME));
  return Buffer.from(row.value, 'hex');
}
