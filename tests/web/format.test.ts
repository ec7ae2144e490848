import { describe, expect, it } from 'vitest';
import { dayjs } from '../../src/ui/dayjs';
import { formatCurrency, formatDate, formatDateTime, formatLongDate, formatNumber } from '../../src/ui/format';

// Intl separates the amount and the euro sign with a no-break space.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('Italian formatters', () => {
  it('dates as DD/MM/YYYY', () => {
    expect(formatDate('2022-10-05T10:00:00')).toBe('05/10/2022');
    expect(formatDateTime('2022-10-05T09:07:00')).toBe('05/10/2022 09:07');
    expect(formatDate(null)).toBe('');
    expect(formatDate('non una data')).toBe('');
    // A bare day is that calendar day wherever the browser is, not UTC midnight moved by the time zone.
    expect(formatDate('2022-10-05')).toBe('05/10/2022');
  });

  it('long dates with the Italian month name', () => {
    expect(formatLongDate('2022-10-05T10:00:00')).toBe('5 ottobre 2022');
    expect(dayjs.locale()).toBe('it');
  });

  it('euro amounts and numbers the Italian way', () => {
    expect(nbsp(formatCurrency(1234.5))).toBe('1.234,50 €');
    expect(nbsp(formatCurrency(0))).toBe('0,00 €');
    expect(nbsp(formatCurrency(12345.678))).toBe('12.345,68 €');
    expect(formatNumber(1234.567)).toBe('1.234,57');
  });
});
