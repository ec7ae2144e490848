import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STOCK_FILE_MAX_BYTES, STOCK_JSON_FILE_MAX_BYTES } from '../../contract/api/stock.js';
import { StockImportResult, StockPreview } from '../../contract/entities/stock.js';
import { apiPath, routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { STOCK_ROWS_MAX } from '../../server/stock/limits.js';
import { actors, DEALER, DEALER2, query, type Actors } from './quotations-fixtures.js';
import { csvFile, importStockFile, ITALIAN_HEADER, jsonForm, preview, sendFile } from './stock-support.js';
import { bearer } from './support/app.js';

/*
 * The file as the portal sends it: the raw body of POST …/stock/preview/file and …/stock/import/file, read as it
 * arrives. The caps apply while it arrives (a file past the row cap is refused at line 200,001 whatever its size),
 * the other parameters are checked by the contract, and who may send a file is checked before a byte is read.
 */

let a: Actors;
let quoter = '';
let warehouse = '';
beforeAll(async () => {
  a = await actors({ STOCK_FILES_PER_USER: '1000', STOCK_FILES_PER_COMPANY: '1000' });
  quoter = await a.t.login('preventivi@demo.example');
  warehouse = await a.t.login('magazzino@demo.example');
});
afterAll(async () => a?.t.close());
beforeEach(async () => {
  for (const table of ['stock_items', 'stock_imports', 'stock_mappings']) await query(a.t, `delete from ${table}`);
});

const SLOW = { timeout: 180_000 };
const MB = 1024 * 1024;
const messageOf = (answer: { json: <T>() => T }) => answer.json<{ message: string }>().message;
const small = csvFile(['Codice OE;Marca;Prezzo netto;Quantità', 'A1;Bosch;12,50;3']);

/** A body sent in chunks of `size` bytes, as a slow connection delivers it. */
function inChunks(bytes: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

describe('the row cap, applied while the file arrives', () => {
  it('refuses a file larger than the size limit at line 200,001, naming the row cap', SLOW, async () => {
    const lines = ['Codice OE;Marca;Prezzo netto;Quantità'];
    for (let i = 0; i < 1_300_000; i += 1) lines.push(`A${i};Bosch;${(i % 900) + 1},5;${i % 9}`);
    const file = Buffer.from(lines.join('\n') + '\n', 'utf8');
    // Bigger than the size limit: before, the size limit answered first and the dealer never learnt of the row cap.
    expect(file.length).toBeGreaterThan(STOCK_FILE_MAX_BYTES);
    // In the 64 KB chunks a connection delivers (the test's in-memory request would hand it over as one).
    const answer = await a.t.app.inject({
      method: 'POST',
      url: `${apiPath(routes.stockImportFile, { dealerId: DEALER })}?mode=replace`,
      headers: { 'content-type': 'application/octet-stream', ...bearer(a.dealer) },
      payload: inChunks(file, 64 * 1024),
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(413);
    expect(messageOf(answer)).toBe(stockMessages.tooManyRows(STOCK_ROWS_MAX));
    expect(await query(a.t, 'select count(*)::int as n from stock_items')).toEqual([{ n: 0 }]);
  });

  it('and a file over 20 MB that has few lines is refused for its size, in Italian', SLOW, async () => {
    const description = 'x'.repeat(400);
    const lines = ['Codice OE;Marca;Prezzo netto;Descrizione'];
    for (let i = 0; lines.length < 60_000; i += 1) lines.push(`A${i};Bosch;1;${description}`);
    const file = Buffer.from(lines.join('\n'), 'utf8');
    expect(file.length).toBeGreaterThan(STOCK_FILE_MAX_BYTES);
    const answer = await preview(a, file);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(413);
    expect(messageOf(answer)).toBe(stockMessages.fileTooLarge(STOCK_FILE_MAX_BYTES / MB));
  });
});

describe('a file read as it arrives', () => {
  it('keeps a character cut between two chunks, and finds Windows-1252 past the first 64 KB', async () => {
    const lines = [ITALIAN_HEADER];
    for (let i = 0; i < 3_000; i += 1) lines.push(`A${i};;Bosch;Filtro già pronto;;;1;;;22;1`);
    const utf8 = csvFile(lines);
    const body = inChunks(utf8, 1_001);
    const answer = await a.t.app.inject({
      method: 'POST',
      url: apiPath(routes.stockPreviewFile, { dealerId: DEALER }),
      headers: { 'content-type': 'application/octet-stream', ...bearer(a.dealer) },
      payload: body,
    });
    const read = StockPreview.parse(answer.json());
    expect(read).toMatchObject({ encoding: 'utf-8', line_count: 3_000, error_count: 0 });
    expect(read.lines[0].item.description).toBe('Filtro già pronto');

    // ASCII for 100 KB, then an accented Windows-1252 line: the file is Windows-1252, the accent read as such.
    const windows = csvFile(
      [...lines.slice(0, 2_000).map((l) => l.replace('già', 'gia')), 'Z1;;Bosch;Però;;;1;;;22;1'],
      'windows-1252',
    );
    expect(windows.indexOf(iconv.encode('Però', 'win1252'))).toBeGreaterThan(64 * 1024);
    const imported = await importStockFile(a, windows);
    expect(imported.statusCode, imported.body.slice(0, 200)).toBe(200);
    expect(await query(a.t, `select description from stock_items where part_code = 'Z1'`)).toEqual([
      { description: 'Però' },
    ]);
  });

  it('answers a missing, empty or JSON body with the 422 of an unreadable file, never 500', async () => {
    for (const payload of [undefined, Buffer.alloc(0)]) {
      const answer = await a.t.app.inject({
        method: 'POST',
        url: apiPath(routes.stockPreviewFile, { dealerId: DEALER }),
        headers: { ...(payload ? { 'content-type': 'application/octet-stream' } : {}), ...bearer(a.dealer) },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(422);
    }
    const json = await a.t.app.inject({
      method: 'POST',
      url: apiPath(routes.stockPreviewFile, { dealerId: DEALER }),
      headers: bearer(a.dealer),
      payload: { file: small.toString('base64') },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toMatchObject({ errors: { file: [stockMessages.fileUnreadable] } });
  });
});

describe('the parameters beside the file', () => {
  it('reads the mapping from the query, checked as the JSON form checks it', async () => {
    const mapped = await preview(a, small, { Quantità: null });
    expect(StockPreview.parse(mapped.json()).mapping).toMatchObject({ Quantità: null, Marca: 'brand' });

    const notJson = await sendFile(a, routes.stockPreviewFile, small, { mapping: '{Marca' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toMatchObject({
      message: errors.validation,
      errors: { mapping: [stockMessages.mappingUnreadable] },
    });

    const badField = await sendFile(a, routes.stockPreviewFile, small, {
      mapping: JSON.stringify({ Marca: 'colore' }),
    });
    expect(badField.statusCode).toBe(422);
    expect(messageOf(badField)).toBe(errors.validation);

    const unknownHeader = await sendFile(a, routes.stockPreviewFile, small, {
      mapping: JSON.stringify({ Colore: 'brand' }),
    });
    expect(unknownHeader.statusCode).toBe(422);
    expect(unknownHeader.json()).toMatchObject({
      errors: { 'mapping.Colore': [stockMessages.unknownHeader('Colore')] },
    });
  });

  it('requires the import mode', async () => {
    const answer = await sendFile(a, routes.stockImportFile, small, {});
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json<{ errors: object }>().errors)).toContain('mode');
    const imported = await importStockFile(a, small, 'merge');
    expect(StockImportResult.parse(imported.json())).toMatchObject({ mode: 'merge', total: 1 });
  });
});

describe('who may send a file', () => {
  it('the quoter may; the warehouse, another dealer and no one are refused before the file is read', async () => {
    expect((await preview(a, small, undefined, quoter)).statusCode).toBe(200);
    for (const [token, id, status] of [
      [warehouse, DEALER, 403],
      [a.dealer2, DEALER, 403],
      [a.dealer, DEALER2, 403],
      [null, DEALER, 401],
    ] as const) {
      for (const route of [routes.stockPreviewFile, routes.stockImportFile]) {
        const answer = await sendFile(a, route, small, { mode: 'replace' }, token, id);
        expect(answer.statusCode, `${route.path} ${status}`).toBe(status);
      }
    }
    expect(await query(a.t, 'select count(*)::int as n from stock_items')).toEqual([{ n: 0 }]);
  });
});

describe('the JSON form (base64)', () => {
  it(`still reads a file up to ${STOCK_JSON_FILE_MAX_BYTES / MB} MB, and names the /file routes past it`, async () => {
    const read = await jsonForm(a, routes.stockPreview, { file: small.toString('base64') });
    expect(StockPreview.parse(read.json())).toMatchObject({ line_count: 1 });
    const big = Buffer.alloc(STOCK_JSON_FILE_MAX_BYTES + MB, 'a');
    const refused = await jsonForm(a, routes.stockImport, { file: big.toString('base64'), mode: 'replace' });
    expect(refused.statusCode).toBe(413);
    expect(messageOf(refused)).toBe(stockMessages.jsonFileTooLarge(STOCK_JSON_FILE_MAX_BYTES / MB));
  });
});
