import { z } from '../z.js';

/**
 * GET /customer/ping: the customer app's counters. The customer inbox socket says when they changed;
 * this poll is the fallback (every PING_INTERVAL_MS while the socket is down).
 */
export const CustomerCounters = z.object({
  notifications_to_read: z.number().int().min(0),
  /** Dealers' messages on the customer's requests not read yet. */
  messages_to_read: z.number().int().min(0),
  open_requests: z.number().int().min(0),
  /** Quotations waiting for an answer (pending) on the customer's open requests. */
  offers_on_open_requests: z.number().int().min(0),
  /** Accepted with online payment, not paid yet. */
  to_pay: z.number().int().min(0),
});
export type CustomerCounters = z.infer<typeof CustomerCounters>;
