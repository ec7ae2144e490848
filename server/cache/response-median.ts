import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/types.js';

/*
 * The all-dealer median response time of the statistics (issue 15), per range: the same for every dealer, and a sort
 * of every quotation of the range (~30,000 at the bench scale, tens of ms). Kept per database and range with the
 * version of quotation_response_version it was read at; that row is bumped by a trigger on every statement that can
 * change a response time (migration 0017), so an entry is checked against the database on each use: right across
 * instances without any announcement, and safe to lose (the next call recomputes).
 */

const MAX_RANGES = 64;

interface Entry { version: string; median: number | null }

const byDatabase = new WeakMap<object, Map<string, Entry>>();

type Row = { version: string | number; median: number | string | null };

/** `inRange` is the range's condition on `q.request_created_at`; `key` names the range. */
export async function allDealerMedian(db: Db, key: string, inRange: SQL): Promise<number | null> {
  const entries = byDatabase.get(db) ?? new Map<string, Entry>();
  byDatabase.set(db, entries);
  const { rows: [current] } = await db.execute<{ version: string | number }>(sql`select version from quotation_response_version`);
  const cached = entries.get(key);
  if (cached && current && cached.version === String(current.version)) return cached.median;
  // Version and median in one statement: one snapshot, so the pair never claims a newer version than the figure read.
  const { rows: [read] } = await db.execute<Row>(sql`select (select version from quotation_response_version) as version,
      percentile_cont(0.5) within group (order by q.response_minutes) as median
    from quotations q where ${inRange}`);
  const median = read?.median == null ? null : Number(read.median);
  if (read?.version != null) {
    if (entries.size >= MAX_RANGES) entries.clear();
    entries.set(key, { version: String(read.version), median });
  }
  return median;
}
