import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StockImportResult, StockPreview } from '../../contract/entities/stock.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { actors, query, type Actors } from './quotations-fixtures.js';
import { csvFile, importStockFile, ITALIAN_HEADER, preview } from './stock-support.js';

/*
 * The stock file as dealers' software writes it (semicolons, decimal commas, BOM, quoted fields with
 * separators and line breaks, Windows-1252 accents, empty lines, XLSX) and the import's all-or-nothing rule.
 */

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());
beforeEach(async () => {
  for (const table of ['stock_items', 'stock_imports', 'stock_mappings']) await query(a.t, `delete from ${table}`);
});

const items = () =>
  query<Record<string, unknown>>(
    a.t,
    `select part_code, item_code, brand, description, category, condition, net_price::float as net_price,
  list_price::float as list_price, discount, vat, quantity from stock_items order by part_code, brand, condition`,
  );

describe('reading a stock file', () => {
  it('reads an Italian Excel CSV: semicolons, BOM, decimal commas, quoted separators and line breaks, empty lines', async () => {
    const file = csvFile(
      [
        ITALIAN_HEADER,
        '0986452041;A-1;Bosch;"Filtro olio; motore 1.3";Filtri;nuovo;12,50;15,60;20;22;4',
        '',
        'VAL-777;;Valeo;"Kit frizione ""Pro""' + '\r\n' + 'con volano";Frizione;rigenerato;1.234,56;;;10;1',
        ';;;;;;;;;;',
        '8200768913;;Renault;Pastiglie;Freni;usato;45;;;22;0',
      ],
      'utf-8-bom',
    );
    const answer = await preview(a, file);
    expect(answer.statusCode, answer.body).toBe(200);
    const read = StockPreview.parse(answer.json());
    expect(read).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      delimiter: ';',
      line_count: 3,
      error_count: 0,
      missing_fields: [],
    });
    expect(read.headers[0]).toBe('Codice OE');
    expect(read.automatic_mapping).toMatchObject({
      'Codice OE': 'part_code',
      'Prezzo netto': 'net_price',
      Quantità: 'quantity',
      IVA: 'vat',
    });
    expect(read.lines.map((l) => l.line)).toEqual([2, 4, 7]);
    expect(read.lines[0].item).toMatchObject({
      description: 'Filtro olio; motore 1.3',
      net_price: 12.5,
      list_price: 15.6,
      discount: 20,
      quantity: 4,
    });
    expect(read.lines[1].item).toMatchObject({
      description: 'Kit frizione "Pro"\r\ncon volano',
      net_price: 1234.56,
      condition: 'reconditioned',
      vat: 10,
    });
    expect(await items()).toEqual([]);
  });

  it('reads Windows-1252 accents and a comma-separated file with English headers', async () => {
    const latin = csvFile(
      ['Codice OE;Marca;Descrizione;Prezzo;Quantità', 'X1;Febi;Guarnizione testata però già usata;9,90;2'],
      'windows-1252',
    );
    const read = StockPreview.parse((await preview(a, latin)).json());
    expect(read).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(read.lines[0].item.description).toBe('Guarnizione testata però già usata');
    expect(read.automatic_mapping['Quantità']).toBe('quantity');
    const english = StockPreview.parse(
      (
        await preview(
          a,
          csvFile(['OE Number,Brand,Description,Net price,Qty,VAT', 'Y2,Mahle,"Oil filter, small",7.5,3,22']),
        )
      ).json(),
    );
    expect(english).toMatchObject({ delimiter: ',', error_count: 0 });
    expect(english.lines[0].item).toMatchObject({
      part_code: 'Y2',
      brand: 'Mahle',
      description: 'Oil filter, small',
      net_price: 7.5,
      quantity: 3,
    });
  });

  it('lists every line error in Italian with its line number, and a broken line in the middle writes nothing', async () => {
    const file = csvFile([
      ITALIAN_HEADER,
      'A1;;Bosch;Filtro;Filtri;nuovo;10,00;;;22;1',
      'A2;;Bosch;Filtro;Filtri;nuovo;dieci;;;22;1',
      'A3;;;Filtro;Filtri;nuovo;10;;;21;1,5',
      'A4;;Bosch;Filtro',
      'A5;;Bosch;Filtro;Filtri;come nuovo;10;;;22;1',
    ]);
    const read = StockPreview.parse((await preview(a, file)).json());
    expect(read.error_count).toBe(4);
    expect(read.errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(read.errors[0].message).toBe(stockMessages.notAmount('prezzo netto', 'dieci'));
    expect(read.errors[1].message).toContain(stockMessages.required('marca'));
    expect(read.errors[1].message).toContain(stockMessages.vatUnknown('21'));
    expect(read.errors[1].message).toContain(stockMessages.notWhole('quantità', '1,5'));
    expect(read.errors[2].message).toBe(stockMessages.columnCount(4, 11));
    expect(read.errors[3].message).toBe(stockMessages.conditionUnknown('come nuovo'));
    const answer = await importStockFile(a, file);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(stockMessages.linesRefused(4));
    expect(answer.json().errors['line.3']).toEqual([`riga 3: ${stockMessages.notAmount('prezzo netto', 'dieci')}`]);
    expect(await items()).toEqual([]);
    expect(await query(a.t, 'select * from stock_imports')).toEqual([]);
  });

  it('stops at an unclosed quote and says where', async () => {
    const read = StockPreview.parse(
      (
        await preview(
          a,
          csvFile([
            ITALIAN_HEADER,
            'A1;;Bosch;Filtro;Filtri;nuovo;10;;;22;1',
            'A2;;Bosch;"Filtro;Filtri;nuovo;10;;;22;1',
          ]),
        )
      ).json(),
    );
    expect(read.errors).toEqual([{ line: 3, message: stockMessages.unreadableLine }]);
  });

  it('refuses, in Italian, a first line that is no header (a column name of more than 200 characters)', async () => {
    const answer = await preview(a, csvFile(['x'.repeat(201), 'A1']));
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ message: string }>().message).toBe(stockMessages.headerTooLong(200));
  });

  it('reads an XLSX (numbers as numbers, text as text)', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Listino');
    sheet.addRow(['Codice OE', 'Marca', 'Descrizione', 'Prezzo netto', 'Sconto', 'IVA', 'Giacenza']);
    sheet.addRow(['0986452041', 'Bosch', 'Filtro olio', 12.5, 10, 22, 4]);
    sheet.addRow(['1.234', 'Valeo', 'Spazzola', 1.234, null, 22, 0]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = StockPreview.parse((await preview(a, file)).json());
    expect(read).toMatchObject({ format: 'xlsx', encoding: null, delimiter: null, error_count: 0, line_count: 2 });
    expect(read.lines.map((l) => l.item)).toEqual([
      expect.objectContaining({ part_code: '0986452041', net_price: 12.5, discount: 10, quantity: 4 }),
      expect.objectContaining({ part_code: '1.234', net_price: 1.23 }),
    ]);
    expect((await importStockFile(a, file)).statusCode).toBe(200);
    expect(await items()).toHaveLength(2);
  });
});

