import { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import { STOCK_HEADER_MAX } from '../../contract/entities/stock.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { HttpError } from '../plugins/http-error.js';
import { csvDecoder, isXlsx, type CsvDecoder, type StockEncoding } from './decode.js';
import { fileChunks, fileHead, wholeFile, type FileBytes } from './file-bytes.js';
import { detectDelimiter, type StockDelimiter } from './delimiter.js';
import type { Cell } from './read-line.js';
import { readXlsx } from './read-xlsx.js';

/** A data line of the file (its number as an editor shows it, header = 1), or a break that ends the reading. */
export type FileLine = { line: number; cells: Cell[] } | { line: number; broken: string };

export interface StockFile {
  format: 'csv' | 'xlsx';
  encoding: StockEncoding | null;
  delimiter: StockDelimiter | null;
  headers: string[];
  /** The header's line (the first that is not empty). */
  headerLine: number;
  lines: AsyncIterable<FileLine>;
}

/**
 * Reads a stock file's header and opens its lines: an XLSX by its zip signature (read whole: a zip's index is at its
 * end), a CSV otherwise, read as its bytes arrive, so a reader stopping at a cap has received little more than it read.
 */
export async function openStockFile(file: FileBytes): Promise<StockFile> {
  const chunks = fileChunks(file);
  const { head, ended } = await fileHead(chunks);
  if (isXlsx(head)) return checkedHeaders(await readXlsx(ended ? head : await wholeFile(head, chunks)));
  return checkedHeaders(await readCsv(head, ended ? null : chunks));
}

function checkedHeaders(file: StockFile): StockFile {
  if (file.headers.some((header) => header.length > STOCK_HEADER_MAX))
    throw new HttpError(422, stockMessages.headerTooLong(STOCK_HEADER_MAX));
  if (file.headers.some(hasNul)) throw new HttpError(422, stockMessages.nulCharacter(file.headerLine));
  return file;
}

/**
 * A NUL character: no text file holds one (PostgreSQL refuses it in text), so the file is binary or in an encoding
 * not recognised; the file is refused at its first such line.
 */
export const hasNul = (cell: Cell) => typeof cell === 'string' && cell.includes('\u0000');

async function readCsv(head: Buffer, rest: AsyncIterator<Buffer> | null): Promise<StockFile> {
  const { decoder, skip } = csvDecoder(head);
  const first = decoder.write(head.subarray(skip));
  const delimiter = detectDelimiter(first);
  const lines = csvLines(textPieces(first, decoder, rest), delimiter)[Symbol.asyncIterator]();
  const header = await firstLine(lines);
  if (!header) throw new HttpError(422, stockMessages.fileEmpty);
  if ('broken' in header) throw new HttpError(422, stockMessages.fileUnreadable);
  const headers = header.cells.map((cell) => String(cell ?? '').trim());
  return {
    format: 'csv',
    // Read once the lines are: a file found not to be UTF-8 further on is Windows-1252.
    get encoding() {
      return decoder.encoding;
    },
    delimiter,
    headers,
    headerLine: header.line,
    lines: { [Symbol.asyncIterator]: () => lines },
  };
}

async function firstLine(lines: AsyncIterator<FileLine>): Promise<FileLine | null> {
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (!('cells' in next.value) || next.value.cells.some((cell) => String(cell ?? '').trim() !== ''))
      return next.value;
  }
  return null;
}

const lineBreaks = (raw: string) => raw.match(/\r\n|\r|\n/g)?.length ?? 0;

/** Characters handed to the CSV parser at a time: it parses each piece at once, so a piece is a short step. */
const PIECE = 16 * 1024;

function* split(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += PIECE) yield text.slice(at, at + PIECE);
}

/** The file's text in pieces of at most PIECE characters, decoded as its bytes arrive. */
async function* textPieces(first: string, decoder: CsvDecoder, rest: AsyncIterator<Buffer> | null) {
  yield* split(first);
  if (rest)
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield* split(decoder.write(next.value));
  yield* split(decoder.end());
}

/**
 * The CSV's records, streamed: the text goes to the parser a piece at a time, as the reader asks for records, so a
 * reader that stops early has parsed little more than what it read. Quoted fields may hold the delimiter and line
 * breaks (a record then spans lines and is numbered by its first); a stray quote inside a field is kept (12" is an
 * inch). A record the parser cannot read (an unclosed quote swallows the rest of the file) comes out as a break at
 * its line. Lines are counted here from each record's raw text: csv-parse's own counter counts a CRLF inside quotes
 * twice.
 */
async function* csvLines(text: AsyncIterable<string>, delimiter: StockDelimiter): AsyncGenerator<FileLine> {
  let line = 0;
  let records = 0;
  const broken: { after: number; line: number }[] = [];
  const advance = (raw: string) => {
    const start = line + 1;
    line += Math.max(lineBreaks(raw), 1);
    return start;
  };
  const source = Readable.from(text);
  const parser = source.pipe(
    parse({
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      raw: true,
      skip_records_with_error: true,
      on_record: (output: unknown) => {
        const { record, raw } = output as { record: string[]; raw: string };
        records += 1;
        return { line: advance(raw), cells: record };
      },
      on_skip: (_error: unknown, raw: string | undefined) => {
        broken.push({ after: records, line: advance(raw ?? '') });
        return undefined;
      },
    } as unknown as Options),
  );
  // pipe() forwards no error: a cap reached while the body arrives (413) ends the reading with that answer.
  source.on('error', (error) => parser.destroy(error));
  let yielded = 0;
  try {
    for await (const record of parser as AsyncIterable<{ line: number; cells: string[] }>) {
      for (const b of broken.filter((b) => b.after === yielded))
        yield { line: b.line, broken: stockMessages.unreadableLine };
      yielded += 1;
      yield record;
    }
    for (const b of broken.filter((b) => b.after >= yielded))
      yield { line: b.line, broken: stockMessages.unreadableLine };
  } finally {
    // A reader stopping early: the text's generator (and the body under it) is let go, not left waiting.
    source.destroy();
  }
}
