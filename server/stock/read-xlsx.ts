import { stockMessages } from '../../i18n/it/stock.js';
import { HttpError } from '../plugins/http-error.js';
import type { FileLine, StockFile } from './read-file.js';
import type { Cell } from './read-line.js';

/** What ExcelJS gives for a cell: a value, a formula's result, rich or linked text, a date. */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if ('result' in v) return cellOf(v.result);
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return cellOf(v.text);
  }
  return String(value);
}

/** The first sheet of an XLSX; ExcelJS is loaded on the first XLSX only, so the server's start-up does not pay for it. */
export async function readXlsx(bytes: Buffer): Promise<StockFile> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(422, stockMessages.xlsxUnreadable);
  }
  const sheet = workbook.worksheets[0];
  const rows: { line: number; cells: Cell[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push({ line: row.number, cells: values.slice(1).map(cellOf) });
  });
  const header = rows.shift();
  if (!header) throw new HttpError(422, stockMessages.fileEmpty);
  async function* lines(): AsyncGenerator<FileLine> {
    yield* rows;
  }
  return {
    format: 'xlsx',
    encoding: null,
    delimiter: null,
    headers: header.cells.map((c) => String(c ?? '').trim()),
    lines: lines(),
  };
}
