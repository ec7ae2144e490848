import { and, sql, type SQL } from 'drizzle-orm';
import type { ListFilters } from '../../contract/api/lists.js';
import { QUOTATIONS_PER_PAGE } from '../../contract/constants.js';
import { QUOTATION_FILTER_STATUSES, type Quotation, type QuotationFilter } from '../../contract/entities/quotation.js';
import type { Db } from '../db/types.js';
import { FILTER_TIME_ZONE, likePattern } from './submission-filters.js';
import { selectQuotations, toDealerQuotation } from './quotations-read.js';

export interface QuotationPage {
  data: Quotation[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

/** Accepted quotations are listed by acceptance, the others by their last change (sent, or cancelled). */
const orderColumn = (filter: QuotationFilter): SQL =>
  filter === 'accepted' ? sql`coalesce(q.accepted_date, q.updated_at)` : sql`q.updated_at`;

const intArray = (ids: number[]) => sql`${`{${ids.map(Math.trunc).join(',')}}`}::int[]`;

/**
 * The dashboard filters, read for quotations: brand, part and province of the request as on the submission
 * lists, on the quotation's copies of them (migration 0027: the busiest dealer's 13,500 cancelled quotations were each
 * joined to their request to be tested, 150-560 ms at 1,000,000 requests); dates on the list's own date (acceptance or
 * last change, Italian days); search matches the quotation code or the request's text, also copied (migration 0030:
 * joined to each request, the busiest dealer's cancelled list took 150-270 ms).
 */
function quotationFiltersSql(filter: QuotationFilter, filters: ListFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.brand?.length) where.push(sql`q.request_manufacturer_id = any(${intArray(filters.brand)})`);
  if (filters.part?.length) where.push(sql`q.request_part_ids && ${intArray(filters.part)}`);
  if (filters.province?.length) where.push(sql`q.request_province_id = any(${intArray(filters.province)})`);
  const day = orderColumn(filter);
  if (filters.dateFrom)
    where.push(sql`${day} >= (${filters.dateFrom}::date)::timestamp at time zone ${FILTER_TIME_ZONE}`);
  if (filters.dateTo)
    where.push(sql`${day} < (${filters.dateTo}::date + 1)::timestamp at time zone ${FILTER_TIME_ZONE}`);
  const search = filters.search?.trim();
  if (search) {
    // request_search_text is lowercase, as submissions.search_text (dashboardFiltersSql).
    where.push(
      sql`(q.quotation_code ilike ${likePattern(search)} or q.request_search_text like lower(${likePattern(search)}))`,
    );
  }
  return where;
}

/** One page of a dealer's quotations in one of the three lists; a page past the last answers no data. */
export async function listDealerQuotations(
  db: Db,
  dealerId: number,
  filter: QuotationFilter,
  filters: ListFilters,
): Promise<QuotationPage> {
  const statuses = QUOTATION_FILTER_STATUSES[filter];
  const requestFilters = quotationFiltersSql(filter, filters);
  const where = and(
    sql`q.dealer_id = ${dealerId}`,
    sql`q.status in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
    ...requestFilters,
  ) as SQL;
  const direction = filters.sort === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`order by ${orderColumn(filter)} ${direction}, q.id ${direction}`;
  const offset = (filters.page - 1) * QUOTATIONS_PER_PAGE;
  // The page's ids and the total first, over quotations only; the record (joins, outcome) is then built
  // for the page alone: built inside the paged query it was computed for every row skipped by the offset.
  const { rows: page } = await db.execute<{
    id: number;
    total: number | string;
  }>(sql`select q.id, count(*) over () as total
    from quotations q where ${where} ${order} limit ${QUOTATIONS_PER_PAGE} offset ${offset}`);
  const counted =
    page.length > 0
      ? page
      : (
          await db.execute<{ total: number | string }>(sql`select count(*) as total
    from quotations q where ${where}`)
        ).rows;
  const ids = page.map((r) => Number(r.id));
  const found =
    ids.length === 0
      ? []
      : await db.transaction(async (tx) => {
          // The record joins ten tables from q (the page's ids): the written order is the plan, and searching the others
          // cost more than running it (planning measured at 45-100 ms against 3-28 ms on a loaded 2-core machine).
          await tx.execute(sql`set local join_collapse_limit = 1`);
          return selectQuotations(
            tx,
            sql`q.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
            order,
          );
        });
  const total = Number(counted[0]?.total ?? 0);
  return {
    data: found.map(({ record, rows }) => toDealerQuotation(record, rows)),
    total,
    page: filters.page,
    per_page: QUOTATIONS_PER_PAGE,
    last_page: Math.max(1, Math.ceil(total / QUOTATIONS_PER_PAGE)),
  };
}
