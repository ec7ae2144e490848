import { SQL, sql } from 'drizzle-orm';
import { RESPONSE_WINDOW_MINUTES } from '../../contract/constants.js';
import type { SubmissionFilter } from '../../contract/entities/submission.js';
import type { Db } from '../db/types.js';

export { RESPONSE_WINDOW_MINUTES };
/** Pause and resume of a dealer's timer (the chat calls them), kept with the timer's SQL. */
export { pauseTimer, resumeTimer } from './submission-timer.js';

/*
 * The request-state rules, in one place: lists, detail, ping counters, quotations and chat all use these.
 *
 * - Response window: a request can be answered for RESPONSE_WINDOW_MINUTES (48 h) after created_at;
 *   `deadline_at` stores created_at + window and never moves.
 * - Pause, per dealer: writing to the customer freezes this dealer's timer (`conversations.frozen_since`);
 *   the customer's reply resumes it and adds the paused time to `paused_ms`. Paused time does not count:
 *   effective deadline = deadline_at + paused_ms (+ the running pause, while frozen).
 * - timing_residue (minutes) = max(0, ceil((effective deadline − (frozen_since ?? now)) / 60 s)); 0 once closed.
 * - is_frozen = this dealer's conversation has frozen_since set (and the request is not closed).
 * - open = not closed AND (frozen OR effective deadline > now): a frozen request never expires while frozen.
 * - expired = not closed AND not open.
 * - pending ("new") = open AND not outlet · outlet = open AND is_outlet.
 * - visible to a dealer = (province null, or not one of the provinces the dealer excludes) AND served by it:
 *   manufacturer null or one of the dealer's served manufacturers (none set = all), AND some row's part under one
 *   of its served top-level categories (none set = all; part_ids holds every row's part and its ancestors).
 * - declined by this dealer ("Non posso offrire", submission_declines) = in none of its lists (pending, outlet,
 *   expired) and counters until undeclined; still readable (the detail, so that it can be undeclined).
 * - closed (a quotation was accepted: closed_at set) = in no list; readable only by a dealer who quoted it.
 *
 * SQL fragments read the request as `s`, and (timing fragments) this dealer's conversation as `dc`,
 * joined with dealerConversationJoin. Database triggers keep what they rely on: the filter columns of
 * submissions (manufacturer_id, part_ids, search_text) and conversations.extended_until (deadline_at +
 * paused_ms, so "kept open by this dealer's pause" is an index range) — migration 0003; and the per-day
 * totals of submission_deadline_days for the expired counts — migration 0007.
 */

const MINUTE_MS = 60_000;

export interface SubmissionTimer {
  deadlineAt: Date;
  closedAt: Date | null;
  /** Pause already accumulated by this dealer's conversation (0 without a conversation). */
  pausedMs: number;
  /** Set while this dealer's timer is paused. */
  frozenSince: Date | null;
}

export type SubmissionState = SubmissionFilter | 'closed';

export function effectiveDeadline(timer: SubmissionTimer): Date {
  return new Date(timer.deadlineAt.getTime() + timer.pausedMs);
}

export function isFrozen(timer: SubmissionTimer): boolean {
  return timer.closedAt === null && timer.frozenSince !== null;
}

export function isOpen(timer: SubmissionTimer, now: Date): boolean {
  return timer.closedAt === null && (timer.frozenSince !== null || effectiveDeadline(timer) > now);
}

export function timingResidue(timer: SubmissionTimer, now: Date): number {
  if (timer.closedAt !== null) return 0;
  const from = timer.frozenSince ?? now;
  return Math.max(0, Math.ceil((effectiveDeadline(timer).getTime() - from.getTime()) / MINUTE_MS));
}

export function submissionState(timer: SubmissionTimer & { isOutlet: boolean }, now: Date): SubmissionState {
  if (timer.closedAt !== null) return 'closed';
  if (!isOpen(timer, now)) return 'expired';
  return timer.isOutlet ? 'outlet' : 'pending';
}

// ---- SQL fragments (alias s = submissions, dc = this dealer's conversation on s) ----

