import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDispute, AdminDisputeDetail, DealerReturn } from '../../contract/returns';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

/* The console's "Controversie": the queue, one dispute with the request, the quotation, the chat, the photos and the
   timeline in view, and the decision (full, partial with an Italian amount, none) confirmed before it is sent once. */

vi.setConfig({ testTimeout: 40_000 });
const TIMEOUT = { timeout: 20_000 };
const PHOTO = '/media/upload-0123456789abcdef0123456789abcdef.png';

const summary: AdminDispute = {
  id: 5,
  state: 'open',
  return_id: 31,
  return_state: 'refused',
  reason: 'difettoso',
  quotation_id: 501,
  quotation_code: 'PRV-000501',
  dealer_id: 8,
  dealer_name: 'Autoricambi Bianchi',
  customer_id: 99,
  customer_name: 'Giulia Bianchi',
  amount: 122,
  payment_type: 'online',
  created_at: '2026-11-28T09:00:00.000Z',
  outcome: null,
  decided_amount: null,
  decided_at: null,
};

const returned: DealerReturn = {
  id: 31,
  quotation_id: 501,
  quotation_code: 'PRV-000501',
  state: 'refused',
  reason: 'difettoso',
  note: 'Non si accende',
  photos: [PHOTO],
  rows: [
    {
      quotation_row_id: 901,
      part_name: 'Faro anteriore',
      part_code: 'V-2',
      brand: 'Valeo',
      quantity: 1,
      unit_price: 122,
      amount: 122,
    },
  ],
  amount: 122,
  payment_type: 'online',
  created_at: '2026-11-26T09:00:00.000Z',
  answer_due_at: '2026-11-28T09:00:00.000Z',
  answered_at: '2026-11-27T09:00:00.000Z',
  auto_accepted: false,
  refuse_reason: 'Il faro è stato montato e graffiato',
  label: null,
  received_at: null,
  received_condition: null,
  refunded_at: null,
  refund_amount: null,
  refund_method: null,
  dispute: null,
  dispute_available_at: null,
  timeline: [
    { kind: 'requested', actor: 'customer', actor_name: null, note: null, at: '2026-11-26T09:00:00.000Z' },
    {
      kind: 'refused',
      actor: 'dealer',
      actor_name: 'Paola Verdi',
      note: 'Il faro è stato montato e graffiato',
      at: '2026-11-27T09:00:00.000Z',
    },
    { kind: 'dispute_opened', actor: 'customer', actor_name: null, note: null, at: '2026-11-28T09:00:00.000Z' },
  ],
  customer_name: 'Giulia Bianchi',
  customer_email: 'giulia@example.com',
  business_buyer: false,
  received_note: null,
  refund_note: null,
  fee_credit: null,
  credit_note_number: null,
  may_answer: false,
  may_receive: false,
  may_refund: false,
};

const detail = (patch: Partial<AdminDisputeDetail> = {}): AdminDisputeDetail => ({
  ...summary,
  text: 'Il faro non si è mai acceso, lo dimostrano le foto',
  photos: [PHOTO],
  decision_note: null,
  decided_by: null,
  return: returned,
  chat: [{ from: 'customer', text: 'Il faro non funziona', attachments: [], at: '2026-11-26T10:00:00.000Z' }],
  shipment_events: [{ state: 'delivered', description: 'Consegnato', occurred_at: '2026-11-25T12:00:00.000Z' }],
  refundable: 122,
  ...patch,
});

function serve() {
  const state = { current: detail(), bodies: [] as unknown[] };
  server.use(
    handle('adminDisputes', () => paged([summary])),
    handle('adminDispute', () => state.current),
    handle('adminDealer', () => apiError(404, 'Non trovato.')),
    handle('adminCustomer', () => apiError(404, 'Non trovato.')),
    handle('adminQuotation', () => apiError(404, 'Non trovato.')),
    handle('adminDisputeDecide', ({ body }) => {
      state.bodies.push(body);
      state.current = detail({
        state: 'decided',
        outcome: body.outcome,
        decided_amount: 45.5,
        decided_at: '2026-11-29T09:00:00.000Z',
        decided_by: 'Operatore',
        decision_note: body.note,
      });
      return state.current;
    }),
  );
  return state;
}

describe('console: Controversie', () => {
  it('lists the open disputes first (the default filter), with the dealer, the reason and the value', async () => {
    serve();
    await renderConsole('/admin/disputes');
    expect(await screen.findByText('PRV-000501', { selector: 'td *' }, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Difettoso', { selector: 'td *' })).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/admin/disputes')!.url.searchParams.get('state')).toBe('open');
  });

  it('shows the request, the return, the photos, the chat, the shipment and the timeline on one page', async () => {
    serve();
    await renderConsole('/admin/disputes/5/show');
    const request = await screen.findByRole('region', { name: 'La richiesta' }, TIMEOUT);
    expect(request).toHaveTextContent('Il faro non si è mai acceso, lo dimostrano le foto');
    expect(request).toHaveTextContent('Motivo del rifiuto del ricambista: Il faro è stato montato e graffiato');
    expect(within(request).getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', PHOTO);
    expect(screen.getByRole('region', { name: 'Il reso' })).toHaveTextContent(
      '1 × Faro anteriore · Valeo V-2 · 122,00 €',
    );
    expect(screen.getByRole('region', { name: 'Chat tra cliente e ricambista' })).toHaveTextContent(
      'Il faro non funziona',
    );
    expect(screen.getByRole('region', { name: 'Spedizione' })).toHaveTextContent('Consegnato');
    expect(screen.getByRole('region', { name: 'Cronologia del reso' })).toHaveTextContent(
      'Reso rifiutato · 27/11/2026',
    );
  });

  it('decides a partial refund typed the Italian way, named errors first, confirmed, sent once', async () => {
    const state = serve();
    await renderConsole('/admin/disputes/5/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Decidi' }, TIMEOUT));
    const dialog = await screen.findByRole('dialog', { name: 'Decidi la controversia' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Rimborso parziale' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continua' }));
    expect(
      await within(dialog).findByText('Importo da rimborsare (€): per un rimborso parziale indica l’importo'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Motivazione: motiva la decisione (almeno 10 caratteri)')).toBeInTheDocument();

    const amount = within(dialog).getByRole('textbox', { name: /Importo da rimborsare/ });
    fireEvent.change(amount, { target: { value: '130' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivazione/ }), {
      target: { value: 'Il faro era difettoso ma è stato graffiato al montaggio' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continua' }));
    expect(await within(dialog).findByText('Importo da rimborsare (€): non può superare 122,00 €')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '45,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continua' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confermi la decisione?' });
    expect(confirm).toHaveTextContent('Rimborso parziale di 45,50 € al cliente, eseguito una sola volta.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Conferma la decisione' }));
    await waitFor(() =>
      expect(state.bodies).toEqual([
        {
          outcome: 'partial',
          amount: 45.5,
          note: 'Il faro era difettoso ma è stato graffiato al montaggio',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Decidi' })).toBeNull(), TIMEOUT);
  });
});
