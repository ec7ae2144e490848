import { orderTotalCents, VAT_RATE_ORDERS } from '../../../../contract';

export interface CreditTotals {
  amount: number;
  tax: number;
  total: number;
}

/** What the wallet order will cost (SPEC §9: amount × 1.22 rounded to cents); the server's order is authoritative. */
export function creditTotals(credits: number): CreditTotals {
  const amountCents = Math.round(credits * 100);
  const { totalCents, taxCents } = orderTotalCents(amountCents, VAT_RATE_ORDERS);
  return { amount: amountCents / 100, tax: taxCents / 100, total: totalCents / 100 };
}
