import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NewQuotationBody } from '../../contract';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft, defaultOption, type Draft } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { userFixture } from './fixtures';
import { quotationIn, renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { apiError, handle, requests, type HandlerContext } from './msw/handlers';
import { server } from './msw/server';

const dealer = userFixture({ id: 7 });

/** A draft of request 41 (rows 1 and 2) filled in and ready to send; row 1 has two options. */
function readyDraft(): Draft {
  const submission = requestWithRows({
    id: 41,
    vehicle_id: 3,
    author_id: 99,
    submission_rows: requestWithRows().submission_rows.slice(0, 2),
  });
  const draft = createDraft(submission, [], dealer);
  const filled = (rowId: number, extra: Partial<ReturnType<typeof defaultOption>>) => ({
    ...defaultOption(rowId),
    part_code: `OE-${rowId}`,
    brand: 'Bosch',
    net_price: '20.50',
    ...extra,
  });
  draft.rows = [
    {
      submission_row_id: 1,
      options: [
        filled(1, { item_code: 'ART-9', notes: 'Originale' }),
        filled(1, { condition: 'used', net_price: '12', tax_import: '10', full_net_price: '30', discount: '15' }),
      ],
    },
    { submission_row_id: 2, options: [filled(2, { quantity: '2' })] },
  ];
  draft.shipping_cost_flat = '9.90';
  draft.shipping_cost_partial = '5';
  return draft;
}

function openReadyDraft() {
  signIn(dealer);
  const draft = readyDraft();
  draftStore.add(draft);
  server.use(handle('submission', () => draft.submission));
  renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
  return draft;
}

const sendButton = () => screen.findByRole('button', { name: 'Invia preventivo' });

/** INVIA PREVENTIVO opens "Conferma invio"; only its confirm button sends. */
async function confirmSend(user: ReturnType<typeof userEvent.setup>) {
  const review = await screen.findByRole('dialog', { name: 'Conferma invio' });
  await user.click(within(review).getByRole('button', { name: 'Conferma e invia' }));
}

describe('sending a quotation', () => {
  it('PUTs the SPEC §7 payload: ids, fees and the options as a JSON string', async () => {
    let received: HandlerContext<'quotationNew'>['body'] | null = null;
    server.use(
      handle('quotationNew', ({ body }) => {
        received = body;
        return quotationIn('pending');
      }),
    );
    openReadyDraft();
    const user = userEvent.setup();
    await user.click(await sendButton());
    await confirmSend(user);
    await screen.findByRole('dialog', { name: 'Preventivo inviato!' });

    expect(received).toMatchObject({
      submission_id: 41,
      vehicle_id: 3,
      author_id: 99,
      dealer_id: 7,
      shipping_cost_flat: 9.9,
      shipping_cost_partial: 5,
    });
    const body = received as unknown as Record<string, unknown>;
    expect(typeof body.quotation_rows).toBe('string');
    expect(JSON.parse(body.quotation_rows as string)).toEqual([
      {
        submission_row_id: 1,
        quantity: 1,
        part_code: 'OE-1',
        item_code: 'ART-9',
        brand: 'Bosch',
        condition: 'new',
        notes: 'Originale',
        net_price: 20.5,
        tax_import: 22,
        full_net_price: null,
        discount: null,
      },
      {
        submission_row_id: 1,
        quantity: 1,
        part_code: 'OE-1',
        item_code: null,
        brand: 'Bosch',
        condition: 'used',
        notes: null,
        net_price: 12,
        tax_import: 10,
        full_net_price: 30,
        discount: 15,
      },
      {
        submission_row_id: 2,
        quantity: 2,
        part_code: 'OE-2',
        item_code: null,
        brand: 'Bosch',
        condition: 'new',
        notes: null,
        net_price: 20.5,
        tax_import: 22,
        full_net_price: null,
        discount: null,
      },
    ]);
    expect(NewQuotationBody.safeParse(received).success).toBe(true);
  });

  it('shows the saving modal, then the sent modal, and removes the draft; one request however often it is clicked', async () => {
    let release: () => void = () => undefined;
    server.use(
      handle('quotationNew', () => new Promise((resolve) => (release = () => resolve(quotationIn('pending'))))),
    );
    openReadyDraft();
    const user = userEvent.setup();
    const button = await sendButton();
    await user.dblClick(button);
    const review = await screen.findByRole('dialog', { name: 'Conferma invio' });
    await user.dblClick(within(review).getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByRole('dialog', { name: 'Salvataggio in corso' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    release();

    const sent = await screen.findByRole('dialog', { name: 'Preventivo inviato!' });
    expect(requests.filter((r) => r.method === 'PUT' && r.url.pathname === '/api/quotation/new')).toHaveLength(1);
    expect(draftStore.get(41)).toBeUndefined();
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(within(sent).getByRole('button', { name: 'Vai agli inviati' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/sent');
  });

  it.each([
    [
      'the server message when it sends one',
      () => apiError(422, 'La richiesta è scaduta o non è più disponibile'),
      'La richiesta è scaduta o non è più disponibile',
    ],
    [
      '"Errore in invio preventivo" when there is no message (network failure)',
      () => HttpResponse.error(),
      'Errore in invio preventivo',
    ],
  ])(
    'on failure shows "Oops..." with %s, keeps the draft and enables the button again',
    async (_name, reply, message) => {
      server.use(handle('quotationNew', reply));
      const draft = openReadyDraft();
      const user = userEvent.setup();
      await user.click(await sendButton());
      await confirmSend(user);

      const alert = await screen.findByRole('alertdialog', { name: 'Oops...' });
      expect(alert).toHaveTextContent(message);
      expect(draftStore.get(41)?.rows).toEqual(draft.rows);
      await user.click(within(alert).getByRole('button', { name: 'Chiudi' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(await sendButton()).toBeEnabled();
      expect(screen.getAllByLabelText(/Codice OE/)[0]).toHaveValue('OE-1');
    },
  );

  it('does not send while the form has errors', async () => {
    signIn(dealer);
    draftStore.add(createDraft(requestWithRows(), [], dealer));
    server.use(handle('submission', () => requestWithRows()));
    renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
    const user = userEvent.setup();
    await user.click(await sendButton());
    await screen.findByText('Controlla i campi evidenziati.');
    expect(requests.some((r) => r.method === 'PUT' && r.url.pathname === '/api/quotation/new')).toBe(false);
  });

  it('"Conferma invio" shows the options and the totals with VAT and shipping; cancel sends nothing and keeps the form', async () => {
    openReadyDraft();
    const user = userEvent.setup();
    await user.click(await sendButton());
    const review = await screen.findByRole('dialog', { name: 'Conferma invio' });
    // Row 1: 20,50 + 22% = 25,01 vs 12 + 10% = 13,20 → the second counts; row 2: 2 × 20,50 + 22%; shipping 9,90 + 22%.
    expect(within(review).getByText(/Opzione 2: Bosch, Usato, quantità 1 — nel totale/)).toBeInTheDocument();
    expect(within(review).getAllByText('20,50 € + IVA 22%')).toHaveLength(2);
    expect(review).toHaveTextContent('Totale IVA inclusa');
    expect(review).toHaveTextContent('75,30 €');
    expect(within(review).queryByRole('alert')).toBeNull();
    await user.click(within(review).getByRole('button', { name: 'Torna a modificare' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma invio' })).toBeNull());
    expect(requests.some((r) => r.method === 'PUT' && r.url.pathname === '/api/quotation/new')).toBe(false);
    expect(screen.getAllByLabelText(/Codice OE/)[0]).toHaveValue('OE-1');
  });

  it('"Conferma invio" warns for a net price above the list price and a 0 € option', async () => {
    signIn(dealer);
    const draft = readyDraft();
    draft.rows[0].options[1] = {
      ...draft.rows[0].options[1],
      net_price: '45,00',
      full_net_price: '30,00',
      discount: '',
    };
    draft.rows[1].options[0] = { ...draft.rows[1].options[0], net_price: '0' };
    draftStore.add(draft);
    server.use(handle('submission', () => draft.submission));
    renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
    const user = userEvent.setup();
    await user.click(await sendButton());
    const warning = within(await screen.findByRole('dialog', { name: 'Conferma invio' })).getByRole('alert');
    expect(warning).toHaveTextContent(
      'opzione 2: il prezzo netto (45,00 €) è più alto del prezzo di listino (30,00 €).',
    );
    expect(warning).toHaveTextContent('opzione 1: il prezzo è 0 €.');
  });

  it('reads 45,50 typed in Prezzo netto as 45.5, shows it the Italian way and sends 45.5 (never 4550)', async () => {
    let received: HandlerContext<'quotationNew'>['body'] | null = null;
    server.use(handle('quotationNew', ({ body }) => ((received = body), quotationIn('pending'))));
    openReadyDraft();
    const user = userEvent.setup();
    const price = (await screen.findAllByLabelText(/Prezzo netto/))[0];
    await user.clear(price);
    await user.type(price, '1.234,56');
    await user.tab();
    expect(price).toHaveValue('1.234,56');
    await user.clear(price);
    await user.type(price, '45.50');
    await user.tab();
    expect(price).toHaveValue('45,50');
    await user.clear(price);
    await user.type(price, '45,50');
    await user.tab();
    expect(price).toHaveValue('45,50');
    await user.click(await sendButton());
    await confirmSend(user);
    await screen.findByRole('dialog', { name: 'Preventivo inviato!' });
    const rows = JSON.parse((received as unknown as { quotation_rows: string }).quotation_rows) as {
      net_price: number;
    }[];
    expect(rows[0].net_price).toBe(45.5);
  });
});
