import { errors } from '../../i18n/it/errors.js';
import { Id } from '../common.js';
import { Province } from '../entities/lookups.js';
import * as rule from '../rules.js';
import { z } from '../z.js';

/** Registration and company data (SPEC §2 Register, §5). */
export const DealerUpdateBody = z
  .object({
    legal_name: rule.requiredText(),
    phone: rule.phone,
    vat_number: rule.vatNumber,
    sdi: rule.sdi,
    pec: rule.pec,
    adr_street: rule.requiredText(),
    adr_house_no: rule.requiredText(20),
    adr_city: rule.requiredText(),
    adr_province: rule.provinceId,
    adr_zip_code: rule.zipCode,
    password: rule.newPassword.optional(),
    password_confirmation: z.string().max(200).optional(),
    terms: z.boolean().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: errors.passwordsMismatch,
    path: ['password_confirmation'],
  });
export type DealerUpdateBody = z.infer<typeof DealerUpdateBody>;

/** Registration additionally requires the password pair and the accepted terms. */
export const RegisterBody = DealerUpdateBody.refine((v) => v.password !== undefined, {
  message: errors.required,
  path: ['password'],
}).refine((v) => v.terms === true, { message: errors.termsRequired, path: ['terms'] });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const PasswordUpdateBody = z
  .object({
    old_password: z.string().min(1, errors.required).max(200),
    new_password: rule.newPassword,
    repeat_password: rule.newPassword,
  })
  .refine((v) => v.new_password === v.repeat_password, {
    message: errors.passwordsMismatch,
    path: ['repeat_password'],
  });
export type PasswordUpdateBody = z.infer<typeof PasswordUpdateBody>;

export const IbanUpdateBody = z.object({ iban: rule.iban });
export const FeesUpdateBody = z.object({ default_flat_fee: rule.fee, default_partial_fee: rule.fee });
export const PhotoUpdateBody = z.object({ profile_photo: z.string().min(1, errors.required).max(500) });
/** The provinces the dealer excludes (its requests are hidden from it); the list replaces the previous one. */
export const ProvincesUpdateBody = z.object({
  provinces: z
    .array(Id)
    .max(200)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export const MethodsUpdateBody = z.object({ methods: rule.paymentMethods });
export const DealerProvincesList = z.array(Province);

/** Largest accepted upload, decoded (the base64 text is about 4/3 of it). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

export const UploadFileBody = z.object({
  /** base64, optionally as a data: URL. */
  file: z.string().min(1, errors.required).max(8_000_000, errors.bodyTooLarge),
  name: z.string().max(200).optional(),
});
export const UploadFileResponse = z.object({ url: z.string() });
