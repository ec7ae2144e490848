/**
 * Cells of the CSV files the product writes (the stock export, the statistics), safe to open in a spreadsheet. Plain
 * functions, used by the server and the web app alike.
 *
 * Formula injection (OWASP "CSV Injection"): a text cell starting with = + - @, a tab or a carriage return would run as
 * a formula in Excel, LibreOffice or Google Sheets (=HYPERLINK(…), @SUM(…), +cmd|…). Such a cell gets a leading single
 * quote, so the spreadsheet shows it as text. A text cell holding the separator, a comma (the separator of an English
 * spreadsheet, which would split the cell and start a new one), a quote, a tab or a line break is wrapped in double
 * quotes, its quotes doubled.
 *
 * Numbers: a value the writer holds as a number (a price, a quantity, a percentage) is written as a number, Italian
 * decimal comma, never prefixed: "-12,5" stays a negative number the spreadsheet can sum. Only text is neutralised, so
 * a text cell "-12" (a part code, a name) becomes "'-12": text it was, text it stays.
 */

export type CsvValue = string | number | null | undefined;

/** The first characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** Text that would start a formula, with a leading single quote; any other text unchanged. */
export function neutraliseFormula(text: string): string {
  return text.length > 0 && (FORMULA_TRIGGERS as readonly string[]).includes(text[0]) ? `'${text}` : text;
}

/** A number as an Italian spreadsheet reads it: decimal comma, no grouping; `decimals` fixes the digits. */
export function csvNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '';
  return (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');
}

/** One cell: numbers as numbers, text neutralised and quoted when needed, null and undefined empty. */
export function csvCell(value: CsvValue, separator = ';', decimals?: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value, decimals);
  const safe = neutraliseFormula(value);
  const mustQuote = safe.includes(separator) || /[",\t\r\n]/.test(safe);
  return mustQuote ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells joined by the separator (';' for an Italian spreadsheet). */
export function csvLine(values: readonly CsvValue[], separator = ';'): string {
  return values.map((value) => csvCell(value, separator)).join(separator);
}
