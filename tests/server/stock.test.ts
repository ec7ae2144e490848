import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockImportResult, StockItem, StockMeta, StockSuggestions } from '../../contract/entities/stock.js';
import { StockList } from '../../contract/api/stock.js';
import { apiPath, routes } from '../../contract/routes.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { STOCK_KEY_RATE } from '../../server/auth/stock-key.js';
import { actors, call, DEALER, DEALER2, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';
import { csvFile, importStockFile, ITALIAN_HEADER } from './stock-support.js';

/* The list, its search and export, one item's edit, suggestions, the API keys and the reservations. */

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const list = async (search = '', token = a.dealer, id = DEALER) =>
  StockList.parse((await call(a.t, token, routes.stockList, { dealerId: id }, undefined, search)).json());
const exported = async () => (await call(a.t, a.dealer, routes.stockExport, { dealerId: DEALER })).rawPayload;
const machineImport = (headers: Record<string, string>, file: Buffer, search = '') =>
  a.t.app.inject({
    method: 'POST',
    url: apiPath(routes.stockMachineImport) + search,
    headers: { 'content-type': 'text/csv', ...headers },
    payload: file,
  });
const createKey = async (token = a.dealer, id = DEALER) =>
  (await call(a.t, token, routes.stockApiKeyCreate, { dealerId: id }, { name: 'Gestionale' })).json<{
    id: number;
    secret: string;
    prefix: string;
  }>();

const STOCK = csvFile([
  ITALIAN_HEADER,
  'BOS-12345;B1;Bosch;Filtro olio motore;Filtri;nuovo;40,00;50,00;20;22;1',
  'BOS-12399;B2;Bosch;Spazzola tergicristallo;Tergicristalli;nuovo;9,90;;;22;0',
  'VAL-777;V1;Valeo;"Kit frizione; con volano";Frizione;rigenerato;55,50;;;10;5',
  'MAH-1;;Mahle;Filtro aria;Filtri;usato;7;;;22;3',
]);

describe('the list', () => {
  it('searches codes, brand and description, filters by brand, condition and stock, sorts, and says when it was updated', async () => {
    expect(StockImportResult.parse((await importStockFile(a, STOCK)).json()).total).toBe(4);
    expect((await list()).data.map((i) => i.part_code)).toEqual(['BOS-12345', 'BOS-12399', 'MAH-1', 'VAL-777']);
    expect((await list('?q=bos-123')).total).toBe(2);
    expect((await list('?q=frizione')).data.map((i) => i.part_code)).toEqual(['VAL-777']);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?brand=bosch&in_stock=true')).data.map((i) => i.part_code)).toEqual(['BOS-12345']);
    expect((await list('?condition=used')).data.map((i) => i.part_code)).toEqual(['MAH-1']);
    expect((await list('?sort=net_price&order=desc&per_page=2')).data.map((i) => i.net_price)).toEqual([55.5, 40]);
    expect(await list('?per_page=3&page=2')).toMatchObject({ total: 4, page: 2, per_page: 3, last_page: 2 });
    const meta = StockMeta.parse((await call(a.t, a.dealer, routes.stockMeta, { dealerId: DEALER })).json());
    expect(meta).toMatchObject({ count: 4, last_import_mode: 'replace', stale: false, stale_after_days: 15 });
    await query(a.t, `update stock_imports set at = now() - interval '16 days' where dealer_id = ${DEALER}`);
    expect(StockMeta.parse((await call(a.t, a.dealer, routes.stockMeta, { dealerId: DEALER })).json()).stale).toBe(
      true,
    );
    expect((await list('', a.dealer2, DEALER2)).total).toBe(0);
  });

  it('exports a semicolon CSV with Italian decimals and a BOM that imports back to the same items', async () => {
    const before = (await list()).data;
    const file = await exported();
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = file.toString('utf8');
    expect(text).toContain(
      'Codice OE;Codice articolo;Marca;Descrizione;Categoria;Condizione;Prezzo netto;Prezzo di listino;Sconto;IVA;Quantità',
    );
    expect(text).toContain('VAL-777;V1;Valeo;"Kit frizione; con volano";Frizione;rigenerato;55,50;;;10;5');
    const again = StockImportResult.parse((await importStockFile(a, file)).json());
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 4, removed: 0 });
    const strip = (items: StockItem[]) => items.map(({ updated_at: _u, id: _id, ...rest }) => rest);
    expect(strip((await list()).data)).toEqual(strip(before));
  });

  it('edits one item of the caller’s own; another dealer’s is 404, a taken key 409', async () => {
    const [item] = (await list('?q=MAH-1')).data;
    const body = { ...item, net_price: 8.5, quantity: 6, description: 'Filtro aria sportivo' };
    const edited = await call(a.t, a.dealer, routes.stockItemUpdate, { dealerId: DEALER, itemId: item.id }, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(StockItem.parse(edited.json())).toMatchObject({
      net_price: 8.5,
      quantity: 6,
      available: 6,
      description: 'Filtro aria sportivo',
    });
    expect(
      (await call(a.t, a.dealer2, routes.stockItemUpdate, { dealerId: DEALER2, itemId: item.id }, body)).statusCode,
    ).toBe(404);
    const taken = await call(
      a.t,
      a.dealer,
      routes.stockItemUpdate,
      { dealerId: DEALER, itemId: item.id },
      { ...body, part_code: 'bos-12345', brand: 'BOSCH', condition: 'new' },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(stockMessages.itemKeyTaken);
  });
});

describe('suggestions for a requested row', () => {
  it('rank the OE code typed first, then the part’s name or category, then the preferred brand; only the caller’s stock', async () => {
    const request = await newRequest(a);
    const row = request.submission_rows[0];
    const [part] = await query<{ name: string }>(a.t, `select name from parts where id = ${row.part_id}`);
    await importStockFile(
      a,
      csvFile([
        ITALIAN_HEADER,
        `ZZZ-1;;Febi;${part.name} rinforzato;Varie;nuovo;20;;;22;2`,
        'BOS-12345;;Bosch;Altro;Varie;nuovo;40;;;22;1',
        'BOS-99;;Bosch;Altro ancora;Varie;nuovo;30;;;22;0',
        'NGK-1;;Ngk;Candela;Accensione;nuovo;4;;;22;9',
      ]),
      'merge',
    );
    const suggest = async (q = '', token = a.dealer, id = DEALER) => {
      const answer = await call(
        a.t,
        token,
        routes.stockSuggestions,
        { dealerId: id },
        undefined,
        `?submission_row_id=${row.id}${q ? `&q=${q}` : ''}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return StockSuggestions.parse(answer.json());
    };
    const typed = await suggest('BOS-1');
    expect(typed).toMatchObject({
      submission_row_id: row.id,
      part_name: part.name,
      brand: 'Bosch',
      quantity: row.quantity,
    });
    expect(typed.items[0]).toMatchObject({ part_code: 'BOS-12345', matches: ['code', 'brand'], available: 1 });
    const untyped = await suggest();
    expect(untyped.items.map((i) => i.part_code).slice(0, 1)).toEqual(['ZZZ-1']);
    expect(untyped.items[0].matches).toEqual(['name']);
    expect(untyped.items.map((i) => i.part_code)).not.toContain('NGK-1');
    // Bosch items come on the brand alone, the one in stock before the one without.
    const brandOnly = untyped.items.filter((i) => i.matches.join() === 'brand').map((i) => i.part_code);
    expect(brandOnly.indexOf('BOS-12345')).toBeLessThan(brandOnly.indexOf('BOS-99'));
    expect((await suggest('', a.dealer2, DEALER2)).items).toEqual([]);
    expect(
      (await call(a.t, a.dealer, routes.stockSuggestions, { dealerId: DEALER }, undefined, '?submission_row_id=999999'))
        .statusCode,
    ).toBe(404);
  });
});

describe('the machine import with an API key', () => {
  const NIGHTLY = csvFile([ITALIAN_HEADER, 'NIGHT-1;;Bosch;Filtro;Filtri;nuovo;1,00;;;22;1']);

  it('imports into the key’s dealer only, with X-Api-Key or Authorization: ApiKey; the secret is shown once, its hash kept', async () => {
    const key = await createKey(a.dealer2, DEALER2);
    expect(key.secret).toMatch(/^rhk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    const stored = await query<{ secret_hash: string }>(
      a.t,
      `select secret_hash from stock_api_keys where id = ${key.id}`,
    );
    expect(stored[0].secret_hash).not.toContain(key.secret.slice(13));
    const answer = await machineImport({ 'x-api-key': key.secret }, NIGHTLY, '?mode=merge');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(StockImportResult.parse(answer.json())).toMatchObject({ mode: 'merge', created: 1, total: 1 });
    expect((await list('', a.dealer2, DEALER2)).data.map((i) => i.part_code)).toEqual(['NIGHT-1']);
    expect((await list('?q=NIGHT')).total).toBe(0);
    expect((await machineImport({ authorization: `ApiKey ${key.secret}` }, NIGHTLY)).statusCode).toBe(200);
    const keys = (await call(a.t, a.dealer2, routes.stockApiKeys, { dealerId: DEALER2 })).json<{
      data: { prefix: string; last_used_at: string | null }[];
    }>();
    expect(keys.data[0].prefix).toBe(key.prefix);
    expect(keys.data[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(key.secret);
    const [meta] = await query(
      a.t,
      `select source from stock_imports where dealer_id = ${DEALER2} order by id desc limit 1`,
    );
    expect(meta).toEqual({ source: 'api' });
  });

  it('refuses a revoked, unknown or missing key, a session token, and another dealer’s revocation', async () => {
    const key = await createKey();
    expect(
      (await call(a.t, a.dealer2, routes.stockApiKeyRevoke, { dealerId: DEALER2, keyId: key.id })).statusCode,
    ).toBe(404);
    expect((await machineImport({ 'x-api-key': key.secret }, NIGHTLY)).statusCode).toBe(200);
    expect((await call(a.t, a.dealer, routes.stockApiKeyRevoke, { dealerId: DEALER, keyId: key.id })).statusCode).toBe(
      200,
    );
    const attempts: Record<string, string>[] = [
      { 'x-api-key': key.secret },
      { 'x-api-key': key.secret.slice(0, -1) + 'x' },
      {},
      { authorization: `Bearer ${a.dealer}` },
    ];
    for (const headers of attempts) {
      const refused = await machineImport(headers, NIGHTLY);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: stockMessages.apiKeyInvalid });
    }
  });

  it('is refused while the dealer is not in standing', async () => {
    const key = await createKey();
    await query(a.t, `update users set suspended_at = now() where id = ${DEALER}`);
    expect((await machineImport({ 'x-api-key': key.secret }, NIGHTLY)).statusCode).toBe(403);
    await query(a.t, `update users set suspended_at = null where id = ${DEALER}`);
  });

  it('answers the 13th import of the hour with a key 429 and Retry-After (whole seconds, within the hour); another key is not counted', async () => {
    const key = await createKey();
    for (let i = 0; i < STOCK_KEY_RATE.imports; i++)
      expect((await machineImport({ 'x-api-key': key.secret }, NIGHTLY, '?mode=merge')).statusCode).toBe(200);
    const refused = await machineImport({ 'x-api-key': key.secret }, NIGHTLY, '?mode=merge');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(STOCK_KEY_RATE.windowMs / 1000);
    expect(refused.json<{ message: string }>().message).toBe(stockMessages.apiKeyRate(Math.ceil(seconds / 60)));
    const other = await createKey();
    expect((await machineImport({ 'x-api-key': other.secret }, NIGHTLY, '?mode=merge')).statusCode).toBe(200);
  });
});

describe('reservations', () => {
  const stockOf = async (code: string) =>
    (
      await query<{ quantity: number; reserved: number }>(
        a.t,
        `select quantity, reserved from stock_items where dealer_id = ${DEALER} and part_code = '${code}'`,
      )
    )[0];

  it('an online acceptance reserves what is on the shelf, shipping takes it off, counts never go negative', async () => {
    await importStockFile(
      a,
      csvFile([
        ITALIAN_HEADER,
        'BOS-12345;;Bosch;Filtro;Filtri;nuovo;40;;;22;1',
        'VAL-777;;Valeo;Kit;Frizione;rigenerato;55;;;10;5',
      ]),
    );
    const request = await newRequest(a);
    const sent = await sendQuotation(a, request);
    // Rows 1 and 2 both want BOS-12345 Bosch new (1 + 2 pieces): one is on the shelf.
    const accepted = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: sent.id },
      {
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: [sent.quotation_rows[0].id, sent.quotation_rows[1].id],
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await stockOf('BOS-12345')).toEqual({ quantity: 1, reserved: 1 });
    const [suggested] = (await list('?q=BOS-12345')).data;
    expect(suggested.available).toBe(0);
    // The nightly import says 3 on the shelf: the reservation stays.
    await importStockFile(
      a,
      csvFile([
        ITALIAN_HEADER,
        'BOS-12345;;Bosch;Filtro;Filtri;nuovo;40;;;22;3',
        'VAL-777;;Valeo;Kit;Frizione;rigenerato;55;;;10;5',
      ]),
      'merge',
    );
    expect(await stockOf('BOS-12345')).toEqual({ quantity: 3, reserved: 1 });
    expect((await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(200);
    expect(
      (await call(a.t, a.dealer, routes.quotationTracking, { id: sent.id }, { tracking_code: 'BRT 1' })).statusCode,
    ).toBe(200);
    expect(await stockOf('BOS-12345')).toEqual({ quantity: 0, reserved: 0 });
    expect(await query(a.t, 'select * from stock_reservations')).toEqual([]);
  });

  it('an offline acceptance takes the part off the shelf at once', async () => {
    const request = await newRequest(a);
    const sent = await sendQuotation(a, request);
    const valeo = sent.quotation_rows.find((r) => r.brand === 'Valeo')!;
    const accepted = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: sent.id },
      { payment_type: 'offline', payment_method_id: 2, accepted_rows: [valeo.id] },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await stockOf('VAL-777')).toEqual({ quantity: 4, reserved: 0 });
  });
});
