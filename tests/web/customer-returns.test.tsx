import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerQuotation } from '../../contract/api/customer';
import type { CustomerReturn, ReturnOptions } from '../../contract/returns';
import { formatDateTime } from '../../src/ui/format';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { customerRequestFixture, renderCustomer } from './customer-render';
import { quotationFixture } from './fixtures';

/*
 * The customer's after-sale at /cliente: "Richiedi reso" on a delivered purchase (rows and quantities, reason, note,
 * photos; every refusal names its field in Italian), the return's page (state, deadline, label, refund, timeline) and
 * "Apri controversia" on a refused return, confirmed before it is sent.
 */
const TIMEOUT = { timeout: 20_000 };
const PHOTO = '/media/upload-0123456789abcdef0123456789abcdef.png';
const counters = {
  notifications_to_read: 0,
  messages_to_read: 0,
  open_requests: 0,
  offers_on_open_requests: 0,
  to_pay: 0,
};

const row = (id: number, part: string, quantity: number, price: number) => ({
  id,
  accepted: true,
  quantity,
  part_id: 10,
  part_name: part,
  part_code: `C-${id}`,
  item_code: null,
  brand: 'Valeo',
  condition: 'new' as const,
  notes: null,
  net_price: price,
  tax_import: 22,
  full_net_price: null,
  discount: null,
  submission_row_id: 1,
});

const delivered = (): CustomerQuotation => {
  const { user: _user, ...quotation } = quotationFixture({
    id: 501,
    status: 'complete',
    payment_type: 'online',
    total_price: 180,
    quotation_rows: [row(901, 'Faro anteriore', 1, 100), row(902, 'Lampadina H7', 4, 5)],
  });
  return {
    ...quotation,
    dealer: { id: 7, legal_name: 'Ricambi Rossi', dealer_stars: 4.5, available_methods: [4] },
    delivered_at: '2026-11-27T10:00:00.000Z',
    delivery_kind: 'courier',
  };
};

const options = (patch: Partial<ReturnOptions> = {}): ReturnOptions => ({
  available: true,
  unavailable: null,
  window_ends_at: '2026-12-11T10:00:00.000Z',
  business_buyer: false,
  business_terms: null,
  rows: [
    {
      quotation_row_id: 901,
      part_name: 'Faro anteriore',
      part_code: 'C-901',
      brand: 'Valeo',
      unit_price: 122,
      quantity_bought: 1,
      quantity_returnable: 1,
    },
    {
      quotation_row_id: 902,
      part_name: 'Lampadina H7',
      part_code: 'C-902',
      brand: 'Valeo',
      unit_price: 6.1,
      quantity_bought: 4,
      quantity_returnable: 4,
    },
  ],
  return_ids: [],
  ...patch,
});

const created = (patch: Partial<CustomerReturn> = {}): CustomerReturn => ({
  id: 31,
  quotation_id: 501,
  quotation_code: 'PRV-000501',
  dealer_name: 'Ricambi Rossi',
  state: 'requested',
  reason: 'non_compatibile',
  note: 'Non entra nel vano',
  photos: [PHOTO],
  rows: [
    {
      quotation_row_id: 901,
      part_name: 'Faro anteriore',
      part_code: 'C-901',
      brand: 'Valeo',
      quantity: 1,
      unit_price: 122,
      amount: 122,
    },
  ],
  amount: 122,
  payment_type: 'online',
  created_at: '2026-11-28T09:00:00.000Z',
  answer_due_at: '2026-12-01T09:00:00.000Z',
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
  may_open_dispute: false,
  dispute_available_at: null,
  may_cancel: true,
  timeline: [{ kind: 'requested', actor: 'customer', actor_name: null, note: null, at: '2026-11-28T09:00:00.000Z' }],
  ...patch,
});

