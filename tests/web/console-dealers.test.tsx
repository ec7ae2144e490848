import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminDealer, AdminDealerDetail } from '../../contract/entities/admin';
import { AdminDealerReturnFigures } from '../../contract/returns';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const dealer = AdminDealer.parse({
  id: 8,
  email: 'dealer2@demo.example',
  legal_name: 'Autoricambi Bianchi',
  name: 'Luca',
  surname: 'Bianchi',
  vat_number: '01234567890',
  adr_city: 'Torino',
  adr_province: 1,
  province_code: 'TO',
  credits: 40,
  dealer_stars: 4,
  subscription_status: 'active',
  subscription_ends_at: '2030-01-01T00:00:00.000Z',
  suspended_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
});
const detail = (overrides: Partial<AdminDealerDetail> = {}) =>
  AdminDealerDetail.parse({
    ...dealer,
    phone: null,
    pec: null,
    sdi: null,
    iban: null,
    adr_street: 'Via Po',
    adr_house_no: '1',
    adr_zip_code: '10100',
    terms_accepted_at: null,
    subscription_cost: 30,
    subscription_canceled_at: null,
    fees_due: 12.5,
    fees_due_count: 2,
    quotations: { total: 9, pending: 2, accepted: 5, cancelled: 1 },
    credit_ledger: [],
    ...overrides,
  });

describe('console: Ricambisti', () => {
  it('lists dealers through the admin route, with search, filters and sort in the query', async () => {
    server.use(handle('adminDealers', () => paged([dealer])));
    await renderConsole(
      '/admin/dealers?filter=%7B%22q%22%3A%22bianchi%22%2C%22suspended%22%3A%22false%22%7D&sort=legal_name&order=ASC',
    );
    expect(await screen.findByText('Autoricambi Bianchi', undefined, { timeout: 20_000 })).toBeInTheDocument();
    const call = requests.find((r) => r.url.pathname === '/api/admin/dealers')!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
      q: 'bianchi',
      suspended: 'false',
      sort: 'legal_name',
      order: 'asc',
      per_page: '10',
      page: '1',
    });
    expect(screen.getByRole('columnheader', { name: /Ragione sociale/ })).toBeInTheDocument();
  });

  it('shows a dealer and suspends it with a reason, then reactivates it', async () => {
    let current = detail();
    const reasons: string[] = [];
    server.use(
      handle('adminDealer', () => current),
      handle('adminDealerSuspend', ({ body }) => {
        reasons.push(body.reason);
        return (current = detail({ suspended_at: '2026-11-26T02:00:00.000Z' }));
      }),
      handle('adminDealerReactivate', () => (current = detail())),
    );
    await renderConsole('/admin/dealers/8/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Sospendi' }, { timeout: 20_000 }));
    // Suspending asks first and needs a reason: nothing is sent before it is given and confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Sospendi' });
    expect(dialog).toHaveTextContent('non potrà più accedere');
    const confirm = within(dialog).getByRole('button', { name: 'Conferma sospensione' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Fatture false' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Riattiva' })).toBeInTheDocument();
    expect(reasons).toEqual(['Fatture false']);
    fireEvent.click(screen.getByRole('button', { name: 'Riattiva' }));
    expect(await screen.findByRole('button', { name: 'Sospendi' })).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/dealers/8/suspend', 'POST /api/admin/dealers/8/reactivate']),
    );
  });

  it('adjusts credits only with a reason, and shows the server’s refusal', async () => {
    let body: unknown;
    server.use(
      handle('adminDealer', () => detail()),
      handle('adminDealerCredits', ({ body: sent }) => {
        body = sent;
        return sent.delta > 1000 ? apiError(422, 'Importo troppo alto.') : detail({ credits: 50 });
      }),
    );
    await renderConsole('/admin/dealers/8/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Rettifica crediti' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Crediti/ }), { target: { value: '10' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Compensazione disservizio' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(body).toEqual({ delta: 10, reason: 'Compensazione disservizio' }));
    expect(await screen.findByText('Crediti rettificati.')).toBeInTheDocument();
  });

  it('Resi per ricambista filtered by the dealer, from its page: the dealer’s own figures, asked by its id', async () => {
    const figures = AdminDealerReturnFigures.parse({
      id: 8,
      dealer_id: 8,
      dealer_name: 'Autoricambi Bianchi',
      sales: 40,
      returns: 3,
      return_rate: 0.075,
      refused: 1,
      auto_accepted: 0,
      disputes: 1,
      disputes_open: 1,
      refunded_amount: 1234.5,
    });
    server.use(
      handle('adminDealer', () => detail()),
      handle('adminDealers', () => paged([dealer])),
      handle('adminReturnFigures', () => paged([figures])),
      handle('adminDisputes', () => paged([])),
    );
    await renderConsole('/admin/dealers/8/show/resi');
    expect(await screen.findByText(/^1\.234,50\s€$/, undefined, { timeout: 20_000 })).toBeInTheDocument();
    const asked = requests.find((r) => r.url.pathname === '/api/admin/return-figures')!;
    expect(asked.url.searchParams.get('dealer_id')).toBe('8');
    expect(asked.url.searchParams.get('q')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Vedi i resi di questo ricambista' }));
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.url.pathname === '/api/admin/return-figures')
          .map((r) => r.url.searchParams.get('per_page')),
      ).toContain('10'),
    );
    const listed = requests.filter((r) => r.url.pathname === '/api/admin/return-figures').at(-1)!;
    expect(listed.url.searchParams.get('dealer_id')).toBe('8');
    // The list's Ricambista filter holds the dealer, by name.
    expect(await screen.findByDisplayValue('Autoricambi Bianchi', undefined, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('a visitor gets the console’s own login page', async () => {
    // react-admin asks for the list once the session check has settled, failed too: the server refuses it.
    server.use(handle('adminDealers', () => apiError(401, 'Non autenticato')));
    await renderConsole('/admin/dealers', null);
    expect(await screen.findByRole('button', { name: 'Accedi' }, { timeout: 20_000 })).toBeInTheDocument();
  });
});
