import { errors } from '../i18n/it/errors.js';
import { z } from './z.js';

/**
 * Stable names of the errors a client acts on (beyond showing the message): a client decides on these, never on the
 * Italian text, which may change. Add one when a client needs to tell an error apart.
 */
/**
 * Stable names of the errors a client acts on: the web decides on these, never on the Italian text.
 * subscription_required: open /register or /subscription-payment; account_suspended: the operator suspended the account;
 * wrong_portal: this login belongs to another part of the product (the message names it); order_superseded and
 * order_not_payable: reload the payment screen.
 */
export const ERROR_CODES = [
  'subscription_required',
  'account_suspended',
  'wrong_portal',
  'order_superseded',
  'order_not_payable',
  'staff_not_allowed',
  'draft_conflict',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one error shape of the API: an Italian message, a stable code when a client acts on it, per-field messages for validation errors. */
export const ErrorResponse = z.object({
  message: z.string(),
  code: ErrorCode.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The largest record id (PostgreSQL integer); a larger one names nothing and is refused, never sent to the database. */
export const MAX_ID = 2_147_483_647;
/** Decimal digits only: a path or query id is text. */
const ID_TEXT = /^[0-9]{1,10}$/;
/**
 * The one id schema of every path parameter, query and body id: a number, or text of decimal digits (a URL's). Never
 * coerced further: `true`, "1e1" and "0x9" are not ids (finding 6; Number() read them as 1, 10 and 9).
 */
export const Id = z.preprocess(
  (value: number) => (typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? errors.required : errors.idInvalid) })
    .int(errors.idInvalid)
    .min(1, errors.idInvalid)
    .max(MAX_ID, errors.idInvalid),
);
export const IdParams = z.object({ id: Id });
export const isoDateTime = z.string();

/** The years a date filter may name: PostgreSQL has no year 0, and nothing here is older than the platform. */
export const FIRST_DATE_YEAR = 2000;
export const LAST_DATE_YEAR = 2100;

/**
 * A real calendar day as YYYY-MM-DD, in years FIRST_DATE_YEAR..LAST_DATE_YEAR: 2024-02-30, 2026-13-01 and 0000-01-01
 * are refused here, never left to the database. Every date filter of the API uses it.
 */
export const CalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, errors.invalidDate)
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0–99 as 1900–1999
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, errors.invalidDate)
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= FIRST_DATE_YEAR && year <= LAST_DATE_YEAR;
    },
    errors.dateOutOfRange(FIRST_DATE_YEAR, LAST_DATE_YEAR),
  );

/** Pagination shared by every paged list: 1-based page, fixed page size chosen by the server. */
export const PageQuery = z.object({
  page: z.coerce
    .number({ error: errors.page })
    .int(errors.page)
    .min(1, errors.page)
    .max(100_000, errors.page)
    .default(1),
});

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    /** True when total is an estimate, the list having more than EXACT_TOTAL_MAX rows (console lists, dealer's filtered requests). */
    total_approximate: z.literal(true).optional(),
  });
}

export const OkResponse = z.object({ message: z.string() });
export type OkResponse = z.infer<typeof OkResponse>;
