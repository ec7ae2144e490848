import { errors } from '../i18n/it/errors.js';
import { z } from './z.js';

/** The one error shape of the API: an Italian message, plus per-field messages for validation errors. */
export const ErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The largest record id (PostgreSQL integer); a larger one names nothing and is refused, never sent to the database. */
export const MAX_ID = 2_147_483_647;
/** The one id schema of every path parameter, query and body id (numeric text is read as a number). */
export const Id = z.coerce.number<number>({ error: (issue) => (issue.input === undefined ? errors.required : errors.idInvalid) }).int(errors.idInvalid).min(1, errors.idInvalid).max(MAX_ID, errors.idInvalid);
export const IdParams = z.object({ id: Id });
export const isoDateTime = z.string();

/** Pagination shared by every paged list: 1-based page, fixed page size chosen by the server. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
  });
}

export const OkResponse = z.object({ message: z.string() });
export type OkResponse = z.infer<typeof OkResponse>;
