import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminCoupon } from '../../contract/entities/admin';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const coupon = AdminCoupon.parse({
  id: 3,
  code: 'BENVENUTO',
  free_credits: 20,
  valid_until: null,
  max_uses: 100,
  uses: 4,
  expired: false,
});

describe('console: Coupon', () => {
  it('lists coupons with their uses, and expires one', async () => {
    let current = coupon;
    server.use(
      handle('adminCoupons', () => paged([current])),
      handle(
        'adminCouponExpire',
        () => (current = { ...coupon, expired: true, valid_until: '2026-11-26T02:00:00.000Z' }),
      ),
    );
    await renderConsole('/admin/coupons');
    expect(await screen.findByText('BENVENUTO', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Utilizzi finora/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fai scadere' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fai scadere' })).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/admin/coupons/3/expire')).toBe(true);
  });

  it('creates a coupon with the contract’s body (no expiry, no maximum: null)', async () => {
    let body: unknown;
    server.use(
      handle('adminCouponCreate', ({ body: sent }) => {
        body = sent;
        return { ...coupon, id: 9, code: 'PROVA10', free_credits: 10, max_uses: null, uses: 0 };
      }),
      handle('adminCoupons', () => paged([coupon])),
    );
    await renderConsole('/admin/coupons/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /Codice/ }, { timeout: 20_000 }), {
      target: { value: 'PROVA10' },
    });
    // Credits are typed like any amount: the Italian way, in the app's one amount field.
    fireEvent.change(screen.getByRole('textbox', { name: /Crediti omaggio/ }), { target: { value: '1.234,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(body).toEqual({ code: 'PROVA10', free_credits: 1234.5, valid_until: null, max_uses: null }),
    );
  });

  it('refuses credits it cannot read for sure, in Italian, and sends nothing', async () => {
    let sent = false;
    server.use(
      handle('adminCouponCreate', () => {
        sent = true;
        return { ...coupon, id: 9 };
      }),
    );
    await renderConsole('/admin/coupons/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /Codice/ }, { timeout: 20_000 }), {
      target: { value: 'PROVA10' },
    });
    const credits = screen.getByRole('textbox', { name: /Crediti omaggio/ });
    fireEvent.change(credits, { target: { value: '1,2,3' } });
    fireEvent.blur(credits);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/^Importo non leggibile: scrivi ad esempio 45,50/)).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('edits a coupon through PUT /admin/coupons/:id', async () => {
    let body: unknown;
    server.use(
      handle('adminCoupon', () => coupon),
      handle('adminCouponUpdate', ({ body: sent }) => {
        body = sent;
        return { ...coupon, max_uses: 200 };
      }),
      handle('adminCoupons', () => paged([coupon])),
    );
    await renderConsole('/admin/coupons/3');
    const max = await screen.findByRole('spinbutton', { name: /Utilizzi massimi/ }, { timeout: 20_000 });
    await waitFor(() => expect(max).toHaveValue(100));
    fireEvent.change(max, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(body).toEqual({ code: 'BENVENUTO', free_credits: 20, valid_until: null, max_uses: 200 }),
    );
  });
});
