import { dealerPaths } from '../../../../contract/paths/dealer';
import { apiPath } from '../../../../contract/paths/define';
import type { StockField, StockImportResult, StockMapping, StockPreview } from '../../../../contract/entities/stock';
import { HttpError } from 'react-admin';
import { errors } from '../../../../i18n/it/errors';
import { authStore } from '../../../platform/auth/storage';
import { handleUnauthorized, request } from '../../../platform/dataProvider/http';

/** contract/api/stock.ts STOCK_FILE_MAX_BYTES (not imported: zod stays out of this chunk). */
export const STOCK_FILE_MAX_MB = 20;

/** Every field a column can map to, in the order the mapping lists them (contract/entities/stock.ts STOCK_FIELDS). */
export const STOCK_FIELD_ORDER = [
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
] as const satisfies readonly StockField[];

/**
 * The preview or the import of a file: the file itself is the request's body (never base64 in JSON, which the server
 * would parse in one piece), read by the server as it arrives; its name, the mapping (as JSON) and the mode go in the
 * query.
 */
export async function sendStockFile(
  dealerId: number,
  file: File,
  options: { mapping?: StockMapping | null; mode?: 'replace' | 'merge' },
): Promise<StockPreview | StockImportResult> {
  const route = options.mode ? dealerPaths.stockImportFile : dealerPaths.stockPreviewFile;
  return request(route.method, apiPath(route, { dealerId }), {
    query: {
      name: file.name,
      mode: options.mode,
      mapping: options.mapping ? JSON.stringify(options.mapping) : undefined,
    },
    body: await readAsArrayBuffer(file),
  });
}

/** The file's bytes (FileReader: every browser, and the test DOM, whose File has no arrayBuffer()). */
function readAsArrayBuffer(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** GET …/stock/export.csv with the session's token (a plain link cannot carry it), saved as magazzino.csv. */
export async function downloadStockCsv(dealerId: number): Promise<void> {
  const token = authStore.token();
  const response = await fetch(apiPath(dealerPaths.stockExport, { dealerId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const message = body?.message || errors.internal;
    throw new HttpError(message, response.status, { message });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'magazzino.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
