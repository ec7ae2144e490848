import { sql, type SQL } from 'drizzle-orm';
import type { ListFilters } from '../../contract/api/lists.js';

/** The dashboard's day boundaries are Italian days, whatever the server's time zone. */
export const FILTER_TIME_ZONE = 'Europe/Rome';

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `%text%` for LIKE, with the user's %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The selected parts and, for a selected category, every part below it in the tree. */
const partsAndDescendants = (ids: number[]) => sql`(
  with recursive picked(id) as (
    select p.id from parts p where p.id = any(${intArray(ids)})
    union
    select child.id from parts child join picked on child.part_parent_id = picked.id)
  select id from picked)`;

/**
 * The dashboard filters on the request `s`, each one optional and ANDed with the others; values within one
 * filter are alternatives:
 * - brand: the vehicle's manufacturer is one of the ids;
 * - part: some row asks for one of the parts, or for a part below one of the categories;
 * - province: the request's province is one of the ids;
 * - dateFrom / dateTo: published on or after the start of dateFrom and before the end of dateTo (Italian days);
 * - search: case-insensitive substring of the plate, chassis, model, manufacturer name or a row's part name.
 */
export function dashboardFiltersSql(filters: ListFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.brand?.length) {
    where.push(sql`s.vehicle_id in (select v.id from vehicles v where v.manufacturer_id = any(${intArray(filters.brand)}))`);
  }
  if (filters.part?.length) {
    where.push(sql`s.id in (select r.submission_id from submission_rows r where r.part_id in ${partsAndDescendants(filters.part)})`);
  }
  if (filters.province?.length) where.push(sql`s.province_id = any(${intArray(filters.province)})`);
  if (filters.dateFrom) where.push(sql`s.created_at >= (${filters.dateFrom}::date)::timestamp at time zone ${FILTER_TIME_ZONE}`);
  if (filters.dateTo) where.push(sql`s.created_at < (${filters.dateTo}::date + 1)::timestamp at time zone ${FILTER_TIME_ZONE}`);
  const search = filters.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(sql`(s.vehicle_id in (
        select v.id from vehicles v
        where v.plate ilike ${pattern} or v.chassis ilike ${pattern} or v.model ilike ${pattern}
           or v.manufacturer_id in (select m.id from manufacturers m where m.name ilike ${pattern}))
      or s.id in (select r.submission_id from submission_rows r
        where r.part_id in (select p.id from parts p where p.name ilike ${pattern})))`);
  }
  return where;
}
