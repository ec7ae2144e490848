import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Coverage } from '../../contract/entities/quoting.js';
import { errors } from '../../i18n/it/errors.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { dealerCategories, dealerManufacturers, manufacturers, parts } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';

/** The brands and top-level categories the dealer serves, by name (empty lists = all). */
export async function getCoverage(db: Db, dealerId: number): Promise<Coverage> {
  const [brands, categories] = await Promise.all([
    db
      .select({ id: manufacturers.id, name: manufacturers.name })
      .from(dealerManufacturers)
      .innerJoin(manufacturers, eq(manufacturers.id, dealerManufacturers.manufacturerId))
      .where(eq(dealerManufacturers.dealerId, dealerId))
      .orderBy(asc(manufacturers.name)),
    db
      .select({ id: parts.id, name: parts.name, part_parent_id: parts.partParentId })
      .from(dealerCategories)
      .innerJoin(parts, eq(parts.id, dealerCategories.partId))
      .where(eq(dealerCategories.dealerId, dealerId))
      .orderBy(asc(parts.name)),
  ]);
  return { manufacturers: brands, categories };
}

/** Unknown manufacturers, and parts that are not top-level categories, answer 422 on the field at fault. */
async function checkIds(db: Db, manufacturerIds: number[], categoryIds: number[]): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (manufacturerIds.length > 0) {
    const known = await db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(inArray(manufacturers.id, manufacturerIds));
    if (known.length !== manufacturerIds.length) fields.manufacturers = [quotingMessages.coverageUnknownManufacturer];
  }
  if (categoryIds.length > 0) {
    const top = await db
      .select({ id: parts.id })
      .from(parts)
      .where(and(inArray(parts.id, categoryIds), isNull(parts.partParentId)));
    if (top.length !== categoryIds.length) fields.categories = [quotingMessages.coverageNotCategory];
  }
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
}

/** Replaces the dealer's coverage; its lists and counters follow at once. */
export async function replaceCoverage(
  db: Db,
  dealerId: number,
  manufacturerIds: number[],
  categoryIds: number[],
): Promise<Coverage> {
  await checkIds(db, manufacturerIds, categoryIds);
  await db.transaction(async (tx) => {
    await tx.delete(dealerManufacturers).where(eq(dealerManufacturers.dealerId, dealerId));
    await tx.delete(dealerCategories).where(eq(dealerCategories.dealerId, dealerId));
    if (manufacturerIds.length > 0)
      await tx
        .insert(dealerManufacturers)
        .values(manufacturerIds.map((manufacturerId) => ({ dealerId, manufacturerId })));
    if (categoryIds.length > 0)
      await tx.insert(dealerCategories).values(categoryIds.map((partId) => ({ dealerId, partId })));
  });
  dealerCountersChanged([dealerId]);
  return getCoverage(db, dealerId);
}
