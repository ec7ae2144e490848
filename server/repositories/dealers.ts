import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DealerUpdateBody } from '../../contract/api/dealer.js';
import type { Province } from '../../contract/entities/lookups.js';
import type { z } from '../../contract/z.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { sessionsRevoked } from '../cache/sessions.js';
import {
  dealerMethods,
  dealerProvinces,
  paymentMethods,
  provinces,
  sessions,
  subscriptions,
  users,
} from '../db/schema.js';
import type { Db, DbOrTx } from '../db/types.js';

/** The company and address columns of POST /dealer/{dealerId}/update, as the contract validates them. */
export type CompanyData = Omit<z.output<typeof DealerUpdateBody>, 'password' | 'password_confirmation' | 'terms'>;

/**
 * A dealer is registering while it has never accepted the terms or has no subscription at all: exactly the
 * dealers the web guard sends to /register, whose form sets the password and accepts the terms.
 */
export async function isRegistering(db: Db, dealerId: number): Promise<boolean> {
  const [row] = await db
    .select({
      termsAcceptedAt: users.termsAcceptedAt,
      subscribed: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.dealerId} = ${dealerId})`,
    })
    .from(users)
    .where(eq(users.id, dealerId));
  return !row || row.termsAcceptedAt === null || !row.subscribed;
}

export async function updateCompany(
  db: Db,
  dealerId: number,
  data: CompanyData,
  registration?: { passwordHash: string; keepSessionId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        legalName: data.legal_name,
        phone: data.phone,
        vatNumber: data.vat_number,
        sdi: data.sdi,
        pec: data.pec,
        adrStreet: data.adr_street,
        adrHouseNo: data.adr_house_no,
        adrCity: data.adr_city,
        adrProvince: data.adr_province,
        adrZipCode: data.adr_zip_code,
        ...(registration ? { termsAcceptedAt: sql`now()` } : {}),
      })
      .where(eq(users.id, dealerId));
    if (registration) await setPassword(tx, dealerId, registration.passwordHash, registration.keepSessionId);
  });
  // Again after the commit: a request checked between the revocation above and the commit must not stay cached.
  if (registration) sessionsRevoked([dealerId]);
}

export async function passwordHashOf(db: Db, dealerId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, dealerId));
  return row?.hash ?? null;
}

/** New password; every other session of the dealer ends, the one that made the change stays open. */
export async function changePassword(
  db: Db,
  dealerId: number,
  passwordHash: string,
  keepSessionId: number,
): Promise<void> {
  await db.transaction((tx) => setPassword(tx, dealerId, passwordHash, keepSessionId));
  sessionsRevoked([dealerId]);
}

async function setPassword(db: DbOrTx, dealerId: number, passwordHash: string, keepSessionId: number): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, dealerId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, dealerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  sessionsRevoked([dealerId]);
}

export async function setIban(db: Db, dealerId: number, iban: string): Promise<void> {
  await db.update(users).set({ iban }).where(eq(users.id, dealerId));
}

export async function setFees(db: Db, dealerId: number, fees: { flat: number; partial: number }): Promise<void> {
  await db
    .update(users)
    .set({ defaultFlatFee: fees.flat, defaultPartialFee: fees.partial })
    .where(eq(users.id, dealerId));
}

export async function setProfilePhoto(db: Db, dealerId: number, url: string): Promise<void> {
  await db.update(users).set({ profilePhoto: url }).where(eq(users.id, dealerId));
}

/** The ids among `ids` that are not rows of `table`. */
async function missingIds(db: Db, table: typeof provinces | typeof paymentMethods, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const existing = new Set(found.map((row) => row.id));
  return ids.filter((id) => !existing.has(id));
}

export const unknownProvinceIds = (db: Db, ids: number[]) => missingIds(db, provinces, ids);
export const unknownMethodIds = (db: Db, ids: number[]) => missingIds(db, paymentMethods, ids);

export async function replaceExcludedProvinces(db: Db, dealerId: number, provinceIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dealerProvinces).where(eq(dealerProvinces.dealerId, dealerId));
    if (provinceIds.length > 0)
      await tx.insert(dealerProvinces).values(provinceIds.map((provinceId) => ({ dealerId, provinceId })));
  });
  dealerCountersChanged([dealerId]);
}

export async function replaceMethods(db: Db, dealerId: number, methodIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dealerMethods).where(eq(dealerMethods.dealerId, dealerId));
    await tx.insert(dealerMethods).values(methodIds.map((methodId) => ({ dealerId, methodId })));
  });
}

export function listExcludedProvinces(db: Db, dealerId: number): Promise<Province[]> {
  return db
    .select({ id: provinces.id, name: provinces.name, code: provinces.code })
    .from(dealerProvinces)
    .innerJoin(provinces, eq(provinces.id, dealerProvinces.provinceId))
    .where(eq(dealerProvinces.dealerId, dealerId))
    .orderBy(asc(provinces.name));
}
