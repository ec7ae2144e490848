import { sql, type SQL } from 'drizzle-orm';
import type { ListFilters } from '../../contract/api/lists.js';
import type { Db } from '../db/types.js';

/** The dashboard's day boundaries are Italian days, whatever the server's time zone. */
export const FILTER_TIME_ZONE = 'Europe/Rome';

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `%text%` for LIKE, with the user's %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The dashboard filters on the request `s`, each one optional and ANDed with the others; values within one
 * filter are alternatives. They read the filter columns the database keeps on submissions (see schema.ts):
 * - brand: the vehicle's manufacturer is one of the ids;
 * - part: some row asks for one of the parts, or for a part below one of the categories (part_ids holds every
 *   row's part and all its ancestors);
 * - province: the request's province is one of the ids;
 * - dateFrom / dateTo: published from the start of dateFrom to the end of dateTo, Italian days, both included;
 * - search: case-insensitive substring of the plate, chassis, model, manufacturer name or a row's part name
 *   (trigram index from 3 characters on).
 * `within: 'open'` (the open tabs, Richieste and Outlet): their rows are an index range of the deadline (two days of
 * requests, ~33,000 at 1,000,000), so part and search are tested on those rows and never through their indexes over
 * the whole table. The planner costs a trigram bitmap far below its time: a common word ('pompa', 134,000 candidates)
 * took 24-27 ms to AND with a province's 1,400 open requests, in the count and again in the page, where testing the
 * word on the open rows takes 8-11 ms.
 * `leafParts`: every part filtered has no part below it (partsAreLeaves).
 */
export function dashboardFiltersSql(filters: ListFilters, within: 'open' | 'all' = 'all', leafParts = false): SQL[] {
  const where: SQL[] = [];
  if (filters.brand?.length) where.push(sql`s.manufacturer_id = any(${intArray(filters.brand)})`);
  if (filters.part?.length) {
    // A category with another filter is tested on the rows the others' indexes find, not through part_ids' index: it
    // matches a third of the requests, and its bitmap (~350,000 entries at 1,000,000 requests, 30-40 ms) ANDed with a
    // brand's and a province's cost more than the rows it would strike out. A leaf part (`leafParts`, 3.5%: 35,000
    // entries, 6 ms) is the selective one: tested on the rows, its misestimated selectivity sent a capped count
    // through every expired request (brand, leaf and search: 230-260 ms against 42-48 through the index).
    // Alone a part takes the index.
    const tested = within === 'open' || (combinesPart(filters) && !leafParts);
    where.push(
      tested
        ? sql`coalesce(s.part_ids && ${intArray(filters.part)}, false)`
        : sql`s.part_ids && ${intArray(filters.part)}`,
    );
  }
  if (filters.province?.length) where.push(sql`s.province_id = any(${intArray(filters.province)})`);
  if (filters.dateFrom)
    where.push(sql`s.created_at >= (${filters.dateFrom}::date)::timestamp at time zone ${FILTER_TIME_ZONE}`);
  if (filters.dateTo)
    where.push(sql`s.created_at < (${filters.dateTo}::date + 1)::timestamp at time zone ${FILTER_TIME_ZONE}`);
  const search = filters.search?.trim();
  // search_text is lowercase: LIKE on the lowercased pattern is case-insensitive and ~3× cheaper than ILIKE.
  if (search) {
    const matches = sql`s.search_text like lower(${likePattern(search)})`;
    where.push(within === 'open' ? sql`coalesce(${matches}, false)` : matches);
  }
  return where;
}

/** Whether a part is filtered together with another filter. */
export function combinesPart(filters: ListFilters): boolean {
  return (
    Boolean(filters.part?.length) &&
    Boolean(
      filters.brand?.length || filters.province?.length || filters.dateFrom || filters.dateTo || filters.search?.trim(),
    )
  );
}

/** Whether none of these parts has a part below it (the part filter's index choice, dashboardFiltersSql). */
export async function partsAreLeaves(db: Pick<Db, 'execute'>, ids: number[]): Promise<boolean> {
  const { rows } = await db.execute<{ leaves: boolean }>(
    sql`select not exists (select 1 from parts where part_parent_id = any(${intArray(ids)})) as leaves`,
  );
  return rows[0]?.leaves === true;
}