/** Left join of this dealer's conversation on the request `s`, as `dc` (at most one: unique per request and dealer). */
export const dealerConversationJoin = (dealerId: number): SQL =>
  sql`left join conversations dc on dc.submission_id = s.id and dc.dealer_id = ${dealerId}`;

export const effectiveDeadlineSql: SQL = sql`(s.deadline_at + coalesce(dc.paused_ms, 0) * interval '1 millisecond')`;

export const isFrozenSql: SQL = sql`(s.closed_at is null and dc.frozen_since is not null)`;

export const timingResidueSql: SQL = sql`(case when s.closed_at is not null then 0 else greatest(0, ceil(
  extract(epoch from (${effectiveDeadlineSql} - coalesce(dc.frozen_since, now()))) / 60))::int end)`;

/**
 * What a dealer's lists depend on besides the request itself: the provinces the dealer excludes, and the requests
 * whose window this dealer's conversation keeps open past deadline_at right now (frozen, or paused time pushing
 * the effective deadline — conversations.extended_until, kept by a trigger — beyond now). Both are small.
 */
export interface DealerScope {
  dealerId: number;
  excludedProvinces: number[];
  extendedIds: number[];
  /** Coverage: served manufacturers and top-level part categories; empty = all. */
  manufacturers: number[];
  categories: number[];
  /** Requests this dealer declined. */
  declinedIds: number[];
}

/**
 * A dealer given by id (the fragments then read the scope with sub-selects), by a column of an outer query holding
 * dealer ids (the same sub-selects, e.g. which connected dealers a new request reaches: server/realtime) or by its
 * loaded scope.
 */
export type DealerRef = number | SQL | DealerScope;

const byId = (dealer: DealerRef): dealer is number | SQL => typeof dealer === 'number' || dealer instanceof SQL;

const excludedProvincesQuery = (dealerId: number | SQL): SQL =>
  sql`array(select dp.province_id from dealer_provinces dp where dp.dealer_id = ${dealerId} order by 1)`;

const extendedIdsQuery = (dealerId: number | SQL): SQL => sql`array(
  select c.submission_id from conversations c
  where c.dealer_id = ${dealerId} and (c.frozen_since is not null or c.extended_until > now()) order by 1)`;

const manufacturersQuery = (dealerId: number | SQL): SQL =>
  sql`array(select dm.manufacturer_id from dealer_manufacturers dm where dm.dealer_id = ${dealerId} order by 1)`;

const categoriesQuery = (dealerId: number | SQL): SQL =>
  sql`array(select dc.part_id from dealer_categories dc where dc.dealer_id = ${dealerId} order by 1)`;

const declinedQuery = (dealerId: number | SQL): SQL =>
  sql`array(select d.submission_id from submission_declines d where d.dealer_id = ${dealerId} order by 1)`;

