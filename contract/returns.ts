import { errors } from '../i18n/it/errors.js';
import { returnMessages } from '../i18n/it/returns.js';
import { readAmount } from './amounts.js';
import { CalendarDay, Id, isoDateTime, PageQuery } from './common.js';
import { UploadAddress } from './api/customer.js';
import { adminListQuery } from './api/admin.js';
import { COURIERS } from './shipping.js';
import { z } from './z.js';

/**
 * After-sale: a customer's return of a delivered purchase, its refund, and the dispute the operator decides. Each is
 * its own record beside the quotation (whose status keeps its meaning), with its own state machine on the server
 * (server/domain/return-state.ts, dispute-state.ts).
 *
 * A return:
 *   requested ("In attesa di risposta") → accepted (by the dealer, or by itself when the 2 working days pass; a
 *   return label from the courier) | refused (with a reason) | cancelled (the customer withdraws);
 *   accepted → received ("Reso ricevuto", with the part's condition) → refunded ("Rimborsato": online through the
 *   payment provider, offline marked by the dealer with how); a dispute's decision refunds (refunded) or not (closed)
 *   an accepted, received or refused return.
 *
 * A dispute ("Apri controversia", on a refused return, or one accepted and not refunded in time):
 *   open → decided (the operator: full, partial or no refund) | resolved (the dealer refunded meanwhile).
 *
 * Who: the customer asks, cancels and disputes their own returns only; the dealer's warehouse (staff area
 * 'shipping') answers and receives; only the owner and billing refund; every person of the areas 'returns' reads;
 * the operator decides disputes. The routes in paths.ts say so, so the access matrix covers them.
 */

export const RETURN_REASONS = [
  'non_compatibile',
  'difettoso',
  'danneggiato_trasporto',
  'diverso_descrizione',
  'ripensamento',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATES = [
  'requested',
  'accepted',
  'refused',
  'received',
  'refunded',
  'closed',
  'cancelled',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
/** A return still in the works: the sale's held share stays frozen, and no second return of the purchase starts. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'accepted', 'received'];

export const RETURN_CONDITIONS = ['intact', 'opened', 'used', 'damaged', 'incomplete'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export const OFFLINE_REFUND_METHODS = ['bonifico', 'contanti', 'carta', 'assegno', 'altro'] as const;
export type OfflineRefundMethod = (typeof OFFLINE_REFUND_METHODS)[number];
export const REFUND_METHODS = ['provider', ...OFFLINE_REFUND_METHODS] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const DISPUTE_STATES = ['open', 'decided', 'resolved'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];
export const DISPUTE_OUTCOMES = ['full', 'partial', 'none'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const RETURN_ACTORS = ['customer', 'dealer', 'operator', 'system'] as const;
export const RETURN_EVENT_KINDS = [
  'requested',
  'accepted',
  'auto_accepted',
  'refused',
  'label',
  'received',
  'refunded',
  'fee_credited',
  'credit_note',
  'cancelled',
  'dispute_opened',
  'dispute_decided',
  'dispute_resolved',
  'closed',
] as const;
export const RETURN_UNAVAILABLE = [
  'not_delivered',
  'window_over',
  'not_accepted_by_dealer',
  'nothing_left',
  'open_return',
] as const;

/** The consumer's right to withdraw from a distance sale: days from delivery (buyers without a VAT number). */
export const CONSUMER_RETURN_DAYS = 14;
/** Working days (Italian public holidays and weekends excluded) the dealer has to answer a return. */
export const RETURN_ANSWER_WORKING_DAYS = 2;
/** Days after acceptance (or receipt) without a refund after which the customer may open a dispute. */
export const RETURN_STUCK_DAYS = 14;
/** The most photos of one return. */
export const RETURN_PHOTOS_MAX = 5;
/** The dealer's policy for buyers with a VAT number: days from delivery, 0 = no returns. */
export const BUSINESS_RETURN_DAYS_MAX = 90;
export const BUSINESS_RETURN_DAYS_DEFAULT = 14;

/** An amount in euros, typed the Italian way ("45,50", "1.234,56") or sent as a number; at most two decimals. */
const euros = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const reading =
    typeof value === 'number'
      ? Number.isFinite(value) && Math.round(value * 100) === Math.round(value * 100 * 1e6) / 1e6
        ? { ok: true as const, value }
        : { ok: false as const }
      : readAmount(value);
  if (!reading.ok) {
    ctx.addIssue({ code: 'custom', message: errors.amountUnreadable });
    return z.NEVER;
  }
  if (reading.value <= 0) {
    ctx.addIssue({ code: 'custom', message: returnMessages.amountPositive });
    return z.NEVER;
  }
  if (reading.value > 1_000_000) {
    ctx.addIssue({ code: 'custom', message: errors.amountTooHigh });
    return z.NEVER;
  }
  return Math.round(reading.value * 100) / 100;
});

