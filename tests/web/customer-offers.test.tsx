import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '../../contract/api/customer';
import type { CustomerOffers, OfferOption } from '../../contract/api/customer-offers';
import { customerApp as m } from '../../i18n/it/customer/app';
import { customerRequestFixture, renderCustomer } from './customer-render';
import { quotationFixture } from './fixtures';
import { handle } from './msw/handlers';
import { server } from './msw/server';

/*
 * The customer's comparison and order page: what is picked when it opens (only what the request asked for), which
 * shipping an acceptance pays (the partial fee only for part of the dealer's parts), the words for an offer's state,
 * and the amounts of a paid order (parts, shipping, VAT, total).
 */
const TIMEOUT = { timeout: 20_000 };
const counters = {
  notifications_to_read: 0,
  messages_to_read: 0,
  open_requests: 1,
  offers_on_open_requests: 1,
  to_pay: 0,
};

const option = (id: number, row: number, condition: OfferOption['condition'], brand: string, net: number) => ({
  id,
  submission_row_id: row,
  quotation_id: 501,
  dealer_id: 7,
  condition,
  brand,
  part_code: `${brand[0]}-${id}`,
  item_code: null,
  notes: null,
  quantity: 1,
  net_price: net,
  tax_import: 22,
  line_price_with_vat: Math.round(net * 122) / 100,
  accepted: false,
});

/** Two rows from one dealer: row 1 new Bosch 80 € or a cheaper used Valeo 50 €; row 2 only a used Magneti 40 €. */
function offersFor(outlet: boolean, rowTwo: OfferOption[] = [option(903, 2, 'new', 'Magneti', 40)]): CustomerOffers {
  return {
    submission: customerRequestFixture({ offers_count: 1, is_outlet: outlet }),
    dealers: [
      {
        quotation_id: 501,
        quotation_code: 'PRV-000501',
        status: 'pending',
        dealer_id: 7,
        legal_name: 'Ricambi Rossi',
        province: 'RM',
        dealer_stars: 4.5,
        ratings_count: 3,
        shipping_cost_flat: 9.9,
        shipping_cost_partial: 4.9,
        available_methods: [4],
        cheapest_total: 0,
        rows_offered: 2,
      },
    ],
    rows: [
      {
        submission_row_id: 1,
        part_id: 10,
        part_name: 'Faro anteriore',
        quantity: 1,
        brand: null,
        notes: null,
        options: [option(900, 1, 'new', 'Bosch', 80), option(901, 1, 'used', 'Valeo', 50)],
      },
      {
        submission_row_id: 2,
        part_id: 11,
        part_name: 'Pompa acqua',
        quantity: 1,
        brand: null,
        notes: null,
        options: rowTwo,
      },
    ],
  };
}

async function openOffers(offers: CustomerOffers, accepted: unknown[] = []) {
  server.use(
    handle('customerPing', () => counters),
    handle('customerSubmissionOffers', () => offers),
    handle('customerQuotationAccept', ({ body }) => {
      accepted.push(body);
      return orderOf();
    }),
    handle('customerQuotation', () => orderOf()),
    handle('customerSubmission', () => customerRequestFixture()),
  );
  await renderCustomer('/cliente/richieste/41');
  return screen.findByRole('article', { name: 'Ricambista Ricambi Rossi' }, TIMEOUT);
}

const checked = (card: HTMLElement, part: string) =>
  within(within(card).getByRole('group', { name: new RegExp(part) }))
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.closest('label')?.textContent;

describe('the comparison picks what the customer asked for', () => {
  it('a request without outlet: the new part, not the cheaper used one; a row with only a used part is left out', async () => {
    const card = await openOffers(offersFor(false, [option(903, 2, 'used', 'Magneti', 40)]));
    expect(checked(card, 'Faro anteriore')).toMatch(/^Nuovo · Bosch/);
    expect(checked(card, 'Pompa acqua')).toBe(m.offers.none_option);
    expect(within(card).getByText(m.offers.status.pending)).toBeInTheDocument();
    expect(within(card).queryByText('In attesa')).toBeNull();
  });

  it('a request that accepted the outlet: the cheapest, used or new', async () => {
    const card = await openOffers(offersFor(true, [option(903, 2, 'used', 'Magneti', 40)]));
    expect(checked(card, 'Faro anteriore')).toMatch(/^Usato · Valeo/);
    expect(checked(card, 'Pompa acqua')).toMatch(/^Usato · Magneti/);
  });
});

