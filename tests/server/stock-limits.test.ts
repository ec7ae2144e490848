import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StockImportResult, StockPreview } from '../../contract/entities/stock.js';
import { apiPath, routes } from '../../contract/routes.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { STOCK_ROWS_MAX, XLSX_INFLATED_MAX_BYTES } from '../../server/stock/limits.js';
import { actors, call, DEALER, DEALER2, query, type Actors } from './quotations-fixtures.js';
import { csvFile, importStockFile, ITALIAN_HEADER, preview } from './stock-support.js';
import { deflated, deflatedZeros, xlsxBomb, xlsxOf, zip } from './stock-zip.js';

/*
 * A stock file built to hurt the server (the attack review's third pass): a file past the row cap, a zip bomb, NUL
 * characters, UTF-16; and a dealer sending files in a loop. Each gets a clear Italian 4xx, never a 500 nor a frozen
 * server; the tests under load (health p99, memory) are in tests/faults/stock-load.test.ts.
 */

let a: Actors;
let apiKey = '';
beforeAll(async () => {
  a = await actors({ STOCK_FILES_PER_USER: '1000', STOCK_FILES_PER_COMPANY: '1000' });
  apiKey = (await call(a.t, a.dealer, routes.stockApiKeyCreate, { dealerId: DEALER }, { name: 'Gestionale' })).json<{
    secret: string;
  }>().secret;
});
afterAll(async () => a?.t.close());
beforeEach(async () => {
  for (const table of ['stock_items', 'stock_imports', 'stock_mappings']) await query(a.t, `delete from ${table}`);
});

const machineImport = (file: Buffer) =>
  a.t.app.inject({
    method: 'POST',
    url: apiPath(routes.stockMachineImport),
    headers: { 'content-type': 'text/csv', 'x-api-key': apiKey },
    payload: file,
  });

/** The three ways a file comes in: the web preview, the web import, the machine import with an API key. */
const ROUTES = {
  preview: (file: Buffer) => preview(a, file),
  'web import': (file: Buffer) => importStockFile(a, file),
  'API-key import': machineImport,
};

/** Reading 200,000 lines, inflating 256 MB or starting two servers takes seconds, more on a busy machine. */
const SLOW = { timeout: 180_000 };
const messageOf = (answer: { json: <T>() => T }) => answer.json<{ message: string }>().message;
const MB = 1024 * 1024;

describe('a file past the row cap', () => {
  it(`is refused with 413 naming the cap of ${STOCK_ROWS_MAX} lines, before anything is written`, SLOW, async () => {
    const lines = [ITALIAN_HEADER];
    for (let i = 0; i <= STOCK_ROWS_MAX; i += 1) lines.push(`R${i};;Bosch;;;;1;;;22;1`);
    const file = csvFile(lines);
    // The preview and the web import (the API key's import reads the file the same way as the web's).
    for (const [route, send] of Object.entries(ROUTES).slice(0, 2)) {
      const answer = await send(file);
      expect(answer.statusCode, `${route}: ${answer.body.slice(0, 200)}`).toBe(413);
      expect(messageOf(answer)).toBe(stockMessages.tooManyRows(STOCK_ROWS_MAX));
      expect(messageOf(answer)).toContain('200.000 righe');
    }
    expect(await query(a.t, 'select count(*)::int as n from stock_items')).toEqual([{ n: 0 }]);
  });
});

