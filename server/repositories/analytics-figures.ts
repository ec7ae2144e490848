import type { Analytics, GapBand } from '../../contract/entities/intelligence.js';

/*
 * The statistics' arithmetic (issue 15), apart from the SQL that reads the dealer's quotations: medians, rates,
 * weeks, groups and response-time buckets. Pure, so the figures are tested on hand-made inputs.
 */

/** A band's middle: the mean gap is of these, so no range, however narrow, gives back one quotation's gap. */
const BAND_MIDDLE: Record<GapBand, number> = { within_5: 0, above_5_15: 10, above_15: 20, below_5_15: -10, below_15: -20 };

/** One of the dealer's quotations in the range, as analytics.ts reads it. */
export interface AnalyticsQuotation {
  result: 'won' | 'lost' | 'expired' | null;
  gap_band: GapBand | null;
  /** Minutes from the request to this quotation. */
  minutes: number;
  /** Monday (YYYY-MM-DD, Italian time) of the request's week. */
  week: string;
  manufacturer_id: number | null;
  /** Top-level categories of the request's parts. */
  categories: number[];
  /** Total (VAT included) as accepted; counted for won quotations only. */
  total_price: number;
}

/** Upper bounds of the response-time buckets, in minutes; the last bucket is open-ended. */
export const RESPONSE_BUCKETS_MINUTES = [30, 60, 120, 240, 480, 1440] as const;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Median as PostgreSQL's percentile_cont(0.5): the mean of the two middle values of an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : round(part / whole, 4));

type Group = { id: number; name: string; quotations: number; wins: number };

/** Settled quotations (won + lost) and wins per group; groups without settled quotations are left out. */
function groups(items: readonly AnalyticsQuotation[], keysOf: (q: AnalyticsQuotation) => number[], names: ReadonlyMap<number, string>): Group[] {
  const byId = new Map<number, Group>();
  for (const q of items) {
    if (q.result !== 'won' && q.result !== 'lost') continue;
    for (const id of keysOf(q)) {
      const name = names.get(id);
      if (name === undefined) continue;
      const group = byId.get(id) ?? { id, name, quotations: 0, wins: 0 };
      group.quotations += 1;
      if (q.result === 'won') group.wins += 1;
      byId.set(id, group);
    }
  }
  return [...byId.values()].sort((a, b) => b.quotations - a.quotations || a.name.localeCompare(b.name, 'it'));
}

/** Every Monday from the week of `from` to the week of `to` (YYYY-MM-DD). */
export function mondays(from: string, to: string): string[] {
  const monday = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date;
  };
  const weeks: string[] = [];
  for (let d = monday(from), end = monday(to); d <= end; d.setUTCDate(d.getUTCDate() + 7)) weeks.push(d.toISOString().slice(0, 10));
  return weeks;
}

export interface FigureInputs {
  from: string;
  to: string;
  requestsReceived: number;
  quotations: readonly AnalyticsQuotation[];
  medianAll: number | null;
  manufacturers: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
}

export function analyticsFigures(input: FigureInputs): Analytics {
  const { quotations } = input;
  const won = quotations.filter((q) => q.result === 'won');
  const lost = quotations.filter((q) => q.result === 'lost');
  const gaps = lost.flatMap((q) => (q.gap_band === null ? [] : [BAND_MIDDLE[q.gap_band]]));
  const ownMedian = median(quotations.map((q) => q.minutes));
  const weeks = new Map(mondays(input.from, input.to).map((week) => [week, { week, quotations: 0, wins: 0 }]));
  for (const q of quotations) {
    const week = weeks.get(q.week);
    if (!week) continue;
    week.quotations += 1;
    if (q.result === 'won') week.wins += 1;
  }
  const bounds = [...RESPONSE_BUCKETS_MINUTES, null];
  const buckets = bounds.map((upTo) => ({ up_to_minutes: upTo, quotations: 0 }));
  for (const q of quotations) buckets[bounds.findIndex((upTo) => upTo === null || q.minutes <= upTo)].quotations += 1;
  return {
    from: input.from,
    to: input.to,
    requests_received: input.requestsReceived,
    quotations_sent: quotations.length,
    response_rate: ratio(quotations.length, input.requestsReceived),
    win_rate: ratio(won.length, won.length + lost.length),
    median_response_minutes: ownMedian === null ? null : round(ownMedian, 1),
    median_response_minutes_all: input.medianAll === null ? null : round(input.medianAll, 1),
    revenue: round(won.reduce((sum, q) => sum + Math.round(q.total_price * 100), 0) / 100, 2),
    average_gap_percent: gaps.length === 0 ? null : round(gaps.reduce((a, b) => a + b, 0) / gaps.length, 1),
    weeks: [...weeks.values()],
    by_brand: groups(quotations, (q) => (q.manufacturer_id === null ? [] : [q.manufacturer_id]), input.manufacturers),
    by_category: groups(quotations, (q) => q.categories, input.categories),
    response_times: buckets,
  };
}