function serve(start: { options?: ReturnOptions; returned?: CustomerReturn } = {}) {
  const state = { bodies: [] as unknown[], disputes: [] as unknown[], current: start.returned };
  server.use(
    handle('customerPing', () => counters),
    handle('customerSubmission', () => customerRequestFixture()),
    handle('customerShipment', () => new Response(null, { status: 404 })),
    handle('customerQuotation', () => delivered()),
    handle('customerReturnOptions', () =>
      state.current
        ? options({ available: false, unavailable: 'open_return', return_ids: [state.current.id] })
        : (start.options ?? options()),
    ),
    handle('uploadFile', () => ({ url: PHOTO })),
    handle('customerReturnCreate', ({ body }) => {
      state.bodies.push(body);
      state.current = created();
      return state.current;
    }),
    handle('customerReturn', () => state.current!),
    handle('customerDisputeOpen', ({ body }) => {
      state.disputes.push(body);
      state.current = {
        ...state.current!,
        may_open_dispute: false,
        dispute: {
          id: 5,
          state: 'open',
          text: body.text,
          photos: [],
          opened_at: '2026-11-29T09:00:00.000Z',
          outcome: null,
          decided_amount: null,
          decision_note: null,
          decided_at: null,
        },
      };
      return state.current;
    }),
  );
  return state;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const form = () => screen.getByRole('form', { name: 'Richiedi reso · PRV-000501' });

describe('Richiedi reso', () => {
  it('the delivered purchase offers it until the window closes, and leads to the form', async () => {
    serve();
    await renderCustomer('/cliente/preventivi/501');
    const section = await screen.findByRole('region', { name: 'Reso' }, TIMEOUT);
    expect(section).toHaveTextContent('Puoi chiedere il reso entro il 11/12/2026.');
    fireEvent.click(within(section).getByRole('link', { name: 'Richiedi reso' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cliente/preventivi/501/reso'));
    expect(await screen.findByRole('heading', { name: 'Richiedi reso · PRV-000501' }, TIMEOUT)).toBeInTheDocument();
  });

  it('refuses an empty request naming each field, then a quantity past what was bought, then sends once', async () => {
    const state = serve();
    await renderCustomer('/cliente/preventivi/501/reso');
    await screen.findByRole('heading', { name: 'Richiedi reso · PRV-000501' }, TIMEOUT);
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta di reso' }));
    expect(
      await screen.findByText('Ricambi da restituire: scegli almeno un ricambio da restituire'),
    ).toBeInTheDocument();
    expect(screen.getByText('Motivo: scegli il motivo del reso')).toBeInTheDocument();
    expect(state.bodies).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /Lampadina H7/ }));
    const quantity = screen.getByRole('textbox', { name: 'Quantità di Lampadina H7' });
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Non compatibile' }));
    expect(screen.queryByText('Motivo: scegli il motivo del reso')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta di reso' }));
    expect(
      await screen.findByText('Quantità di Lampadina H7: puoi restituire al massimo 4 pezzi di questo ricambio'),
    ).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(state.bodies).toEqual([]);

    fireEvent.change(quantity, { target: { value: '2' } });
    expect(within(form()).getByRole('status')).toHaveTextContent('Valore del reso: 12,20 €');
    fireEvent.change(screen.getByRole('textbox', { name: /^Nota/ }), { target: { value: 'Non entra nel vano' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    fireEvent.change(form().querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', PHOTO);
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta di reso' }));

    await waitFor(() => expect(window.location.pathname).toBe('/cliente/resi/31'), TIMEOUT);
    expect(state.bodies).toEqual([
      {
        rows: [{ quotation_row_id: 902, quantity: 2 }],
        reason: 'non_compatibile',
        note: 'Non entra nel vano',
        photos: [PHOTO],
      },
    ]);
    const status = await screen.findByRole('status', { name: 'Stato del reso' }, TIMEOUT);
    expect(status).toHaveTextContent('In attesa di risposta');
    expect(
      screen.getByText(
        `Il ricambista risponde entro il ${formatDateTime('2026-12-01T09:00:00.000Z')}; se non risponde, il reso è accettato automaticamente.`,
      ),
    ).toBeInTheDocument();
  });

  it('says why not when the window is over', async () => {
    serve({ options: options({ available: false, unavailable: 'window_over' }) });
    await renderCustomer('/cliente/preventivi/501/reso');
    expect(
      await screen.findByText('Il periodo per chiedere il reso è terminato.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invia la richiesta di reso' })).toBeNull();
  });
});

describe('the return’s page', () => {
  it('an accepted return: the label downloads with the customer’s token; the refund once made', async () => {
    serve({
      returned: created({
        state: 'refunded',
        may_cancel: false,
        label: { courier: 'demo', tracking_number: 'DEMO987654' },
        received_at: '2026-11-29T09:00:00.000Z',
        refunded_at: '2026-11-29T10:00:00.000Z',
        refund_amount: 122,
        refund_method: 'provider',
      }),
    });
    server.use(
      handle(
        'customerReturnLabel',
        () =>
          new HttpResponse('%PDF-', {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="reso-31.pdf"' },
          }),
      ),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:label');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderCustomer('/cliente/resi/31');
    const label = await screen.findByRole('region', { name: 'Etichetta di reso' }, TIMEOUT);
    expect(label).toHaveTextContent('Codice di tracciamento: DEMO987654');
    fireEvent.click(within(label).getByRole('button', { name: 'Scarica l’etichetta di reso' }));
    await waitFor(() =>
      expect(
        requests.find((r) => r.url.pathname === '/api/customer/returns/31/label.pdf')?.headers.get('authorization'),
      ).toMatch(/^Bearer /),
    );
    const refund = screen.getByRole('region', { name: 'Rimborso' });
    expect(refund).toHaveTextContent('Rimborsato 122,00 € il 29/11/2026');
    expect(refund).toHaveTextContent('Come: Rimborso sul pagamento online');
  });

  it('a refused return: "Apri controversia" wants 20 characters, then asks before it opens', async () => {
    const state = serve({
      returned: created({
        state: 'refused',
        may_cancel: false,
        refuse_reason: 'Il ricambio è stato montato',
        may_open_dispute: true,
      }),
    });
    await renderCustomer('/cliente/resi/31');
    expect(await screen.findByText('Il ricambio è stato montato', undefined, TIMEOUT)).toBeInTheDocument();
    const dispute = screen.getByRole('form', { name: 'Apri controversia' });
    const text = within(dispute).getByRole('textbox', { name: /Descrivi il problema/ });
    fireEvent.change(text, { target: { value: 'Non è vero' } });
    fireEvent.click(within(dispute).getByRole('button', { name: 'Apri controversia' }));
    expect(await within(dispute).findByText('Descrivi il problema (almeno 20 caratteri)')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'Non l’ho mai montato: la confezione è intatta' } });
    fireEvent.click(within(dispute).getByRole('button', { name: 'Apri controversia' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprire la controversia?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apri controversia' }));
    expect(await screen.findByText(/^Aperta il 29\/11\/2026/)).toBeInTheDocument();
    expect(state.disputes).toEqual([{ text: 'Non l’ho mai montato: la confezione è intatta', photos: [] }]);
  });
});
