import type { StockItem } from '../../contract/entities/stock.js';
import { stockFieldLabels } from '../../i18n/it/stock.js';

const FIELDS = [
  'part_code',
  'item_code',
  'brand',
  'description',
  'category',
  'condition',
  'net_price',
  'list_price',
  'discount',
  'vat',
  'quantity',
] as const;
const CONDITION_WORDS = { new: 'nuovo', used: 'usato', reconditioned: 'rigenerato' } as const;

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
const italianAmount = (value: number) => value.toFixed(2).replace('.', ',');

function cell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function valueOf(item: StockItem, field: (typeof FIELDS)[number]): string {
  const value = item[field];
  if (value === null) return '';
  if (field === 'condition') return CONDITION_WORDS[item.condition];
  if (field === 'net_price' || field === 'list_price') return italianAmount(value as number);
  return String(value);
}

/**
 * The items as Excel opens them on an Italian Windows: semicolons, decimal commas, UTF-8 with a BOM (without it Excel
 * reads UTF-8 as Windows-1252), CRLF. The headers are the import's own names, so the file imports back unchanged.
 */
export function stockCsv(items: StockItem[]): string {
  const header = FIELDS.map((f) => capitalised(stockFieldLabels[f])).join(';');
  const lines = items.map((item) => FIELDS.map((f) => cell(valueOf(item, f))).join(';'));
  return '\ufeff' + [header, ...lines].join('\r\n') + '\r\n';
}
