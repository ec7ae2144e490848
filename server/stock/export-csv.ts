import { csvCell, csvLine, type CsvValue } from '../../contract/csv.js';
import { STOCK_FIELDS, type StockItem } from '../../contract/entities/stock.js';
import { stockFieldLabels } from '../../i18n/it/stock.js';

const FIELDS = STOCK_FIELDS;
const CONDITION_WORDS = { new: 'nuovo', used: 'usato', reconditioned: 'rigenerato' } as const;

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A cell of the item (contract/csv.ts): numbers stay numbers, amounts with two decimals; text is neutralised. */
function cellOf(item: StockItem, field: (typeof FIELDS)[number]): string {
  if (field === 'condition') return csvCell(CONDITION_WORDS[item.condition]);
  const value: CsvValue = item[field];
  return csvCell(value, ';', field === 'net_price' || field === 'list_price' ? 2 : undefined);
}

/**
 * The items as Excel opens them on an Italian Windows: semicolons, decimal commas, UTF-8 with a BOM (without it Excel
 * reads UTF-8 as Windows-1252), CRLF. The headers are the import's own names, so the file imports back unchanged. A
 * text cell that would start a formula (=, +, -, @, tab, CR: a code or description typed by anyone who can import) is
 * written with a leading single quote (contract/csv.ts), so opening the export never runs it.
 */
export function stockCsv(items: StockItem[]): string {
  const header = csvLine(FIELDS.map((f) => capitalised(stockFieldLabels[f])));
  const lines = items.map((item) => FIELDS.map((f) => cellOf(item, f)).join(';'));
  return '\ufeff' + [header, ...lines].join('\r\n') + '\r\n';
}
