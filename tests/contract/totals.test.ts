import { describe, expect, it } from 'vitest';
import { cheapestOptionIndexes, orderTotalCents, quotationTotals, type PricedOption } from '../../contract/totals';

const option = (row: number, net: number, qty = 1, vat = 22): PricedOption => ({
  submission_row_id: row,
  quantity: qty,
  net_price: net,
  tax_import: vat,
});

describe('quotation totals', () => {
  it.each([
    {
      name: 'one row, one option, VAT 22, flat shipping',
      options: [option(1, 100)],
      flat: 10,
      expected: { subtotal: 100, items_tax: 22, shipping: 10, shipping_tax: 2.2, total_tax: 24.2, total: 134.2 },
    },
    {
      name: 'VAT 10 on the part, 22 on shipping',
      options: [option(1, 50, 2, 10)],
      flat: 5,
      expected: { subtotal: 100, items_tax: 10, shipping: 5, shipping_tax: 1.1, total_tax: 11.1, total: 116.1 },
    },
    {
      name: 'the cheapest option with VAT counts, not the cheapest net price',
      // 100 + 22% = 122 versus 105 + 10% = 115.5: the second is cheaper with VAT.
      options: [option(1, 100, 1, 22), option(1, 105, 1, 10)],
      flat: 0,
      expected: { subtotal: 105, items_tax: 10.5, shipping: 0, shipping_tax: 0, total_tax: 10.5, total: 115.5 },
    },
    {
      name: 'several rows, each with its own cheapest option',
      options: [option(1, 30), option(1, 20), option(2, 5, 3), option(2, 6, 3)],
      flat: 0,
      expected: { subtotal: 35, items_tax: 7.7, shipping: 0, shipping_tax: 0, total_tax: 7.7, total: 42.7 },
    },
    {
      name: 'rounding to cents per line',
      // 0.333 → 33 cents; ×3 = 99 cents; VAT 22% = 21.78 → 22 cents.
      options: [option(1, 0.333, 3)],
      flat: 0.05,
      expected: { subtotal: 0.99, items_tax: 0.22, shipping: 0.05, shipping_tax: 0.01, total_tax: 0.23, total: 1.27 },
    },
  ])('$name', ({ options, flat, expected }) => {
    expect(quotationTotals({ options, shippingFlat: flat })).toEqual(expected);
  });

  it('applies the partial shipping fee when the customer chose it', () => {
    const totals = quotationTotals({
      options: [option(1, 10)],
      shippingFlat: 10,
      shippingPartial: 4,
      shippingChosen: 'partial',
    });
    expect(totals.shipping).toBe(4);
    expect(totals.total).toBe(10 + 2.2 + 4 + 0.88);
  });

  it('counts only the accepted options after acceptance', () => {
    const options = [option(1, 10), option(2, 20), option(3, 30)];
    const totals = quotationTotals({ options, shippingFlat: 0, acceptedOptionIndexes: [0, 2] });
    expect(totals.subtotal).toBe(40);
  });

  it('keeps the first option when two cost the same', () => {
    expect(cheapestOptionIndexes([option(1, 10), option(1, 10), option(2, 1)])).toEqual([0, 2]);
  });
});

describe('order totals with VAT 22%', () => {
  it.each([
    [5_000, 6_100, 1_100],
    [10_000, 12_200, 2_200],
    [1, 1, 0],
    [3, 4, 1],
    [12_345, 15_061, 2_716],
  ])('%i cents → %i cents total, %i tax', (amount, total, tax) => {
    expect(orderTotalCents(amount, 22)).toEqual({ totalCents: total, taxCents: tax });
  });
});