describe('importing', () => {
  const first = csvFile([
    ITALIAN_HEADER,
    'A1;;Bosch;Filtro;Filtri;nuovo;10;;;22;1',
    'A2;;Bosch;Candela;Accensione;nuovo;5;;;22;8',
    'A2;;Bosch;Candela;Accensione;usato;2;;;22;1',
  ]);
  const second = csvFile([
    ITALIAN_HEADER,
    'a2;;BOSCH;Candela iridio;Accensione;nuovo;6,5;;;22;3',
    'A9;;Ngk;Candela;Accensione;nuovo;4;;;22;2',
  ]);

  it('replace keeps exactly the file; merge updates by code + brand + condition and adds the rest', async () => {
    const replaced = StockImportResult.parse((await importStockFile(a, first)).json());
    expect(replaced).toMatchObject({ mode: 'replace', lines: 3, created: 3, updated: 0, removed: 0, total: 3 });
    const merged = StockImportResult.parse((await importStockFile(a, second, 'merge')).json());
    expect(merged).toMatchObject({ mode: 'merge', created: 1, updated: 1, unchanged: 0, removed: 0, total: 4 });
    expect((await items()).map((i) => `${i.part_code} ${i.brand} ${i.condition} ${i.net_price} ${i.quantity}`)).toEqual(
      ['A1 Bosch new 10 1', 'A2 Bosch used 2 1', 'A9 Ngk new 4 2', 'a2 BOSCH new 6.5 3'],
    );
    const again = StockImportResult.parse((await importStockFile(a, second, 'replace')).json());
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, removed: 2, total: 2 });
    expect(await query(a.t, 'select mode, source, lines from stock_imports order by id')).toEqual([
      { mode: 'replace', source: 'web', lines: 3 },
      { mode: 'merge', source: 'web', lines: 2 },
      { mode: 'replace', source: 'web', lines: 2 },
    ]);
  });

  it('a failed import changes nothing, even after a good one', async () => {
    await importStockFile(a, first);
    const before = await items();
    const broken = csvFile([
      ITALIAN_HEADER,
      'B1;;Bosch;Filtro;Filtri;nuovo;10;;;22;1',
      'B2;;Bosch;Filtro;Filtri;nuovo;;;;22;1',
      'B3;;Bosch;Filtro;Filtri;nuovo;3;;;22;1',
    ]);
    expect((await importStockFile(a, broken, 'replace')).statusCode).toBe(422);
    expect((await importStockFile(a, broken, 'merge')).statusCode).toBe(422);
    expect(await items()).toEqual(before);
  });

  it('maps columns automatically, takes a corrected mapping, remembers it per dealer', async () => {
    const odd = csvFile(['Rif;Produttore;Testo;Euro;Pezzi', 'C1;Bosch;Filtro;3,50;2']);
    const first = StockPreview.parse((await preview(a, odd)).json());
    expect(first.missing_fields).toEqual(['part_code', 'net_price']);
    expect(first.remembered_mapping).toBeNull();
    const refused = await importStockFile(a, odd);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(stockMessages.missingColumns(['codice OE', 'prezzo netto']));
    const mapping = { Rif: 'part_code', Euro: 'net_price', Testo: 'description', Pezzi: 'quantity' } as const;
    expect((await importStockFile(a, odd, 'replace', mapping)).statusCode).toBe(200);
    const next = StockPreview.parse((await preview(a, odd)).json());
    expect(next.remembered_mapping).toEqual({
      Rif: 'part_code',
      Produttore: 'brand',
      Testo: 'description',
      Euro: 'net_price',
      Pezzi: 'quantity',
    });
    expect(next.missing_fields).toEqual([]);
    expect(next.lines[0].item).toMatchObject({ part_code: 'C1', net_price: 3.5, quantity: 2 });
    // Another dealer's preview of the same file knows nothing of it.
    expect(StockPreview.parse((await preview(a, odd, undefined, a.dealer2, 2)).json()).remembered_mapping).toBeNull();
    const twice = await preview(a, odd, { Rif: 'part_code', Testo: 'part_code' });
    expect(twice.statusCode).toBe(422);
  });
});