describe('the shipping an acceptance pays', () => {
  it('every part of the dealer: the flat fee, in the total and in what is sent', async () => {
    const accepted: unknown[] = [];
    const card = await openOffers(offersFor(false), accepted);
    // 80 + 40 with 22% VAT, 9,90 € shipping with 22% VAT.
    expect(within(card).getByRole('status', { name: m.offers.yourTotal })).toHaveTextContent('158,48 €');
    fireEvent.click(within(card).getByRole('button', { name: m.offers.accept }));
    const dialog = await screen.findByRole('dialog', { name: /Accetta il preventivo/ }, TIMEOUT);
    expect(within(dialog).getByText(m.offers.shippingApplied('9,90 €', false))).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /4,90/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: m.offers.confirm }));
    await waitFor(() => expect(accepted).toMatchObject([{ shipping_fee_chosen: 'flat', accepted_rows: [900, 903] }]));
  });

  it('some of the dealer’s parts: the partial fee', async () => {
    const accepted: unknown[] = [];
    const card = await openOffers(offersFor(false), accepted);
    const pump = within(card).getByRole('group', { name: /Pompa acqua/ });
    fireEvent.click(within(pump).getByRole('radio', { name: m.offers.none_option }));
    // 80 with 22% VAT, 4,90 € shipping with 22% VAT.
    expect(within(card).getByRole('status', { name: m.offers.yourTotal })).toHaveTextContent('103,58 €');
    fireEvent.click(within(card).getByRole('button', { name: m.offers.accept }));
    const dialog = await screen.findByRole('dialog', { name: /Accetta il preventivo/ }, TIMEOUT);
    expect(within(dialog).getByText(m.offers.shippingApplied('4,90 €', true))).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: m.offers.confirm }));
    await waitFor(() => expect(accepted).toMatchObject([{ shipping_fee_chosen: 'partial', accepted_rows: [900] }]));
  });
});

/** A paid order of the new Bosch (80 €) and the Magneti (40 €) with flat shipping 9,90 €. */
function orderOf(overrides: Partial<CustomerQuotation> = {}): CustomerQuotation {
  const { user: _user, ...quotation } = quotationFixture({
    id: 501,
    status: 'paid',
    payment_type: 'online',
    payment_method_id: 4,
    shipping_cost_flat: 9.9,
    shipping_cost_partial: 4.9,
    shipping_fee_chosen: 'flat',
    subtotal_price: 120,
    total_tax: 28.58,
    total_price: 158.48,
    quotation_rows: [
      { ...option(900, 1, 'new', 'Bosch', 80), accepted: true },
      { ...option(903, 2, 'new', 'Magneti', 40), accepted: true },
    ].map((row) => ({
      id: row.id,
      accepted: row.accepted,
      quantity: 1,
      part_id: 10,
      part_name: row.submission_row_id === 1 ? 'Faro anteriore' : 'Pompa acqua',
      part_code: row.part_code,
      item_code: null,
      brand: row.brand,
      condition: row.condition,
      notes: null,
      net_price: row.net_price,
      tax_import: 22,
      full_net_price: null,
      discount: null,
      submission_row_id: row.submission_row_id,
    })),
  });
  return {
    ...quotation,
    dealer: { id: 7, legal_name: 'Ricambi Rossi', dealer_stars: 4.5, available_methods: [4] },
    ...overrides,
  };
}

describe('the paid order', () => {
  it('shows the parts, the shipping, the VAT and the total paid, and a status in the customer’s words', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('customerQuotation', () => orderOf()),
      handle('customerSubmission', () => customerRequestFixture()),
    );
    await renderCustomer('/cliente/preventivi/501');
    const amounts = await screen.findByLabelText(m.order.breakdown.label, undefined, TIMEOUT);
    const pairs = [...amounts.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' '),
    ]);
    expect(pairs).toEqual([
      [m.order.breakdown.parts, '120,00 €'],
      [m.order.breakdown.shipping, '9,90 €'],
      [m.order.breakdown.vat, '28,58 €'],
      [m.order.breakdown.total, '158,48 €'],
    ]);
    expect(within(screen.getByRole('status', { name: m.order.status })).getByText(m.order.statuses.paid)).toBeVisible();
  });
});
