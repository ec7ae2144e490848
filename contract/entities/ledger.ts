import { z } from '../z.js';

/**
 * The money register (docs/payments-api.md, "Ledger"): every movement of a dealer's credits and fees, as the
 * dealer's "Movimenti" and the operator's per-dealer register show it. Amounts in euro, times ISO 8601.
 */
export const MOVEMENT_KINDS = [
  /** The balance the dealer had when the ledger began. */
  'opening',
  /** Credits bought (a paid wallet order): its amount without VAT. */
  'credit_purchase',
  /** A coupon's free credits, with the purchase that redeemed it. */
  'coupon_credits',
  /** The payment of an order another one had replaced, turned into credits. */
  'superseded_credit',
  /** A fee paid from the credits (at once when the quotation was paid or completed, or later with "Paga con i crediti"). */
  'fee_paid_credits',
  /** A fee the credits did not cover: due, to be paid with "Salda fee". */
  'fee_due',
  /** Due fees paid by card ("Salda fee"), VAT included. */
  'fee_paid_order',
  /** The operator's credit adjustment, with its reason. */
  'adjustment',
  /** An order refunded by the operator: the credits it gave, taken back as far as the balance holds them. */
  'refund',
  /** A customer's online payment of a quotation, received by the platform on the dealer's behalf. */
  'customer_payment',
  /** A customer's payment that no quotation could take (already paid, or no longer payable): held for a refund. */
  'unapplied_payment',
  /** A subscription period paid. */
  'subscription',
  /** A correction: the reversal of an earlier movement. */
  'reversal',
  /** The platform's fee taken at source from a customer's online payment (VAT included). */
  'sale_fee',
  /** A sale's share becomes available: the goods arrived and the protection window passed. */
  'sale_release',
  /** A payout started: the available balance leaves for the dealer's bank. */
  'payout',
  /** The provider confirmed the payout reached the bank. */
  'payout_paid',
  /** The payout failed: its amount is available again. */
  'payout_failed',
  /** A sale's share held again while a customer's return or dispute is open. */
  'sale_hold',
  /** A customer's return refunded through the provider: the money leaves the dealer's share of the sale. */
  'sale_refund',
  /** The platform's fee on the refunded part of a sale, credited back to the dealer. */
  'fee_credit',
] as const;
export const MovementKind = z.enum(MOVEMENT_KINDS);
export type MovementKind = z.infer<typeof MovementKind>;

export const LedgerMovement = z.object({
  /** The ledger transaction's id. */
  id: z.number().int(),
  created_at: z.string(),
  kind: MovementKind,
  /** The kind in Italian (i18n/it/ledger.ts). */
  label: z.string(),
  /** The quotation it concerns, when there is one. */
  quotation: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  order_id: z.number().int().nullable(),
  /** What the movement is worth to the dealer, signed: credits received are positive, fees paid or due negative. */
  amount: z.number(),
  /** How much the credits moved (0 when they did not). */
  credits_delta: z.number(),
  /** The credits right after it. */
  balance_after: z.number(),
  /** The operator's reason of an adjustment or a refund (or a coupon's code). */
  reason: z.string().nullable(),
  /** The operator who adjusted or refunded. */
  operator_id: z.number().int().nullable(),
});
export type LedgerMovement = z.infer<typeof LedgerMovement>;

/** The ledger's balance check: every disagreement between materialized balances and the sum of the legs. */
export const LedgerCheck = z.object({
  clean: z.boolean(),
  problems: z.array(
    z.object({ check: z.string(), ref: z.string(), expected_cents: z.number(), actual_cents: z.number() }),
  ),
});
export type LedgerCheck = z.infer<typeof LedgerCheck>;
