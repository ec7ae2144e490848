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
import { GAP_MIN_QUOTES } from '../../contract/entities/outcome.js';
import { QUOTATION_FILTER_STATUSES } from '../../contract/entities/quotation.js';
import { analyticsFigures, BAND_MIDDLE, RESPONSE_BUCKETS_MINUTES, type AnalyticsSums } from './analytics-figures.js';
import { isWonSql, sentTotalSql } from './quotation-outcome.js';
import { FILTER_TIME_ZONE } from './submission-filters.js';

type Query = z.output<typeof AnalyticsQuery>;
const DAY_MS = 86_400_000;

const dayOf = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: FILTER_TIME_ZONE });
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

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

type SumRow = {
  kind: 'all' | 'week' | 'brand' | 'category' | 'bucket';
  key: string | null;
  n: number | string;
  wins: number | string;
  lost: number | string | null;
  gaps: number | string | null;
  gap_sum: number | string | null;
  revenue_cents: number | string | null;
  median: number | string | null;
  unseen: number | string | null;
};

const accepted = sql.join(
  QUOTATION_FILTER_STATUSES.accepted.map((status) => sql`${status}`),
  sql`, `,
);

/** gapBand (contract/entities/outcome.ts) in SQL, as its band's middle (BAND_MIDDLE): float8 arithmetic, as JavaScript's. */
const gapMiddleSql = (
  sent: SQL,
  chosen: SQL,
  quotes: SQL,
): SQL => sql`case when ${quotes} >= ${GAP_MIN_QUOTES}::int and ${chosen} > 0 then (
    select case when abs(g) <= 5 then ${BAND_MIDDLE.within_5}::int
      when g > 0 then case when g <= 15 then ${BAND_MIDDLE.above_5_15}::int else ${BAND_MIDDLE.above_15}::int end
      else case when -g <= 15 then ${BAND_MIDDLE.below_5_15}::int else ${BAND_MIDDLE.below_15}::int end end
    from (select ((${sent}::float8 - ${chosen}::float8) / ${chosen}::float8) * 100 as g) gap) end`;

/** The index of a response time's bucket (RESPONSE_BUCKETS_MINUTES, then the open-ended one). */
const bucketSql = (minutes: SQL): SQL => sql`case ${sql.join(
  RESPONSE_BUCKETS_MINUTES.map((upTo, i) => sql`when ${minutes} <= ${upTo}::float8 then ${i}::int`),
  sql` `,
)}
  else ${RESPONSE_BUCKETS_MINUTES.length}::int end`;

const count = (value: number | string | null | undefined) => Number(value ?? 0);

function toSums(rows: readonly SumRow[]): { sums: AnalyticsSums; unseen: number } {
  const all = rows.find((r) => r.kind === 'all');
  const groupOf = (kind: SumRow['kind']) =>
    new Map(
      rows
        .filter((r) => r.kind === kind && r.key !== null)
        .map((r) => [Number(r.key), { quotations: count(r.n), wins: count(r.wins) }]),
    );
  return {
    unseen: count(all?.unseen),
    sums: {
      quotations: count(all?.n),
      won: count(all?.wins),
      lost: count(all?.lost),
      gaps: count(all?.gaps),
      gapSum: count(all?.gap_sum),
      revenueCents: count(all?.revenue_cents),
      medianMinutes: all?.median == null ? null : Number(all.median),
      weeks: new Map(
        rows
          .filter((r) => r.kind === 'week' && r.key !== null)
          .map((r) => [r.key as string, { quotations: count(r.n), wins: count(r.wins) }]),
      ),
      brands: groupOf('brand'),
      categories: groupOf('category'),
      buckets: new Map(rows.filter((r) => r.kind === 'bucket').map((r) => [Number(r.key), count(r.n)])),
    },
  };
}

const namesOf = async (db: Db, query: SQL) =>
  new Map((await db.execute<{ id: number; name: string }>(query)).rows.map((r) => [Number(r.id), r.name]));

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
 * GET /dealer/{dealerId}/analytics: figures over the requests created in the range. Requests received = those in the
 * dealer's area by the lists' own rules (visibleSql: provinces and coverage, as set today; declined ones were received
 * too) plus any it quoted; everything else reads only this dealer's quotations, except the all-dealer median, an
 * anonymous aggregate.
 */
