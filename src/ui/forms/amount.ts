import { readAmount } from '../../../contract/amounts';
import { errors } from '../../../i18n/it/errors';

/**
 * What an amount field holds, read with the contract's readAmount: a number, null when empty, or 'unreadable'
 * ("1,234", "4 5", "12,345"), which the form refuses with amountProblem's message.
 */
export function amountValue(text: string | null | undefined): number | null | 'unreadable' {
  if (text == null || text.trim() === '') return null;
  const reading = readAmount(text);
  return reading.ok ? reading.value : 'unreadable';
}

/** The number an amount field holds, or null (empty or unreadable): for live totals and computed fields. */
export function amountOrNull(text: string | null | undefined): number | null {
  const value = amountValue(text);
  return typeof value === 'number' ? value : null;
}

/** The Italian message for an amount field, or null when it is fine (required: an empty field is refused too). */
export function amountProblem(text: string | null | undefined, required: boolean): string | null {
  const value = amountValue(text);
  if (value === null) return required ? errors.required : null;
  if (value === 'unreadable') return errors.amountUnreadable;
  if (value > 1_000_000) return errors.amountTooHigh;
  return null;
}
