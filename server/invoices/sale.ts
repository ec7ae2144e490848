import { PAYMENT_METHOD_CASH_ON_DELIVERY_ID, SHIPPING_VAT_RATE } from '../../contract/constants.js';
import type { MissingInvoiceDatum } from '../../contract/entities/invoice.js';
import { lineNetCents, lineTaxCents, toCents } from '../../contract/totals.js';
import { invoiceDocumentText as text } from '../../i18n/it/invoices.js';
import type { InvoiceDocument, InvoiceLine, PaymentMode, VatSummary } from './document.js';
import { addressOf, buyerMissing, buyerOf, hasAddress, validVat, type PartyRecord } from './parties.js';

/** What a sold quotation's invoice is made of, as read from the database (server/repositories/invoices.ts). */
export interface SaleInputs {
  quotation: {
    id: number;
    quotation_code: string;
    status: string;
    payment_type: 'online' | 'offline' | null;
    payment_method_id: number | null;
    shipping_cost_flat: number;
    shipping_cost_partial: number | null;
    shipping_fee_chosen: 'flat' | 'partial' | null;
    total_price: number;
    total_tax: number;
  };
  rows: {
    accepted: boolean;
    quantity: number;
    net_price: number;
    tax_import: number;
    part_name: string;
    brand: string;
    part_code: string;
  }[];
  dealer: PartyRecord & { regime_fiscale: string; iban: string | null };
  customer: PartyRecord;
}

export const INVOICEABLE_STATUSES = ['paid', 'complete'] as const;
export const isInvoiceable = (status: string) => (INVOICEABLE_STATUSES as readonly string[]).includes(status);

function paymentMode(q: SaleInputs['quotation']): PaymentMode {
  if (q.payment_type === 'online') return 'MP08';
  return q.payment_method_id === PAYMENT_METHOD_CASH_ON_DELIVERY_ID ? 'MP01' : 'MP05';
}

export function saleMissing(inputs: SaleInputs): MissingInvoiceDatum[] {
  const { dealer } = inputs;
  const missing: MissingInvoiceDatum[] = [];
  if (!validVat(dealer.vat_number)) missing.push('dealer_vat_number');
  if (!dealer.legal_name?.trim()) missing.push('dealer_legal_name');
  if (!hasAddress(dealer)) missing.push('dealer_address');
  if (paymentMode(inputs.quotation) === 'MP05' && !dealer.iban) missing.push('dealer_iban');
  return [...missing, ...buyerMissing(inputs.customer, 'customer')];
}

/** Shipping as the customer chose it (contract/totals.ts: partial only when offered), in cents. */
function shippingLine(q: SaleInputs['quotation']): InvoiceLine | null {
  const partial = q.shipping_fee_chosen === 'partial' && q.shipping_cost_partial !== null;
  const cents = toCents(partial ? (q.shipping_cost_partial ?? 0) : q.shipping_cost_flat);
  if (cents === 0) return null;
  return {
    description: partial ? text.shippingPartial : text.shippingFlat,
    quantity: 1,
    unitCents: cents,
    vatRate: SHIPPING_VAT_RATE,
  };
}

/**
 * The lines (accepted rows, then shipping) and VAT summaries: VAT rounded per line exactly as contract/totals.ts
 * does, so the document's totals are the quotation's to the cent.
 */
export function saleLinesAndSummaries(inputs: SaleInputs): { lines: InvoiceLine[]; summaries: VatSummary[] } {
  const lines: InvoiceLine[] = [];
  const byRate = new Map<number, VatSummary>();
  const add = (rate: number, taxable: number, tax: number) => {
    const summary = byRate.get(rate) ?? { vatRate: rate, taxableCents: 0, taxCents: 0 };
    summary.taxableCents += taxable;
    summary.taxCents += tax;
    byRate.set(rate, summary);
  };
  for (const row of inputs.rows.filter((r) => r.accepted)) {
    const option = {
      submission_row_id: 0,
      quantity: row.quantity,
      net_price: row.net_price,
      tax_import: row.tax_import,
    };
    lines.push({
      description: `${row.part_name} - ${row.brand} ${row.part_code}`,
      quantity: row.quantity,
      unitCents: toCents(row.net_price),
      vatRate: row.tax_import,
    });
    add(row.tax_import, lineNetCents(option), lineTaxCents(option));
  }
  const shipping = shippingLine(inputs.quotation);
  if (shipping) {
    lines.push(shipping);
    add(shipping.vatRate, shipping.unitCents, Math.round((shipping.unitCents * shipping.vatRate) / 100));
  }
  return { lines, summaries: [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate) };
}

export function saleDocument(
  inputs: SaleInputs,
  numbering: Pick<InvoiceDocument, 'number' | 'progressivo' | 'fileName' | 'issuedOn'>,
): InvoiceDocument {
  const { dealer } = inputs;
  const mode = paymentMode(inputs.quotation);
  return {
    ...numbering,
    seller: {
      vatNumber: dealer.vat_number ?? '',
      legalName: dealer.legal_name ?? '',
      regimeFiscale: dealer.regime_fiscale,
      address: addressOf(dealer),
    },
    buyer: buyerOf(inputs.customer),
    ...saleLinesAndSummaries(inputs),
    payment: { mode, iban: mode === 'MP05' ? (dealer.iban ?? '').replace(/\s+/g, '').toUpperCase() : null },
    causale: text.causaleQuotation(inputs.quotation.quotation_code),
  };
}
