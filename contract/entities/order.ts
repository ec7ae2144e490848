import { z } from '../z.js';

export const ORDER_CONDITIONS = ['dealer', 'wallet', 'fee'] as const;
export const OrderCondition = z.enum(ORDER_CONDITIONS);
export type OrderCondition = z.infer<typeof OrderCondition>;

export const OrderRow = z.object({
  id: z.number().int(),
  item_name: z.string(),
  item_count: z.number().int(),
  /** Unit amount in euro. */
  item_amount: z.number(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const Order = z.object({
  id: z.number().int(),
  condition: OrderCondition,
  /** Total in euro, VAT included where the order carries VAT. */
  total_amount: z.number(),
  order_rows: z.array(OrderRow),
  coupon: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

export const PaymentSetup = z.object({
  client_secret: z.string().nullable(),
  order: Order.nullable(),
  coupon: z.string().nullable(),
  /** Amount for the rest of this month (pro rata) and the full next-month amount, in euro. */
  partial_amount: z.number().optional(),
  next_month_amount: z.number().optional(),
  provider: z.enum(['stripe', 'paypal', 'demo']).optional(),
});
export type PaymentSetup = z.infer<typeof PaymentSetup>;

export const CouponCheck = z.object({ usable: z.boolean(), message: z.string(), free_credits: z.number() });
export type CouponCheck = z.infer<typeof CouponCheck>;

export const FeeAmount = z.object({ order: Order.nullable(), orderAmount: z.number() });
export type FeeAmount = z.infer<typeof FeeAmount>;

/** What paying the due fees from the wallet settled (1 credit = 1 € of fee, VAT excluded as when a fee is charged). */
export const FeesPaidWithCredits = z.object({
  fees_paid: z.number().int(),
  credits_spent: z.number(),
  credits: z.number(),
});
export type FeesPaidWithCredits = z.infer<typeof FeesPaidWithCredits>;