export async function dealerAnalytics(db: Db, dealerId: number, query: Query, now = new Date()): Promise<Analytics> {
  const { from, to } = analyticsRange(query, now);
  const inRange = (column: SQL) => sql`${column} >= (${from}::date)::timestamp at time zone ${FILTER_TIME_ZONE}
    and ${column} < (${to}::date + 1)::timestamp at time zone ${FILTER_TIME_ZONE}`;
  const scope = await loadDealerScope(db, dealerId);
  // Summed in SQL: the busiest dealer at 1,000,000 requests has ~15,000 quotations in 90 days, and
  // shipping each to Node cost 50–90 ms of CPU. The request's facts are the quotation's copies (migration 0027:
  // request_created_at, manufacturer, province, part ids), so no request is read; the outcome (quotation-outcome.ts:
  // won by status; lost or expired by whether another quotation of the request was accepted) reads the other
  // quotations of the cancelled ones' requests only, all at once.
  const { rows: sumRows } = await db.execute<SumRow>(sql`with q as materialized (
      select submission_id, status, total_price, ${sentTotalSql('q')} as sent, response_minutes as minutes,
        request_created_at, request_manufacturer_id as manufacturer_id, request_province_id as province_id, request_part_ids as part_ids
      from quotations q where dealer_id = ${dealerId} and ${inRange(sql`request_created_at`)}
        ${query.sent_by === undefined ? sql`` : sql`and sent_by = ${query.sent_by}`}),
    oc as materialized (select o.submission_id, count(*)::int as quotes, max(${sentTotalSql('o')}) filter (where ${isWonSql('o')}) as chosen
      from quotations o where o.submission_id = any(array(select submission_id from q where status <> 'pending' and status not in (${accepted})))
      group by o.submission_id),
    r as materialized (select s.minutes, s.total_price, s.manufacturer_id, s.part_ids,
        case when s.status = 'pending' then null when ${isWonSql('s')} then 'won' when oc.chosen is null then 'expired' else 'lost' end as result,
        case when oc.chosen is not null and not ${isWonSql('s')} then ${gapMiddleSql(sql`s.sent`, sql`oc.chosen`, sql`oc.quotes`)} end as gap,
        to_char(date_trunc('week', s.request_created_at at time zone ${FILTER_TIME_ZONE}), 'YYYY-MM-DD') as week,
        ${bucketSql(sql`s.minutes`)} as bucket, ${visibleSql(scope)} as visible
      from q s left join oc on oc.submission_id = s.submission_id and s.status <> 'pending')
    select 'all' as kind, null as key, count(*)::int as n, count(*) filter (where result = 'won')::int as wins,
      count(*) filter (where result = 'lost')::int as lost, count(gap)::int as gaps, coalesce(sum(gap), 0)::int as gap_sum,
      coalesce(sum(round(total_price * 100)) filter (where result = 'won'), 0)::float8 as revenue_cents,
      percentile_cont(0.5) within group (order by minutes) as median, count(*) filter (where not visible)::int as unseen
    from r
    union all select 'week', week, count(*)::int, count(*) filter (where result = 'won')::int, null, null, null, null, null, null
      from r group by week
    union all select 'brand', manufacturer_id::text, count(*)::int, count(*) filter (where result = 'won')::int, null, null, null, null, null, null
      from r where result in ('won', 'lost') and manufacturer_id is not null group by manufacturer_id
    union all select 'category', c.id::text, count(*)::int, count(*) filter (where r.result = 'won')::int, null, null, null, null, null, null
      from r cross join lateral unnest(r.part_ids) c(id)
      where r.result in ('won', 'lost') and c.id in (select p.id from parts p where p.part_parent_id is null) group by c.id
    union all select 'bucket', bucket::text, count(*)::int, 0, null, null, null, null, null, null from r group by bucket`);
  const { sums, unseen } = toSums(sumRows);
  const {
    rows: [received],
  } = await db.execute<{ n: number | string }>(receivedSql(scope, from, to, inRange(sql`s.created_at`)));
  const medianAll = await allDealerMedian(db, dealerId, `${from}/${to}`, inRange(sql`q.request_created_at`));
  const categories = await namesOf(db, sql`select id, name from parts where part_parent_id is null`);
  const manufacturers = await namesOf(db, sql`select id, name from manufacturers`);
  return analyticsFigures({
    from,
    to,
    requestsReceived: Number(received?.n ?? 0) + unseen,
    sums,
    medianAll,
    manufacturers,
    categories,
  });
}