const note = (max: number) => z.string().trim().max(max, errors.tooLong).nullable().optional();

// ---------------------------------------------------------------------------------------------------------------
// Bodies

/** One row of the purchase and how many of its pieces go back. */
export const ReturnRowInput = z.object({
  quotation_row_id: Id,
  quantity: z.coerce
    .number({ error: returnMessages.quantity })
    .int(returnMessages.quantity)
    .min(1, returnMessages.quantity)
    .max(1000, returnMessages.quantity),
});

/** POST /customer/quotations/:id/returns, "Richiedi reso". Photos: uploaded with POST /upload/file first. */
export const ReturnRequestBody = z.object({
  rows: z
    .array(ReturnRowInput)
    .min(1, returnMessages.rowsRequired)
    .max(100, returnMessages.rowsRequired)
    .refine(
      (rows) => new Set(rows.map((row) => row.quotation_row_id)).size === rows.length,
      returnMessages.rowRepeated,
    ),
  reason: z.enum(RETURN_REASONS, { error: returnMessages.reasonRequired }),
  note: note(2000),
  photos: z.array(UploadAddress).max(RETURN_PHOTOS_MAX, returnMessages.photosMax(RETURN_PHOTOS_MAX)).default([]),
});
export type ReturnRequestBody = z.output<typeof ReturnRequestBody>;
export type ReturnRequestInput = z.input<typeof ReturnRequestBody>;

/** POST …/refuse, "Rifiuta reso": the reason the customer reads (and the operator, in a dispute). */
export const ReturnRefuseBody = z.object({
  reason: z.string().trim().min(10, returnMessages.refuseReason).max(1000, errors.tooLong),
});
export type ReturnRefuseBody = z.output<typeof ReturnRefuseBody>;

/** POST …/received, "Reso ricevuto": the condition of the part that came back. */
export const ReturnReceivedBody = z.object({
  condition: z.enum(RETURN_CONDITIONS, { error: returnMessages.conditionRequired }),
  note: note(1000),
});
export type ReturnReceivedBody = z.output<typeof ReturnReceivedBody>;

/**
 * POST …/refund ("Rimborsa" online, "Rimborsato" offline). amount: omitted = the value of the returned rows
 * (ReturnRecord.amount); less is a partial refund. method: required for an offline sale (how the dealer paid the
 * customer back), refused (422) for an online one, which the payment provider refunds.
 */
export const ReturnRefundBody = z.object({
  amount: euros.optional(),
  method: z.enum(OFFLINE_REFUND_METHODS, { error: returnMessages.methodRequired }).optional(),
  note: note(500),
});
export type ReturnRefundBody = z.output<typeof ReturnRefundBody>;
export type ReturnRefundInput = z.input<typeof ReturnRefundBody>;

/** POST /customer/returns/:id/dispute, "Apri controversia". */
export const DisputeOpenBody = z.object({
  text: z.string().trim().min(20, returnMessages.disputeText).max(4000, errors.tooLong),
  photos: z.array(UploadAddress).max(RETURN_PHOTOS_MAX, returnMessages.photosMax(RETURN_PHOTOS_MAX)).default([]),
});
export type DisputeOpenBody = z.output<typeof DisputeOpenBody>;
export type DisputeOpenInput = z.input<typeof DisputeOpenBody>;

/** POST /admin/disputes/:id/decide: full, partial (with the amount) or no refund, with the note both sides read. */
export const DisputeDecisionBody = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    amount: euros.optional(),
    note: z.string().trim().min(10, returnMessages.decisionNote).max(2000, errors.tooLong),
  })
  .superRefine((body, ctx) => {
    if (body.outcome === 'partial' && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: returnMessages.amountForPartial });
    if (body.outcome !== 'partial' && body.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: returnMessages.amountOnlyPartial });
  });
export type DisputeDecisionBody = z.output<typeof DisputeDecisionBody>;
export type DisputeDecisionInput = z.input<typeof DisputeDecisionBody>;

/** The dealer's returns policy (a profile setting): for buyers with a VAT number; consumers always have 14 days. */
export const ReturnPolicy = z.object({
  business_return_days: z.coerce
    .number({ error: returnMessages.policyDays })
    .int(returnMessages.policyDays)
    .min(0, returnMessages.policyDays)
    .max(BUSINESS_RETURN_DAYS_MAX, returnMessages.policyDays),
  business_terms: note(1000),
});
export type ReturnPolicy = z.output<typeof ReturnPolicy>;

// ---------------------------------------------------------------------------------------------------------------
// Queries and params

export const DealerReturnParams = z.object({ dealerId: Id, returnId: Id });

