import type { Analytics, GapBand } from '../../contract/entities/intelligence.js';

/*
 * The statistics' arithmetic on the sums analytics.ts reads in SQL (at 1,000,000 requests the
 * busiest dealer has ~15,000 quotations in 90 days; shipping each to Node cost 50–90 ms of CPU): rates, rounding,
 * the range's weeks, named and sorted groups, response-time buckets.
 */

/** A band's middle: the mean gap is of these, so no range, however narrow, gives back one quotation's gap. */
export const BAND_MIDDLE: Record<GapBand, number> = {
  within_5: 0,
  above_5_15: 10,
  above_15: 20,
  below_5_15: -10,
  below_15: -20,
};

/** Quotations and wins (settled: won + lost, for the groups) of one week, brand or category, as analytics.ts sums them. */
export interface GroupCount {
  quotations: number;
  wins: number;
}

/** The dealer's quotations of the range, summed in SQL (analytics.ts): one row of totals and a few groups. */
export interface AnalyticsSums {
  quotations: number;
  won: number;
  lost: number;
  /** Lost quotations with a gap band, and the sum of their bands' middles (BAND_MIDDLE). */
  gaps: number;
  gapSum: number;
  /** Totals (VAT included, as accepted) of the won quotations, in cents. */
  revenueCents: number;
  /** Median response time in minutes (percentile_cont(0.5)), null without quotations. */
  medianMinutes: number | null;
  /** By Monday (YYYY-MM-DD, Italian time) of the request's week: every quotation, and the won ones. */
  weeks: ReadonlyMap<string, GroupCount>;
  /** By manufacturer and by top-level category of the request: settled quotations (won + lost) and wins. */
  brands: ReadonlyMap<number, GroupCount>;
  categories: ReadonlyMap<number, GroupCount>;
  /** Quotations per response-time bucket (RESPONSE_BUCKETS_MINUTES, then the open-ended one), by index. */
  buckets: ReadonlyMap<number, number>;
}

/** Upper bounds of the response-time buckets, in minutes; the last bucket is open-ended. */
export const RESPONSE_BUCKETS_MINUTES = [30, 60, 120, 240, 480, 1440] as const;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

const ratio = (part: number, whole: number) => (whole === 0 ? null : round(part / whole, 4));

type Group = { id: number; name: string; quotations: number; wins: number };

/** Named groups, most quotations first; ids without a name are left out. */
function groups(counts: ReadonlyMap<number, GroupCount>, names: ReadonlyMap<number, string>): Group[] {
  const named: Group[] = [];
  for (const [id, count] of counts) {
    const name = names.get(id);
    if (name !== undefined && count.quotations > 0)
      named.push({ id, name, quotations: count.quotations, wins: count.wins });
  }
  return named.sort((a, b) => b.quotations - a.quotations || a.name.localeCompare(b.name, 'it'));
}

/** Every Monday from the week of `from` to the week of `to` (YYYY-MM-DD). */
export function mondays(from: string, to: string): string[] {
  const monday = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date;
  };
  const weeks: string[] = [];
  for (let d = monday(from), end = monday(to); d <= end; d.setUTCDate(d.getUTCDate() + 7))
    weeks.push(d.toISOString().slice(0, 10));
  return weeks;
}

export interface FigureInputs {
  from: string;
  to: string;
  requestsReceived: number;
  sums: AnalyticsSums;
  medianAll: number | null;
  manufacturers: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
}

export function analyticsFigures(input: FigureInputs): Analytics {
  const { sums } = input;
  const weeks = mondays(input.from, input.to).map((week) => ({
    week,
    quotations: sums.weeks.get(week)?.quotations ?? 0,
    wins: sums.weeks.get(week)?.wins ?? 0,
  }));
  const bounds = [...RESPONSE_BUCKETS_MINUTES, null];
  return {
    from: input.from,
    to: input.to,
    requests_received: input.requestsReceived,
    quotations_sent: sums.quotations,
    response_rate: ratio(sums.quotations, input.requestsReceived),
    win_rate: ratio(sums.won, sums.won + sums.lost),
    median_response_minutes: sums.medianMinutes === null ? null : round(sums.medianMinutes, 1),
    median_response_minutes_all: input.medianAll === null ? null : round(input.medianAll, 1),
    revenue: round(sums.revenueCents / 100, 2),
    average_gap_percent: sums.gaps === 0 ? null : round(sums.gapSum / sums.gaps, 1),
    weeks,
    by_brand: groups(sums.brands, input.manufacturers),
    by_category: groups(sums.categories, input.categories),
    response_times: bounds.map((upTo, i) => ({ up_to_minutes: upTo, quotations: sums.buckets.get(i) ?? 0 })),
  };
}
