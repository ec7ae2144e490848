import dayjs from 'dayjs';
import 'dayjs/locale/it';

// Configured once, on first import: import dayjs from this module (never from 'dayjs') so every format speaks Italian.
dayjs.locale('it');

export const LOCALE_TAG = 'it-IT';
export const DATE_FORMAT = 'DD/MM/YYYY';

// CLDR leaves 4-digit Italian numbers ungrouped (1234,50 €); prices and invoices here always group: 1.234,50 €.
const currency = new Intl.NumberFormat(LOCALE_TAG, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const decimal = new Intl.NumberFormat(LOCALE_TAG, { maximumFractionDigits: 2, useGrouping: 'always' });

type DateInput = string | number | Date | null | undefined;

/** 05/10/2022; empty for missing or invalid dates. */
export function formatDate(value: DateInput): string {
  if (value == null || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** 05/10/2022 14:30 */
export function formatDateTime(value: DateInput): string {
  if (value == null || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_FORMAT} HH:mm`) : '';
}

/** 5 ottobre 2022 (day, month name, year: the date filters' display format). */
export function formatLongDate(value: DateInput): string {
  if (value == null || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY') : '';
}

/** 1.234,50 € */
export function formatCurrency(amount: number): string {
  return currency.format(amount);
}

/** 1.234,5 */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

export { dayjs };
