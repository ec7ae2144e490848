import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NewQuotationBody } from '../../contract';
import DraftsPage from '../../src/custom/drafts/DraftsPage';
import { createDraft, defaultOption, type Draft } from '../../src/custom/drafts/draftModel';
import { draftStore } from '../../src/custom/drafts/draftStore';
import { userFixture } from './fixtures';
import { quotationIn, renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { apiError, handle, requests, type HandlerContext } from './msw/handlers';
import { server } from './msw/server';

const dealer = userFixture({ id: 7 });

/** A draft of request 41 (rows 1 and 2) filled in and ready to send; row 1 has two options. */
function readyDraft(): Draft {
  const submission = requestWithRows({ id: 41, vehicle_id: 3, author_id: 99, submission_rows: requestWithRows().submission_rows.slice(0, 2) });
  const draft = createDraft(submission, [], dealer);
  const filled = (rowId: number, extra: Partial<ReturnType<typeof defaultOption>>) => ({
    ...defaultOption(rowId),
    part_code: `OE-${rowId}`,
    brand: 'Bosch',
    net_price: '20.50',
    ...extra,
  });
  draft.rows = [
    { submission_row_id: 1, options: [filled(1, { item_code: 'ART-9', notes: 'Originale' }), filled(1, { condition: 'used', net_price: '12', tax_import: '10', full_net_price: '30', discount: '15' })] },
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

const sendButton = () => screen.findByRole('button', { name: 'INVIA PREVENTIVO' });

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
    await screen.findByRole('dialog', { name: 'Preventivo inviato!' });

    expect(received).toMatchObject({ submission_id: 41, vehicle_id: 3, author_id: 99, dealer_id: 7, shipping_cost_flat: 9.9, shipping_cost_partial: 5 });
    const body = received as unknown as Record<string, unknown>;
    expect(typeof body.quotation_rows).toBe('string');
    expect(JSON.parse(body.quotation_rows as string)).toEqual([
      { submission_row_id: 1, quantity: 1, part_code: 'OE-1', item_code: 'ART-9', brand: 'Bosch', condition: 'new', notes: 'Originale', net_price: 20.5, tax_import: 22, full_net_price: null, discount: null },
      { submission_row_id: 1, quantity: 1, part_code: 'OE-1', item_code: null, brand: 'Bosch', condition: 'used', notes: null, net_price: 12, tax_import: 10, full_net_price: 30, discount: 15 },
      { submission_row_id: 2, quantity: 2, part_code: 'OE-2', item_code: null, brand: 'Bosch', condition: 'new', notes: null, net_price: 20.5, tax_import: 22, full_net_price: null, discount: null },
    ]);
    expect(NewQuotationBody.safeParse(received).success).toBe(true);
  });

  it('shows the saving modal, then the sent modal, and removes the draft; one request however often it is clicked', async () => {
    let release: () => void = () => undefined;
    server.use(handle('quotationNew', () => new Promise((resolve) => (release = () => resolve(quotationIn('pending'))))));
    openReadyDraft();
    const user = userEvent.setup();
    const button = await sendButton();
    await user.dblClick(button);
    expect(await screen.findByRole('dialog', { name: 'Salvataggio in corso' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    release();

    const sent = await screen.findByRole('dialog', { name: 'Preventivo inviato!' });
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(draftStore.get(41)).toBeUndefined();
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(within(sent).getByRole('button', { name: 'Vai agli inviati' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/sent');
  });

  it.each([
    ['the server message when it sends one', () => apiError(422, 'La richiesta è scaduta o non è più disponibile'), 'La richiesta è scaduta o non è più disponibile'],
    ['"Errore in invio preventivo" when there is no message (network failure)', () => HttpResponse.error(), 'Errore in invio preventivo'],
  ])('on failure shows "Oops..." with %s, keeps the draft and enables the button again', async (_name, reply, message) => {
    server.use(handle('quotationNew', reply));
    const draft = openReadyDraft();
    const user = userEvent.setup();
    await user.click(await sendButton());

    const alert = await screen.findByRole('alertdialog', { name: 'Oops...' });
    expect(alert).toHaveTextContent(message);
    expect(draftStore.get(41)?.rows).toEqual(draft.rows);
    await user.click(within(alert).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await sendButton()).toBeEnabled();
    expect(screen.getAllByLabelText(/Codice OE/)[0]).toHaveValue('OE-1');
  });

  it('does not send while the form has errors', async () => {
    signIn(dealer);
    draftStore.add(createDraft(requestWithRows(), [], dealer));
    server.use(handle('submission', () => requestWithRows()));
    renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
    const user = userEvent.setup();
    await user.click(await sendButton());
    await screen.findByText('Controlla i campi evidenziati.');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
