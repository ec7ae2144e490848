import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';

/** The record, or 404 with the Italian message. */
export function found<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw new HttpError(404, errors.notFound);
  return record;
}
