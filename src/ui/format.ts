export const LOCALE_TAG = 'it-IT';
export const DATE_FORMAT = 'DD/MM/YYYY';

// CLDR leaves 4-digit Italian numbers ungrouped (1234,50 €); prices and invoices here always group: 1.234,50 €.
const currency = new Intl.NumberFormat(LOCALE_TAG, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const decimal = new Intl.NumberFormat(LOCALE_TAG, { maximumFractionDigits: 2, useGrouping: 'always' });
// Intl, not dayjs: these run on every first screen (the customer app's list, the dashboard's cards), and dayjs with its
// Italian locale would be 4 KB of their first load (ui/dayjs.ts serves the screens that compute with dates).
const day = new Intl.DateTimeFormat(LOCALE_TAG, { day: '2-digit', month: '2-digit', year: 'numeric' });
const time = new Intl.DateTimeFormat(LOCALE_TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const longDay = new Intl.DateTimeFormat(LOCALE_TAG, { day: 'numeric', month: 'long', year: 'numeric' });

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
  return date ? day.format(date) : '';
}

/** 05/10/2022 14:30 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${day.format(date)} ${time.format(date)}` : '';
}

/** 5 ottobre 2022 (day, month name, year: the date filters' display format). */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDay.format(date) : '';
}

/** 1.234,50 € */
export function formatCurrency(amount: number): string {
  return currency.format(amount);
}

/** 1.234,5 */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

