import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PriceMemoryEntry, Submission } from '../../contract';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft, defaultOption, type DraftOption } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { userFixture } from './fixtures';
import { renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';

/** Euro as Testing Library reads it (its matchers turn the non-breaking space into a space). */
const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const dealer = userFixture({ id: 7 });

const entry = (overrides: Partial<PriceMemoryEntry> = {}): PriceMemoryEntry => ({
  quotation_id: 321,
  created_at: '2026-02-10T09:30:00.000Z',
  manufacturer_id: 1,
  model: 'Panda',
  brand: 'Valeo',
  condition: 'used',
  net_price: 74.5,
  tax_import: 10,
  discount: 15,
  outcome: 'accepted',
  ...overrides,
});

/** The first two rows of the request (front light: part 101; brake pads: part 102), a draft of it open. */
function openDraft(history: Record<number, PriceMemoryEntry[]>, options: Partial<DraftOption>[] | null = null) {
  signIn(dealer);
  const submission: Submission = requestWithRows();
  submission.submission_rows = submission.submission_rows.slice(0, 2);
  const draft = createDraft(submission, [], dealer);
  if (options)
    draft.rows[0].options = options.map((o) => ({ ...defaultOption(draft.rows[0].submission_row_id), ...o }));
  draftStore.add(draft);
  server.use(
    handle('submission', () => submission),
    handle('priceMemory', ({ query }) => ({ data: history[Number(query.part_id)] ?? [] })),
  );
  return { submission, ...renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' }) };
}

const lightHistory = () => ({
  101: [
    entry(),
    entry({
      quotation_id: 300,
      created_at: '2026-01-05T09:00:00.000Z',
      manufacturer_id: 2,
      model: 'Golf',
      brand: 'Hella',
      condition: 'new',
      net_price: 120,
      tax_import: 22,
      discount: null,
      outcome: 'not-chosen',
    }),
    entry({ quotation_id: 299, brand: 'Magneti Marelli', outcome: 'pending' }),
    entry({ quotation_id: 298, brand: 'TYC', outcome: 'expired' }),
  ],
});

/** A "Riusa" button of the front light's price memory (queried inside its table: names are costly to compute). */
async function reuseButton(name: RegExp) {
  const table = await screen.findByRole('table', { name: 'I tuoi ultimi prezzi: Faro anteriore' });
  return within(table).getByRole('button', { name });
}

const option = (n: number) =>
  within(screen.getByRole('region', { name: 'Faro anteriore' })).getByRole('group', { name: `Opzione ${n}` });

describe('"I tuoi ultimi prezzi" in the drafts editor', () => {
  it('lists the last prices for the part with date, brand, condition, net price, VAT and outcome', async () => {
    const { submission } = openDraft(lightHistory());
    const table = await screen.findByRole('table', { name: 'I tuoi ultimi prezzi: Faro anteriore' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => nbsp(cell.textContent)));
    expect(rows).toEqual([
      ['Data', 'Marca', 'Condizione', 'Prezzo netto', 'IVA', 'Esito', 'Azioni'],
      ['10/02/2026stesso veicolo', 'Valeo', 'Usato', '74,50 €', '10%', 'Accettato', 'Riusa'],
      ['05/01/2026', 'Hella', 'Nuovo', '120,00 €', '22%', 'Non scelto', 'Riusa'],
      ['10/02/2026stesso veicolo', 'Magneti Marelli', 'Usato', '74,50 €', '10%', 'In attesa', 'Riusa'],
      ['10/02/2026stesso veicolo', 'TYC', 'Usato', '74,50 €', '10%', 'Scaduto', 'Riusa'],
    ]);
    const call = requests.find(
      (r) => r.url.pathname === '/api/dealer/7/price-memory' && r.url.searchParams.get('part_id') === '101',
    );
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      part_id: '101',
      manufacturer_id: String(submission.vehicle.manufacturer_id),
      model: submission.vehicle.model,
    });
  });

  it('shows nothing for a part without history', async () => {
    openDraft(lightHistory());
    await screen.findByRole('table', { name: 'I tuoi ultimi prezzi: Faro anteriore' });
    await waitFor(() => expect(requests.some((r) => r.url.searchParams.get('part_id') === '102')).toBe(true));
    const pads = screen.getByRole('region', { name: 'Pastiglie freno' });
    expect(within(pads).queryByRole('table')).toBeNull();
    expect(within(pads).queryByText('I tuoi ultimi prezzi')).toBeNull();
  });

  it('"Riusa" fills the option by keyboard and moves the focus to the code still to write', async () => {
    openDraft(lightHistory());
    const user = userEvent.setup();
    const reuse = await reuseButton(/^Riusa il prezzo del 10\/02\/2026 \(Valeo, 74,50\s€\) per Faro anteriore$/);
    reuse.focus();
    await user.keyboard('{Enter}');
    const first = option(1);
    expect(within(first).getByLabelText(/^Marca/)).toHaveValue('Valeo');
    expect(within(first).getByLabelText(/Condizione/)).toHaveValue('used');
    expect(within(first).getByLabelText(/Prezzo netto/)).toHaveValue('74,50');
    expect(within(first).getByLabelText(/IVA/)).toHaveValue('10');
    expect(within(first).getByLabelText(/Sconto/)).toHaveValue(15);
    expect(within(first).getByLabelText(/Quantità/)).toHaveValue(1);
    await waitFor(() => expect(within(first).getByLabelText(/Codice OE/)).toHaveFocus());
    // Filled without typing, the labels float above their values instead of lying over them.
    for (const label of [/^Marca/, /Prezzo netto/, /Sconto/]) {
      const input = within(first).getByLabelText(label) as HTMLInputElement;
      expect(input.labels?.[0], String(label)).toHaveAttribute('data-shrink', 'true');
    }
  });

  it('never overwrites a price already typed: "Riusa" then adds an option', async () => {
    openDraft(lightHistory(), [{ part_code: 'OE-1', brand: 'Bosch', net_price: '90' }]);
    const user = userEvent.setup();
    await user.click(await reuseButton(/^Riusa il prezzo del 05\/01\/2026 \(Hella/));
    expect(within(option(1)).getByLabelText(/^Marca/)).toHaveValue('Bosch');
    const second = option(2);
    expect(within(second).getByLabelText(/^Marca/)).toHaveValue('Hella');
    expect(within(second).getByLabelText(/Prezzo netto/)).toHaveValue('120,00');
    expect(within(second).getByLabelText(/IVA/)).toHaveValue('22');
    expect(within(second).getByLabelText(/Sconto/)).toHaveValue(null);
    await waitFor(() => expect(within(second).getByLabelText(/Codice OE/)).toHaveFocus());
  });

  it('fills an option with only its code typed, keeping the code, and focuses the price', async () => {
    openDraft(lightHistory(), [{ part_code: 'OE-77' }]);
    const user = userEvent.setup();
    await user.click(await reuseButton(/^Riusa il prezzo del 05\/01\/2026 \(Hella/));
    const first = option(1);
    expect(within(first).getByLabelText(/Codice OE/)).toHaveValue('OE-77');
    expect(within(first).getByLabelText(/^Marca/)).toHaveValue('Hella');
    await waitFor(() => expect(within(first).getByLabelText(/Prezzo netto/)).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Opzione 2' })).toBeNull();
  });
});
