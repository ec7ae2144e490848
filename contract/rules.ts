import { customerErrors } from '../i18n/it/customer/errors.js';
import { errors } from '../i18n/it/errors.js';
import { readAmount } from './amounts.js';
import { Id, MAX_ID } from './common.js';
import { PAYMENT_METHOD_ALWAYS_ID } from './constants.js';
import { ITALIAN_PLATE_PATTERN, normalizePlate } from './plates.js';
import { z } from './z.js';

/** The validation rules of SPEC §5, written once: the web forms and the server both use them. */
const trimmed = (max = 255) => z.string().trim().max(max, errors.tooLong);
export const requiredText = (max = 255) => trimmed(max).min(1, errors.required);
/** A required text with a format: empty says 'Campo obbligatorio', not the format's message. */
const filled = () => z.string().trim().min(1, { error: errors.required, abort: true });

export const email = z.string().trim().max(254, errors.tooLong).pipe(z.email(errors.email));
export const phone = filled().regex(/^[+-]?\d{7,20}$/, errors.phone);
export const vatNumber = filled().regex(/^\d{11}$/, errors.vatNumber);
export const sdi = filled().regex(/^[A-Za-z0-9-]{7}$/, errors.sdi);
/** Italian codice fiscale of a person: 16 characters; the digit positions also take the omocodia letters. Upper-cased. */
export const fiscalCode = filled()
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/,
        errors.fiscalCode,
      ),
  );
export { ITALIAN_PLATE_PATTERN, normalizePlate };
/** An optional plate: blank is none (null), anything else is normalised and must be an Italian plate. */
export const italianPlate = z
  .string()
  .max(16, errors.tooLong)
  .nullable()
  .optional()
  .transform((value) => (value ? normalizePlate(value) : null) || null)
  .refine((value) => value === null || ITALIAN_PLATE_PATTERN.test(value), customerErrors.plate);
export const zipCode = filled().regex(/^\d{5}$/, errors.zipCode);
export const pec = filled().max(254, errors.tooLong).pipe(z.email(errors.pec));
export const provinceId = z.coerce
  .number({ error: errors.required })
  .int()
  .positive(errors.required)
  .max(MAX_ID, errors.idInvalid);

/** Italian IBAN: IT, 2 check digits, 1 CIN letter, 5+5 digits (ABI, CAB), 12 alphanumerics. Spaces are stripped. */
export const IBAN_PATTERN = /^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/;
export const iban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(IBAN_PATTERN, errors.iban));

export const newPassword = z.string().min(8, errors.passwordMin).max(200, errors.tooLong);

/**
 * A euro amount typed in a form or sent as a number: required (blank is missing, not 0), min 0, whole cents. Text is
 * read the Italian way ("12,50", "1.234,56") by readAmount, so a comma can never scale the amount; what it cannot
 * read for sure is refused.
 */
export const fee = z
  .preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : amountFromText(value)) : value),
    z.number({ error: (issue) => (issue.input == null ? errors.required : errors.feeNumber) }),
  )
  .refine((value) => value >= 0 && value <= 100_000, errors.feeNumber)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, errors.feeNumber)
  .transform((value) => Math.round(value * 100) / 100);

/** The amount typed, or NaN (refused by z.number) when it cannot be read for sure. */
function amountFromText(text: string): number {
  const reading = readAmount(text);
  return reading.ok ? reading.value : Number.NaN;
}

/** At least one method; id 4 is always accepted, so it is added when missing. */
export const paymentMethods = z
  .array(Id)
  .min(1, errors.paymentMethodsRequired)
  .max(50)
  .transform((ids) => [...new Set([...ids, PAYMENT_METHOD_ALWAYS_ID])].sort((a, b) => a - b));

export function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(schema: T, a: string, b: string) {
  return schema.refine((value) => value[a] === value[b], { message: errors.passwordsMismatch, path: [b] });
}
