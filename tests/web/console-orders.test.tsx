import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOrder } from '../../contract/entities/admin';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const order = AdminOrder.parse({
  id: 41,
  dealer_id: 8,
  dealer_name: 'Autoricambi Bianchi',
  condition: 'wallet',
  quotation_id: null,
  quotation_code: null,
  customer_id: null,
  customer_name: null,
  refundable: true,
  status: 'paid',
  provider: 'stripe',
  external_id: 'pi_1',
  total_amount: 61,
  tax_amount: 11,
  credits: 50,
  coupon: null,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
  refunded_at: null,
  refund_external_id: null,
  refunded_amount: 0,
});

/** A customer's card payment of which a return gave 10,00 € back: its own record is still paid. */
const partlyRefunded = AdminOrder.parse({
  ...order,
  id: 42,
  condition: 'customer',
  quotation_id: 7,
  quotation_code: 'Q-2026-0007',
  customer_id: 4,
  customer_name: 'Giulia Bianchi',
  refundable: false,
  status: 'partially_refunded',
  total_amount: 1234.56,
  credits: 0,
  refunded_at: '2026-11-27T09:00:00.000Z',
  refund_external_id: 'demo_re_1',
  refunded_amount: 10,
});

describe('console: Ordini e pagamenti', () => {
  it('lists orders filtered by status, with the dealer through <ReferenceField>', async () => {
    server.use(
      handle('adminOrders', () => paged([order])),
      handle('adminDealer', () => apiError(404, 'Non trovato.')),
    );
    await renderConsole('/admin/orders?filter=%7B%22status%22%3A%22paid%22%7D');
    expect(await screen.findByText('Pagato', { selector: 'td *' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/admin/orders')!.url.searchParams.get('status')).toBe('paid');
  });

  it('shows a payment refunded in part by a return as such, with what went back, and filters by that status', async () => {
    server.use(
      handle('adminOrders', () => paged([partlyRefunded])),
      handle('adminDealer', () => apiError(404, 'Non trovato.')),
    );
    await renderConsole('/admin/orders?filter=%7B%22status%22%3A%22partially_refunded%22%7D');
    const row = (await screen.findByText('Q-2026-0007', { selector: 'td *' }, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('Rimborsato in parte')).toBeInTheDocument();
    expect(within(row).getByText(/^10,00\s€$/)).toBeInTheDocument();
    expect(within(row).queryByText('Pagato')).not.toBeInTheDocument();
    const asked = requests.filter((r) => r.url.pathname === '/api/admin/orders').at(-1)!;
    expect(asked.url.searchParams.get('status')).toBe('partially_refunded');
  });

  it('the page of a payment refunded whole says Rimborsato with the amount, and offers no Rimborsa', async () => {
    server.use(
      handle('adminOrder', () => ({ ...partlyRefunded, status: 'refunded', refunded_amount: 1234.56 })),
      handle('adminDealer', () => apiError(404, 'Non trovato.')),
    );
    await renderConsole('/admin/orders/42/show');
    expect(await screen.findByText('Rimborsato', {}, { timeout: 20_000 })).toBeInTheDocument();
    // The amount that went back, written the Italian way.
    expect(screen.getByText(/^1\.234,56\s€$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rimborsa' })).not.toBeInTheDocument();
  });

  it('refunds a paid order once, with a reason', async () => {
    let current = order;
    let body: unknown;
    server.use(
      handle('adminOrder', () => current),
      handle('adminDealer', () => apiError(404, 'Non trovato.')),
      handle('adminOrderRefund', ({ body: sent }) => {
        body = sent;
        return (current = { ...order, status: 'refunded', refundable: false, refunded_at: '2026-11-26T03:00:00.000Z' });
      }),
    );
    await renderConsole('/admin/orders/41/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Rimborsa' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Doppio addebito' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(body).toEqual({ reason: 'Doppio addebito' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rimborsa' })).not.toBeInTheDocument());
  });
});
