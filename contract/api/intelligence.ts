import { errors } from '../../i18n/it/errors.js';
import { CalendarDay, Id } from '../common.js';
import { PriceMemoryEntry } from '../entities/intelligence.js';
import { z } from '../z.js';

/*
 * Dealer intelligence: the query schemas of price memory and statistics.
 */

/** How many past options the price memory answers. */
export const PRICE_MEMORY_SIZE = 5;
/** Statistics' default range, in days back from today. */
export const ANALYTICS_DEFAULT_DAYS = 90;
/** Longest range the statistics accept, in days. */
export const ANALYTICS_MAX_DAYS = 731;

/** GET /dealer/{dealerId}/price-memory: the part; manufacturer and model put matching vehicles first. */
export const PriceMemoryQuery = z.object({
  part_id: Id,
  manufacturer_id: Id.optional(),
  model: z.string().trim().max(100, errors.tooLong).optional(),
});
export type PriceMemoryQuery = z.input<typeof PriceMemoryQuery>;

export const PriceMemoryList = z.object({ data: z.array(PriceMemoryEntry) });
export type PriceMemoryList = z.infer<typeof PriceMemoryList>;

/** GET /dealer/{dealerId}/analytics: from and to as YYYY-MM-DD (CalendarDay), both included; default the last 90 days. */
export const AnalyticsQuery = z
  // sent_by: only the quotations one person of the company sent; the requests received stay the company's.
  .object({ from: CalendarDay.optional(), to: CalendarDay.optional(), sent_by: Id.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: errors.invalidDateRange, path: ['to'] });
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;
