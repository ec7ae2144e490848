import { apiPath, routePaths } from '../../../contract/paths';
import type { StockField } from '../../../contract/entities/stock';
import { HttpError } from 'react-admin';
import { errors } from '../../../i18n/it/errors';
import { authStore } from '../../platform/auth/storage';
import { handleUnauthorized } from '../../platform/dataProvider/http';

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

/** The file as a data: URL (the preview and the import take base64, with or without the data: prefix). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** GET …/stock/export.csv with the session's token (a plain link cannot carry it), saved as magazzino.csv. */
export async function downloadStockCsv(dealerId: number): Promise<void> {
  const token = authStore.token();
  const response = await fetch(apiPath(routePaths.stockExport, { id: dealerId }), {
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
