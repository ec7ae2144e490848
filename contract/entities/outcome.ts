import { z } from '../z.js';

/** Where a quotation stands once its request is settled; `null` on the quotation while the request is open. */
export const OUTCOME_RESULTS = ['won', 'lost', 'expired'] as const;
export const OutcomeResult = z.enum(OUTCOME_RESULTS);
export type OutcomeResult = z.infer<typeof OutcomeResult>;

/**
 * rank: of this quotation's total (IVA inclusa, as sent) among the quotations sent on the request, 1 = cheapest,
 * ties share a rank; quotes: how many were sent; gap_percent: for a lost one, how far above (+) or below (−) the
 * chosen quotation's total, in percent rounded to one decimal; null when won or expired.
 */
export const QuotationOutcome = z.object({
  result: OutcomeResult,
  rank: z.number().int().min(1),
  quotes: z.number().int().min(1),
  gap_percent: z.number().nullable(),
});
export type QuotationOutcome = z.infer<typeof QuotationOutcome>;
