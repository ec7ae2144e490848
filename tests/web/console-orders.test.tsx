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
