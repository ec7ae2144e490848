import { errors } from '../../i18n/it/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import { Id, MAX_ID } from '../common.js';
import { QUOTATION_TOTAL_MAX, QUOTATION_VAT_RATES } from '../constants.js';
import { DEALER_DELIVERY_KINDS } from '../delivery.js';
import { PartCondition } from '../entities/quotation.js';
import { quotationTotals } from '../totals.js';
import { z } from '../z.js';

/**
 * A number, or a numeric string (SPEC §7 sends fields "as JSON strings"). Unlike z.coerce, a missing, null
 * or empty value stays missing ("Campo obbligatorio") instead of becoming 0 or NaN.
 */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value),
    schema,
  );

/** An optional number: absent, null or empty means none. */
const optionalNumeric = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value), schema.nullable())
    .optional();

const amount = z.number().min(0).max(1_000_000, errors.amountTooHigh);
const money = numeric(amount);
/** Like Id (same bound), but a missing or empty value says 'Campo obbligatorio' rather than being coerced. */
const positiveId = numeric(z.number().int().positive().max(MAX_ID, errors.idInvalid));

/** One priced option for a requested row (SPEC §5 "Quotation option"). */
export const QuotationOption = z.object({
  submission_row_id: Id,
  quantity: numeric(z.number().int().min(1).max(10_000)).default(1),
  part_code: z.string().trim().min(1, errors.required).max(100, errors.tooLong),
  /** The dealer's own article code (optional), shown beside the OE code. */
  item_code: z.string().trim().max(100, errors.tooLong).nullable().optional(),
  brand: z.string().trim().min(1, errors.required).max(100, errors.tooLong),
  condition: PartCondition,
  notes: z.string().max(2000, errors.tooLong).nullable().optional(),
  net_price: money,
  tax_import: numeric(z.number()).refine(
    (v) => (QUOTATION_VAT_RATES as readonly number[]).includes(v),
    quotationMessages.vatRate,
  ),
  full_net_price: optionalNumeric(amount),
  discount: optionalNumeric(z.number().int().min(0).max(100)),
});
export type QuotationOption = z.infer<typeof QuotationOption>;

const jsonString = <T extends z.ZodType>(schema: T) =>
  z
    .union([
      z.string().transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: quotationMessages.invalidJson });
          return z.NEVER;
        }
      }),
      z.array(z.unknown()),
    ])
    .pipe(schema);

/** The total of the dearest acceptance: every option counted, with the higher shipping fee (totals.ts computes it). */
function highestTotal(body: {
  quotation_rows: QuotationOption[];
  shipping_cost_flat: number;
  shipping_cost_partial?: number | null;
}): number {
  const options = body.quotation_rows;
  const shippingFlat = Math.max(body.shipping_cost_flat, body.shipping_cost_partial ?? 0);
  return quotationTotals({ options, shippingFlat, acceptedOptionIndexes: options.map((_, index) => index) }).total;
}

/** PUT /quotation/new: quotation_rows travels as a JSON string (SPEC §7); an array is accepted too. */
export const NewQuotationBody = z
  .object({
    submission_id: positiveId,
    vehicle_id: positiveId,
    author_id: positiveId,
    dealer_id: positiveId,
    shipping_cost_flat: money,
    shipping_cost_partial: optionalNumeric(amount),
    quotation_rows: jsonString(z.array(QuotationOption).min(1, quotationMessages.optionsRequired).max(500)),
  })
  .refine((body) => highestTotal(body) <= QUOTATION_TOTAL_MAX, {
    message: errors.quotationTotalTooHigh,
    path: ['quotation_rows'],
  });
export type NewQuotationBody = z.input<typeof NewQuotationBody>;

export const TrackingBody = z
  .object({
    tracking_code: z.string().trim().max(100, errors.tooLong).nullable().optional(),
    tracking_message: z.string().trim().max(1000, errors.tooLong).nullable().optional(),
  })
  .refine((v) => Boolean(v.tracking_code) || Boolean(v.tracking_message), {
    message: errors.required,
    path: ['tracking_code'],
  });
export type TrackingBody = z.infer<typeof TrackingBody>;

/** POST /quotation/{id}/delivered: an offline sale delivered to the customer, or collected at the counter. */
export const DeliveredBody = z.object({
  kind: z.enum(DEALER_DELIVERY_KINDS, { error: quotationMessages.deliveryKind }),
});
export type DeliveredBody = z.infer<typeof DeliveredBody>;
