import { DELIVERY_KINDS } from '../delivery.js';
import { QUOTATION_FILTERS } from '../filters.js';
import { QUOTATION_FILTER_STATUSES, QUOTATION_STATUSES } from '../statuses.js';
import { z } from '../z.js';
import { QuotationOutcome } from './outcome.js';
import { Vehicle } from './submission.js';

export { QUOTATION_FILTER_STATUSES, QUOTATION_STATUSES };
export const QuotationStatus = z.enum(QUOTATION_STATUSES);
export type QuotationStatus = z.infer<typeof QuotationStatus>;

export { QUOTATION_FILTERS };
export const QuotationFilter = z.enum(QUOTATION_FILTERS);
export type QuotationFilter = z.infer<typeof QuotationFilter>;

export const PART_CONDITIONS = ['new', 'used', 'reconditioned'] as const;
export const PartCondition = z.enum(PART_CONDITIONS);
export type PartCondition = z.infer<typeof PartCondition>;

export const QuotationRow = z.object({
  id: z.number().int(),
  submission_row_id: z.number().int(),
  accepted: z.boolean(),
  quantity: z.number().int().min(1),
  part_id: z.number().int(),
  part_name: z.string(),
  part_code: z.string(),
  item_code: z.string().nullable(),
  brand: z.string(),
  condition: PartCondition,
  notes: z.string().nullable(),
  net_price: z.number(),
  tax_import: z.number(),
  full_net_price: z.number().nullable(),
  discount: z.number().nullable(),
});
export type QuotationRow = z.infer<typeof QuotationRow>;

/** Customer data: present only for payment-pending, paid and complete quotations. */
export const QuotationCustomer = z.object({
  name: z.string().nullable(),
  surname: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  vat_number: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type QuotationCustomer = z.infer<typeof QuotationCustomer>;

export const Quotation = z.object({
  id: z.number().int(),
  quotation_code: z.string(),
  status: QuotationStatus,
  updated_at: z.string(),
  cash_unlock: z.boolean(),
  payment_type: z.enum(['online', 'offline']).nullable(),
  payment_method_id: z.number().int().nullable(),
  tracking_code: z.string().nullable(),
  tracking_message: z.string().nullable(),
  /** The dealer's view: the name of the company's person who sent it, and of who entered the tracking. */
  sent_by: z.string().nullable().optional(),
  shipped_by: z.string().nullable().optional(),
  /** When the goods reached the customer, and how it was recorded (contract/delivery.ts); null until then. */
  delivered_at: z.string().nullable().optional(),
  delivery_kind: z.enum(DELIVERY_KINDS).nullable().optional(),
  total_price: z.number(),
  subtotal_price: z.number(),
  total_tax: z.number(),
  shipping_cost_flat: z.number(),
  shipping_cost_partial: z.number().nullable(),
  shipping_fee_chosen: z.enum(['flat', 'partial']).nullable(),
  accepted_date: z.string().nullable(),
  created_at: z.string(),
  timing_residue: z.number().int().min(0),
  dealer_id: z.number().int(),
  submission_id: z.number().int(),
  vehicle: Vehicle,
  user: QuotationCustomer.nullable(),
  quotation_rows: z.array(QuotationRow),
  /** How it went once the request is settled (accepted or expired); null while it is open. */
  outcome: QuotationOutcome.nullable(),
});
export type Quotation = z.infer<typeof Quotation>;
