import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract';
import type { DealerReturn, DealerReturnSummary } from '../../contract/returns';
import { formatDateTime } from '../../src/ui/format';
import { dealerWith } from './fixtures';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

/* "Resi" (/resi): the tabs with the summary's counts, the list with its filters in the URL, a return's detail with the
   answer's deadline, and the steps, each confirmed: Accetta / Rifiuta with a reason, Reso ricevuto with the condition,
   Rimborsa (online) or Segna come rimborsato (offline, with how) with the amount typed the Italian way. */

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Amounts as the formatter writes them: a no-break space before the euro sign. */
const eur = (text: string) => text.replace(/ €/g, '\u00a0€');

const owner = (): User => dealerWith('active');
const person = (role: 'quoter' | 'shipping' | 'billing'): User => ({
  ...owner(),
  staff: { id: 90, email: 'paola@ricambirossi.example', name: 'Paola', surname: 'Verdi', role },
});

const item = (patch: Partial<DealerReturn> = {}): DealerReturn => ({
  id: 31,
  quotation_id: 501,
  quotation_code: 'PRV-000501',
  state: 'requested',
  reason: 'non_compatibile',
  note: 'Il connettore è diverso',
  photos: ['/media/upload-0123456789abcdef0123456789abcdef.png'],
  rows: [
    {
      quotation_row_id: 901,
      part_name: 'Faro anteriore',
      part_code: 'V-2',
      brand: 'Valeo',
      quantity: 1,
      unit_price: 1234.56,
      amount: 1234.56,
    },
  ],
  amount: 1234.56,
  payment_type: 'online',
  created_at: '2026-11-26T09:00:00.000Z',
  answer_due_at: '2099-11-30T09:00:00.000Z',
  answered_at: null,
  auto_accepted: false,
  refuse_reason: null,
  label: null,
  received_at: null,
  received_condition: null,
  refunded_at: null,
  refund_amount: null,
  refund_method: null,
  dispute: null,
  dispute_available_at: null,
  timeline: [{ kind: 'requested', actor: 'customer', actor_name: null, note: null, at: '2026-11-26T09:00:00.000Z' }],
  customer_name: 'Giulia Bianchi',
  customer_email: 'giulia@example.com',
  business_buyer: false,
  received_note: null,
  refund_note: null,
  fee_credit: null,
  credit_note_number: null,
  may_answer: true,
  may_receive: false,
  may_refund: false,
  ...patch,
});

const summary = (patch: Partial<DealerReturnSummary> = {}): DealerReturnSummary => ({
  awaiting_answer: 1,
  to_receive: 0,
  to_refund: 2,
  disputes_open: 0,
  ...patch,
});

const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, per_page: 25, last_page: 1 });

/** The company's returns as the server keeps them: each step answers the updated return and moves it on. */
function serveReturns(start: DealerReturn[], counts = summary(), mayRefund = true) {
  const state = { items: start, bodies: [] as { step: string; body: unknown }[] };
  const step = (name: string, id: number, body: unknown, patch: Partial<DealerReturn>) => {
    state.bodies.push({ step: name, body });
    state.items = state.items.map((r) => (r.id === id ? { ...r, ...patch } : r));
    return state.items.find((r) => r.id === id)!;
  };
  server.use(
    handle('dealerReturns', ({ query }) => page(state.items.filter((r) => !query.state || r.state === query.state))),
    handle('dealerReturnSummary', () => counts),
    handle('dealerReturn', ({ params }) => state.items.find((r) => r.id === params.returnId)!),
    handle('dealerReturnAccept', ({ params }) =>
      step('accept', params.returnId, null, {
        state: 'accepted',
        may_answer: false,
        may_receive: true,
        label: { courier: 'demo', tracking_number: 'DEMO123456' },
      }),
    ),
    handle('dealerReturnRefuse', ({ params, body }) =>
      step('refuse', params.returnId, body, { state: 'refused', may_answer: false, refuse_reason: body.reason }),
    ),
    handle('dealerReturnReceived', ({ params, body }) =>
      step('received', params.returnId, body, {
        state: 'received',
        may_receive: false,
        may_refund: mayRefund,
        received_at: '2026-11-28T10:00:00.000Z',
        received_condition: body.condition,
      }),
    ),
    handle('dealerReturnRefund', ({ params, body }) =>
      step('refund', params.returnId, body, {
        state: 'refunded',
        may_refund: false,
        refunded_at: '2026-11-28T11:00:00.000Z',
        refund_amount: Number(body.amount),
        refund_method: body.method ?? 'provider',
        fee_credit: 1.5,
        credit_note_number: 'NC-2026-000004',
      }),
    ),
  );
  return state;
}

beforeEach(() => {
  server.use(handle('methodList', () => []));
});