describe('a zip bomb', () => {
  it('(1 MB declaring a 1 GB image) is refused with 413 in Italian, without inflating the image', async () => {
    const bomb = xlsxBomb(1024);
    expect(bomb.length).toBeLessThan(1.5 * MB);
    const started = performance.now();
    const answer = await preview(a, bomb);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(413);
    expect(messageOf(answer)).toBe(stockMessages.xlsxTooLarge(XLSX_INFLATED_MAX_BYTES / MB));
    // Inflating 1 GB takes seconds; the refusal comes from the zip's directory.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it(
    'whose sheet lies about its size is stopped once the budget is inflated, and the answer is 413',
    SLOW,
    async () => {
      const lying = zip([
        deflated('xl/workbook.xml', '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>'),
        deflated(
          'xl/_rels/workbook.xml.rels',
          '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
        // 400 MB of zeros declared as 1 KB.
        { ...deflatedZeros('xl/worksheets/sheet1.xml', 400), size: 1024 },
      ]);
      const answer = await preview(a, lying);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(413);
      expect(messageOf(answer)).toBe(stockMessages.xlsxTooLarge(XLSX_INFLATED_MAX_BYTES / MB));
    },
  );

  it('and an ordinary XLSX with an image is still read (only the sheet is inflated)', async () => {
    const file = xlsxOf(
      [
        ['Codice OE', 'Marca', 'Descrizione', 'Prezzo netto', 'Giacenza'],
        ['0986452041', 'Bosch', 'Filtro & "olio" <motore>', 12.5, 4],
      ],
      [deflated('xl/media/image1.png', Buffer.alloc(2 * MB, 7))],
    );
    const read = StockPreview.parse((await preview(a, file)).json());
    expect(read).toMatchObject({ format: 'xlsx', line_count: 1, error_count: 0 });
    expect(read.lines[0].item).toMatchObject({
      part_code: '0986452041',
      description: 'Filtro & "olio" <motore>',
      net_price: 12.5,
      quantity: 4,
    });
  });
});

describe('NUL characters', () => {
  const withNul = csvFile([
    ITALIAN_HEADER,
    'A1;;Bosch;Filtro;Filtri;nuovo;10;;;22;1',
    'A2;;Bosch;Fil\u0000tro;;;5;;;22;1',
  ]);
  const nulHeader = csvFile(['Codice OE;Mar\u0000ca;Prezzo', 'A1;Bosch;1']);

  for (const [route, send] of Object.entries(ROUTES)) {
    it(`get 422 naming the line on the ${route}, never 500`, async () => {
      const answer = await send(withNul);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(422);
      expect(messageOf(answer)).toBe(stockMessages.nulCharacter(3));
      const header = await send(nulHeader);
      expect(header.statusCode, header.body.slice(0, 200)).toBe(422);
      expect(messageOf(header)).toBe(stockMessages.nulCharacter(1));
      expect(await query(a.t, 'select count(*)::int as n from stock_items')).toEqual([{ n: 0 }]);
    });
  }
});

describe('UTF-16', () => {
  const text = [ITALIAN_HEADER, 'Ü-1;;Lemförder;Braccio oscillante però già revisionato;Sospensioni;usato;45,50;;;22;2']
    .join('\r\n')
    .concat('\r\n');
  const bigEndian = (bytes: Buffer) => Buffer.from(bytes).swap16();
  const FILES = {
    'little-endian with BOM': { encoding: 'utf-16le', bytes: Buffer.from('\ufeff' + text, 'utf16le') },
    'big-endian with BOM': { encoding: 'utf-16be', bytes: bigEndian(Buffer.from('\ufeff' + text, 'utf16le')) },
    'little-endian without BOM': { encoding: 'utf-16le', bytes: Buffer.from(text, 'utf16le') },
    'big-endian without BOM': { encoding: 'utf-16be', bytes: bigEndian(Buffer.from(text, 'utf16le')) },
    // Excel's "Testo Unicode (*.txt)": UTF-16 little-endian with BOM, tab-separated.
    'Excel Unicode text (tabs)': {
      encoding: 'utf-16le',
      bytes: Buffer.from('\ufeff' + text.replace(/;/g, '\t'), 'utf16le'),
    },
  } as const;

  for (const [name, { encoding, bytes }] of Object.entries(FILES)) {
    it(`${name} is read correctly by the preview, the web import and the API-key import`, async () => {
      const answer = await preview(a, bytes);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      const read = StockPreview.parse(answer.json());
      expect(read).toMatchObject({ encoding, line_count: 1, error_count: 0, missing_fields: [] });
      expect(read.headers.at(-1)).toBe('Quantità');
      expect(read.lines[0].item).toMatchObject({
        part_code: 'Ü-1',
        brand: 'Lemförder',
        description: 'Braccio oscillante però già revisionato',
        net_price: 45.5,
        quantity: 2,
      });
      for (const send of [ROUTES['web import'], machineImport]) {
        const imported = await send(bytes);
        expect(imported.statusCode, imported.body.slice(0, 200)).toBe(200);
        expect(StockImportResult.parse(imported.json()).total).toBe(1);
      }
      expect(await query(a.t, 'select brand, description from stock_items')).toEqual([
        { brand: 'Lemförder', description: 'Braccio oscillante però già revisionato' },
      ]);
    });
  }
});

describe('sending files in a loop', () => {
  let limited: Actors;
  let quoter = '';
  beforeAll(async () => {
    limited = await actors({ STOCK_FILES_PER_USER: '2', STOCK_FILES_PER_COMPANY: '3' });
    quoter = await limited.t.login('preventivi@demo.example');
  });
  afterAll(async () => limited?.t.close());

  const small = csvFile(['Codice OE;Marca;Prezzo', 'A1;Bosch;1']);

  it('gets 429 with Retry-After and an Italian message past the limit of the person, then of the company', async () => {
    expect((await preview(limited, small)).statusCode).toBe(200);
    expect((await importStockFile(limited, small)).statusCode).toBe(200);
    const person = await preview(limited, small);
    expect(person.statusCode).toBe(429);
    const seconds = Number(person.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 600).toBe(true);
    expect(messageOf(person)).toBe(stockMessages.filesThrottled(Math.ceil(seconds / 60)));
    expect(messageOf(person)).toMatch(/^Troppi file di magazzino .* riprova tra \d+ minuti\.$/);

    // A colleague has a count of their own, but the company's third file in the window is its last.
    const colleague = await preview(limited, small, undefined, quoter);
    expect(colleague.statusCode).toBe(429);
    expect(Number(colleague.headers['retry-after'])).toBeGreaterThan(0);
    expect((await importStockFile(limited, small, 'replace', undefined, quoter)).statusCode).toBe(429);

    // Another company is not counted.
    expect((await preview(limited, small, undefined, limited.dealer2, DEALER2)).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('sending files to two instances sharing Redis', () => {
  it('counts on both: the limit holds across instances', SLOW, async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `stock-limits-${process.pid}-${Date.now()}`,
      STOCK_FILES_PER_USER: '2',
      STOCK_FILES_PER_COMPANY: '100',
    };
    const first = await actors(env);
    const second = await actors(env);
    try {
      const small = csvFile(['Codice OE;Marca;Prezzo', 'A1;Bosch;1']);
      expect((await preview(first, small)).statusCode).toBe(200);
      expect((await preview(second, small)).statusCode).toBe(200);
      expect((await preview(first, small)).statusCode).toBe(429);
      expect((await preview(second, small)).statusCode).toBe(429);
    } finally {
      await first.t.close();
      await second.t.close();
    }
  });
});
