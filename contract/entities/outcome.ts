import { z } from '../z.js';

/** Where a quotation stands once its request is settled; `null` on the quotation while the request is open. */
export const OUTCOME_RESULTS = ['won', 'lost', 'expired'] as const;
export const OutcomeResult = z.enum(OUTCOME_RESULTS);
export type OutcomeResult = z.infer<typeof OutcomeResult>;

/**
 * How far a lost quotation's total was from the chosen one, in coarse bands only: within 5%
 * either way, 5–15% above or below, beyond 15% above or below. A percentage to one decimal let a losing dealer compute
 * the winner's total to within 0.05%; from a band it cannot get closer than about ±4.5% (docs/adr/0015-dealer-intelligence.md: never
 * the winner's price).
 */
export const GAP_BANDS = ['within_5', 'above_5_15', 'above_15', 'below_5_15', 'below_15'] as const;
export const GapBand = z.enum(GAP_BANDS);
export type GapBand = z.infer<typeof GapBand>;
/** Fewer quotations than this on the request: no gap at all (with two, the other one IS the winner). */
export const GAP_MIN_QUOTES = 3;

/** The band of `sent` against the chosen total, or null with fewer than GAP_MIN_QUOTES quotations or no chosen total. */
export function gapBand(sent: number, chosen: number, quotes: number): GapBand | null {
  if (quotes < GAP_MIN_QUOTES || !(chosen > 0)) return null;
  const gap = ((sent - chosen) / chosen) * 100;
  if (Math.abs(gap) <= 5) return 'within_5';
  const side = gap > 0 ? 'above' : 'below';
  return Math.abs(gap) <= 15 ? `${side}_5_15` : `${side}_15`;
}

/**
 * rank: of this quotation's total (IVA inclusa, as sent) among the quotations sent on the request, 1 = cheapest,
 * ties share a rank; quotes: how many were sent; gap_band: for a lost one, its band against the chosen quotation's
 * total (gapBand); null when won, expired or with fewer than GAP_MIN_QUOTES quotations.
 */
export const QuotationOutcome = z.object({
  result: OutcomeResult,
  rank: z.number().int().min(1),
  quotes: z.number().int().min(1),
  gap_band: GapBand.nullable(),
});
export type QuotationOutcome = z.infer<typeof QuotationOutcome>;
