import type { StockField, StockMapping } from '../../contract/entities/stock.js';

/** A header as compared: lower case, no accents, letters and digits only ("Quantità " = "quantita", "Cod. OE" = "codoe"). */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]/g, '');
}

/** Italian and English names of each field's column, as headerKey reads them (docs/stock-api.md lists them). */
const SYNONYMS: Record<StockField, string[]> = {
  part_code: [
    'codiceoe',
    'codoe',
    'oe',
    'oem',
    'codiceoem',
    'codiceoriginale',
    'riferimentooriginale',
    'oecode',
    'oenumber',
    'partcode',
    'partnumber',
  ],
  item_code: [
    'codicearticolo',
    'codarticolo',
    'codart',
    'articolo',
    'codiceinterno',
    'codice',
    'sku',
    'itemcode',
    'articlecode',
  ],
  brand: ['marca', 'marchio', 'produttore', 'brand', 'manufacturer', 'make'],
  description: ['descrizione', 'descrizionearticolo', 'denominazione', 'nome', 'description', 'name'],
  category: ['categoria', 'gruppo', 'famiglia', 'category', 'group'],
  condition: ['condizione', 'stato', 'condition'],
  net_price: ['prezzonetto', 'netto', 'prezzo', 'prezzovendita', 'netprice', 'price'],
  list_price: ['prezzodilistino', 'prezzolistino', 'listino', 'prezzopubblico', 'listprice'],
  discount: ['sconto', 'sconto%', 'scontopercentuale', 'discount'],
  vat: ['iva', 'aliquotaiva', 'iva%', 'vat', 'tax'],
  quantity: ['quantita', 'qta', 'qt', 'giacenza', 'disponibilita', 'esistenza', 'quantity', 'qty', 'stock'],
};
const FIELD_OF = new Map(
  Object.entries(SYNONYMS).flatMap(([field, keys]) => keys.map((key) => [key, field as StockField])),
);

/** Header → field from the names alone; a field goes to its first column only. */
export function automaticMapping(headers: string[]): StockMapping {
  const taken = new Set<StockField>();
  return Object.fromEntries(
    headers.map((header) => {
      const field = FIELD_OF.get(headerKey(header));
      if (!field || taken.has(field)) return [header, null];
      taken.add(field);
      return [header, field];
    }),
  );
}

/** The remembered mapping (kept by header key) for the headers of this file it knows; null when it knows none. */
export function rememberedFor(
  headers: string[],
  remembered: Record<string, StockField | null> | null,
): StockMapping | null {
  if (!remembered) return null;
  const known = headers.filter((h) => headerKey(h) in remembered);
  return known.length === 0 ? null : Object.fromEntries(known.map((h) => [h, remembered[headerKey(h)]]));
}

/** The mapping to store: by header key, so "Prezzo Netto" and "prezzo netto" are one column next time. */
export const mappingToRemember = (mapping: StockMapping) =>
  Object.fromEntries(Object.entries(mapping).map(([h, f]) => [headerKey(h), f]));

/** A field needs a column: a code, the brand, a price (the net price, or the list price with the discount). */
export function missingFields(mapping: StockMapping): StockField[] {
  const mapped = new Set(Object.values(mapping));
  const missing: StockField[] = [];
  if (!mapped.has('part_code') && !mapped.has('item_code')) missing.push('part_code');
  if (!mapped.has('brand')) missing.push('brand');
  if (!mapped.has('net_price') && !mapped.has('list_price')) missing.push('net_price');
  return missing;
}
