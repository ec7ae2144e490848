import iconv from 'iconv-lite';
import type { StockMapping } from '../../contract/entities/stock.js';
import { apiPath, routes, type RouteDef } from '../../contract/routes.js';
import { call, DEALER, type Actors } from './quotations-fixtures.js';
import { bearer } from './support/app.js';

/** A CSV as Excel writes it on an Italian Windows: semicolons, CRLF, Windows-1252 (or UTF-8 with a BOM). */
export function csvFile(lines: string[], encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252' = 'utf-8'): Buffer {
  const text = lines.join('\r\n') + '\r\n';
  if (encoding === 'windows-1252') return iconv.encode(text, 'win1252');
  return Buffer.from((encoding === 'utf-8-bom' ? '\ufeff' : '') + text, 'utf8');
}

export const ITALIAN_HEADER =
  'Codice OE;Codice articolo;Marca;Descrizione;Categoria;Condizione;Prezzo netto;Prezzo di listino;Sconto;IVA;Quantità';

/**
 * The file as the portal sends it: the raw body of a /file route (application/octet-stream), read as it arrives; the
 * mapping and mode in the query. `jsonForm` below sends the older base64-in-JSON form.
 */
export function sendFile(
  a: Actors,
  route: RouteDef,
  file: Buffer,
  search: Record<string, string | undefined>,
  token: string | null = a.dealer,
  id = DEALER,
) {
  const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => !!entry[1]));
  return a.t.app.inject({
    method: 'POST',
    url: `${apiPath(route, { dealerId: id })}${query.size > 0 ? `?${query}` : ''}`,
    headers: { 'content-type': 'application/octet-stream', ...(token ? bearer(token) : {}) },
    payload: file,
  });
}

const mappingParam = (mapping?: StockMapping) => (mapping ? JSON.stringify(mapping) : undefined);

export function preview(a: Actors, file: Buffer, mapping?: StockMapping, token = a.dealer, id = DEALER) {
  return sendFile(a, routes.stockPreviewFile, file, { mapping: mappingParam(mapping) }, token, id);
}

export function importStockFile(
  a: Actors,
  file: Buffer,
  mode: 'replace' | 'merge' = 'replace',
  mapping?: StockMapping,
  token = a.dealer,
  id = DEALER,
) {
  return sendFile(a, routes.stockImportFile, file, { mode, mapping: mappingParam(mapping) }, token, id);
}

/** The JSON form (base64 in the body), kept for files up to STOCK_JSON_FILE_MAX_BYTES. */
export function jsonForm(a: Actors, route: RouteDef, body: Record<string, unknown>, token = a.dealer, id = DEALER) {
  return call(a.t, token, route, { dealerId: id }, body);
}
