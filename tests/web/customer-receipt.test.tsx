import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '../../contract/api/customer';
import type { CustomerReceipt } from '../../contract/entities/settlement';
import { receiptCopy as r } from '../../i18n/it/customer/receipt';
import { settlementMessages } from '../../i18n/it/settlement';
import { quotationFixture } from './fixtures';
import { quotationRow } from './fixtures/quotations';
import { customerRequestFixture, renderCustomer } from './customer-render';
import { apiError, handle } from './msw/handlers';
import { server } from './msw/server';

/* The receipt of an online payment, from the order page: the dealer sells, the platform collects on its behalf, the
   parts, shipping and their VAT add up to what was paid. */

const TIMEOUT = { timeout: 20_000 };

/** 50,00 € of parts at 22% and 15,57 € of shipping: 80,00 € paid. */
const paidQuotation = (overrides: Partial<CustomerQuotation> = {}): CustomerQuotation => {
  const { user: _user, ...quotation } = quotationFixture({
    status: 'paid',
    payment_type: 'online',
    payment_method_id: 4,
    total_price: 80,
    subtotal_price: 50,
    total_tax: 14.43,
    shipping_cost_flat: 15.57,
    shipping_fee_chosen: 'flat',
    quotation_rows: [
      quotationRow({ accepted: true, quantity: 1, net_price: 50, tax_import: 22 }),
      quotationRow({ id: 9002, accepted: false, net_price: 70 }),
    ],
  });
  return {
    ...quotation,
    dealer: { id: 7, legal_name: 'Ricambi Rossi S.r.l.', dealer_stars: 4.5, available_methods: [4] },
    ...overrides,
  };
};

const receipt: CustomerReceipt = {
  quotation: { id: 501, code: 'PRV-000501' },
  paid_at: '2026-11-28T10:00:00.000Z',
  amount: 80,
  seller: { legal_name: 'Ricambi Rossi S.r.l.', vat_number: '02345670372', address: 'Via Emilia 120, 40139 Bologna' },
  collected_by: 'RicambiHub',
  statement: settlementMessages.receiptStatement('Ricambi Rossi S.r.l.', 'RicambiHub'),
};

function serve(quotation: CustomerQuotation, answer: () => CustomerReceipt | ReturnType<typeof apiError>) {
  server.use(
    handle('customerPing', () => ({
      notifications_to_read: 0,
      messages_to_read: 0,
      open_requests: 1,
      offers_on_open_requests: 0,
      to_pay: 0,
    })),
    handle('customerSubmission', () => customerRequestFixture()),
    handle('customerQuotation', () => quotation),
    handle('customerQuotationReceipt', answer),
  );
}

describe('the receipt of an online payment', () => {
  it('opens from the order page: the dealer sells, RicambiHub collects on its behalf, the amounts add up', async () => {
    serve(paidQuotation(), () => receipt);
    const user = userEvent.setup();
    await renderCustomer('/cliente/preventivi/501');
    await user.click(await screen.findByRole('link', { name: r.link }, TIMEOUT));
    await screen.findByRole('heading', { name: 'Ricevuta del preventivo PRV-000501' }, TIMEOUT);
    const seller = screen.getByRole('region', { name: r.seller });
    expect(seller).toHaveTextContent('Ricambi Rossi S.r.l.');
    expect(seller).toHaveTextContent('P. IVA 02345670372');
    expect(seller).toHaveTextContent('Incassato per conto del venditore da RicambiHub');
    expect(seller).toHaveTextContent(
      'Venditore: Ricambi Rossi S.r.l. RicambiHub incassa il pagamento per conto del venditore',
    );
    const amounts = within(screen.getByRole('region', { name: r.amounts }));
    const lines = amounts
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')}`);
    expect(lines).toEqual([
      'Ricambi (IVA esclusa) 50,00 €',
      'IVA sui ricambi 11,00 €',
      'Spedizione (IVA esclusa) 15,57 €',
      'IVA sulla spedizione 3,43 €',
      'Totale pagato 80,00 €',
    ]);
    // Only the accepted option is on it.
    expect(amounts.getAllByRole('listitem')).toHaveLength(1);
  });

  it('an offline quotation has no receipt link', async () => {
    serve(paidQuotation({ payment_type: 'offline', status: 'complete' }), () => receipt);
    await renderCustomer('/cliente/preventivi/501');
    await screen.findByRole('heading', { name: 'Preventivo PRV-000501' }, TIMEOUT);
    expect(screen.queryByRole('link', { name: r.link })).toBeNull();
  });

  it('says when there is no receipt yet (the server’s message)', async () => {
    serve(paidQuotation({ status: 'payment-pending' }), () => apiError(409, settlementMessages.receiptNotPaid));
    await renderCustomer('/cliente/preventivi/501/ricevuta');
    expect(await screen.findByText(settlementMessages.receiptNotPaid, undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: r.back })).toHaveAttribute('href', '/cliente/preventivi/501');
  });
});
