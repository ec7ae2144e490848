import { STOCK_ERRORS_SHOWN, STOCK_PREVIEW_LINES } from '../../contract/api/stock.js';
import type {
  StockField,
  StockLine,
  StockLineError,
  StockMapping,
  StockPreview,
} from '../../contract/entities/stock.js';
import { errors as commonErrors } from '../../i18n/it/errors.js';
import { stockFieldLabels, stockMessages } from '../../i18n/it/stock.js';
import { HttpError } from '../plugins/http-error.js';
import { STOCK_ROWS_MAX } from './limits.js';
import { automaticMapping, missingFields, rememberedFor } from './mapping.js';
import type { FileBytes } from './file-bytes.js';
import { hasNul, openStockFile } from './read-file.js';
import { isBlank, readLine, type StockRecord } from './read-line.js';
import { takeTurns } from './take-turns.js';

export interface StockReading extends Omit<StockPreview, 'lines'> {
  lines: StockLine[];
  /** Every line read into an item, when asked for (the import); empty otherwise. */
  items: StockRecord[];
}

/** The columns' fields: the caller's mapping for the headers it names, the remembered or automatic one for the rest. */
function columnsOf(
  headers: string[],
  effective: StockMapping,
  chosen: StockMapping | undefined,
): (StockField | null)[] {
  const fields: Record<string, string[]> = {};
  for (const header of Object.keys(chosen ?? {})) {
    if (!headers.includes(header)) fields[`mapping.${header}`] = [stockMessages.unknownHeader(header)];
  }
  const columns = headers.map((h) => (chosen && h in chosen ? chosen[h] : effective[h]) ?? null);
  const seen = new Set<StockField>();
  for (const field of columns) {
    if (field && seen.has(field)) fields[`mapping.${field}`] = [stockMessages.fieldTwice(stockFieldLabels[field])];
    if (field) seen.add(field);
  }
  if (Object.keys(fields).length > 0) throw new HttpError(422, commonErrors.validation, fields);
  return columns;
}

/**
 * Reads a whole stock file with a mapping: the first lines as read, every line's errors (the first
 * STOCK_ERRORS_SHOWN listed, all counted) and, with `collect`, the items. Nothing is written here. The reading takes
 * turns with the server's other work (takeTurns), stops with a 413 at the line past STOCK_ROWS_MAX and with a 422 at
 * a line holding a NUL character.
 */
export async function readStock(
  source: FileBytes,
  options: { mapping?: StockMapping; remembered: Record<string, StockField | null> | null; collect: boolean },
): Promise<StockReading> {
  const file = await openStockFile(source);
  const automatic = automaticMapping(file.headers);
  const remembered = rememberedFor(file.headers, options.remembered);
  const effective = { ...automatic, ...remembered };
  const columns = columnsOf(file.headers, effective, options.mapping);
  const mapping = Object.fromEntries(file.headers.map((h, i) => [h, columns[i]]));
  const missing = missingFields(mapping);

  const lines: StockLine[] = [];
  const errors: StockLineError[] = [];
  const items: StockRecord[] = [];
  let lineCount = 0;
  let errorCount = 0;
  const turn = takeTurns();
  const fail = (line: number, message: string) => {
    errorCount += 1;
    if (errors.length < STOCK_ERRORS_SHOWN) errors.push({ line, message });
  };
  for await (const entry of file.lines) {
    await turn();
    if ('broken' in entry) {
      fail(entry.line, entry.broken);
      continue;
    }
    if (isBlank(entry.cells)) continue;
    lineCount += 1;
    if (lineCount > STOCK_ROWS_MAX) throw new HttpError(413, stockMessages.tooManyRows(STOCK_ROWS_MAX));
    if (entry.cells.some(hasNul)) throw new HttpError(422, stockMessages.nulCharacter(entry.line));
    const extra = entry.cells.slice(file.headers.length);
    if (entry.cells.length < file.headers.length || !isBlank(extra)) {
      fail(entry.line, stockMessages.columnCount(entry.cells.length, file.headers.length));
      continue;
    }
    if (missing.length > 0) continue;
    const reading = readLine(entry.cells, columns);
    if (!reading.ok) fail(entry.line, reading.errors.join('; '));
    else {
      if (lines.length < STOCK_PREVIEW_LINES) lines.push({ line: entry.line, item: reading.item });
      if (options.collect) items.push(reading.item);
    }
  }
  return {
    format: file.format,
    encoding: file.encoding,
    delimiter: file.delimiter,
    headers: file.headers,
    automatic_mapping: automatic,
    remembered_mapping: remembered,
    mapping,
    missing_fields: missing,
    line_count: lineCount,
    lines,
    errors,
    error_count: errorCount,
    items,
  };
}
