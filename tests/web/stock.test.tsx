import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StockItem, StockMapping, StockPreview } from '../../contract/entities/stock';
import { dealerWith } from './fixtures';
import { SLOW } from './fixtures/payments';
import { stockItem } from './fixtures/stock';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { StockApiKeys } from '../../src/features/dealer/stock/StockApiKeys';
import { renderApp, renderInAdmin } from './render';

/* /magazzino — upload → preview (mapping, first lines, errors) → import with a summary; the list
   (search, inline edit, paging by the API), the last import, the API keys (the secret shown once, revoke). */

const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const HEADERS = ['Codice OE', 'Marca', 'Descrizione', 'Prezzo', 'Giacenza', 'Note'];
const preview = (overrides: Partial<StockPreview> = {}): StockPreview => ({
  format: 'csv',
  encoding: 'windows-1252',
  delimiter: ';',
  headers: HEADERS,
  automatic_mapping: {
    'Codice OE': 'part_code',
    Marca: 'brand',
    Descrizione: 'description',
    Prezzo: 'net_price',
    Giacenza: 'quantity',
    Note: null,
  },
  remembered_mapping: null,
  mapping: {
    'Codice OE': 'part_code',
    Marca: 'brand',
    Descrizione: 'description',
    Prezzo: 'net_price',
    Giacenza: 'quantity',
    Note: null,
  },
  missing_fields: [],
  line_count: 2,
  lines: [
    {
      line: 2,
      item: {
        part_code: 'BOS-12345',
        brand: 'Bosch',
        description: 'Filtro olio',
        condition: 'new',
        net_price: 12.5,
        quantity: 4,
      },
    },
    {
      line: 3,
      item: {
        part_code: 'VAL-7',
        brand: 'Valeo',
        description: 'Frizione',
        condition: 'used',
        net_price: 1234.56,
        quantity: 0,
      },
    },
  ],
  errors: [],
  error_count: 0,
  ...overrides,
});

/** The page with its default answers; `handlers` given win over them (msw takes the last `use` first). */
function showStock(items: StockItem[] = [stockItem()], handlers: Parameters<typeof server.use> = []) {
  server.use(
    handle('stockMeta', () => ({
      count: items.length,
      last_import_at: '2026-11-01T09:30:00.000Z',
      last_import_mode: 'replace',
      stale: true,
      stale_after_days: 15,
    })),
    handle('stockList', ({ query }) => {
      const q = String(query.q ?? '').toLowerCase();
      const data = items.filter(
        (item) => !q || item.part_code.toLowerCase().includes(q) || item.brand.toLowerCase().includes(q),
      );
      return { data, total: data.length, page: 1, per_page: 25, last_page: 1 };
    }),
    handle('stockApiKeys', () => ({ data: [] })),
  );
  server.use(...handlers);
  return renderApp('/magazzino', dealerWith('active'));
}

/** What the upload put in the query: the file's name, the mode, the mapping as JSON. */
const sentFile = (query: Record<string, string | string[]>) => ({
  name: query.name,
  mode: query.mode,
  mapping: typeof query.mapping === 'string' ? (JSON.parse(query.mapping) as StockMapping) : undefined,
});

const csv = () =>
  new File(
    ['Codice OE;Marca;Descrizione;Prezzo;Giacenza;Note\r\nBOS-12345;Bosch;Filtro olio;12,50;4;\r\n'],
    'listino.csv',
    { type: 'text/csv' },
  );

