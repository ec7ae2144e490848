import { MovementKind } from './ledger.js';
import { SubscriptionStatus } from './user.js';
import { z } from '../z.js';

/** The operator's console: records as the /api/admin routes answer them. Amounts in euro, times ISO 8601. */

const id = z.number().int();
const when = z.string();

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'canceled', 'refunding', 'refunded'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
/**
 * An order's status as the console shows and filters it: a customer's payment refunded through returns or a dispute
 * decision stays 'paid' in its own record (each refund is the return's), and is shown 'refunded' once refunds reach
 * its total, 'partially_refunded' before.
 */
export const ADMIN_ORDER_STATUSES = [...ORDER_STATUSES, 'partially_refunded'] as const;
export const AdminOrderStatus = z.enum(ADMIN_ORDER_STATUSES);

export const AdminDealer = z.object({
  id,
  email: z.string(),
  legal_name: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  vat_number: z.string().nullable(),
  adr_city: z.string().nullable(),
  adr_province: id.nullable(),
  province_code: z.string().nullable(),
  credits: z.number(),
  dealer_stars: z.number(),
  subscription_status: SubscriptionStatus.nullable(),
  subscription_ends_at: when.nullable(),
  suspended_at: when.nullable(),
  created_at: when,
});
export type AdminDealer = z.infer<typeof AdminDealer>;

/** A movement of the dealer's money register (contract/entities/ledger.ts): credits, fees, adjustments, refunds. */
export const CreditLedgerEntry = z.object({
  id,
  kind: MovementKind,
  /** The kind in Italian. */
  label: z.string(),
  /** How much the credits moved (0 for a fee paid by card or a customer's payment). */
  delta: z.number(),
  /** What the movement is worth to the dealer, signed. */
  amount: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  operator_id: id.nullable(),
  order_id: id.nullable(),
  quotation: z.object({ id, code: z.string() }).nullable(),
  created_at: when,
});
export type CreditLedgerEntry = z.infer<typeof CreditLedgerEntry>;

export const AdminDealerDetail = AdminDealer.extend({
  phone: z.string().nullable(),
  pec: z.string().nullable(),
  sdi: z.string().nullable(),
  iban: z.string().nullable(),
  adr_street: z.string().nullable(),
  adr_house_no: z.string().nullable(),
  adr_zip_code: z.string().nullable(),
  terms_accepted_at: when.nullable(),
  subscription_cost: z.number().nullable(),
  subscription_canceled_at: when.nullable(),
  /** Fees not yet settled, in euro, and how many. */
  fees_due: z.number(),
  fees_due_count: z.number().int(),
  quotations: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    accepted: z.number().int(),
    cancelled: z.number().int(),
  }),
  /** The newest 20 movements of the dealer's register (the ledger): fee deductions included. */
  credit_ledger: z.array(CreditLedgerEntry),
});
export type AdminDealerDetail = z.infer<typeof AdminDealerDetail>;

export const AdminCustomer = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phone: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  adr_street: z.string().nullable(),
  adr_house_no: z.string().nullable(),
  adr_city: z.string().nullable(),
  adr_province: id.nullable(),
  adr_zip_code: z.string().nullable(),
  submissions: z.number().int(),
  suspended_at: when.nullable(),
  created_at: when,
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminSubmission = z.object({
  id,
  customer_id: id,
  province_id: id.nullable(),
  manufacturer_id: id.nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  plate: z.string().nullable(),
  is_outlet: z.boolean(),
  notes: z.string().nullable(),
  /** open (answer window running), expired (window over, not closed), closed (a quotation was accepted). */
  status: z.enum(['open', 'expired', 'closed']),
  quotations: z.number().int(),
  created_at: when,
  deadline_at: when,
  closed_at: when.nullable(),
});
export type AdminSubmission = z.infer<typeof AdminSubmission>;

export const AdminQuotation = z.object({
  id,
  quotation_code: z.string(),
  submission_id: id,
  dealer_id: id,
  dealer_name: z.string().nullable(),
  status: z.string(),
  payment_type: z.string().nullable(),
  total_price: z.number(),
  tracking_code: z.string().nullable(),
  accepted_date: when.nullable(),
  created_at: when,
});
export type AdminQuotation = z.infer<typeof AdminQuotation>;

/** What an order of the console is: a dealer's purchase (subscription, credits, fee) or a customer's payment of a quotation. */
export const ADMIN_ORDER_CONDITIONS = ['dealer', 'wallet', 'fee', 'customer'] as const;

export const AdminOrder = z.object({
  id,
  /** The dealer who pays, or for a customer's payment the dealer whose quotation it pays. */
  dealer_id: id,
  dealer_name: z.string().nullable(),
  condition: z.enum(ADMIN_ORDER_CONDITIONS),
  /** A customer's payment: the quotation it pays and the customer who pays; null for a dealer's purchase. */
  quotation_id: id.nullable(),
  quotation_code: z.string().nullable(),
  customer_id: id.nullable(),
  customer_name: z.string().nullable(),
  /** The console may refund it now: a paid credits or fee order (the others are refunded elsewhere or not at all). */
  refundable: z.boolean(),
  status: AdminOrderStatus,
  provider: z.string().nullable(),
  external_id: z.string().nullable(),
  total_amount: z.number(),
  tax_amount: z.number(),
  credits: z.number(),
  coupon: z.string().nullable(),
  created_at: when,
  paid_at: when.nullable(),
  /** The latest refund: the order's own, or a return's or dispute's on a customer's payment. */
  refunded_at: when.nullable(),
  refund_external_id: z.string().nullable(),
  /** What went back to the payer, in euro: the whole order once refunded, or the returns' refunds of the payment. */
  refunded_amount: z.number(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminCoupon = z.object({
  id,
  code: z.string(),
  free_credits: z.number(),
  valid_until: when.nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  expired: z.boolean(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminFaq = z.object({ id, question: z.string(), answer: z.string(), position: z.number().int() });
export type AdminFaq = z.infer<typeof AdminFaq>;

export const AdminFeedbackOption = z.object({
  score: z.number().int(),
  label: z.string(),
  image: z.string().nullable(),
  show_textarea: z.boolean(),
});
export const AdminFeedbackQuestion = z.object({
  id,
  question_text: z.string(),
  position: z.number().int(),
  options: z.array(AdminFeedbackOption),
});
export type AdminFeedbackQuestion = z.infer<typeof AdminFeedbackQuestion>;

export const ActivityEntry = z.object({
  id,
  operator_id: id,
  operator_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: id.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: when,
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const NoticeSent = z.object({ recipients: z.number().int(), dealer_id: id.nullable() });

export const Overview = z.object({
  from: z.string(),
  to: z.string(),
  requests_per_day: z.array(z.object({ day: z.string(), requests: z.number().int() })),
  requests: z.number().int(),
  quotations: z.number().int(),
  /** Quotations sent per request created in the range (0 without requests). */
  quotations_per_request: z.number(),
  /** Median minutes from a request to its first quotation; null without quoted requests. */
  first_quotation_minutes: z.number().nullable(),
  accepted: z.number().int(),
  accepted_value: z.number(),
  fees_charged: z.number(),
  fees_paid: z.number(),
  subscriptions_paid: z.number(),
  subscription_revenue: z.number(),
  active_subscriptions: z.number().int(),
});
export type Overview = z.infer<typeof Overview>;
