import { eq } from 'drizzle-orm';
import { DEFAULT_REGIME_FISCALE, RegimeFiscale } from '../../contract/entities/invoice.js';
import { users } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** The dealer's FatturaPA RegimeFiscale (RF01 unless set; an unknown stored value reads as RF01). */
export async function getRegimeFiscale(db: Db, dealerId: number): Promise<RegimeFiscale> {
  const [row] = await db.select({ regime: users.regimeFiscale }).from(users).where(eq(users.id, dealerId));
  const parsed = RegimeFiscale.safeParse(row?.regime);
  return parsed.success ? parsed.data : DEFAULT_REGIME_FISCALE;
}

export async function setRegimeFiscale(db: Db, dealerId: number, regime: RegimeFiscale): Promise<RegimeFiscale> {
  await db.update(users).set({ regimeFiscale: regime }).where(eq(users.id, dealerId));
  return regime;
}
