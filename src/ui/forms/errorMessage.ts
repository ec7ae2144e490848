import { httpErrors as errors } from '../../../i18n/it/httpErrors';

/** The server's Italian message carried by an HttpError, or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return errors.internal;
}
