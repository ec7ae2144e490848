import { readAmount } from '../../contract/amounts.js';
import { QUOTATION_VAT_RATES } from '../../contract/constants.js';
import type { PartCondition } from '../../contract/entities/quotation.js';
import type { StockField } from '../../contract/entities/stock.js';
import { stockFieldLabels, stockMessages } from '../../i18n/it/stock.js';

/** A cell as read: text from a CSV, a number or text from an XLSX, nothing from an empty cell. */
export type Cell = string | number | null | undefined;

export interface StockRecord {
  part_code: string;
  item_code: string | null;
  brand: string;
  description: string | null;
  category: string | null;
  condition: PartCondition;
  net_price: number;
  list_price: number | null;
  discount: number | null;
  vat: number;
  quantity: number;
}

export type LineReading = { ok: true; item: StockRecord } | { ok: false; errors: string[] };

const CONDITIONS: Record<string, PartCondition> = {
  nuovo: 'new',
  new: 'new',
  n: 'new',
  usato: 'used',
  used: 'used',
  u: 'used',
  rigenerato: 'reconditioned',
  ricondizionato: 'reconditioned',
  revisionato: 'reconditioned',
  reconditioned: 'reconditioned',
  r: 'reconditioned',
};
const TEXT_MAX: Partial<Record<StockField, number>> = {
  part_code: 100,
  item_code: 100,
  brand: 100,
  description: 500,
  category: 100,
};
const PRICE_MAX = 1_000_000;

const textOf = (cell: Cell) => (cell === null || cell === undefined ? '' : String(cell).trim());
const cents = (value: number) => Math.round(value * 100) / 100;

/** The line's cells by field (the first column of a field wins). */
function byField(cells: Cell[], columns: (StockField | null)[]): Partial<Record<StockField, Cell>> {
  const fields: Partial<Record<StockField, Cell>> = {};
  for (let index = 0; index < columns.length; index += 1) {
    const field = columns[index];
    if (field && !(field in fields)) fields[field] = cells[index];
  }
  return fields;
}

type Fields = Partial<Record<StockField, Cell>>;

// The readers of a field below live at module level, not as closures inside readLine: created anew for each of
// 100,000 lines (and named by tsx's keepNames) they cost ~0.25 s of CPU per file (docs/performance.md).

function textField(f: Fields, errors: string[], field: StockField): string | null {
  const value = textOf(f[field]);
  if (value.length > (TEXT_MAX[field] ?? 100)) errors.push(stockMessages.tooLong(stockFieldLabels[field]));
  return value === '' ? null : value;
}

function amountField(f: Fields, errors: string[], field: StockField): number | null {
  const cell = f[field];
  if (typeof cell === 'number') {
    if (cell >= 0 && cell <= PRICE_MAX) return cents(cell);
    errors.push(stockMessages.outOfRange(stockFieldLabels[field], String(cell)));
    return null;
  }
  const value = textOf(cell).replace(/%$/, '').trim();
  if (value === '') return null;
  const reading = readAmount(value);
  if (!reading.ok) {
    errors.push(stockMessages.notAmount(stockFieldLabels[field], value));
    return null;
  }
  if (reading.value > PRICE_MAX) {
    errors.push(stockMessages.outOfRange(stockFieldLabels[field], value));
    return null;
  }
  return reading.value;
}

function wholeField(f: Fields, errors: string[], field: StockField, min: number, max: number): number | null {
  const cell = f[field];
  const raw = typeof cell === 'number' ? String(cell) : textOf(cell).replace(/%$/, '').trim();
  if (raw === '') return null;
  // A management system may write a negative stock: it is none.
  if (field === 'quantity' && /^-\d+$/.test(raw)) return 0;
  const reading = typeof cell === 'number' ? { ok: true as const, value: cell } : readAmount(raw);
  if (!reading.ok || !Number.isInteger(reading.value)) {
    errors.push(stockMessages.notWhole(stockFieldLabels[field], raw));
    return null;
  }
  if (reading.value < min || reading.value > max) {
    errors.push(stockMessages.outOfRange(stockFieldLabels[field], raw));
    return null;
  }
  return reading.value;
}

/**
 * One line of a stock file as an item, or its errors in Italian (without the line number, which the caller adds).
 * Amounts are read as Italians write them (contract/amounts.ts); an XLSX number is taken as it is.
 */
export function readLine(cells: Cell[], columns: (StockField | null)[]): LineReading {
  const f = byField(cells, columns);
  const errors: string[] = [];
  const itemCode = textField(f, errors, 'item_code');
  const partCode = textField(f, errors, 'part_code') ?? itemCode;
  const brand = textField(f, errors, 'brand');
  const conditionText = textOf(f.condition).toLowerCase();
  const condition = conditionText === '' ? 'new' : CONDITIONS[conditionText];
  if (!condition) errors.push(stockMessages.conditionUnknown(textOf(f.condition)));
  const listPrice = amountField(f, errors, 'list_price');
  const discount = wholeField(f, errors, 'discount', 0, 100);
  const vatValue = wholeField(f, errors, 'vat', 0, 100);
  if (vatValue !== null && !(QUOTATION_VAT_RATES as readonly number[]).includes(vatValue))
    errors.push(stockMessages.vatUnknown(textOf(f.vat)));
  let netPrice = amountField(f, errors, 'net_price');
  if (netPrice === null && listPrice !== null && !columns.includes('net_price'))
    netPrice = cents(listPrice * (1 - (discount ?? 0) / 100));
  const quantity = wholeField(f, errors, 'quantity', 0, 1_000_000);
  if (!partCode) errors.push(stockMessages.required(stockFieldLabels.part_code));
  if (!brand) errors.push(stockMessages.required(stockFieldLabels.brand));
  if (netPrice === null && !errors.some((e) => e.startsWith(stockFieldLabels.net_price)))
    errors.push(stockMessages.required(stockFieldLabels.net_price));
  const description = textField(f, errors, 'description');
  const category = textField(f, errors, 'category');
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    item: {
      part_code: partCode!,
      item_code: itemCode,
      brand: brand!,
      description,
      category,
      condition: condition!,
      net_price: netPrice!,
      list_price: listPrice,
      discount,
      vat: vatValue ?? 22,
      quantity: quantity ?? 0,
    },
  };
}

/** A line with no value at all (";;;" as Excel writes an empty row) is skipped, as an empty line is. */
export const isBlank = (cells: Cell[]) => cells.every((cell) => textOf(cell) === '');
