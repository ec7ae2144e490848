/**
 * Amounts as people type them in Italy: "45,50", "45.50", "1.234,56", "1,234.56", "1234", "€ 12".
 * Read right or refused, never silently scaled: a comma is never dropped, so "45,50" can never become 4550.
 *
 * - With both separators, the last one is the decimal mark and the other must group thousands by three.
 * - With one kind only: a single mark followed by one or two digits is the decimal mark ("45,5", "45.50"); a
 *   comma with three digits is decimal too, as in Italian ("1,234" = 1,234, then refused for its third decimal);
 *   dots that group by three are thousands ("1.234" = 1234, "1.234.567").
 * - At most two decimals (cents), no sign, no other character.
 */
export type AmountReading = { ok: true; value: number } | { ok: false };

const REFUSED: AmountReading = { ok: false };
const GROUPED = (mark: '.' | ',') => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`);

export function readAmount(typed: string): AmountReading {
  const text = typed.replace(/[\s\u00a0€]/g, '');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return REFUSED;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [whole, cents, ...rest] = text.split(decimal);
    if (rest.length > 0 || !GROUPED(thousands).test(whole)) return REFUSED;
    return number(whole.split(thousands).join(''), cents);
  }
  const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!mark) return number(text, '');
  const parts = text.split(mark);
  if (parts.length === 2 && (parts[1].length <= 2 || mark === ',')) return number(parts[0], parts[1]);
  if (mark === '.' && GROUPED('.').test(text)) return number(parts.join(''), '');
  return REFUSED;
}

function number(whole: string, cents: string): AmountReading {
  if (!/^\d*$/.test(whole) || !/^\d{0,2}$/.test(cents) || whole + cents === '') return REFUSED;
  const value = Number(`${whole || '0'}.${cents || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : REFUSED;
}

// Made on first use: a locale's formatter costs a phone tens of milliseconds, and the screens that import this module
// for its reader (a dashboard's filters) may never show an amount.
let italian: Intl.NumberFormat | undefined;

/** How an amount field shows its value once the dealer leaves it: "1.234,56". */
export const formatAmount = (value: number): string =>
  (italian ??= new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  })).format(value);