describe('Resi (/resi)', () => {
  it('lists the returns with the tabs’ counts and the deadline; a tab filters the list through the URL', async () => {
    serveReturns([item(), item({ id: 32, quotation_code: 'PRV-000502', state: 'received', may_answer: false })]);
    const user = userEvent.setup();
    renderApp('/resi', owner());
    const table = await screen.findByRole('table', { name: 'Elenco dei resi' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'PRV-00050126/11/2026',
      'Giulia Bianchi',
      'Non compatibile',
      eur('1.234,56 €'),
      'In attesa di risposta',
      formatDateTime('2099-11-30T09:00:00.000Z'),
    ]);
    const tabs = screen.getByRole('group', { name: 'Stato dei resi' });
    expect(within(tabs).getByRole('button', { name: 'Da valutare (1)' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('button', { name: 'Da rimborsare (2)' }));
    await waitFor(() => expect(window.location.search).toBe('?state=received'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(requests.at(-1)?.url.searchParams.get('state')).toBe('received');
  });

  it('the nav entry carries the dot while returns await an answer', async () => {
    serveReturns([item()]);
    renderApp('/resi', owner());
    expect(await screen.findByRole('link', { name: 'Resi: ci sono resi da valutare' })).toBeInTheDocument();
  });

  it('"Accetta reso" asks first, then the return label is there', async () => {
    const state = serveReturns([item()]);
    const user = userEvent.setup();
    renderApp('/resi?id=31', owner());
    const detail = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    expect(detail).toHaveTextContent(`Rispondi entro il ${formatDateTime('2099-11-30T09:00:00.000Z')}`);
    await user.click(within(detail).getByRole('button', { name: 'Accetta reso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accettare il reso?' });
    expect(dialog).toHaveTextContent('(1.234,56 €)');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.bodies).toHaveLength(0);
    await user.click(within(detail).getByRole('button', { name: 'Accetta reso' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accettare il reso?' })).getByRole('button', {
        name: 'Accetta reso',
      }),
    );
    await screen.findByText('Reso accettato: l’etichetta è stata inviata al cliente.');
    expect(state.bodies.map((b) => b.step)).toEqual(['accept']);
    const updated = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    expect(await within(updated).findByText('Codice di tracciamento: DEMO123456')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Reso ricevuto' })).toBeInTheDocument();
  });

  it('"Rifiuta reso" wants a reason of 10 characters, named, before it sends', async () => {
    const state = serveReturns([item()]);
    const user = userEvent.setup();
    renderApp('/resi?id=31', owner());
    const detail = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    await user.click(within(detail).getByRole('button', { name: 'Rifiuta reso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare il reso?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ }), 'Usato');
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta reso' }));
    expect(
      await within(dialog).findByText('Motivo del rifiuto: indica perché rifiuti il reso (almeno 10 caratteri)'),
    ).toBeInTheDocument();
    expect(state.bodies).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ }), ' e montato sull’auto');
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta reso' }));
    await screen.findByText('Reso rifiutato.');
    expect(state.bodies).toEqual([{ step: 'refuse', body: { reason: 'Usato e montato sull’auto' } }]);
  });

  it('"Reso ricevuto" takes the condition; the warehouse may do it and sees no refund', async () => {
    // The server says the warehouse may not refund.
    const state = serveReturns([item({ state: 'accepted', may_answer: false, may_receive: true })], summary(), false);
    const user = userEvent.setup();
    renderApp('/resi?id=31', person('shipping'));
    const detail = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    await user.click(within(detail).getByRole('button', { name: 'Reso ricevuto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reso ricevuto' });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma ricezione' }));
    expect(
      await within(dialog).findByText('Condizioni del ricambio: indica in che condizioni è arrivato il ricambio'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Confezione aperta, ricambio integro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Conferma ricezione' }));
    await screen.findByText('Ricezione confermata.');
    expect(state.bodies).toEqual([{ step: 'received', body: { condition: 'opened', note: null } }]);
    expect(screen.queryByRole('button', { name: /Rimborsa|Segna come rimborsato/ })).toBeNull();
  });

  it('"Rimborsa" an online sale: a partial amount typed the Italian way, confirmed with it in full, sent once', async () => {
    const state = serveReturns([
      item({ state: 'received', may_answer: false, may_refund: true, received_at: '2026-11-28T10:00:00.000Z' }),
    ]);
    const user = userEvent.setup();
    renderApp('/resi?id=31', owner());
    const detail = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    await user.click(within(detail).getByRole('button', { name: 'Rimborsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimborsare il cliente?' });
    const amount = within(dialog).getByRole('textbox', { name: /Importo da rimborsare/ });
    expect(amount).toHaveValue('1.234,56');
    expect(within(dialog).queryByRole('combobox', { name: /Come hai rimborsato/ })).toBeNull();
    await user.clear(amount);
    await user.type(amount, '2.000');
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    expect(
      await within(dialog).findByText('Importo da rimborsare (€): non può superare 1.234,56 €'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '45,50');
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    const confirm = await screen.findByRole('dialog', { name: eur('Confermi il rimborso di 45,50 €?') });
    await user.click(within(confirm).getByRole('button', { name: 'Conferma il rimborso' }));
    await screen.findByText('Rimborso registrato: 45,50 €.');
    expect(state.bodies).toEqual([{ step: 'refund', body: { amount: 45.5, note: null } }]);
    const updated = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    expect(await within(updated).findByText(/Nota di credito NC-2026-000004/)).toBeInTheDocument();
    expect(within(updated).getByText('Commissione restituita: 1,50 €')).toBeInTheDocument();
    // The owner sees invoices: the credit note's FatturaPA and its PDF copy.
    expect(within(updated).getByRole('button', { name: 'Nota di credito (XML FatturaPA)' })).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Nota di credito (PDF)' })).toBeInTheDocument();
  });

  it('a refund whose credit note waits for the month’s invoice of the fees says so, with no download yet', async () => {
    serveReturns([
      item({
        state: 'refunded',
        may_answer: false,
        refunded_at: '2026-11-28T11:00:00.000Z',
        refund_amount: 80,
        refund_method: 'provider',
        fee_credit: 2.4,
        credit_note_number: null,
      }),
    ]);
    renderApp('/resi?id=31', owner());
    const detail = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    expect(
      within(detail).getByText(/^La nota di credito per la commissione restituita sarà emessa con la fattura/),
    ).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Nota di credito (XML FatturaPA)' })).toBeNull();
  });

  it('"Segna come rimborsato" an offline sale asks how the money went back', async () => {
    const state = serveReturns([
      item({ state: 'received', payment_type: 'offline', may_answer: false, may_refund: true, amount: 80, rows: [] }),
    ]);
    const user = userEvent.setup();
    renderApp('/resi?id=31', person('billing'));
    const detail = await screen.findByRole('article', { name: 'Reso del preventivo PRV-000501' });
    await user.click(within(detail).getByRole('button', { name: 'Segna come rimborsato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Segnare il reso come rimborsato?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    expect(
      await within(dialog).findByText('Come hai rimborsato: indica come hai rimborsato il cliente'),
    ).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Come hai rimborsato/ }),
      'Bonifico bancario',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    const confirm = await screen.findByRole('dialog', { name: eur('Confermi il rimborso di 80,00 €?') });
    expect(confirm).toHaveTextContent('(Bonifico bancario)');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma il rimborso' }));
    await waitFor(() =>
      expect(state.bodies).toEqual([{ step: 'refund', body: { amount: 80, method: 'bonifico', note: null } }]),
    );
  });

  it('a quoter has no Resi: the nav has no entry and the page is not theirs', async () => {
    serveReturns([item()]);
    renderApp('/resi', person('quoter'));
    expect(
      await screen.findByRole('heading', { name: 'Questa pagina non fa parte del tuo ruolo' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Resi/ })).toBeNull();
    expect(requests.some((r) => r.url.pathname.includes('/returns'))).toBe(false);
  });

  it('the owner’s profile holds the policy for buyers with a VAT number: days checked and named, then saved', async () => {
    let saved: unknown = null;
    server.use(
      handle('returnPolicy', () => ({ business_return_days: 14, business_terms: null })),
      handle('returnPolicyUpdate', ({ body }) => {
        saved = body;
        return { business_return_days: Number(body.business_return_days), business_terms: body.business_terms ?? null };
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile', owner());
    const section = await screen.findByRole('region', { name: 'Resi dei clienti con partita IVA' });
    expect(await within(section).findByText('14 giorni dalla consegna')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Modifica: Resi dei clienti con partita IVA' }));
    const days = within(section).getByRole('textbox', { name: /Giorni per chiedere il reso/ });
    await user.clear(days);
    await user.type(days, '120');
    await user.click(within(section).getByRole('button', { name: 'Salva' }));
    expect(
      await within(section).findByText('Giorni per chiedere il reso: indica da 0 a 90 giorni'),
    ).toBeInTheDocument();
    expect(saved).toBeNull();
    await user.clear(days);
    await user.type(days, '30');
    await user.type(within(section).getByRole('textbox', { name: /Condizioni/ }), 'Solo ricambi non montati');
    await user.click(within(section).getByRole('button', { name: 'Salva' }));
    expect(await within(section).findByText('30 giorni dalla consegna')).toBeInTheDocument();
    expect(saved).toEqual({ business_return_days: 30, business_terms: 'Solo ricambi non montati' });
  });
});
