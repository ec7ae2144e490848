import { and, sql, type SQL } from 'drizzle-orm';
import type { ListFilters } from '../../contract/api/lists.js';
import { EXACT_TOTAL_MAX, SUBMISSIONS_PER_PAGE } from '../../contract/constants.js';
import type { Submission, SubmissionFilter, SubmissionRow } from '../../contract/entities/submission.js';
import type { Db } from '../db/types.js';
import {
  type DealerRef,
  dealerConversationJoin,
  inListSql,
  isFrozenSql,
  listCountSql,
  loadDealerScope,
  openPartsSql,
  readableBySql,
  timingResidueSql,
} from '../domain/submission-state.js';
import { estimatedTotal, lastPageAfterRead } from './capped-total.js';
import { listCounter } from './ping.js';
import { combinesPart, dashboardFiltersSql, partsAreLeaves } from './submission-filters.js';

export interface SubmissionPage {
  data: Submission[];
  total: number;
  /** A filtered list of more than EXACT_TOTAL_MAX requests: total is the planner's estimate (absent when exact). */
  total_approximate?: true;
  page: number;
  per_page: number;
  last_page: number;
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const iso = (value: string | Date) => new Date(value).toISOString();

/** What the list queries need of a database or a transaction. */
type Queryable = Pick<Db, 'execute'>;

/**
 * One page of a dealer's list, newest first by default (id breaks ties); a page past the last answers no data.
 * The dealer's scope, count, page and content are read in one transaction, so they agree on now() and on the
 * data. A page in the second half of the list is read from the other end (and turned round): no page walks more
 * than half the list. The unfiltered list of a dealer with coverage takes its total from the ping's cached
 * counter (the same set, kept exact by invalidation): counting the served requests of the expired list walks tens of
 * thousands of rows, which the per-day totals of listCountSql cannot shortcut for manufacturers and categories.
 * A filtered open tab is one read of its open rows (filteredOpenTab); a filtered Scadute reads up to `exactMax` + 1 of
 * its requests (filteredExpired): past the cap its total is the planner's estimate, flagged total_approximate, and the
 * pager offers previous and next only. The unfiltered totals stay exact (per-day totals, counters).
 */
export async function listSubmissions(
  db: Db,
  dealerId: number,
  filter: SubmissionFilter,
  filters: ListFilters,
  exactMax = EXACT_TOTAL_MAX,
): Promise<SubmissionPage> {
  const open = filter !== 'expired';
  // Only a part combined with another filter on Scadute depends on it (dashboardFiltersSql).
  const leafParts = !open && combinesPart(filters) && (await partsAreLeaves(db, filters.part ?? []));
  const filterWhere = dashboardFiltersSql(filters, open ? 'open' : 'all', leafParts);
  // Read before the transaction: the counters may load through `db`, which PGlite's one connection would hold up.
  const cachedTotal =
    filterWhere.length === 0 && (await servesSome(db, dealerId)) ? await listCounter(db, dealerId, filter) : null;
  return db.transaction(async (tx) => {
    const scope = await loadDealerScope(tx, dealerId);
    const where = and(inListSql(filter, scope), ...filterWhere) as SQL;
    if (filterWhere.length > 0) {
      return open
        ? await filteredOpenTab(tx, dealerId, scope, where, filters, exactMax)
        : await filteredExpired(tx, dealerId, where, filters, exactMax);
    }
    const total =
      cachedTotal ??
      Number(
        (await tx.execute<{ total: number | string }>(sql`select ${listCountSql(filter, scope)} as total`)).rows[0]
          .total,
      );
    const counted = paged(total, filters.page);
    const offset = (filters.page - 1) * SUBMISSIONS_PER_PAGE;
    if (offset >= total) return { data: [], ...counted };
    const limit = Math.min(SUBMISSIONS_PER_PAGE, total - offset);
    const fromEnd = total - offset - limit;
    const reversed = fromEnd < offset;
    const ascending = (filters.sort === 'asc') !== reversed;
    const direction = ascending ? sql`asc` : sql`desc`;
    // Oldest first on an open tab: walking the creation index from the oldest request passes every expired
    // one (967,000 at 1,000,000 requests, 434 ms) before the first open one. The open ones are read by the deadline's
    // index range instead (both parts of openPartsSql), materialized and sorted: a few tens of ms.
    const page =
      open && ascending
        ? await tx.execute<{ id: number }>(sql`with open as materialized (${openRowsSql(scope, where)})
        select id from open order by created_at asc, id asc limit ${limit} offset ${reversed ? fromEnd : offset}`)
        : await tx.execute<{ id: number }>(sql`select s.id from submissions s where ${where}
      order by s.created_at ${direction}, s.id ${direction} limit ${limit} offset ${reversed ? fromEnd : offset}`);
    const ids = page.rows.map((row) => Number(row.id));
    return { data: await loadSubmissions(tx, dealerId, reversed ? ids.reverse() : ids), ...counted };
  });
}

/**
 * A filtered Scadute: up to exactMax + 1 of its matching requests are read once, by the plan of a capped
 * count. When that is all of them the total is exact and the page is sorted from them (a second read of the rows, the
 * page's, was half the time of a search with a province or a part: p95 50-61 ms at 1,000,000 requests). Past the cap
 * the total is the planner's estimate, flagged approximate, and the page is read from the index in the asked order
 * with one row more, so next is offered exactly while requests follow; the pager shows previous and next only.
 */
async function filteredExpired(
  tx: Queryable,
  dealerId: number,
  where: SQL,
  filters: ListFilters,
  exactMax: number,
): Promise<SubmissionPage> {
  const from = sql`from submissions s where ${where}`;
  const found = await countedPage(tx, sql`select s.id, s.created_at ${from} limit ${exactMax + 1}`, filters);
  if (found.total <= exactMax)
    return { data: await loadSubmissions(tx, dealerId, found.ids), ...paged(found.total, filters.page) };
  const total = await estimatedTotal(tx, from, exactMax);
  const direction = filters.sort === 'asc' ? sql`asc` : sql`desc`;
  const page = await tx.execute<{ id: number }>(sql`select s.id ${from}
    order by s.created_at ${direction}, s.id ${direction} limit ${SUBMISSIONS_PER_PAGE + 1} offset ${(filters.page - 1) * SUBMISSIONS_PER_PAGE}`);
  const ids = page.rows.slice(0, SUBMISSIONS_PER_PAGE).map((row) => Number(row.id));
  const estimate = paged(total, filters.page);
  const lastPage = lastPageAfterRead(
    estimate.last_page,
    filters.page,
    ids.length,
    page.rows.length > SUBMISSIONS_PER_PAGE,
  );
  return { data: await loadSubmissions(tx, dealerId, ids), ...estimate, total_approximate: true, last_page: lastPage };
}

/**
 * A filtered open tab: its matching requests are read once, by the deadline's index range, materialized,
 * counted and sorted; the count and the page come from that one read (the open rows are two days of requests, ~33,000
 * at 1,000,000). Read through the creation index instead, oldest first walks every expired request before the first
 * open one (967,000, 434 ms), and newest first walks back to the oldest match, which a request kept open by the
 * dealer's conversation can make the whole table (a part and a search: p95 240-340 ms); and a capped count read the
 * open rows again. The total follows the other tabs' rule: past exactMax it is flagged approximate, so the pager does
 * not change with the sort order.
 */
async function filteredOpenTab(
  tx: Queryable,
  dealerId: number,
  scope: DealerRef,
  where: SQL,
  filters: ListFilters,
  exactMax: number,
): Promise<SubmissionPage> {
  const { total, ids } = await countedPage(tx, openRowsSql(scope, where), filters);
  return {
    data: await loadSubmissions(tx, dealerId, ids),
    ...paged(total, filters.page),
    ...(total > exactMax ? { total_approximate: true as const } : {}),
  };
}

/**
 * The open requests matching `where` (id and creation), as the two disjoint parts of openPartsSql in a `union all`: the
 * first is an index range of the deadline, which openSql's OR never is.
 */
const openRowsSql = (scope: DealerRef, where: SQL): SQL =>
  sql.join(
    openPartsSql(scope).map((part) => sql`select s.id, s.created_at from submissions s where ${where} and ${part}`),
    sql` union all `,
  );

/** The paging fields of an answer whose total is counted. */
const paged = (total: number, page: number) => ({
  total,
  page,
  per_page: SUBMISSIONS_PER_PAGE,
  last_page: Math.max(1, Math.ceil(total / SUBMISSIONS_PER_PAGE)),
});

/** How many requests `rows` (a `select s.id, s.created_at …`) reads, and the ids of the asked page of them: one read. */
async function countedPage(tx: Queryable, rows: SQL, filters: ListFilters): Promise<{ total: number; ids: number[] }> {
  const direction = filters.sort === 'asc' ? sql`asc` : sql`desc`;
  const {
    rows: [found],
  } = await tx.execute<{ total: number | string; ids: number[] | null }>(sql`with found as materialized (${rows})
    select (select count(*) from found) as total,
      (select array_agg(id order by created_at ${direction}, id ${direction}) from (select id, created_at from found
        order by created_at ${direction}, id ${direction} limit ${SUBMISSIONS_PER_PAGE} offset ${(filters.page - 1) * SUBMISSIONS_PER_PAGE}) page) as ids`);
  return { total: Number(found?.total ?? 0), ids: (found?.ids ?? []).map(Number) };
}

/** Whether the dealer has coverage set (some manufacturers or categories only). */
async function servesSome(db: Db, dealerId: number): Promise<boolean> {
  const { rows } = await db.execute<{
    some: boolean;
  }>(sql`select (exists (select 1 from dealer_manufacturers where dealer_id = ${dealerId})
    or exists (select 1 from dealer_categories where dealer_id = ${dealerId})) as some`);
  return rows[0]?.some === true;
}

/** A request as this dealer sees it, or null when it does not exist or is not readable by the dealer. */
export async function getSubmission(db: Db, dealerId: number, id: number): Promise<Submission | null> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select s.id from submissions s where s.id = ${id} and ${readableBySql(dealerId)}`,
  );
  if (rows.length === 0) return null;
  const [submission] = await loadSubmissions(db, dealerId, [id]);
  return submission ?? null;
}

type HeaderRow = {
  id: number;
  vehicle_id: number;
  author_id: number;
  province_id: number | null;
  is_outlet: boolean;
  created_at: string | Date;
  notes: string | null;
  audio_urls: string[];
  audio_descriptions: string[];
  token_uuid: string;
  timing_residue: number;
  is_frozen: boolean;
  message_count: number | string;
  quotations: { id: number; dealer_id: number; status: string }[];
  plate: string | null;
  chassis: string | null;
  manufacturer_id: number | null;
  manufacturer_name: string | null;
  model: string | null;
  year_of_production: number | null;
  km_count: number | null;
  car_photo: string | null;
  registration_document: string | null;
};

type RowRow = {
  id: number;
  submission_id: number;
  quantity: number;
  part_id: number;
  part_name: string;
  part_parent_id: number | null;
  brand: string | null;
  notes: string | null;
  part_photo: string[];
};

/** Full requests for the given ids, in that order, with this dealer's timer, quotations and message count. */
export async function loadSubmissions(db: Queryable, dealerId: number, ids: number[]): Promise<Submission[]> {
  if (ids.length === 0) return [];
  const headers = await db.execute<HeaderRow>(sql`select
      s.id, s.vehicle_id, s.author_id, s.province_id, s.is_outlet, s.created_at, s.notes, s.audio_urls,
      s.audio_descriptions, s.token_uuid, ${timingResidueSql} as timing_residue, ${isFrozenSql} as is_frozen,
      (select count(*) from messages msg where msg.conversation_id = dc.id) as message_count,
      coalesce((select json_agg(json_build_object('id', q.id, 'dealer_id', q.dealer_id, 'status', q.status) order by q.id)
        from quotations q where q.submission_id = s.id and q.dealer_id = ${dealerId}), '[]'::json) as quotations,
      v.plate, v.chassis, v.manufacturer_id, m.name as manufacturer_name, v.model, v.year_of_production,
      v.km_count, v.car_photo, v.registration_document
    from submissions s
    join vehicles v on v.id = s.vehicle_id
    left join manufacturers m on m.id = v.manufacturer_id
    ${dealerConversationJoin(dealerId)}
    where s.id = any(${intArray(ids)})`);
  const rowResult =
    await db.execute<RowRow>(sql`select r.id, r.submission_id, r.quantity, r.part_id, p.name as part_name,
      p.part_parent_id, r.brand, r.notes, r.part_photo
    from submission_rows r join parts p on p.id = r.part_id
    where r.submission_id = any(${intArray(ids)})
    order by r.submission_id, r.id`);

  const rowsBySubmission = new Map<number, SubmissionRow[]>();
  for (const r of rowResult.rows) {
    const list = rowsBySubmission.get(r.submission_id) ?? [];
    list.push({
      id: r.id,
      quantity: r.quantity,
      part_id: r.part_id,
      brand: r.brand,
      notes: r.notes,
      part_photo: r.part_photo,
      part: { id: r.part_id, name: r.part_name, part_parent_id: r.part_parent_id },
    });
    rowsBySubmission.set(r.submission_id, list);
  }
  const byId = new Map(headers.rows.map((h) => [h.id, toSubmission(h, rowsBySubmission.get(h.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toSubmission(h: HeaderRow, rows: SubmissionRow[]): Submission {
  return {
    id: h.id,
    vehicle_id: h.vehicle_id,
    author_id: h.author_id,
    province_id: h.province_id,
    is_outlet: h.is_outlet,
    created_at: iso(h.created_at),
    timing_residue: Number(h.timing_residue),
    is_frozen: h.is_frozen,
    notes: h.notes,
    audio_urls: h.audio_urls,
    audio_descriptions: h.audio_descriptions,
    message_count: Number(h.message_count),
    token_uuid: h.token_uuid,
    quotations: h.quotations,
    submission_rows: rows,
    vehicle: {
      id: h.vehicle_id,
      plate: h.plate,
      chassis: h.chassis,
      manufacturer_id: h.manufacturer_id,
      manufacturer_name: h.manufacturer_name,
      model: h.model,
      year_of_production: h.year_of_production,
      km_count: h.km_count,
      car_photo: h.car_photo,
      registration_document: h.registration_document,
    },
  };
}
