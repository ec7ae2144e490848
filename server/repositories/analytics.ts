import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, type AnalyticsQuery } from '../../contract/api/intelligence.js';
import type { Analytics } from '../../contract/entities/intelligence.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { intelligenceMessages } from '../../i18n/it/intelligence.js';
import { allDealerMedian } from '../cache/response-median.js';
import type { Db } from '../db/types.js';
import { loadDealerScope, visibleSql, type DealerScope } from '../domain/submission-state.js';
import { HttpError } from '../plugins/http-error.js';
import { analyticsFigures, type AnalyticsQuotation } from './analytics-figures.js';
import { outcomeColumnsSql, outcomeJoinSql, toOutcome, type OutcomeColumns } from './quotation-outcome.js';
import { FILTER_TIME_ZONE } from './submission-filters.js';

type Query = z.output<typeof AnalyticsQuery>;
const DAY_MS = 86_400_000;

const dayOf = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: FILTER_TIME_ZONE });
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * from and to (Italian days, both included): the last ANALYTICS_DEFAULT_DAYS days ending today by default, or
 * ending at `to`; from without to ends today. The contract refused days the calendar lacks and years outside
 * 2000–2100 (CalendarDay); a reversed range or one longer than ANALYTICS_MAX_DAYS is a 422 here (never a database error).
 */
export function analyticsRange(query: Query, now: Date): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to) throw new HttpError(422, errors.validation, { to: [errors.invalidDateRange] });
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > ANALYTICS_MAX_DAYS) {
    throw new HttpError(422, errors.validation, { from: [intelligenceMessages.rangeTooLong(ANALYTICS_MAX_DAYS)] });
  }
  return { from, to };
}

type QuotationRow = OutcomeColumns & {
  minutes: number | string; week: string; manufacturer_id: number | null; part_ids: number[]; total_price: number | string; visible: boolean;
};

const toQuotation = (r: QuotationRow, topLevel: ReadonlyMap<number, string>): AnalyticsQuotation => {
  const outcome = toOutcome(r);
  return {
    result: outcome?.result ?? null, gap_band: outcome?.gap_band ?? null, minutes: Number(r.minutes), week: r.week,
    manufacturer_id: r.manufacturer_id === null ? null : Number(r.manufacturer_id),
    categories: r.part_ids.map(Number).filter((id) => topLevel.has(id)), total_price: Number(r.total_price),
  };
};

const namesOf = async (db: Db, query: SQL) => new Map((await db.execute<{ id: number; name: string }>(query)).rows.map((r) => [Number(r.id), r.name]));

/**
 * The requests of the range visible to the dealer (visibleSql). Without coverage only provinces matter: a sum over
 * the per-day, per-province totals kept by triggers (submission_area_days, migration 0017; 0 = no province), a few
 * thousand rows instead of ~100,000 requests. Coverage (manufacturers, part categories) is counted on the requests.
 */
function receivedSql(scope: DealerScope, from: string, to: string, inRange: SQL): SQL {
  if (scope.manufacturers.length > 0 || scope.categories.length > 0) {
    return sql`select count(*) as n from submissions s where ${inRange} and ${visibleSql(scope)}`;
  }
  const excluded = sql`${`{${scope.excludedProvinces.map(Math.trunc).join(',')}}`}::int[]`;
  return sql`select coalesce(sum(d.requests), 0) as n from submission_area_days d
    where d.day >= ${from}::date and d.day <= ${to}::date and (d.province_id = 0 or d.province_id <> all(${excluded}))`;
}

/**
 * GET /dealer/{id}/analytics: figures over the requests created in the range. Requests received = those in the
 * dealer's area by the lists' own rules (visibleSql: provinces and coverage, as set today; declined ones were received
 * too) plus any it quoted; everything else reads only this dealer's quotations, except the all-dealer median, an
 * anonymous aggregate.
 */
export async function dealerAnalytics(db: Db, dealerId: number, query: Query, now = new Date()): Promise<Analytics> {
  const { from, to } = analyticsRange(query, now);
  const inRange = (column: SQL) => sql`${column} >= (${from}::date)::timestamp at time zone ${FILTER_TIME_ZONE}
    and ${column} < (${to}::date + 1)::timestamp at time zone ${FILTER_TIME_ZONE}`;
  const scope = await loadDealerScope(db, dealerId);
  // The dealer's quotations first: over a wide range the planner would rather hash every request of the range.
  // request_created_at is the request's created_at (a trigger copies it), so the range narrows them before any join;
  // each request is then read by id (offset 0 keeps the lateral: joined, the planner hashes all ~100,000 requests).
  const { rows: mine } = await db.execute<QuotationRow>(sql`with q as materialized (
      select id, submission_id, status, total_price, sent_total_price, response_minutes from quotations where dealer_id = ${dealerId} and ${inRange(sql`request_created_at`)}
        ${query.sent_by === undefined ? sql`` : sql`and sent_by = ${query.sent_by}`})
    select q.status, ${outcomeColumnsSql},
      q.response_minutes as minutes,
      to_char(date_trunc('week', s.created_at at time zone ${FILTER_TIME_ZONE}), 'YYYY-MM-DD') as week,
      s.manufacturer_id, s.part_ids, q.total_price, ${visibleSql(scope)} as visible
    from q join lateral (select s.created_at, s.province_id, s.manufacturer_id, s.part_ids
      from submissions s where s.id = q.submission_id offset 0) s on true ${outcomeJoinSql}`);
  const { rows: [received] } = await db.execute<{ n: number | string }>(receivedSql(scope, from, to, inRange(sql`s.created_at`)));
  const medianAll = await allDealerMedian(db, dealerId, `${from}/${to}`, inRange(sql`q.request_created_at`));
  const categories = await namesOf(db, sql`select id, name from parts where part_parent_id is null`);
  const manufacturers = await namesOf(db, sql`select id, name from manufacturers`);
  return analyticsFigures({
    from, to,
    requestsReceived: Number(received?.n ?? 0) + mine.filter((r) => !r.visible).length,
    quotations: mine.map((r) => toQuotation(r, categories)),
    medianAll,
    manufacturers, categories,
  });
}
