import { errors } from '../../i18n/it/errors.js';
import { PaymentProvider } from '../api/payments.js';
import { PageQuery } from '../common.js';
import { z } from '../z.js';

/**
 * Settlement (docs/payments-api.md, "Settlement"): the dealer's payout account, the balances of its online sales
 * (In attesa, Disponibile, Versato), each sale with its fee taken at source, and its payouts. Amounts in euro with
 * two decimals (the server keeps cents), times ISO 8601.
 */

/** none: not yet activated; pending: onboarding not finished; restricted: the provider needs more; active. */
export const PAYOUT_ACCOUNT_STATES = ['none', 'pending', 'restricted', 'active'] as const;
export const PayoutAccountStateName = z.enum(PAYOUT_ACCOUNT_STATES);

export const PayoutSchedule = z.enum(['daily', 'weekly']);

export const PayoutAccount = z.object({
  provider: PaymentProvider,
  state: PayoutAccountStateName,
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** What the provider still needs from the dealer (provider codes, e.g. Stripe's external_account). */
  requirements: z.array(z.string()),
  /** The last 4 characters of the IBAN the demo's "Attiva incassi" used. */
  iban_last4: z.string().nullable(),
  schedule: PayoutSchedule,
  /** Automatic payouts pay only from this available balance up (euro). */
  minimum_amount: z.number(),
  /** The operator's "Blocca versamenti". */
  blocked: z.boolean(),
  /** What this provider cannot do, in Italian, for the screen to show (e.g. PayPal has no payout to the bank). */
  limits: z.array(z.string()),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

export const OnboardingLink = z.object({ url: z.string(), account: PayoutAccount });
export type OnboardingLink = z.infer<typeof OnboardingLink>;

export const PayoutScheduleBody = z.object({
  schedule: PayoutSchedule,
  minimum_amount: z.number().min(0).max(100_000).multipleOf(0.01),
});

export const SettlementBalances = z.object({
  /** In attesa: sales not yet delivered, or in their protection window. */
  held: z.number(),
  /** Disponibile: can be paid out now ("Richiedi versamento"). */
  available: z.number(),
  /** Being paid out: the provider has not confirmed yet. */
  in_transit: z.number(),
  /** Versato: paid out to the bank, ever. */
  paid: z.number(),
  /** The next automatic payout (date, YYYY-MM-DD), null without an active account or when blocked. */
  next_payout_date: z.string().nullable(),
  /** Days the share stays held after delivery (PAYOUT_HOLD_DAYS). */
  hold_days: z.number().int(),
});
export type SettlementBalances = z.infer<typeof SettlementBalances>;

export const SALE_STATES = ['held', 'available', 'in_payout', 'paid'] as const;
export const SaleState = z.enum(SALE_STATES);

export const SettlementSale = z.object({
  quotation: z.object({ id: z.number().int(), code: z.string() }),
  created_at: z.string(),
  /** What the customer paid (VAT and shipping included). */
  gross: z.number(),
  /** The platform's fee taken at source, VAT included. */
  fee: z.number(),
  /** The VAT part of the fee. */
  fee_vat: z.number(),
  /** What the dealer receives: gross − fee. */
  net: z.number(),
  state: SaleState,
  /** The state in Italian (In attesa, Disponibile, In versamento, Versato). */
  state_label: z.string(),
  delivered_at: z.string().nullable(),
  /** When the held share becomes available (null until delivered). */
  available_at: z.string().nullable(),
  payout_id: z.number().int().nullable(),
});
export type SettlementSale = z.infer<typeof SettlementSale>;

export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed'] as const;
export const PayoutStatus = z.enum(PAYOUT_STATUSES);

export const Payout = z.object({
  id: z.number().int(),
  dealer_id: z.number().int(),
  amount: z.number(),
  status: PayoutStatus,
  status_label: z.string(),
  automatic: z.boolean(),
  external_id: z.string().nullable(),
  failure: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The sales it pays. */
  sales: z.array(z.object({ quotation_id: z.number().int(), code: z.string(), net: z.number() })),
});
export type Payout = z.infer<typeof Payout>;

/** The console's row of a dealer's payout account. */
export const AdminPayoutAccount = PayoutAccount.extend({
  dealer_id: z.number().int(),
  legal_name: z.string().nullable(),
  external_id: z.string().nullable(),
  held: z.number(),
  available: z.number(),
});
export type AdminPayoutAccount = z.infer<typeof AdminPayoutAccount>;

export const AdminPayoutsQuery = PageQuery.extend({ status: PayoutStatus.optional() });

/** "Blocca versamenti" with its reason (kept in the activity log), or unblocking. */
export const PayoutsBlockBody = z.object({
  blocked: z.boolean(),
  reason: z.string().trim().min(3, errors.reasonRequired).max(500, errors.tooLong).optional(),
});

/** The customer's receipt: the dealer sells, the platform collects on its behalf. */
export const CustomerReceipt = z.object({
  quotation: z.object({ id: z.number().int(), code: z.string() }),
  paid_at: z.string().nullable(),
  amount: z.number(),
  seller: z.object({
    legal_name: z.string().nullable(),
    vat_number: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The platform that collected the payment on the seller's behalf. */
  collected_by: z.string(),
  /** The sentence the receipt shows, in Italian. */
  statement: z.string(),
});
export type CustomerReceipt = z.infer<typeof CustomerReceipt>;

/** The CSV of the dealer's settlement (semicolons, decimal comma, UTF-8 with BOM). */
export const SettlementCsv = z.string();
