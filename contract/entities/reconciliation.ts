import { adminListQuery } from '../api/admin.js';
import { PaymentProvider } from '../api/payments.js';
import { CalendarDay, Id } from '../common.js';
import { z } from '../z.js';
import { SaleState, SettlementSale } from './settlement.js';

/**
 * The reconciliation of the ledger with the payment provider (docs/payments-api.md, "Reconciliation"), and the
 * operator's views of the money settlement holds. Amounts in euro, times ISO 8601.
 */

export const RECONCILIATION_STATUSES = ['running', 'clean', 'discrepancies', 'failed'] as const;
export const ReconciliationStatus = z.enum(RECONCILIATION_STATUSES);

/** What is compared one by one: customers' and dealers' payments, refunds, payouts; and the ledger's own check. */
export const RECONCILED_ITEMS = ['payment', 'refund', 'payout', 'ledger'] as const;
export const ReconciledItem = z.enum(RECONCILED_ITEMS);

export const DISCREPANCY_KINDS = [
  /** The ledger records it, the provider does not know it. */
  'missing_at_provider',
  /** The provider moved it, the ledger does not record it (a lost webhook, a crash before the commit). */
  'missing_in_ledger',
  /** Both know it, for different amounts. */
  'amount_mismatch',
  /** A payout the provider says paid or failed while we say otherwise. */
  'status_mismatch',
  /** A payout booked in the ledger and never sent to the provider. */
  'not_sent',
  /** The ledger's own balance check (materialized balances, balanced transactions, settlement tables). */
  'ledger_check',
] as const;
export const DiscrepancyKind = z.enum(DISCREPANCY_KINDS);

export const ReconciliationDiscrepancy = z.object({
  item: ReconciledItem,
  kind: DiscrepancyKind,
  /** What it means, in Italian. */
  description: z.string(),
  /** The provider's id of the movement, or ours when the provider has none. */
  reference: z.string().nullable(),
  order_id: z.number().int().nullable(),
  payout_id: z.number().int().nullable(),
  dealer_id: z.number().int().nullable(),
  ledger_amount: z.number().nullable(),
  provider_amount: z.number().nullable(),
  at: z.string().nullable(),
});
export type ReconciliationDiscrepancy = z.infer<typeof ReconciliationDiscrepancy>;

export const ReconciliationCounts = z.record(
  z.string(),
  z.object({ ledger: z.number().int(), provider: z.number().int() }),
);

export const ReconciliationSummary = z.object({
  id: z.number().int(),
  provider: PaymentProvider,
  /** The period compared: [from, to). */
  period_from: z.string(),
  period_to: z.string(),
  /** The daily run (true) or an operator's "Esegui ora". */
  automatic: z.boolean(),
  status: ReconciliationStatus,
  status_label: z.string(),
  discrepancy_count: z.number().int(),
  counts: ReconciliationCounts,
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ReconciliationSummary = z.infer<typeof ReconciliationSummary>;

export const ReconciliationReport = ReconciliationSummary.extend({
  /** The first 1,000 disagreements (discrepancy_count has them all). */
  discrepancies: z.array(ReconciliationDiscrepancy),
  /** What this provider could not be compared on, in Italian. */
  limits: z.array(z.string()),
  /** Why the run failed (the provider could not be read). */
  error: z.string().nullable(),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReport>;

export const ReconciliationListQuery = adminListQuery(['id'], { status: ReconciliationStatus.optional() });

/** "Esegui ora": the day to compare (UTC, YYYY-MM-DD), today so far when absent. */
export const ReconciliationRunBody = z.object({ day: CalendarDay.optional() });

/** A sale whose money settlement holds, as the console's "Fondi trattenuti" lists it. */
export const AdminSettlementSale = SettlementSale.extend({
  /** react-admin's id: the quotation's. */
  id: z.number().int(),
  dealer_id: z.number().int(),
  legal_name: z.string().nullable(),
});
export type AdminSettlementSale = z.infer<typeof AdminSettlementSale>;

export const AdminSettlementSalesQuery = adminListQuery(['available_at', 'created_at'], {
  state: SaleState.optional(),
  dealer_id: Id.optional(),
});
