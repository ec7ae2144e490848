import { screen, waitFor, within } from '@testing-library/react';
import { labelOfControl, namedMessage } from '../../src/ui/forms/formErrors';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quotationTotals, type PricedOption, type Submission } from '../../contract';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft, defaultOption, type DraftOption } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { formatCurrency } from '../../src/ui/format';
import { userFixture } from './fixtures';
import { renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { handle } from './msw/handlers';
import { server } from './msw/server';

const dealer = userFixture({ id: 7, default_flat_fee: 10, default_partial_fee: 6 });

function openDraft(
  submission: Submission,
  rows: Partial<DraftOption>[][] | null = null,
  fees?: { flat: string; partial: string },
) {
  signIn(dealer);
  const draft = createDraft(submission, [], dealer);
  if (rows)
    draft.rows = draft.rows.map((row, i) => ({
      ...row,
      options: rows[i].map((o) => ({ ...defaultOption(row.submission_row_id), ...o })),
    }));
  if (fees) Object.assign(draft, { shipping_cost_flat: fees.flat, shipping_cost_partial: fees.partial });
  draftStore.add(draft);
  server.use(handle('submission', () => submission));
  return renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
}

const oneRow = () => requestWithRows({ submission_rows: [requestWithRows().submission_rows[0]] });
const rowRegion = (name: string) => screen.getByRole('region', { name });
const send = () => screen.getByRole('button', { name: 'Invia preventivo' });

/** The error text under a field (MUI helper text, linked by aria-describedby). */
function errorOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

describe('quotation form: validation (SPEC §5)', () => {
  it('requires part code, brand and price, and explains every rule with the contract messages', async () => {
    openDraft(oneRow());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invia preventivo' }));

    const option = within(rowRegion('Faro anteriore')).getByRole('group', { name: 'Opzione 1' });
    // Each message names its field, as every form's does.
    await waitFor(() =>
      expect(errorOf(within(option).getByLabelText(/Codice OE/))).toBe('Codice OE: campo obbligatorio'),
    );
    expect(errorOf(within(option).getByLabelText(/^Marca/))).toBe('Marca: campo obbligatorio');
    expect(errorOf(within(option).getByLabelText(/Prezzo netto/))).toBe('Prezzo netto (€): campo obbligatorio');
    expect(screen.getByText('Controlla i campi evidenziati.')).toBeInTheDocument();

    const cases: [RegExp, string, string][] = [
      [/Quantità/, '0', 'Il valore minimo è 1'],
      [/Quantità/, '1.5', 'Inserisci un numero intero'],
      // Amounts are read the Italian way (contract/amounts.ts): what cannot be read for sure is refused, never scaled.
      [
        /Prezzo netto/,
        '-1',
        'Importo non leggibile: scrivi ad esempio 45,50 oppure 1.234,56 (al massimo due decimali)',
      ],
      [
        /Prezzo netto/,
        '12,345',
        'Importo non leggibile: scrivi ad esempio 45,50 oppure 1.234,56 (al massimo due decimali)',
      ],
      [
        /Prezzo di listino/,
        '-5',
        'Importo non leggibile: scrivi ad esempio 45,50 oppure 1.234,56 (al massimo due decimali)',
      ],
      [/Sconto/, '-1', 'Il valore minimo è 0'],
      [/Sconto/, '2.5', 'Inserisci un numero intero'],
    ];
    for (const [label, value, message] of cases) {
      const input = within(option).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
      await waitFor(() =>
        expect(errorOf(input), `${label} = ${value} (${(input as HTMLInputElement).value})`).toBe(
          namedMessage(labelOfControl(input)!, message),
        ),
      );
    }
  }, 40_000);

  it('accepts a complete option: optional fields may stay empty, VAT 10 and every condition are allowed', async () => {
    openDraft(oneRow(), null);
    const user = userEvent.setup();
    const option = within(await screen.findByRole('region', { name: 'Faro anteriore' })).getByRole('group', {
      name: 'Opzione 1',
    });
    expect(within(option).getByLabelText(/Quantità/)).toHaveValue(1);
    expect(within(option).getByLabelText(/IVA/)).toHaveValue('22');
    expect(within(option).getByLabelText(/Condizione/)).toHaveValue('new');
    expect(
      within(within(option).getByLabelText(/Condizione/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nuovo', 'Usato', 'Ricondizionato']);
    expect(
      within(within(option).getByLabelText(/IVA/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['22%', '10%']);
    await user.type(within(option).getByLabelText(/Codice OE/), 'OE-1');
    await user.type(within(option).getByLabelText(/^Marca/), 'Valeo');
    await user.type(within(option).getByLabelText(/Prezzo netto/), '10.5');
    await user.selectOptions(within(option).getByLabelText(/IVA/), '10');
    await user.selectOptions(within(option).getByLabelText(/Condizione/), 'used');
    server.use(handle('quotationNew', () => new Promise(() => undefined)));
    await user.click(send());
    const review = await screen.findByRole('dialog', { name: 'Conferma invio' });
    expect(within(review).getByText('10,50 € + IVA 10%')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByRole('dialog', { name: 'Salvataggio in corso' })).toBeInTheDocument();
  });
});

describe('quotation form: options and shipping fields', () => {
  it('adds options per row; the delete control shows only with more than one option', async () => {
    openDraft(requestWithRows());
    const user = userEvent.setup();
    const lights = await screen.findByRole('region', { name: 'Faro anteriore' });
    expect(within(lights).queryByRole('button', { name: /Elimina opzione/ })).toBeNull();

    await user.click(within(lights).getByRole('button', { name: 'Aggiungi opzione: Faro anteriore' }));
    expect(within(lights).getAllByRole('group')).toHaveLength(2);
    expect(within(lights).getByRole('group', { name: 'Opzione 2' })).toBeInTheDocument();
    expect(within(lights).getAllByRole('button', { name: /Elimina opzione/ })).toHaveLength(2);
    expect(within(rowRegion('Pastiglie freno')).getAllByRole('group')).toHaveLength(1);

    await user.type(within(lights).getAllByLabelText(/Codice OE/)[1], 'SECOND');
    await user.click(within(lights).getByRole('button', { name: 'Elimina opzione 1 di Faro anteriore' }));
    expect(within(lights).getAllByRole('group')).toHaveLength(1);
    expect(within(lights).getByLabelText(/Codice OE/)).toHaveValue('SECOND');
    expect(within(lights).queryByRole('button', { name: /Elimina opzione/ })).toBeNull();
  });

  it('asks the partial shipping fee only with more than one row; both default from the profile', async () => {
    const view = openDraft(oneRow());
    expect(await screen.findByLabelText(/Spedizione completa/)).toHaveValue('10,00');
    expect(screen.queryByLabelText(/Spedizione parziale/)).toBeNull();
    view.unmount();
    draftStore.remove(41);

    openDraft(requestWithRows());
    expect(await screen.findByLabelText(/Spedizione completa/)).toHaveValue('10,00');
    expect(screen.getByLabelText(/Spedizione parziale/)).toHaveValue('6,00');
  });

  it('requires the shipping fees shown, in cents', async () => {
    openDraft(requestWithRows(), null, { flat: '', partial: '1,234' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invia preventivo' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/Spedizione completa/))).toBe('Spedizione completa (€): campo obbligatorio'),
    );
    expect(errorOf(screen.getByLabelText(/Spedizione parziale/))).toBe(
      'Spedizione parziale (€): importo non leggibile: scrivi ad esempio 45,50 oppure 1.234,56 (al massimo due decimali)',
    );
  });
});

type Opt = Pick<PricedOption, 'quantity' | 'net_price' | 'tax_import'>;
const totalsCases: { name: string; rows: Opt[][]; flat: number }[] = [
  { name: 'one option, VAT 22, shipping', rows: [[{ quantity: 1, net_price: 100, tax_import: 22 }]], flat: 10 },
  {
    name: 'cheapest option (with VAT) per row: VAT 10 beats a lower net price at VAT 22',
    rows: [
      [
        { quantity: 1, net_price: 95, tax_import: 22 },
        { quantity: 1, net_price: 100, tax_import: 10 },
      ],
      [{ quantity: 3, net_price: 19.99, tax_import: 22 }],
    ],
    flat: 7.5,
  },
  {
    name: 'rounding to cents per line',
    rows: [[{ quantity: 3, net_price: 0.33, tax_import: 22 }], [{ quantity: 7, net_price: 1.15, tax_import: 10 }]],
    flat: 0.05,
  },
  { name: 'free shipping', rows: [[{ quantity: 2, net_price: 49.9, tax_import: 10 }]], flat: 0 },
];

describe('quotation form: running totals', () => {
  it.each(totalsCases)('equal the contract quotationTotals: $name', async ({ rows, flat }) => {
    const submission = requestWithRows({ submission_rows: requestWithRows().submission_rows.slice(0, rows.length) });
    const asText = (o: Opt): Partial<DraftOption> => ({
      quantity: String(o.quantity),
      net_price: String(o.net_price),
      tax_import: String(o.tax_import),
    });
    openDraft(
      submission,
      rows.map((options) => options.map(asText)),
      { flat: String(flat), partial: '1' },
    );
    const expected = quotationTotals({
      options: rows.flatMap((options, i) =>
        options.map((o) => ({ ...o, submission_row_id: submission.submission_rows[i].id })),
      ),
      shippingFlat: flat,
    });
    const summary = await screen.findByRole('region', { name: 'Riepilogo' });
    const amount = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(amount('Imponibile ricambi')).toBe(formatCurrency(expected.subtotal));
    expect(amount('IVA ricambi')).toBe(formatCurrency(expected.items_tax));
    expect(amount('Spedizione completa')).toBe(formatCurrency(expected.shipping));
    expect(amount('IVA spedizione (22%)')).toBe(formatCurrency(expected.shipping_tax));
    expect(amount('Totale IVA inclusa')).toBe(formatCurrency(expected.total));
  });

  it('update live as prices are typed; options without a price are not counted', async () => {
    openDraft(oneRow(), null, { flat: '10', partial: '' });
    const user = userEvent.setup();
    const summary = await screen.findByRole('region', { name: 'Riepilogo' });
    const total = () => within(summary).getByText('Totale IVA inclusa').nextElementSibling?.textContent;
    expect(total()).toBe(formatCurrency(12.2));
    await user.type(screen.getByLabelText(/Prezzo netto/), '100');
    expect(total()).toBe(formatCurrency(134.2));
    await user.clear(screen.getByLabelText(/Quantità/));
    await user.type(screen.getByLabelText(/Quantità/), '2');
    expect(total()).toBe(formatCurrency(256.2));
  });
});
