import type { StockImportResult, StockMapping, StockPreview } from '../../../contract/entities/stock.js';
import { errors } from '../../../i18n/it/errors.js';
import { stockMessages } from '../../../i18n/it/stock.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../plugins/http-error.js';
import { importStock, rememberedMapping } from '../../repositories/stock-import.js';
import { decodeBase64 } from '../../storage/images.js';
import { readStock } from '../../stock/read-stock.js';

/** The bytes of a base64 file (bare or data: URL); a missing or non-base64 one is the same 422 as a bad field. */
export function fileOf(file: string | null): Buffer {
  const bytes = file === null ? null : decodeBase64(file);
  if (!bytes) throw new HttpError(422, errors.validation, { file: [stockMessages.fileUnreadable] });
  return bytes;
}

/** POST /dealer/{id}/stock/preview: the file read with the remembered or given mapping; nothing is written. */
export async function previewFile(
  db: Db,
  dealerId: number,
  bytes: Buffer,
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
  bytes: Buffer,
  mapping: StockMapping | undefined,
  mode: 'replace' | 'merge',
  source: 'web' | 'api',
): Promise<StockImportResult> {
  const reading = await readStock(bytes, { mapping, remembered: await rememberedMapping(db, dealerId), collect: true });
  return importStock(db, dealerId, reading, reading.mapping, mode, source);
}
