import { lineGrossCents, toCents } from '../../contract/totals.js';
import { SHIPPING_VAT_RATE } from '../../contract/constants.js';
import type { AccountRef, Entry } from '../domain/ledger.js';

/**
 * Returns' pure rules (docs/after-sale.md, docs/adr/0029-returns.md): what a return is worth, how a refund splits
 * between the dealer's share and the platform's fee, and the ledger movements of a hold, a refund and a fee credited
 * back. Integer cents throughout.
 */

export interface SoldRow {
  id: number;
  quantity: number;
  net_price: number;
  tax_import: number;
}

/** One piece of a row, VAT included, as sold (the line's rounding, for one piece). */
export const unitGrossCents = (row: SoldRow): number =>
  lineGrossCents({ submission_row_id: 0, quantity: 1, net_price: row.net_price, tax_import: row.tax_import });

/** `quantity` pieces of a row, VAT included: the same per-line rounding as the quotation's totals. */
export const rowsGrossCents = (row: SoldRow, quantity: number): number =>
  lineGrossCents({ submission_row_id: 0, quantity, net_price: row.net_price, tax_import: row.tax_import });

/** The shipping the customer paid, VAT included (refunded with a return of every piece, as the withdrawal right says). */
export const shippingGrossCents = (shippingEuro: number): number => {
  const net = toCents(shippingEuro);
  return net + Math.round((net * SHIPPING_VAT_RATE) / 100);
};

export interface SaleShares {
  grossCents: number;
  feeCents: number;
  feeVatCents: number;
}

export interface RefundSplit {
  refundCents: number;
  /** The platform's fee on the refunded part (VAT included), credited back to the dealer. */
  feeBackCents: number;
  feeVatBackCents: number;
  /** What leaves the dealer's share: the refund less the fee credited back. */
  netBackCents: number;
}

/** A refund of `refundCents` out of a sale: the fee comes back in proportion (rounded to the cent, never more than it). */
export function splitRefund(sale: SaleShares, refundCents: number): RefundSplit {
  if (sale.grossCents <= 0) return { refundCents, feeBackCents: 0, feeVatBackCents: 0, netBackCents: refundCents };
  const ratio = Math.min(1, refundCents / sale.grossCents);
  const feeBackCents = Math.min(sale.feeCents, Math.round(sale.feeCents * ratio));
  const feeVatBackCents = Math.min(sale.feeVatCents, feeBackCents, Math.round(sale.feeVatCents * ratio));
  return { refundCents, feeBackCents, feeVatBackCents, netBackCents: refundCents - feeBackCents };
}

/** An offline sale's fee (from the credits or due) on the refunded part: in proportion to what the customer paid. */
export const offlineFeeBackCents = (feeCents: number, totalCents: number, refundCents: number): number =>
  totalCents <= 0 ? 0 : Math.min(feeCents, Math.round((feeCents * Math.min(refundCents, totalCents)) / totalCents));

const held = (dealer: number): AccountRef => ({ dealer, account: 'payable_held' });
const available = (dealer: number): AccountRef => ({ dealer, account: 'payable_available' });

/** A sale already available is held again while a return or dispute is open (key: the return's or dispute's). */
export function holdEntry(input: { key: string; quotationId: number; dealerId: number; netCents: number }): Entry {
  return {
    key: input.key,
    kind: 'sale_hold',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    amountCents: 0,
    legs: [
      { account: available(input.dealerId), amountCents: input.netCents },
      { account: held(input.dealerId), amountCents: -input.netCents },
    ],
  };
}

/** The return or dispute is over: what the sale still holds is available again (it had been before the hold). */
export function unholdEntry(input: { key: string; quotationId: number; dealerId: number; netCents: number }): Entry {
  return {
    key: input.key,
    kind: 'sale_release',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    amountCents: 0,
    legs: [
      { account: held(input.dealerId), amountCents: input.netCents },
      { account: available(input.dealerId), amountCents: -input.netCents },
    ],
  };
}

