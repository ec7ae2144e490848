import { z } from '../z.js';

/** What the shell polls every 10 s (SPEC §3 "Ping data"). The draft count is kept by the browser. */
export const PingData = z.object({
  logo: z.object({
    horizontal: z.object({ light: z.string() }),
    vertical: z.object({ color: z.string() }),
  }),
  messages_to_read: z.number().int().min(0),
  notifications_to_read: z.number().int().min(0),
  dealer_pending_submissions_count: z.number().int().min(0),
  dealer_outlet_submissions_count: z.number().int().min(0),
  dealer_sended_quotations_count: z.number().int().min(0),
  dealer_accepted_quotations_count: z.number().int().min(0),
  dealer_cancelled_quotations_count: z.number().int().min(0),
  dealer_expired_submissions_count: z.number().int().min(0),
  paypal_client_id: z.string().nullable(),
  paypal_dealer_plan: z.string().nullable(),
  stripe_public_key: z.string().nullable(),
});
export type PingData = z.infer<typeof PingData>;
