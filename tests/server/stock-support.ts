import iconv from 'iconv-lite';
import type { StockMapping } from '../../contract/entities/stock.js';
import { routes } from '../../contract/routes.js';
import { call, DEALER, type Actors } from './quotations-fixtures.js';

/** A CSV as Excel writes it on an Italian Windows: semicolons, CRLF, Windows-1252 (or UTF-8 with a BOM). */
export function csvFile(lines: string[], encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252' = 'utf-8'): Buffer {
  const text = lines.join('\r\n') + '\r\n';
  if (encoding === 'windows-1252') return iconv.encode(text, 'win1252');
  return Buffer.from((encoding === 'utf-8-bom' ? '\ufeff' : '') + text, 'utf8');
}

export const ITALIAN_HEADER =
  'Codice OE;Codice articolo;Marca;Descrizione;Categoria;Condizione;Prezzo netto;Prezzo di listino;Sconto;IVA;Quantità';

export function preview(a: Actors, file: Buffer, mapping?: StockMapping, token = a.dealer, id = DEALER) {
  return call(
    a.t,
    token,
    routes.stockPreview,
    { id },
    { file: file.toString('base64'), ...(mapping ? { mapping } : {}) },
  );
}

export function importStockFile(
  a: Actors,
  file: Buffer,
  mode: 'replace' | 'merge' = 'replace',
  mapping?: StockMapping,
  token = a.dealer,
  id = DEALER,
) {
  return call(
    a.t,
    token,
    routes.stockImport,
    { id },
    { file: file.toString('base64'), mode, ...(mapping ? { mapping } : {}) },
  );
}
