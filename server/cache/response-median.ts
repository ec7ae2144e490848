import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/types.js';

/*
 * The all-dealer median response time of the statistics, per range: the same for every dealer, and a sort
 * of every quotation of the range (~30,000 at the bench scale, tens of ms). Kept per database and range with the
 * version of quotation_response_version it was read at; that row is bumped by a trigger on every statement that can
 * change a response time (migration 0017), so an entry is checked against the database on each use: right across
 * instances without any announcement, and safe to lose (the next call recomputes).
 * A range one dealer alone asked for counts against that dealer's PER_DEALER_RANGES; its next new range replaces its
 * own oldest, so one dealer's stream of new ranges never evicts the others' entries. A range
 * a second dealer reads is shared, owned by none; past MAX_RANGES the least recently used entry goes.
 */

const MAX_RANGES = 64;
export const PER_DEALER_RANGES = 4;

/**
 * A market figure needs this many dealers and quotations behind it: with one competitor on a
 * one-day range, 2 × median − own gave back that competitor's time to 0.2 minutes.
 */
export const MARKET_MIN_DEALERS = 5;
export const MARKET_MIN_QUOTATIONS = 20;

interface Entry {
  version: string;
  median: number | null;
  /** The dealer that alone has read this range, or null once another one did. */
  owner: number | null;
}

interface RangeCache {
  /** In order of last use, oldest first. */
  entries: Map<string, Entry>;
  /** Each dealer's own ranges, oldest first. */
  owned: Map<number, string[]>;
}

const byDatabase = new WeakMap<object, RangeCache>();

function cacheOf(db: object): RangeCache {
  let cache = byDatabase.get(db);
  if (!cache) byDatabase.set(db, (cache = { entries: new Map(), owned: new Map() }));
  return cache;
}

function forget({ entries, owned }: RangeCache, key: string): void {
  const owner = entries.get(key)?.owner;
  entries.delete(key);
  if (owner == null) return;
  const keys = (owned.get(owner) ?? []).filter((k) => k !== key);
  if (keys.length) owned.set(owner, keys);
  else owned.delete(owner);
}

function hit(cache: RangeCache, key: string, entry: Entry, dealerId: number): void {
  if (entry.owner !== null && entry.owner !== dealerId) {
    forget(cache, key);
    entry.owner = null;
  }
  cache.entries.delete(key);
  cache.entries.set(key, entry);
}

function store(cache: RangeCache, key: string, entry: Entry): void {
  forget(cache, key);
  const { owner } = entry;
  const ownedBy = () => (owner === null ? [] : (cache.owned.get(owner) ?? []));
  while (ownedBy().length >= PER_DEALER_RANGES) forget(cache, ownedBy()[0]);
  if (cache.entries.size >= MAX_RANGES) forget(cache, cache.entries.keys().next().value as string);
  cache.entries.set(key, entry);
  if (owner !== null) cache.owned.set(owner, [...ownedBy(), key]);
}

type Row = {
  version: string | number;
  median: number | string | null;
  dealers: number | string;
  quotations: number | string;
};

/**
 * `inRange` is the range's condition on `q.request_created_at`; `key` names the range. Null without data, and when
 * fewer than MARKET_MIN_DEALERS dealers or MARKET_MIN_QUOTATIONS quotations are behind the figure.
 */
export async function allDealerMedian(db: Db, dealerId: number, key: string, inRange: SQL): Promise<number | null> {
  const cache = cacheOf(db);
  const {
    rows: [current],
  } = await db.execute<{ version: string | number }>(sql`select version from quotation_response_version`);
  const cached = cache.entries.get(key);
  if (cached && current && cached.version === String(current.version)) {
    hit(cache, key, cached, dealerId);
    return cached.median;
  }
  // Version and median in one statement: one snapshot, so the pair never claims a newer version than the figure read.
  const {
    rows: [read],
  } = await db.execute<Row>(sql`select (select version from quotation_response_version) as version,
      percentile_cont(0.5) within group (order by q.response_minutes) as median,
      count(distinct q.dealer_id) as dealers, count(q.response_minutes) as quotations
    from quotations q where ${inRange}`);
  const enough =
    Number(read?.dealers ?? 0) >= MARKET_MIN_DEALERS && Number(read?.quotations ?? 0) >= MARKET_MIN_QUOTATIONS;
  const median = read?.median == null || !enough ? null : Number(read.median);
  if (read?.version != null)
    store(cache, key, {
      version: String(read.version),
      median,
      owner: cached && cached.owner !== dealerId ? null : dealerId,
    });
  return median;
}
