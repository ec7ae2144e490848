import { StringDecoder } from 'node:string_decoder';
import { stockMessages } from '../../i18n/it/stock.js';
import { HttpError } from '../plugins/http-error.js';
import { XLSX_ELEMENT_MAX_CHARS, XLSX_INFLATED_MAX_BYTES } from './limits.js';
import type { FileLine, StockFile } from './read-file.js';
import type { Cell } from './read-line.js';
import { takeTurns } from './take-turns.js';
import { entryChunks, InflateBudget, UnreadableZip, zipEntries, ZipTooLarge, type ZipEntry } from './zip.js';

/*
 * An XLSX is read as a stream of its first sheet's rows, from the zip itself: only the workbook's list of sheets,
 * the shared strings and that sheet are decompressed (images, other sheets, styles are never touched), within
 * XLSX_INFLATED_MAX_BYTES in all. Numbers come as numbers and text as text; a date is the number Excel stores.
 */

const unreadable = () => new HttpError(422, stockMessages.xlsxUnreadable);
const tooLarge = () => new HttpError(413, stockMessages.xlsxTooLarge(XLSX_INFLATED_MAX_BYTES / (1024 * 1024)));

/** The file's own errors as the answers a dealer reads. */
function answerFor(error: unknown): unknown {
  if (error instanceof ZipTooLarge) return tooLarge();
  if (error instanceof UnreadableZip || error instanceof RangeError) return unreadable();
  return error;
}

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));|_x([0-9a-fA-F]{4})_/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text as written: entities, and Office's _xHHHH_ for characters XML cannot hold. */
function xmlText(raw: string): string {
  if (!raw.includes('&') && !raw.includes('_x')) return raw;
  return raw.replace(ENTITY, (whole, name?: string, decimal?: string, hex?: string, office?: string) => {
    if (name) return NAMED[name];
    const code = decimal ? Number(decimal) : parseInt((hex ?? office)!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The text of an `<si>` or `<is>`: its `<t>` runs joined, without the phonetic guides (`<rPh>`). */
function runsText(xml: string): string {
  const runs = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let text = '';
  for (const match of runs.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?t>/g)) text += match[1];
  return xmlText(text);
}

/**
 * The elements `<tag …>…</tag>` (or `<tag …/>`) of a stream of XML, one string each. An element longer than
 * XLSX_ELEMENT_MAX_CHARS is no row of a stock file: the file is refused rather than held in memory.
 */
async function* elements(chunks: AsyncIterable<Buffer>, tag: string): AsyncGenerator<string> {
  const start = new RegExp(`<(?:\\w+:)?${tag}[\\s/>]`, 'g');
  const end = new RegExp(`</(?:\\w+:)?${tag}>`, 'g');
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of chunks) {
    pending += decoder.write(chunk);
    let consumed = 0;
    for (;;) {
      start.lastIndex = consumed;
      const opening = start.exec(pending);
      if (!opening) {
        // Keep a possible start of an opening tag cut by the chunk's end.
        consumed = Math.max(consumed, pending.length - tag.length - 8);
        break;
      }
      const tagEnd = pending.indexOf('>', opening.index);
      if (tagEnd < 0) {
        consumed = opening.index;
        break;
      }
      if (pending[tagEnd - 1] === '/') {
        yield pending.slice(opening.index, tagEnd + 1);
        consumed = tagEnd + 1;
        continue;
      }
      end.lastIndex = tagEnd;
      const closing = end.exec(pending);
      if (!closing) {
        consumed = opening.index;
        break;
      }
      yield pending.slice(opening.index, closing.index + closing[0].length);
      consumed = closing.index + closing[0].length;
    }
    pending = pending.slice(consumed);
    if (pending.length > XLSX_ELEMENT_MAX_CHARS) throw new HttpError(422, stockMessages.xlsxRowTooLong);
  }
}

/** The shared strings table (cells of type "s" hold an index into it). */
async function sharedStrings(zip: Buffer, entry: ZipEntry | undefined, budget: InflateBudget): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  const turn = takeTurns();
  for await (const item of elements(entryChunks(zip, entry, budget), 'si')) {
    strings.push(runsText(item));
    await turn();
  }
  return strings;
}

async function entryText(zip: Buffer, entry: ZipEntry | undefined, budget: InflateBudget): Promise<string> {
  if (!entry) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(zip, entry, budget)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const attributePatterns = new Map<string, RegExp>();

/** An attribute's value in a start tag (`name` is a regular expression's source). */
function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The first sheet's part: the first `<sheet>` of workbook.xml through its relationship; sheet1.xml failing that. */
async function firstSheet(zip: Buffer, entries: Map<string, ZipEntry>, budget: InflateBudget): Promise<ZipEntry> {
  const workbook = await entryText(zip, entries.get('xl/workbook.xml'), budget);
  const sheetTag = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbook)?.[0] ?? '';
  const id = attribute(sheetTag, '(?:\\w+:)?id');
  const relationships = await entryText(zip, entries.get('xl/_rels/workbook.xml.rels'), budget);
  const relationship = [...relationships.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => id !== undefined && attribute(tag, 'Id') === id);
  const target = relationship ? attribute(relationship, 'Target') : undefined;
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  const sheet = entries.get(path);
  if (!sheet) throw unreadable();
  return sheet;
}

/** "BC12" → 54 (the column, from 0). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column - 1;
}

const CELL = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
const VALUE = /<(?:\w+:)?v(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?v>/;

/** One cell's value as ExcelJS read it: a number, text (shared, inline or a formula's), a boolean as text. */
function cellValue(type: string | undefined, body: string, strings: string[]): Cell {
  if (type === 'inlineStr') return runsText(body);
  const raw = VALUE.exec(body)?.[1];
  if (raw === undefined) return null;
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null;
    case 'b':
      return raw === '1' ? 'true' : 'false';
    case 'str':
    case 'e':
    case 'd':
      return xmlText(raw);
    default: {
      const number = Number(raw);
      return raw.trim() !== '' && Number.isFinite(number) ? number : xmlText(raw);
    }
  }
}

