import { Readable } from 'node:stream';
import type { StockImportResult, StockMapping, StockPreview } from '../../../contract/entities/stock.js';
import { errors } from '../../../i18n/it/errors.js';
import { stockMessages } from '../../../i18n/it/stock.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../plugins/http-error.js';
import { importStock, rememberedMapping } from '../../repositories/stock-import.js';
import type { FileBytes } from '../../stock/file-bytes.js';
import { readStock } from '../../stock/read-stock.js';
import { takeTurns } from '../../stock/take-turns.js';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,/i;
const BASE64_PIECE = /^[A-Za-z0-9+/]*$/;
/** Characters checked at a time: the base64 of a 20 MB file is 27 MB of text, a quarter of a second to check at once. */
const PIECE = 1024 * 1024;

/**
 * The bytes of a base64 file (bare or data: URL), checked a piece at a time between other requests; a missing or
 * non-base64 one is the same 422 as a bad field.
 */
export async function fileOf(file: string | null): Promise<Buffer> {
  const refused = () => new HttpError(422, errors.validation, { file: [stockMessages.fileUnreadable] });
  if (file === null) throw refused();
  let payload = file.replace(DATA_URL, '');
  if (/\s/.test(payload)) payload = payload.replace(/\s+/g, '');
  let end = payload.length;
  while (end > 0 && payload.length - end < 2 && payload[end - 1] === '=') end -= 1;
  if (end === 0 || payload.length % 4 === 1) throw refused();
  const turn = takeTurns();
  for (let at = 0; at < end; at += PIECE) {
    if (!BASE64_PIECE.test(payload.slice(at, Math.min(at + PIECE, end)))) throw refused();
    await turn();
  }
  return Buffer.from(payload, 'base64');
}

/**
 * The raw body of a /file route or the machine import: the request's stream (the stock routes' parser hands it over
 * unread); no body, or one of another type (JSON), is the 422 of a missing file.
 */
export function rawBody(body: unknown): FileBytes {
  if (body instanceof Readable) return body;
  throw new HttpError(422, errors.validation, { file: [stockMessages.fileUnreadable] });
}

/** POST /dealer/{dealerId}/stock/preview: the file read with the remembered or given mapping; nothing is written. */
export async function previewFile(
  db: Db,
  dealerId: number,
  bytes: FileBytes,
  mapping: StockMapping | undefined,
): Promise<StockPreview> {
  const { items: _items, ...preview } = await readStock(bytes, {
    mapping,
    remembered: await rememberedMapping(db, dealerId),
    collect: false,
  });
  return preview;
}

/** The web's and the machine's import: read every line, then write all of them in one transaction, or none. */
export async function importFile(
  db: Db,
  dealerId: number,
  bytes: FileBytes,
  mapping: StockMapping | undefined,
  mode: 'replace' | 'merge',
  source: 'web' | 'api',
): Promise<StockImportResult> {
  const reading = await readStock(bytes, { mapping, remembered: await rememberedMapping(db, dealerId), collect: true });
  return importStock(db, dealerId, reading, reading.mapping, mode, source);
}
