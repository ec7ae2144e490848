import { SHIPPING_VAT_RATE } from './constants.js';

/**
 * Quotation totals, computed the same way by the drafts editor and by the server (SPEC §9):
 * per requested row the cheapest option counts (price with VAT); shipping carries 22% VAT.
 * Everything is computed in cents and rounded per line, so both sides agree to the cent.
 */
export interface PricedOption {
  submission_row_id: number;
  quantity: number;
  /** Unit price without VAT, in euro. */
  net_price: number;
  /** VAT rate in percent (22 or 10). */
  tax_import: number;
}

export interface TotalsInput {
  options: readonly PricedOption[];
  shippingFlat: number;
  shippingPartial?: number | null;
  /** After acceptance: which shipping fee the customer's choice applies. Null or absent: the flat fee. */
  shippingChosen?: 'flat' | 'partial' | null;
  /** After acceptance: only these option indexes count (the accepted rows); absent: cheapest per row. */
  acceptedOptionIndexes?: readonly number[];
}

export interface Totals {
  subtotal: number;
  items_tax: number;
  shipping: number;
  shipping_tax: number;
  total_tax: number;
  total: number;
}

export const toCents = (euro: number): number => Math.round(euro * 100);
export const fromCents = (cents: number): number => cents / 100;

export function lineNetCents(option: PricedOption): number {
  return toCents(option.net_price) * option.quantity;
}

export function lineTaxCents(option: PricedOption): number {
  return Math.round((lineNetCents(option) * option.tax_import) / 100);
}

export function lineGrossCents(option: PricedOption): number {
  return lineNetCents(option) + lineTaxCents(option);
}

/** Index of the cheapest option (by price with VAT) of each requested row; the first wins a tie. */
export function cheapestOptionIndexes(options: readonly PricedOption[]): number[] {
  const best = new Map<number, number>();
  options.forEach((option, index) => {
    const current = best.get(option.submission_row_id);
    if (current === undefined || lineGrossCents(option) < lineGrossCents(options[current])) {
      best.set(option.submission_row_id, index);
    }
  });
  return [...best.values()].sort((a, b) => a - b);
}

export function quotationTotals(input: TotalsInput): Totals {
  const counted = input.acceptedOptionIndexes ?? cheapestOptionIndexes(input.options);
  let net = 0;
  let tax = 0;
  for (const index of counted) {
    const option = input.options[index];
    if (!option) continue;
    net += lineNetCents(option);
    tax += lineTaxCents(option);
  }
  const shippingEuro =
    input.shippingChosen === 'partial' && input.shippingPartial != null ? input.shippingPartial : input.shippingFlat;
  const shipping = toCents(shippingEuro);
  const shippingTax = Math.round((shipping * SHIPPING_VAT_RATE) / 100);
  return {
    subtotal: fromCents(net),
    items_tax: fromCents(tax),
    shipping: fromCents(shipping),
    shipping_tax: fromCents(shippingTax),
    total_tax: fromCents(tax + shippingTax),
    total: fromCents(net + tax + shipping + shippingTax),
  };
}

/** VAT-inclusive total of a wallet or fee order: amount × 1.22 rounded to cents (SPEC §9). */
export function orderTotalCents(amountCents: number, vatRate: number): { totalCents: number; taxCents: number } {
  const taxCents = Math.round((amountCents * vatRate) / 100);
  return { totalCents: amountCents + taxCents, taxCents };
}