/** The customer's refund leaves the provider, taken from the share the platform holds for the dealer. */
export function saleRefundEntry(input: {
  returnId: number;
  quotationId: number;
  dealerId: number;
  orderId: number | null;
  refundCents: number;
  /** Where the sale's share is: held (the usual case, a return holds it) or available. */
  from: 'held' | 'available';
}): Entry {
  const share = input.from === 'held' ? held(input.dealerId) : available(input.dealerId);
  return {
    key: `return:${input.returnId}:refund`,
    kind: 'sale_refund',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    orderId: input.orderId,
    amountCents: -input.refundCents,
    legs: [
      { account: { platform: 'provider_clearing' }, amountCents: -input.refundCents },
      { account: share, amountCents: input.refundCents },
    ],
  };
}

/** The fee taken at source on the refunded part comes back to the held share: revenue and its VAT are reversed. */
export function saleFeeCreditEntry(input: {
  returnId: number;
  quotationId: number;
  dealerId: number;
  split: RefundSplit;
  from: 'held' | 'available';
}): Entry {
  const { feeBackCents, feeVatBackCents } = input.split;
  const share = input.from === 'held' ? held(input.dealerId) : available(input.dealerId);
  return {
    key: `return:${input.returnId}:fee_credit`,
    kind: 'fee_credit',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    amountCents: feeBackCents,
    legs: [
      { account: share, amountCents: -feeBackCents },
      { account: { platform: 'revenue' }, amountCents: feeBackCents - feeVatBackCents },
      { account: { platform: 'vat' }, amountCents: feeVatBackCents },
    ],
  };
}

/**
 * A refund of a sale whose share was already paid out (or is on its way): the platform refunds the customer, gives its
 * fee back, and what the dealer's share owes becomes an amount due (`feeId`: the fees row it is collected with; the
 * key is that fee's "due" key, so paying it settles the receivable as any due fee does).
 */
export function paidOutRefundEntries(input: {
  returnId: number;
  quotationId: number;
  dealerId: number;
  orderId: number | null;
  feeId: number;
  split: RefundSplit;
}): Entry[] {
  const { refundCents, feeBackCents, feeVatBackCents, netBackCents } = input.split;
  return [
    {
      key: `return:${input.returnId}:refund`,
      kind: 'sale_refund',
      dealerId: input.dealerId,
      quotationId: input.quotationId,
      orderId: input.orderId,
      amountCents: 0,
      legs: [
        { account: { platform: 'provider_clearing' }, amountCents: -refundCents },
        { account: { platform: 'revenue' }, amountCents: feeBackCents - feeVatBackCents },
        { account: { platform: 'vat' }, amountCents: feeVatBackCents },
        { account: { platform: 'refunds' }, amountCents: netBackCents },
      ],
    },
    {
      key: `fee:${input.feeId}:due`,
      kind: 'fee_due',
      dealerId: input.dealerId,
      quotationId: input.quotationId,
      feeId: input.feeId,
      amountCents: -netBackCents,
      legs: [
        { account: { dealer: input.dealerId, account: 'fees_due' }, amountCents: netBackCents },
        { account: { platform: 'refunds' }, amountCents: -netBackCents },
      ],
    },
  ];
}

/** An offline sale's fee on the refunded part, credited back to the dealer as credits (1 credit = 1 €). */
export function offlineFeeCreditEntry(input: {
  returnId: number;
  quotationId: number;
  dealerId: number;
  feeBackCents: number;
}): Entry {
  return {
    key: `return:${input.returnId}:fee_credit`,
    kind: 'fee_credit',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    amountCents: input.feeBackCents,
    legs: [
      { account: { platform: 'revenue' }, amountCents: input.feeBackCents },
      { account: { dealer: input.dealerId, account: 'credits' }, amountCents: -input.feeBackCents },
    ],
  };
}
