import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminCustomer } from '../../contract/entities/admin';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const customer = AdminCustomer.parse({
  id: 20,
  email: 'cliente@demo.example',
  name: 'Anna',
  surname: 'Verdi',
  phone: null,
  fiscal_code: null,
  adr_street: null,
  adr_house_no: null,
  adr_city: 'Milano',
  adr_province: 15,
  adr_zip_code: null,
  submissions: 3,
  suspended_at: null,
  created_at: '2026-10-01T10:00:00.000Z',
});

describe('console: Clienti', () => {
  it('lists customers with search', async () => {
    server.use(handle('adminCustomers', () => paged([customer])));
    await renderConsole('/admin/customers?filter=%7B%22q%22%3A%22verdi%22%7D');
    expect(await screen.findByText('cliente@demo.example', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/admin/customers')!.url.searchParams.get('q')).toBe('verdi');
  });

  it('suspends a customer from its page', async () => {
    let current = customer;
    server.use(
      handle('adminCustomer', () => current),
      handle('adminCustomerSuspend', () => (current = { ...customer, suspended_at: '2026-11-26T03:00:00.000Z' })),
    );
    await renderConsole('/admin/customers/20/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Sospendi' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sospendi' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma sospensione' }));
    expect(await screen.findByRole('button', { name: 'Riattiva' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
