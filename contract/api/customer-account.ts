import { errors } from '../../i18n/it/errors.js';
import {
  email,
  fiscalCode,
  newPassword,
  passwordsMatch,
  phone,
  provinceId,
  requiredText,
  vatNumber,
  zipCode,
} from '../rules.js';
import { z } from '../z.js';

/*
 * The customer's account in the customer app: registration (answered like POST /user/login, with a
 * session of the client 'customer-app') and the rating of a dealer after shipping.
 */

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const CustomerRegisterBody = passwordsMatch(
  z.object({
    email,
    password: newPassword,
    password_confirmation: z.string().max(200, errors.tooLong),
    name: requiredText(100),
    surname: requiredText(100),
    phone,
    /** A person's codice fiscale or a business's partita IVA: at least one of the two. */
    fiscal_code: z.preprocess(blankToNull, fiscalCode.nullable().optional()),
    vat_number: z.preprocess(blankToNull, vatNumber.nullable().optional()),
    adr_street: requiredText(200),
    adr_house_no: requiredText(20),
    adr_city: requiredText(100),
    adr_province: provinceId,
    adr_zip_code: zipCode,
    terms: z.literal(true, { error: errors.termsRequired }),
  }),
  'password',
  'password_confirmation',
).refine((value) => Boolean(value.fiscal_code || value.vat_number), {
  message: errors.fiscalCodeOrVat,
  path: ['fiscal_code'],
});
export type CustomerRegisterBody = z.input<typeof CustomerRegisterBody>;

export const COMMENT_MAX = 1000;

/** POST /customer/quotations/{id}/rating: once per bought and shipped quotation. */
export const RatingBody = z.object({
  stars: z.coerce.number({ error: errors.stars }).int(errors.stars).min(1, errors.stars).max(5, errors.stars),
  comment: z.string().trim().max(COMMENT_MAX, errors.tooLong).nullable().optional(),
});
export type RatingBody = z.input<typeof RatingBody>;

export const Rating = z.object({
  quotation_id: z.number().int(),
  dealer_id: z.number().int(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  /** The dealer's average after this rating (users.dealer_stars). */
  dealer_stars: z.number(),
});
export type Rating = z.infer<typeof Rating>;