describe('Magazzino (/magazzino)', () => {
  it('is in the nav, says when the stock was last imported and warns when it is stale', async () => {
    showStock();
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazzino' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magazzino' })).toHaveAttribute('href', '/magazzino');
    expect(await screen.findByText(/1 articoli in magazzino · Aggiornato il 01\/11\/2026/)).toBeInTheDocument();
    expect(
      screen.getByText('Il magazzino non è aggiornato da più di 15 giorni: carica un file recente.'),
    ).toBeInTheDocument();
  });

  it('uploads a file, shows the preview with the mapping, corrects a column, imports and shows the summary', async () => {
    const previews: unknown[] = [];
    const imports: unknown[] = [];
    server.use(
      handle('stockPreviewFile', async ({ query, request }) => {
        const sent = { ...sentFile(query), type: request.headers.get('content-type'), text: await request.text() };
        previews.push(sent);
        return sent.mapping ? preview({ mapping: { ...preview().mapping, ...sent.mapping } }) : preview();
      }),
      handle('stockImportFile', async ({ query, request }) => {
        const sent = { ...sentFile(query), text: await request.text() };
        imports.push(sent);
        return {
          mode: sent.mode as 'replace' | 'merge',
          lines: 2,
          created: 1,
          updated: 1,
          unchanged: 0,
          removed: 3,
          total: 2,
          imported_at: '2026-11-26T09:00:00.000Z',
        };
      }),
    );
    showStock();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Importa un file' }, SLOW);
    await user.upload(screen.getByTestId('stock-file'), csv());
    const table = await screen.findByRole('table', { name: 'Prime righe lette' }, SLOW);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => nbsp(row.textContent)),
    ).toEqual([
      'RigaCodice OEMarcaDescrizioneCondizionePrezzo nettoQuantità',
      '2BOS-12345BoschFiltro olioNuovo12,50 €4',
      '3VAL-7ValeoFrizioneUsato1.234,56 €0',
    ]);
    // The file itself is the body (the server reads it as it arrives), not base64 in JSON.
    expect(previews[0]).toMatchObject({ name: 'listino.csv', type: 'application/octet-stream' });
    expect((previews[0] as { text: string }).text).toMatch(/^Codice OE;Marca;Descrizione;Prezzo;Giacenza;Note\r\n/);
    expect(screen.getByText(/CSV · windows-1252 · ;, 2 righe/)).toBeInTheDocument();
    expect(screen.getByText('Nessun errore: il file si può importare.')).toBeInTheDocument();

    // The "Note" column is ignored; map it to the description instead of "Descrizione": the preview runs again.
    const note = screen.getByRole('combobox', { name: 'Colonna «Note»' });
    expect(note).toHaveValue('');
    await user.selectOptions(note, 'category');
    const importButton = screen.getByRole('button', { name: 'Importa' });
    expect(importButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Aggiorna l’anteprima' }));
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]).toMatchObject({ mapping: { Note: 'category', 'Codice OE': 'part_code' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importa' })).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: /^Unisci/ }));
    await user.click(screen.getByRole('button', { name: 'Importa' }));
    expect(
      await screen.findByText(
        /Importazione completata: 2 righe lette, 1 articoli nuovi, 1 aggiornati, 0 invariati, 3 tolti; in magazzino ora 2\./,
      ),
    ).toBeInTheDocument();
    expect(imports[0]).toMatchObject({ mode: 'merge', name: 'listino.csv', mapping: { Note: 'category' } });
    expect((imports[0] as { text: string }).text).toContain('BOS-12345;Bosch');
    expect(screen.queryByRole('table', { name: 'Prime righe lette' })).toBeNull();
  });

  it('lists every line in error and refuses to import; a 422 from the import shows its lines', async () => {
    server.use(
      handle('stockPreviewFile', () =>
        preview({
          errors: [{ line: 3, message: 'prezzo netto «12,3,4» non è un importo valido (es. 12,50)' }],
          error_count: 1,
          missing_fields: ['brand'],
        }),
      ),
    );
    showStock();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Importa un file' }, SLOW);
    await user.upload(screen.getByTestId('stock-file'), csv());
    expect(
      await screen.findByText('Riga 3: prezzo netto «12,3,4» non è un importo valido (es. 12,50)', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Manca la colonna per: marca.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importa' })).toBeDisabled();

    server.use(
      handle('stockPreviewFile', () => preview()),
      handle('stockImportFile', () =>
        apiError(422, '1 righe del file hanno errori: non è stato importato nulla.', {
          'line.9': ['riga 9: marca mancante'],
        }),
      ),
    );
    await user.upload(screen.getByTestId('stock-file'), csv());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importa' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('riga 9: marca mancante')).toBeInTheDocument();
  });

  it('searches and filters the items and edits a quantity and a price inline (the PUT carries the whole item)', async () => {
    const puts: unknown[] = [];
    server.use(
      handle('stockItemUpdate', ({ body, params }) => {
        puts.push({ params, body });
        return {
          ...stockItem(),
          ...body,
          id: params.itemId,
          reserved: 1,
          available: body.quantity - 1,
          updated_at: '2026-11-26T10:00:00.000Z',
        } as StockItem;
      }),
    );
    showStock([
      stockItem(),
      stockItem({
        id: 2,
        part_code: 'VAL-7',
        brand: 'Valeo',
        condition: 'used',
        reserved: 0,
        available: 5,
        quantity: 5,
      }),
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Articoli' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(nbsp(within(table).getAllByRole('row')[1].textContent)).toContain('40,00 €');
    expect(within(table).getByText('1 impegnati')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Cerca codice, marca o descrizione' }), 'val');
    await waitFor(
      () =>
        expect(
          requests.some((r) => r.url.pathname === '/api/dealer/7/stock' && r.url.searchParams.get('q') === 'val'),
        ).toBe(true),
      SLOW,
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Articoli' })).getAllByRole('row')).toHaveLength(2),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Cerca codice, marca o descrizione' }));
    await waitFor(
      () => expect(within(screen.getByRole('table', { name: 'Articoli' })).getAllByRole('row')).toHaveLength(3),
      SLOW,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Condizione' }), 'used');
    await waitFor(
      () =>
        expect(
          requests.some(
            (r) => r.url.pathname === '/api/dealer/7/stock' && r.url.searchParams.get('condition') === 'used',
          ),
        ).toBe(true),
      SLOW,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condizione' }), '');

    await user.click(screen.getByRole('button', { name: 'Modifica BOS-12345 Bosch' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantità di BOS-12345 Bosch' });
    await user.clear(quantity);
    await user.type(quantity, '7');
    const price = screen.getByRole('textbox', { name: 'Prezzo netto di BOS-12345 Bosch' });
    await user.clear(price);
    await user.type(price, '1.234,5');
    await user.click(screen.getByRole('button', { name: 'Salva BOS-12345 Bosch' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      params: { dealerId: 7, itemId: 1 },
      body: {
        part_code: 'BOS-12345',
        item_code: 'B1',
        brand: 'Bosch',
        description: 'Filtro olio motore',
        category: 'Filtri',
        condition: 'new',
        net_price: 1234.5,
        list_price: 50,
        discount: 20,
        vat: 22,
        quantity: 7,
      },
    });
    expect(await screen.findByText('Articolo aggiornato.')).toBeInTheDocument();
  });

  it('creates an API key, shows its secret once, and revokes it', async () => {
    let keys = [] as {
      id: number;
      name: string;
      prefix: string;
      created_at: string;
      last_used_at: string | null;
      revoked_at: string | null;
    }[];
    // In the owner's profile, as the component the profile shows.
    server.use(
      handle('stockApiKeys', () => ({ data: keys })),
      handle('stockApiKeyCreate', ({ body }) => {
        const key = {
          id: 5,
          name: body.name,
          prefix: 'rhk_1a2b3c4d',
          created_at: '2026-11-26T09:00:00.000Z',
          last_used_at: null,
          revoked_at: null,
        };
        keys = [key];
        return { ...key, secret: 'rhk_1a2b3c4d_' + 'x'.repeat(43) };
      }),
      handle('stockApiKeyRevoke', ({ params }) => {
        keys = keys.map((key) => (key.id === params.keyId ? { ...key, revoked_at: '2026-11-26T09:05:00.000Z' } : key));
        return HttpResponse.json(keys[0]);
      }),
    );
    renderInAdmin(<StockApiKeys dealerId={7} />);
    const user = userEvent.setup();
    await screen.findByText('Nessuna chiave attiva.', {}, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Nome della chiave' }), 'Gestionale');
    await user.click(screen.getByRole('button', { name: 'Crea chiave' }));
    expect(await screen.findByText('Copia ora la chiave «Gestionale»: non sarà più mostrata.')).toBeInTheDocument();
    expect(screen.getByTestId('stock-key-secret')).toHaveValue('rhk_1a2b3c4d_' + 'x'.repeat(43));
    const list = await screen.findByRole('table', { name: 'Chiavi API del magazzino' });
    expect(within(list).getByText('rhk_1a2b3c4d')).toBeInTheDocument();
    expect(within(list).getByText('mai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ho copiato la chiave' }));
    expect(screen.queryByTestId('stock-key-secret')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Revoca la chiave Gestionale' }));
    expect(await screen.findByText('Nessuna chiave attiva.')).toBeInTheDocument();
  });
});
