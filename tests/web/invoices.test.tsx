import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../contract/entities/invoice';
import { QuotationDetail } from '../../src/features/dealer/quotations/QuotationDetail';
import { userFixture } from './fixtures';
import { SLOW } from './fixtures/payments';
import { quotationIn, renderScreen, signIn } from './fixtures/quotations';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

const saved: { name: string; href: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  kind: 'sale',
  quotation_id: 600,
  order_id: null,
  number: '2026/3',
  issued_on: '2026-03-05',
  file_name: 'IT01234567897_26003.xml',
  taxable_amount: 170,
  tax_amount: 37.4,
  total_amount: 207.4,
  ...overrides,
});

/** The detail of a quotation as the fulfilled list shows it (the detail alone: the lists are tested elsewhere). */
function showFulfilled(status: 'paid' | 'complete' | 'payment-pending') {
  signIn(userFixture({ id: 7 }));
  const quotation = quotationIn(status);
  renderScreen(<QuotationDetail quotation={quotation} />, {
    path: '/dashboard/fulfilled',
    route: '/dashboard/fulfilled',
  });
  return quotation;
}

describe('"Fattura elettronica" in a sold quotation’s detail', () => {
  it('downloads the XML under the SDI file name with the session’s token, then shows the number', async () => {
    let issued = false;
    server.use(
      handle('quotationInvoice', () =>
        issued ? { state: 'issued', missing: [], invoice: invoice() } : { state: 'ready', missing: [], invoice: null },
      ),
      handle('quotationInvoiceXml', () => {
        issued = true;
        return new HttpResponse('<xml/>', {
          headers: {
            'content-type': 'application/xml',
            'content-disposition': 'attachment; filename="IT01234567897_26003.xml"',
          },
        });
      }),
    );
    showFulfilled('paid');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fattura elettronica' }, SLOW));
    await waitFor(() => expect(saved).toEqual([{ name: 'IT01234567897_26003.xml', href: 'blob:invoice' }]));
    const call = requests.find((r) => r.url.pathname === '/api/quotation/600/invoice.xml');
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent('Fattura n. 2026/3 del 05/03/2026');
  });

  it('names the missing data in Italian with links to fix it, and offers no file', async () => {
    server.use(
      handle('quotationInvoice', () => ({
        state: 'missing-data',
        missing: ['dealer_iban', 'customer_fiscal_id'],
        invoice: null,
      })),
    );
    showFulfilled('complete');
    const notice = await screen.findByTestId('invoice-missing', undefined, SLOW);
    expect(notice).toHaveTextContent('il tuo IBAN (il cliente paga con bonifico)');
    expect(notice).toHaveTextContent('il codice fiscale o la Partita IVA del cliente');
    expect(within(notice).getByRole('link', { name: 'Completa il profilo' })).toHaveAttribute('href', '/profile');
    expect(within(notice).getByRole('link', { name: 'Scrivi al cliente' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('button', { name: 'Fattura elettronica' })).not.toBeInTheDocument();
  });

  it('is absent, and not even asked for, while the quotation is still to be paid', async () => {
    showFulfilled('payment-pending');
    await screen.findByRole('article', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Fattura elettronica' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('/invoice'))).toBe(false);
  });
});

const orderInvoice = (n: number): Invoice =>
  invoice({ id: 100 + n, kind: 'order', quotation_id: null, order_id: 40 + n, number: `2026/${n}`, total_amount: 122 });

describe('the wallet’s Fatture (the invoices resource)', () => {
  it('lists the platform’s invoices with XML and PDF downloads', async () => {
    server.use(
      handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })),
      handle('dealerInvoices', () => [{ ...orderInvoice(12), paid_by: 'Luca Bianchi' }]),
      handle(
        'orderInvoicePdf',
        () =>
          new HttpResponse('%PDF-', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="IT01234567897_2600C.pdf"',
            },
          }),
      ),
    );
    renderApp('/wallet', userFixture({ id: 7 }));
    const table = await screen.findByRole('table', { name: 'Fatture' }, SLOW);
    expect(within(table).getByText('2026/12')).toBeInTheDocument();
    expect(within(table).getByText('05/03/2026')).toBeInTheDocument();
    // Who of the company paid it.
    expect(within(table).getByText('Pagato da Luca Bianchi')).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Scarica il PDF della fattura 2026/12' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['IT01234567897_2600C.pdf']));
    expect(requests.some((r) => r.url.pathname === '/api/order/52/invoice.pdf')).toBe(true);
    expect(requests.find((r) => r.url.pathname === '/api/dealer/7/invoices')).toBeDefined();
  });

  it('pages the list through react-admin: ?page=2 in the link shows the second page', async () => {
    server.use(
      handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })),
      handle('dealerInvoices', () => Array.from({ length: 12 }, (_, i) => orderInvoice(12 - i))),
    );
    renderApp('/wallet?page=2', userFixture({ id: 7 }));
    const table = await screen.findByRole('table', { name: 'Fatture' }, SLOW);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent),
    ).toEqual(['2026/2', '2026/1']);
  });

  it('says which of the dealer’s data keeps its payments from being invoiced, with a link to the profile', async () => {
    server.use(
      handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })),
      handle('dealerInvoiceMissing', () => ({ missing: ['dealer_recipient'] })),
    );
    renderApp('/wallet', userFixture({ id: 7 }));
    const notice = await screen.findByTestId('invoice-missing', undefined, SLOW);
    expect(notice).toHaveTextContent('il tuo codice SDI o la tua PEC');
    expect(within(notice).getByRole('link', { name: 'Completa il profilo' })).toHaveAttribute('href', '/profile');
    expect(
      await screen.findByText(
        'Nessuna fattura: qui trovi le fatture degli abbonamenti, dei crediti e delle fee pagati.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s Italian message when a download is refused', async () => {
    server.use(
      handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })),
      handle('dealerInvoices', () => [orderInvoice(3)]),
      handle('orderInvoiceXml', () => apiError(409, 'La fattura si emette solo per gli ordini pagati.')),
    );
    renderApp('/wallet', userFixture({ id: 7 }));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Scarica l’XML della fattura 2026/3' }, SLOW));
    expect(
      await screen.findByText('La fattura si emette solo per gli ordini pagati.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('/invoices, the resource’s own path, leads to the wallet', async () => {
    server.use(handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })));
    renderApp('/invoices', userFixture({ id: 7 }));
    await waitFor(() => expect(window.location.pathname).toBe('/wallet'), SLOW);
  });
});

describe('the profile’s regime fiscale', () => {
  it('shows RF01 by default and saves another regime', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('methodList', () => []),
      handle('dealerProvinces', () => []),
      handle('invoiceSettingsUpdate', ({ body }) => {
        bodies.push(body);
        return { regime_fiscale: 'RF19' };
      }),
    );
    renderApp('/profile', userFixture({ id: 7 }));
    expect(await screen.findByTestId('regime-value', undefined, SLOW)).toHaveTextContent('RF01 – Ordinario');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Fatturazione elettronica/ }));
    await user.click(screen.getByRole('combobox', { name: 'Regime fiscale' }));
    await user.click(await screen.findByRole('option', { name: 'RF19 – Regime forfettario' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(bodies).toEqual([{ regime_fiscale: 'RF19' }]));
    expect(await screen.findByTestId('regime-value')).toHaveTextContent('RF19 – Regime forfettario');
  });
});