const intArray = (ids: number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The scope as array expressions. A loaded scope becomes constants: PostgreSQL tests a row against a constant
 * array several times faster than against a sub-select's result (measured: a 44,000-row page walk, 38 → 14 ms).
 */
function scopeArrays(dealer: DealerRef): { excluded: SQL; extended: SQL; declined: SQL } {
  if (byId(dealer)) {
    return {
      excluded: excludedProvincesQuery(dealer),
      extended: extendedIdsQuery(dealer),
      declined: declinedQuery(dealer),
    };
  }
  return {
    excluded: intArray(dealer.excludedProvinces),
    extended: intArray(dealer.extendedIds),
    declined: intArray(dealer.declinedIds),
  };
}

type ScopeRow = Record<'excluded' | 'extended' | 'manufacturers' | 'categories' | 'declined', number[] | null>;

/** Reads a dealer's scope; call it in the same transaction as the queries using it (one now() for all). */
export async function loadDealerScope(db: Pick<Db, 'execute'>, dealerId: number): Promise<DealerScope> {
  const { rows } = await db.execute<ScopeRow>(sql`select ${excludedProvincesQuery(dealerId)} as excluded,
    ${extendedIdsQuery(dealerId)} as extended, ${manufacturersQuery(dealerId)} as manufacturers,
    ${categoriesQuery(dealerId)} as categories, ${declinedQuery(dealerId)} as declined`);
  const ids = (key: keyof ScopeRow) => (rows[0]?.[key] ?? []).map(Number);
  return {
    dealerId,
    excludedProvinces: ids('excluded'),
    extendedIds: ids('extended'),
    manufacturers: ids('manufacturers'),
    categories: ids('categories'),
    declinedIds: ids('declined'),
  };
}

const hasCoverage = (scope: DealerScope): boolean => scope.manufacturers.length > 0 || scope.categories.length > 0;

/** Served by the dealer (coverage); a loaded scope without coverage adds no condition at all. */
export function servedSql(dealer: DealerRef): SQL {
  if (byId(dealer)) {
    const manufacturers = manufacturersQuery(dealer);
    const categories = categoriesQuery(dealer);
    return sql`((s.manufacturer_id is null or cardinality(${manufacturers}) = 0 or s.manufacturer_id = any(${manufacturers}))
      and (cardinality(${categories}) = 0 or s.part_ids && ${categories}))`;
  }
  // Written so that no index can take them (coalesce): coverage usually keeps a large share of the requests, and a
  // bitmap of it ANDed with a filter's index costs more than checking the rows (measured: a search's count 28 → 6 ms).
  const served: SQL[] = [];
  if (dealer.manufacturers.length > 0)
    served.push(sql`coalesce(s.manufacturer_id = any(${intArray(dealer.manufacturers)}), true)`);
  if (dealer.categories.length > 0) served.push(sql`coalesce(s.part_ids && ${intArray(dealer.categories)}, false)`);
  return served.length > 0 ? sql`(${sql.join(served, sql` and `)})` : sql`true`;
}

/** Not declined by this dealer. */
export const notDeclinedSql = (dealer: DealerRef): SQL => sql`s.id <> all(${scopeArrays(dealer).declined})`;

/** open: not closed and (frozen or effective deadline ahead). Equivalent, since paused_ms ≥ 0. */
export const openSql = (dealer: DealerRef): SQL =>
  sql`(s.closed_at is null and (s.deadline_at > now() or s.id = any(${scopeArrays(dealer).extended})))`;

/**
 * openSql as two disjoint parts, open by deadline and past deadline but kept open by the dealer's conversations: the
 * first is an index range of the deadline (~30,000 requests at 1,000,000), which openSql's OR never is.
 */
export const openPartsSql = (dealer: DealerRef): [SQL, SQL] => [
  sql`s.deadline_at > now()`,
  sql`s.deadline_at <= now() and s.id = any(${scopeArrays(dealer).extended})`,
];

/** expired: not closed and not open (the same set as `not openSql`). */
export const expiredSql = (dealer: DealerRef): SQL =>
  sql`(s.closed_at is null and s.deadline_at <= now() and s.id <> all(${scopeArrays(dealer).extended}))`;

export const visibleSql = (dealer: DealerRef): SQL =>
  sql`((s.province_id is null or s.province_id <> all(${scopeArrays(dealer).excluded})) and ${servedSql(dealer)})`;

/** The condition of one list (and of its ping counter): visible to the dealer, not declined by it, and in that state. */
export function inListSql(filter: SubmissionFilter, dealer: DealerRef): SQL {
  const mine = sql`${visibleSql(dealer)} and ${notDeclinedSql(dealer)}`;
  switch (filter) {
    case 'pending':
      return sql`(${mine} and ${openSql(dealer)} and not s.is_outlet)`;
    case 'outlet':
      return sql`(${mine} and ${openSql(dealer)} and s.is_outlet)`;
    case 'expired':
      return sql`(${mine} and ${expiredSql(dealer)})`;
  }
}

/**
 * The exact number of requests of one unfiltered list: a scalar SQL expression (a filtered list is read whole or up to
 * a cap: filteredOpenTab and filteredExpired in server/repositories/submissions.ts).
 * pending and outlet are small (about two days of requests): counted directly, in two parts (open by deadline, kept
 * open by the dealer) so the first takes the deadline's index range. The unfiltered expired list grows with history (tens of thousands): counted as all
 * expired-by-deadline requests (whole past days from submission_deadline_days, kept by triggers, plus today's
 * rows) minus those of excluded provinces minus those this dealer's conversation keeps open minus those it declined,
 * so no count walks the ~90,000 rows (in PGlite that alone costs 12-17 ms). Same set as inListSql. A dealer with
 * coverage set is counted directly: the per-day totals know nothing of manufacturers and categories.
 */
export function listCountSql(filter: SubmissionFilter, dealer: DealerRef): SQL {
  if (filter !== 'expired') {
    // Open by deadline, plus past deadline and kept open by the dealer's conversations: two disjoint counts. As one
    // (openSql's `deadline_at > now() or id = any(kept)`) no index range applies and the count walks every request
    // not closed, expired ones included: 110 ms at 1,000,000 requests against 10 + 4 ms split.
    const { extended } = scopeArrays(dealer);
    const mine = [
      visibleSql(dealer),
      notDeclinedSql(dealer),
      filter === 'outlet' ? sql`s.is_outlet` : sql`not s.is_outlet`,
      sql`s.closed_at is null`,
    ];
    const count = (state: SQL) =>
      sql`(select count(*) from submissions s where ${sql.join([...mine, state], sql` and `)})`;
    return sql`(${count(sql`s.deadline_at > now()`)} + ${count(sql`s.deadline_at <= now() and s.id = any(${extended})`)})`;
  }
  if (byId(dealer) || hasCoverage(dealer)) {
    return sql`(select count(*) from submissions s where ${inListSql(filter, dealer)})`;
  }
  const { excluded, extended, declined } = scopeArrays(dealer);
  const byDeadline = sql`s.closed_at is null and s.deadline_at <= now()`;
  const todayStart = sql`((now() at time zone 'UTC')::date)::timestamp at time zone 'UTC'`;
  return sql`((select coalesce(sum(d.requests), 0) from submission_deadline_days d where d.day < (now() at time zone 'UTC')::date)
    + (select count(*) from submissions s where ${byDeadline} and s.deadline_at >= ${todayStart})
    - (select count(*) from submissions s where ${byDeadline} and s.province_id = any(${excluded}))
    - (select count(*) from submissions s where ${byDeadline} and ${visibleSql(dealer)} and s.id = any(${extended}))
    - (select count(*) from submissions s where ${byDeadline} and ${visibleSql(dealer)} and s.id = any(${declined}) and s.id <> all(${extended})))`;
}

/** Whether the dealer has a quotation on the request `s`. */
export const quotedBySql = (dealerId: number | SQL): SQL =>
  sql`exists (select 1 from quotations q where q.submission_id = s.id and q.dealer_id = ${dealerId})`;

/** Detail access: a request in one of the dealer's lists (visible, not closed), or any request the dealer quoted. */
export const readableBySql = (dealer: DealerRef): SQL =>
  sql`((s.closed_at is null and ${visibleSql(dealer)}) or ${quotedBySql(byId(dealer) ? dealer : dealer.dealerId)})`;

// ---- Queries other areas use ----

/** True when the dealer declined the request ("Non posso offrire") and has not undeclined it. */
export async function isDeclinedBy(db: Pick<Db, 'execute'>, submissionId: number, dealerId: number): Promise<boolean> {
  const { rows } = await db.execute<{ declined: boolean }>(sql`select exists (
    select 1 from submission_declines d where d.submission_id = ${submissionId} and d.dealer_id = ${dealerId}) as declined`);
  return rows[0]?.declined === true;
}

/** True when the dealer may still answer the request: it exists, is visible to the dealer and open for it. */
export async function isSubmissionOpenForDealer(db: Db, submissionId: number, dealerId: number): Promise<boolean> {
  const { rows } = await db.execute<{ open: boolean }>(sql`select exists (
    select 1 from submissions s where s.id = ${submissionId} and ${visibleSql(dealerId)} and ${openSql(dealerId)}) as open`);
  return rows[0]?.open === true;
}
