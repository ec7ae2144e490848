import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Submission } from '../../contract';
import type { StockSuggestions } from '../../contract/entities/stock';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { userFixture } from './fixtures';
import { quotationIn, renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { stockItem } from './fixtures/stock';
import { handle, requests, type HandlerContext } from './msw/handlers';
import { server } from './msw/server';

/* The stock in the drafts editor: "Dal tuo magazzino" per requested row, one click fills the option, and "Conferma
   invio" warns when a quantity exceeds what the item has available. */

const dealer = userFixture({ id: 7 });
const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const PADS = stockItem({
  id: 30,
  part_code: 'BRE-P85',
  item_code: 'P85020',
  brand: 'Brembo',
  description: 'Pastiglie anteriori',
  category: 'Freni',
  condition: 'new',
  net_price: 38.5,
  list_price: 55,
  discount: 30,
  vat: 22,
  quantity: 2,
  reserved: 1,
  available: 1,
});
const PADS_USED = stockItem({
  id: 31,
  part_code: 'BRE-P85',
  brand: 'Brembo',
  description: null,
  condition: 'used',
  net_price: 12,
  list_price: null,
  discount: null,
  vat: 10,
  quantity: 4,
  reserved: 0,
  available: 4,
});

/** Request 41, rows 1 (Faro anteriore, quantity 1) and 2 (Pastiglie freno, quantity 2, brand Brembo), a draft open. */
function openDraft() {
  signIn(dealer);
  const submission: Submission = requestWithRows({ id: 41, vehicle_id: 3, author_id: 99 });
  submission.submission_rows = submission.submission_rows.slice(0, 2);
  draftStore.add(createDraft(submission, [], dealer));
  server.use(
    handle('submission', () => submission),
    handle('stockSuggestions', ({ query }): StockSuggestions => {
      const row = Number(query.submission_row_id);
      if (row !== 2)
        return { submission_row_id: row, part_name: 'Faro anteriore', brand: null, quantity: 1, items: [] };
      const q = String(query.q ?? '');
      const items = [
        { ...PADS, matches: ['name', 'brand'] as const },
        { ...PADS_USED, matches: ['name'] as const },
      ].map((item) => ({
        ...item,
        matches:
          q && item.part_code.startsWith(q.toUpperCase())
            ? (['code', ...item.matches] as ('code' | 'name' | 'brand')[])
            : [...item.matches],
      }));
      return { submission_row_id: row, part_name: 'Pastiglie freno', brand: 'Brembo', quantity: 2, items };
    }),
  );
  return renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
}

const region = (name: string) => screen.getByRole('region', { name });
const option = (part: string, n: number) => within(region(part)).getByRole('group', { name: `Opzione ${n}` });

describe('"Dal tuo magazzino" in the drafts editor', () => {
  it('lists the matching items of a row with price, availability and why they matched; none for a row without stock', async () => {
    openDraft();
    const table = await screen.findByRole('table', { name: 'Dal tuo magazzino: Pastiglie freno' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => nbsp(cell.textContent))),
    ).toEqual([
      ['Codice OE', 'Marca', 'Condizione', 'Prezzo netto', 'Disponibili', 'Trovato per', 'Azioni'],
      ['BRE-P85Pastiglie anteriori', 'Brembo', 'Nuovo', '38,50 €', '1', 'ricambio, marca', 'Aggiungi'],
      ['BRE-P85', 'Brembo', 'Usato', '12,00 €', '4', 'ricambio', 'Aggiungi'],
    ]);
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.url.pathname === '/api/dealer/7/stock/suggestions' && r.url.searchParams.get('submission_row_id') === '1',
        ),
      ).toBe(true),
    );
    expect(within(region('Faro anteriore')).queryByText('Dal tuo magazzino')).toBeNull();
    // Labelled apart from the price memory.
    expect(within(region('Pastiglie freno')).queryByText('I tuoi ultimi prezzi')).toBeNull();
  });

  it('searches by the OE code typed in the option being started', async () => {
    openDraft();
    await screen.findByRole('table', { name: 'Dal tuo magazzino: Pastiglie freno' });
    const user = userEvent.setup();
    await user.type(within(option('Pastiglie freno', 1)).getByLabelText(/Codice OE/), 'bre');
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.url.pathname === '/api/dealer/7/stock/suggestions' && r.url.searchParams.get('q') === 'bre',
        ),
      ).toBe(true),
    );
    const table = screen.getByRole('table', { name: 'Dal tuo magazzino: Pastiglie freno' });
    await waitFor(() =>
      expect(nbsp(within(table).getAllByRole('row')[1].textContent)).toContain('codice, ricambio, marca'),
    );
  });

  it('"Aggiungi" fills the option in one click (codes, brand, condition, prices, discount, VAT, the quantity asked), then adds a second', async () => {
    openDraft();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: /^Aggiungi BRE-P85 Brembo \(38,50\s€\) come opzione per Pastiglie freno$/,
      }),
    );
    const first = option('Pastiglie freno', 1);
    expect(within(first).getByLabelText(/Codice OE/)).toHaveValue('BRE-P85');
    expect(within(first).getByLabelText(/Codice articolo/)).toHaveValue('P85020');
    expect(within(first).getByLabelText(/^Marca/)).toHaveValue('Brembo');
    expect(within(first).getByLabelText(/Condizione/)).toHaveValue('new');
    expect(within(first).getByLabelText(/Prezzo netto/)).toHaveValue('38,50');
    expect(within(first).getByLabelText(/Prezzo di listino/)).toHaveValue('55,00');
    expect(within(first).getByLabelText(/Sconto/)).toHaveValue(30);
    expect(within(first).getByLabelText(/IVA/)).toHaveValue('22');
    expect(within(first).getByLabelText(/Quantità/)).toHaveValue(2);
    await waitFor(() => expect(within(first).getByLabelText(/Quantità/)).toHaveFocus());

    await user.click(screen.getByRole('button', { name: /^Aggiungi BRE-P85 Brembo \(12,00\s€\)/ }));
    const second = option('Pastiglie freno', 2);
    expect(within(second).getByLabelText(/Condizione/)).toHaveValue('used');
    expect(within(second).getByLabelText(/IVA/)).toHaveValue('10');
    expect(within(second).getByLabelText(/Prezzo di listino/)).toHaveValue('');
  });

  it('"Conferma invio" warns when a quantity exceeds the available stock, and the sent quotation carries the item', async () => {
    let received: HandlerContext<'quotationNew'>['body'] | null = null;
    server.use(handle('quotationNew', ({ body }) => ((received = body), quotationIn('pending'))));
    openDraft();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Aggiungi BRE-P85 Brembo \(38,50\s€\)/ }));
    // The front light: typed by hand, no stock.
    const light = option('Faro anteriore', 1);
    await user.type(within(light).getByLabelText(/Codice OE/), 'FA-1');
    await user.type(within(light).getByLabelText(/^Marca/), 'Hella');
    await user.type(within(light).getByLabelText(/Prezzo netto/), '80');
    await user.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    const review = await screen.findByRole('dialog', { name: 'Conferma invio' });
    const warning = within(review).getByRole('alert');
    expect(warning).toHaveTextContent(
      'Pastiglie freno, opzione 1: quantità 2 ma in magazzino ne hai 1 disponibili (BRE-P85 Brembo).',
    );
    expect(warning).not.toHaveTextContent('Faro anteriore');
    await user.click(within(review).getByRole('button', { name: 'Conferma e invia' }));
    await waitFor(() => expect(received).not.toBeNull());
    const sent = received!.quotation_rows;
    const rows = (typeof sent === 'string' ? JSON.parse(sent) : sent) as Record<string, unknown>[];
    expect(rows.find((row) => row.submission_row_id === 2)).toMatchObject({
      part_code: 'BRE-P85',
      item_code: 'P85020',
      brand: 'Brembo',
      net_price: 38.5,
      quantity: 2,
    });
  });

  it('no warning when the quantity is within the available stock', async () => {
    openDraft();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Aggiungi BRE-P85 Brembo \(38,50\s€\)/ }));
    const quantity = within(option('Pastiglie freno', 1)).getByLabelText(/Quantità/);
    await user.clear(quantity);
    await user.type(quantity, '1');
    const light = option('Faro anteriore', 1);
    await user.type(within(light).getByLabelText(/Codice OE/), 'FA-1');
    await user.type(within(light).getByLabelText(/^Marca/), 'Hella');
    await user.type(within(light).getByLabelText(/Prezzo netto/), '80');
    await user.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    const review = await screen.findByRole('dialog', { name: 'Conferma invio' });
    expect(within(review).queryByRole('alert')).toBeNull();
  });
});
