import { MONTHS } from '../../i18n/it/months';

export const LOCALE_TAG = 'it-IT';
export const DATE_FORMAT = 'DD/MM/YYYY';

// CLDR leaves 4-digit Italian numbers ungrouped (1234,50 €); prices and invoices here always group: 1.234,50 €.
// Built on first use: an Intl formatter costs 20–30 ms to construct on a slowed phone, which no first screen should
// pay for the formats it does not show.
let currency: Intl.NumberFormat | undefined;
let decimal: Intl.NumberFormat | undefined;
// Dates are written by hand, not by Intl or dayjs: DD/MM/YYYY and HH:mm are fixed Italian formats, and both of those
// cost a first screen time (Intl's construction) or size (dayjs with its locale: ui/dayjs.ts is for computing).
const two = (n: number) => String(n).padStart(2, '0');

type DateInput = string | number | Date | null | undefined;

/** A Date, or null for missing or invalid input; a bare 'YYYY-MM-DD' is that day here (as dayjs reads it), not UTC's. */
function toDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  const bare = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 05/10/2022; empty for missing or invalid dates. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}` : '';
}

/** 05/10/2022 14:30 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}` : '';
}

/** 5 ottobre 2022 (day, month name, year: the date filters' display format). */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}` : '';
}

/** 1.234,50 € */
export function formatCurrency(amount: number): string {
  currency ??= new Intl.NumberFormat(LOCALE_TAG, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  return currency.format(amount);
}

/** 1.234,5 */
export function formatNumber(value: number): string {
  decimal ??= new Intl.NumberFormat(LOCALE_TAG, { maximumFractionDigits: 2, useGrouping: 'always' });
  return decimal.format(value);
}