/** The dealer's "Resi": 25 a page, newest first (or the nearest deadline first with sort=due). */
export const DealerReturnListQuery = PageQuery.extend({
  state: z.enum(RETURN_STATES).optional(),
  reason: z.enum(RETURN_REASONS).optional(),
  /** Only returns with a dispute open. */
  disputed: z.enum(['true', 'false']).optional(),
  /** Search the quotation's code or the customer's name. */
  q: z.string().trim().max(100, errors.tooLong).optional(),
  dateFrom: CalendarDay.optional(),
  dateTo: CalendarDay.optional(),
  sort: z.enum(['newest', 'oldest', 'due']).default('newest'),
});
export type DealerReturnListQuery = z.input<typeof DealerReturnListQuery>;

export const ReturnFiguresQuery = z
  .object({ from: CalendarDay.optional(), to: CalendarDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: errors.invalidDateRange, path: ['to'] });

/** The console's "Controversie". */
export const AdminDisputeListQuery = adminListQuery(['created_at', 'id', 'decided_at'], {
  state: z.enum(DISPUTE_STATES).optional(),
  dealer_id: Id.optional(),
});
/** The console's returns per dealer (one dealer's row with dealer_id, as the console's other lists filter). */
export const AdminReturnFiguresQuery = adminListQuery(['returns', 'return_rate', 'disputes', 'dealer_id'], {
  from: CalendarDay.optional(),
  to: CalendarDay.optional(),
  dealer_id: Id.optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Records

export const ReturnRow = z.object({
  quotation_row_id: z.number().int(),
  part_name: z.string(),
  part_code: z.string(),
  brand: z.string(),
  quantity: z.number().int(),
  /** Per piece, VAT included, in euros. */
  unit_price: z.number(),
  /** quantity × unit_price. */
  amount: z.number(),
});
export type ReturnRow = z.infer<typeof ReturnRow>;

export const ReturnEvent = z.object({
  kind: z.enum(RETURN_EVENT_KINDS),
  actor: z.enum(RETURN_ACTORS),
  /** The person's name (dealer's staff, operator); null for the customer and the system. */
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  at: isoDateTime,
});
export type ReturnEvent = z.infer<typeof ReturnEvent>;

export const DisputeSummary = z.object({
  id: z.number().int(),
  state: z.enum(DISPUTE_STATES),
  text: z.string(),
  photos: z.array(z.string()),
  opened_at: isoDateTime,
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** The amount the decision refunds (full: the return's refundable amount). */
  decided_amount: z.number().nullable(),
  decision_note: z.string().nullable(),
  decided_at: isoDateTime.nullable(),
});
export type DisputeSummary = z.infer<typeof DisputeSummary>;

/** A return as the customer sees it. */
export const CustomerReturn = z.object({
  id: z.number().int(),
  quotation_id: z.number().int(),
  quotation_code: z.string(),
  dealer_name: z.string(),
  state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  rows: z.array(ReturnRow),
  /** Value of the rows returned (plus the shipping paid, when every piece goes back), in euros. */
  amount: z.number(),
  payment_type: z.enum(['online', 'offline']),
  created_at: isoDateTime,
  /** The dealer answers by then; after it the return is accepted by itself. */
  answer_due_at: isoDateTime,
  answered_at: isoDateTime.nullable(),
  auto_accepted: z.boolean(),
  refuse_reason: z.string().nullable(),
  /** The return label (demo courier), made on acceptance; the PDF is at …/label.pdf. */
  label: z.object({ courier: z.enum(COURIERS), tracking_number: z.string() }).nullable(),
  received_at: isoDateTime.nullable(),
  received_condition: z.enum(RETURN_CONDITIONS).nullable(),
  refunded_at: isoDateTime.nullable(),
  refund_amount: z.number().nullable(),
  refund_method: z.enum(REFUND_METHODS).nullable(),
  dispute: DisputeSummary.nullable(),
  /** Whether "Apri controversia" is offered now, and from when it will be (a return accepted and not refunded). */
  may_open_dispute: z.boolean(),
  dispute_available_at: isoDateTime.nullable(),
  may_cancel: z.boolean(),
  timeline: z.array(ReturnEvent),
});
export type CustomerReturn = z.infer<typeof CustomerReturn>;

/** A return as the dealer sees it: the customer, what the dealer must do next, the fee credited back. */
export const DealerReturn = CustomerReturn.omit({ dealer_name: true, may_open_dispute: true, may_cancel: true }).extend(
  {
    customer_name: z.string(),
    customer_email: z.string(),
    /** The buyer has a VAT number: the dealer's policy applied instead of the 14 days. */
    business_buyer: z.boolean(),
    received_note: z.string().nullable(),
    refund_note: z.string().nullable(),
    /** The platform fee on the refunded part, credited back to the dealer (null until refunded). */
    fee_credit: z.number().nullable(),
    /** The platform's credit note (TD04) for that fee, e.g. "NC-2026-000004". */
    credit_note_number: z.string().nullable(),
    /** Whether the caller's role may do each step now (the buttons to show). */
    may_answer: z.boolean(),
    may_receive: z.boolean(),
    may_refund: z.boolean(),
  },
);
export type DealerReturn = z.infer<typeof DealerReturn>;

/** GET /customer/quotations/:id/return-options: whether "Richiedi reso" is offered, until when, and for what. */
export const ReturnOptions = z.object({
  available: z.boolean(),
  /** Why not, when not available. */
  unavailable: z.enum(RETURN_UNAVAILABLE).nullable(),
  window_ends_at: isoDateTime.nullable(),
  business_buyer: z.boolean(),
  /** The dealer's terms for buyers with a VAT number. */
  business_terms: z.string().nullable(),
  rows: z.array(
    ReturnRow.omit({ quantity: true, amount: true }).extend({
      quantity_bought: z.number().int(),
      /** What is left once earlier returns are counted. */
      quantity_returnable: z.number().int(),
    }),
  ),
  /** The purchase's returns, newest first. */
  return_ids: z.array(z.number().int()),
});
export type ReturnOptions = z.infer<typeof ReturnOptions>;

/** The navigation badge and the list's tabs. */
export const DealerReturnSummary = z.object({
  awaiting_answer: z.number().int(),
  to_receive: z.number().int(),
  to_refund: z.number().int(),
  disputes_open: z.number().int(),
});
export type DealerReturnSummary = z.infer<typeof DealerReturnSummary>;

/** The dealer's Statistiche: returns in the period. */
export const ReturnFigures = z.object({
  from: CalendarDay,
  to: CalendarDay,
  /** Sales delivered or concluded in the period, and returns asked in it. */
  sales: z.number().int(),
  returns: z.number().int(),
  /** returns / sales, 0..1 (0 without sales). */
  return_rate: z.number(),
  reasons: z.array(z.object({ reason: z.enum(RETURN_REASONS), count: z.number().int() })),
  answered: z.number().int(),
  auto_accepted: z.number().int(),
  /** Hours from request to the dealer's answer; null without answers. */
  answer_hours_median: z.number().nullable(),
  answer_hours_avg: z.number().nullable(),
  refunded_amount: z.number(),
  disputes: z.number().int(),
});
export type ReturnFigures = z.infer<typeof ReturnFigures>;

/** A dispute in the console's queue. */
export const AdminDispute = z.object({
  id: z.number().int(),
  state: z.enum(DISPUTE_STATES),
  return_id: z.number().int(),
  return_state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  quotation_id: z.number().int(),
  quotation_code: z.string(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  amount: z.number(),
  payment_type: z.enum(['online', 'offline']),
  created_at: isoDateTime,
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  decided_amount: z.number().nullable(),
  decided_at: isoDateTime.nullable(),
});
export type AdminDispute = z.infer<typeof AdminDispute>;

/** One dispute with all the operator needs in view: the return, its timeline and photos, the chat, the shipment. */
export const AdminDisputeDetail = AdminDispute.extend({
  text: z.string(),
  photos: z.array(z.string()),
  decision_note: z.string().nullable(),
  decided_by: z.string().nullable(),
  return: DealerReturn,
  /** The chat between the two sides about the quotation (contract/entities/chat.ts), oldest first. */
  chat: z.array(
    z.object({
      from: z.enum(['customer', 'dealer']),
      text: z.string(),
      attachments: z.array(z.string()),
      at: isoDateTime,
    }),
  ),
  /** The sale's shipment timeline, when it was shipped through the platform. */
  shipment_events: z.array(z.object({ state: z.string(), description: z.string(), occurred_at: isoDateTime })),
  /** The largest amount a decision may refund (what was paid and not yet refunded). */
  refundable: z.number(),
});
export type AdminDisputeDetail = z.infer<typeof AdminDisputeDetail>;

/** The console's returns and disputes per dealer. */
export const AdminDealerReturnFigures = z.object({
  id: z.number().int(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  sales: z.number().int(),
  returns: z.number().int(),
  return_rate: z.number(),
  refused: z.number().int(),
  auto_accepted: z.number().int(),
  disputes: z.number().int(),
  disputes_open: z.number().int(),
  refunded_amount: z.number(),
});
export type AdminDealerReturnFigures = z.infer<typeof AdminDealerReturnFigures>;

/** A label PDF: Fastify sends the bytes; the schema only documents them. */
export const ReturnLabel = z.string().describe('application/pdf, 100 × 150 mm');

/** The credit note's FatturaPA XML or courtesy PDF: Fastify sends the bytes; the schema only documents them. */
export const CreditNoteFile = z.string().describe('application/xml or application/pdf');
