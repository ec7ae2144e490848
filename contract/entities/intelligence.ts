import { PartCondition } from './quotation.js';
import { z } from '../z.js';

/*
 * Dealer intelligence: price memory, the outcome of every quotation, statistics. Never another
 * dealer's identity, prices or rows: only this dealer's own figures and anonymous aggregates.
 */

export {
  GAP_BANDS,
  GAP_MIN_QUOTES,
  GapBand,
  gapBand,
  OUTCOME_RESULTS,
  OutcomeResult,
  QuotationOutcome,
} from './outcome.js';

/** The price memory's outcome of one past option: its quotation's result, or pending/expired while not chosen. */
export const PRICE_MEMORY_OUTCOMES = ['accepted', 'not-chosen', 'pending', 'expired'] as const;
export const PriceMemoryOutcome = z.enum(PRICE_MEMORY_OUTCOMES);
export type PriceMemoryOutcome = z.infer<typeof PriceMemoryOutcome>;

/** One option this dealer quoted before for the same part ("I tuoi ultimi prezzi"). */
export const PriceMemoryEntry = z.object({
  quotation_id: z.number().int(),
  created_at: z.string(),
  manufacturer_id: z.number().int().nullable(),
  model: z.string().nullable(),
  brand: z.string(),
  condition: PartCondition,
  net_price: z.number(),
  tax_import: z.number(),
  discount: z.number().nullable(),
  outcome: PriceMemoryOutcome,
});
export type PriceMemoryEntry = z.infer<typeof PriceMemoryEntry>;

/** One week of the quotations-and-wins chart; `week` is the Monday (YYYY-MM-DD). */
export const AnalyticsWeek = z.object({ week: z.string(), quotations: z.number().int(), wins: z.number().int() });
/** Win rate of a group (brand of the vehicle or top-level part category): quotations settled and won. */
export const AnalyticsGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  quotations: z.number().int(),
  wins: z.number().int(),
});
/** Response times (request → quotation) by bucket; `up_to_minutes` null for the last, open-ended bucket. */
export const AnalyticsBucket = z.object({ up_to_minutes: z.number().int().nullable(), quotations: z.number().int() });

/** GET /dealer/{dealerId}/analytics?from=&to= ("Statistiche"): figures over requests created in [from, to]. */
export const Analytics = z.object({
  from: z.string(),
  to: z.string(),
  /** Requests received in the dealer's area (provinces, coverage) in the range. */
  requests_received: z.number().int(),
  quotations_sent: z.number().int(),
  /** Requests quoted ÷ requests received, 0..1; null without requests. */
  response_rate: z.number().nullable(),
  /** Quotations won ÷ quotations settled (won + lost), 0..1; null when none settled. */
  win_rate: z.number().nullable(),
  /**
   * Median minutes from request to this dealer's quotation, and the median of all dealers; null without data, and the
   * latter also when fewer than 5 dealers or 20 quotations are behind it (it would give a competitor away).
   */
  median_response_minutes: z.number().nullable(),
  median_response_minutes_all: z.number().nullable(),
  /** Total (IVA inclusa) of this dealer's accepted quotations, EUR. */
  revenue: z.number(),
  /** Mean gap of the lost quotations, each counted at its band's middle (0, ±10, ±20: never a quotation's own gap); null when none has a band. */
  average_gap_percent: z.number().nullable(),
  weeks: z.array(AnalyticsWeek),
  by_brand: z.array(AnalyticsGroup),
  by_category: z.array(AnalyticsGroup),
  response_times: z.array(AnalyticsBucket),
});
export type Analytics = z.infer<typeof Analytics>;
