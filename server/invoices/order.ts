import { VAT_RATE_ORDERS } from '../../contract/constants.js';
import type { MissingInvoiceDatum } from '../../contract/entities/invoice.js';
import { invoiceDocumentText as text } from '../../i18n/it/invoices.js';
import type { PlatformCompany } from '../config.js';
import type { InvoiceDocument, InvoiceLine, VatSummary } from './document.js';
import { buyerMissing, buyerOf, type PartyRecord, platformSeller } from './parties.js';

/** A paid order (subscription, credits, fees) as read from the database. */
export interface OrderInputs {
  order: { id: number; condition: string; status: string; totalCents: number; taxCents: number };
  rows: { itemName: string; itemCount: number; itemAmountCents: number }[];
  dealer: PartyRecord;
}

export const orderMissing = (inputs: OrderInputs): MissingInvoiceDatum[] => buyerMissing(inputs.dealer, 'dealer');

/**
 * Lines and VAT of an order. Credits and fees carry 22% on top of the rows (contract/totals.ts orderTotalCents);
 * the subscription is charged as one amount without VAT added, so its invoice takes the VAT out of what was
 * paid (scorporo): the invoice total is always what the dealer paid (docs/adr/0014-electronic-invoices.md).
 */
export function orderLinesAndSummaries(inputs: OrderInputs): { lines: InvoiceLine[]; summaries: VatSummary[] } {
  const { order, rows } = inputs;
  const rate = VAT_RATE_ORDERS;
  const rowsCents = rows.reduce((sum, row) => sum + row.itemCount * row.itemAmountCents, 0);
  const name = rows[0]?.itemName ?? text.causaleOrder(order.id);
  if (order.taxCents > 0) {
    const taxable = order.totalCents - order.taxCents;
    const lines =
      rowsCents === taxable
        ? rows.map((row) => ({
            description: text.orderLine(row.itemName),
            quantity: row.itemCount,
            unitCents: row.itemAmountCents,
            vatRate: rate,
          }))
        : [{ description: text.orderLine(name), quantity: 1, unitCents: taxable, vatRate: rate }];
    return { lines, summaries: [{ vatRate: rate, taxableCents: taxable, taxCents: order.taxCents }] };
  }
  const taxable = Math.round((order.totalCents * 100) / (100 + rate));
  return {
    lines: [{ description: text.subscriptionLine(name), quantity: 1, unitCents: taxable, vatRate: rate }],
    summaries: [{ vatRate: rate, taxableCents: taxable, taxCents: order.totalCents - taxable }],
  };
}

export function orderDocument(
  inputs: OrderInputs,
  platform: PlatformCompany,
  numbering: Pick<InvoiceDocument, 'number' | 'progressivo' | 'fileName' | 'issuedOn'>,
): InvoiceDocument {
  return {
    ...numbering,
    seller: platformSeller(platform),
    buyer: buyerOf(inputs.dealer),
    ...orderLinesAndSummaries(inputs),
    payment: { mode: 'MP08', iban: null },
    causale: text.causaleOrder(inputs.order.id),
  };
}
