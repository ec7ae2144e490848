import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../contract/entities/invoice';
import { userFixture } from './fixtures';
import { SLOW } from './fixtures/payments';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

/* The wallet's Fatture lists the platform's credit notes: marked as such, the amount with a minus, the invoice it
 * corrects, and its files from the return's credit note routes. */

const saved: string[] = [];
let restore: (() => void) | null = null;
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:note');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  restore?.();
  restore = null;
  vi.restoreAllMocks();
});

const order: Invoice = {
  id: 101,
  kind: 'order',
  quotation_id: null,
  order_id: 41,
  number: '2026/1',
  issued_on: '2026-03-05',
  file_name: 'IT01234567897_26001.xml',
  taxable_amount: 1000,
  tax_amount: 220,
  total_amount: 1220,
  paid_by: null,
};
const note: Invoice = {
  id: -3,
  kind: 'credit_note',
  quotation_id: null,
  order_id: null,
  return_id: 77,
  refers_to: '2026/1',
  number: 'NC-2026/3',
  issued_on: '2026-03-20',
  file_name: 'IT01234567897_N6003.xml',
  taxable_amount: 1012.3,
  tax_amount: 222.71,
  total_amount: 1235.01,
  paid_by: null,
};

function showWallet() {
  server.use(
    handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })),
    handle('dealerInvoices', () => [note, order]),
    handle(
      'dealerReturnCreditNotePdf',
      () =>
        new HttpResponse('%PDF-', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="IT01234567897_N6003.pdf"',
          },
        }),
    ),
  );
  renderApp('/wallet', userFixture({ id: 7 }));
}

/** A phone, 390 px wide: MUI's sm breakpoint (600 px) is not reached. */
function onPhone() {
  const desk = window.matchMedia;
  window.matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)/.exec(query);
    const minWidth = /min-width:\s*(\d+)/.exec(query);
    const matches = (maxWidth ? 390 <= Number(maxWidth[1]) : true) && (minWidth ? 390 >= Number(minWidth[1]) : true);
    return { ...desk(query), matches, media: query };
  };
  return () => (window.matchMedia = desk);
}

async function downloadsThePdf(row: HTMLElement) {
  await userEvent
    .setup()
    .click(within(row).getByRole('button', { name: 'Scarica il PDF della nota di credito NC-2026/3' }));
  await waitFor(() => expect(saved).toEqual(['IT01234567897_N6003.pdf']));
  expect(requests.some((r) => r.url.pathname === '/api/dealer/7/returns/77/credit-note.pdf')).toBe(true);
}

describe('credit notes in the wallet’s Fatture', () => {
  it('desktop: the note’s row says "Nota di credito", the invoice it corrects, a negative total and its files', async () => {
    showWallet();
    const table = await screen.findByRole('table', { name: 'Fatture' }, SLOW);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('NC-2026/3');
    expect(within(first).getByText('Nota di credito')).toBeInTheDocument();
    expect(within(first).getByText('Rettifica la fattura 2026/1')).toBeInTheDocument();
    expect(within(first).getByText('20/03/2026')).toBeInTheDocument();
    expect(within(first).getByText('\u22121.235,01 €')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Scarica l’XML della nota di credito NC-2026/3' })).toBeEnabled();
    // The invoice is as before: no minus, no credit note mark.
    expect(within(second).getByText('1.220,00 €')).toBeInTheDocument();
    expect(within(second).queryByText('Nota di credito')).not.toBeInTheDocument();
    await downloadsThePdf(first);
  });

  it('phone (390 px): the note’s card carries the same texts and downloads', async () => {
    restore = onPhone();
    showWallet();
    const list = await screen.findByRole('list', { name: 'Fatture' }, SLOW);
    const [card, invoiceCard] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('NC-2026/3 · 20/03/2026');
    expect(within(card).getByText('Nota di credito')).toBeInTheDocument();
    expect(within(card).getByText('Rettifica la fattura 2026/1')).toBeInTheDocument();
    expect(within(card).getByText('\u22121.235,01 €')).toBeInTheDocument();
    expect(within(invoiceCard).getByText('1.220,00 €')).toBeInTheDocument();
    await downloadsThePdf(card);
  });
});
