import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from './errorMessage';

function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const body =
    typeof error === 'object' && error !== null ? (error as { body?: { errors?: unknown } }).body : undefined;
  const errors = body?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
}

/**
 * A failed save: the server's per-field messages (body.errors) go under the form's own fields, and the
 * server's message is returned for the alert under the form (SPEC §8).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string {
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    if (fields.includes(field) && messages.length > 0)
      setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return errorMessage(error);
}
