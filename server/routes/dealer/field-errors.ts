import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';
import type { z } from '../../../contract/z.js';

/** A 422 in the API's validation shape, for a rule checked inside a handler rather than by the route's schema. */
export function fieldError(field: string, message: string, topMessage: string = errors.validation): HttpError {
  return new HttpError(422, topMessage, { [field]: [message] });
}

/** Parses with a stricter contract schema than the route's own; its issues become the usual 422 field errors. */
export function parseOr422<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new HttpError(422, errors.validation, fields);
}