/** A `<row>` as the cells of its columns (a missing cell is null). */
function rowCells(row: string, strings: string[]): Cell[] {
  const cells: Cell[] = [];
  for (const match of row.matchAll(CELL)) {
    const reference = attribute(match[1], 'r');
    const column = reference ? columnOf(reference) : cells.length;
    if (column < 0) continue;
    while (cells.length < column) cells.push(null);
    cells[column] = cellValue(attribute(match[1], 't'), match[2] ?? '', strings);
  }
  return cells;
}

const isEmpty = (cells: Cell[]) => cells.every((cell) => cell === null || cell === undefined || cell === '');

/** The rows of the sheet with their numbers, empty ones skipped, until the sheet ends or the reader stops. */
async function* sheetRows(zip: Buffer, sheet: ZipEntry, strings: string[], budget: InflateBudget) {
  let previous = 0;
  for await (const row of elements(entryChunks(zip, sheet, budget), 'row')) {
    const number = Number(attribute(row.slice(0, row.indexOf('>') + 1), 'r')) || previous + 1;
    previous = number;
    const cells = rowCells(row, strings);
    if (!isEmpty(cells)) yield { line: number, cells };
  }
}

/** Maps the zip's and XML's failures, thrown while the rows are read, to the answers of the file's errors. */
async function* answered(rows: AsyncGenerator<FileLine>): AsyncGenerator<FileLine> {
  try {
    yield* rows;
  } catch (error) {
    throw answerFor(error);
  }
}

/** The first sheet of an XLSX: its header row read now, its other rows as the reader asks for them. */
export async function readXlsx(bytes: Buffer): Promise<StockFile> {
  try {
    const entries = zipEntries(bytes);
    const declared = [...entries.values()].reduce((sum, entry) => sum + entry.size, 0);
    if (declared > XLSX_INFLATED_MAX_BYTES) throw tooLarge();
    const budget = new InflateBudget(XLSX_INFLATED_MAX_BYTES);
    const sheet = await firstSheet(bytes, entries, budget);
    const strings = await sharedStrings(bytes, entries.get('xl/sharedStrings.xml'), budget);
    const rows = answered(sheetRows(bytes, sheet, strings, budget));
    const header = await rows.next();
    if (header.done || !('cells' in header.value)) throw new HttpError(422, stockMessages.fileEmpty);
    return {
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      headers: header.value.cells.map((c) => String(c ?? '').trim()),
      headerLine: header.value.line,
      lines: { [Symbol.asyncIterator]: () => rows },
    };
  } catch (error) {
    throw answerFor(error);
  }
}
