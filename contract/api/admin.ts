import { errors } from '../../i18n/it/errors.js';
import { CalendarDay, Id } from '../common.js';
import { SUBSCRIPTION_STATUSES } from '../entities/user.js';
import { ADMIN_ORDER_CONDITIONS, ADMIN_ORDER_STATUSES } from '../entities/admin.js';
import { QUOTATION_STATUSES } from '../entities/quotation.js';
import { z } from '../z.js';

/*
 * Queries and bodies of the operator's console, shaped for a react-admin dataProvider: lists take page,
 * per_page, sort (a whitelisted field), order and q, plus typed filters, and answer { data, total, page, per_page, last_page }.
 */

export const ADMIN_PER_PAGE_MAX = 100;
/** Longest overview range, in days (two years, a leap day included). */
export const OVERVIEW_MAX_DAYS = 731;

/** A query flag as react-admin sends it. */
export const QueryFlag = z.enum(['true', 'false']);

export function adminListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  filters: F,
) {
  return z.object({
    page: z.coerce
      .number({ error: errors.page })
      .int(errors.page)
      .min(1, errors.page)
      .max(100_000, errors.page)
      .default(1),
    per_page: z.coerce
      .number({ error: errors.page })
      .int(errors.page)
      .min(1, errors.page)
      .max(ADMIN_PER_PAGE_MAX, errors.page)
      .default(25),
    sort: z.enum(sortFields).default(sortFields[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
    q: z.string().trim().max(100, errors.tooLong).optional(),
    ...filters,
  });
}

export const DealerListQuery = adminListQuery(['id', 'created_at', 'legal_name', 'email', 'credits'], {
  subscription: z.enum([...SUBSCRIPTION_STATUSES, 'none']).optional(),
  province: Id.optional(),
  suspended: QueryFlag.optional(),
});
export const CustomerListQuery = adminListQuery(['id', 'created_at', 'email', 'surname'], {
  province: Id.optional(),
  suspended: QueryFlag.optional(),
});
export const SubmissionListQuery = adminListQuery(['id', 'created_at', 'deadline_at'], {
  status: z.enum(['open', 'expired', 'closed']).optional(),
  brand: Id.optional(),
  part: Id.optional(),
  province: Id.optional(),
  customer_id: Id.optional(),
  outlet: QueryFlag.optional(),
  date_from: CalendarDay.optional(),
  date_to: CalendarDay.optional(),
});
export const QuotationListQuery = adminListQuery(['id', 'created_at', 'total_price'], {
  status: z.enum(QUOTATION_STATUSES).optional(),
  dealer_id: Id.optional(),
  submission_id: Id.optional(),
  date_from: CalendarDay.optional(),
  date_to: CalendarDay.optional(),
});
export const OrderListQuery = adminListQuery(['id', 'created_at', 'paid_at', 'total_amount'], {
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  provider: z.enum(['stripe', 'paypal', 'demo']).optional(),
  condition: z.enum(ADMIN_ORDER_CONDITIONS).optional(),
  dealer_id: Id.optional(),
});
export const CouponListQuery = adminListQuery(['id', 'code', 'valid_until', 'uses'], { expired: QueryFlag.optional() });
export const FaqListQuery = adminListQuery(['position', 'id'], {});
export const FeedbackQuestionListQuery = adminListQuery(['position', 'id'], {});
export const ActivityListQuery = adminListQuery(['id', 'created_at'], {
  operator_id: Id.optional(),
  entity: z.string().trim().max(32, errors.tooLong).optional(),
  entity_id: Id.optional(),
  action: z.string().trim().max(32, errors.tooLong).optional(),
  date_from: CalendarDay.optional(),
  date_to: CalendarDay.optional(),
});

const reason = z.string().trim().min(3, errors.reasonRequired).max(500, errors.tooLong);

/** A credit adjustment: a ledger entry of `delta` credits (negative takes credits away), never an overwrite. */
export const CreditAdjustmentBody = z.object({
  delta: z
    .number()
    .min(-100_000, errors.amountTooHigh)
    .max(100_000, errors.amountTooHigh)
    .refine((v) => v !== 0 && Math.round(v * 100) === v * 100, errors.creditDelta),
  reason,
});
export const RefundBody = z.object({ reason });
/** A suspension says why: the reason stays in the activity log. */
export const SuspendBody = z.object({ reason });

export const CouponBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(3, errors.couponCode)
    .max(50, errors.tooLong)
    .regex(/^[A-Z0-9_-]+$/, errors.couponCode),
  free_credits: z.number().positive(errors.creditDelta).max(100_000, errors.amountTooHigh),
  valid_until: z.iso.datetime({ offset: true, error: errors.invalidDate }).nullable().default(null),
  max_uses: z.number().int().min(1).max(1_000_000).nullable().default(null),
});

export const FaqBody = z.object({
  question: z.string().trim().min(1, errors.required).max(500, errors.tooLong),
  answer: z.string().trim().min(1, errors.required).max(5000, errors.tooLong),
  position: z.number().int().min(0).max(10_000).optional(),
});
export const FaqReorderBody = z.object({ ids: z.array(Id).min(1).max(500) });

export const FeedbackQuestionBody = z.object({
  question_text: z.string().trim().min(1, errors.required).max(500, errors.tooLong),
  position: z.number().int().min(0).max(10_000).optional(),
  options: z
    .array(
      z.object({
        score: z.number().int().min(0).max(10),
        label: z.string().trim().min(1, errors.required).max(100, errors.tooLong),
        image: z.string().trim().max(300, errors.tooLong).nullable().default(null),
        show_textarea: z.boolean().default(false),
      }),
    )
    .min(1, errors.required)
    .max(10),
});

/** A notice ("Avviso"): to one dealer (dealer_id) or to every dealer (null). */
export const NoticeBody = z.object({
  dealer_id: Id.nullable(),
  title: z.string().trim().min(1, errors.required).max(120, errors.tooLong),
  text: z.string().trim().min(1, errors.required).max(2000, errors.tooLong),
});

/** The overview's range: YYYY-MM-DD, both included, from ≤ to, at most two years (422 otherwise). */
export const OverviewQuery = z
  .object({ from: CalendarDay, to: CalendarDay })
  .refine((q) => q.from <= q.to, { message: errors.invalidDateRange, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < OVERVIEW_MAX_DAYS, {
    message: errors.rangeTooLong,
    path: ['to'],
  });
