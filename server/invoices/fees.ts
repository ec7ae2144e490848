import { VAT_RATE_ORDERS } from '../../contract/constants.js';
import type { MissingInvoiceDatum } from '../../contract/entities/invoice.js';
import { invoiceDocumentText as text } from '../../i18n/it/invoices.js';
import { MONTHS } from '../../i18n/it/months.js';
import type { PlatformCompany } from '../config.js';
import type { InvoiceDocument } from './document.js';
import { italianDate } from './document.js';
import { buyerMissing, buyerOf, type PartyRecord, platformSeller } from './parties.js';

/**
 * The month's invoice of the platform's fees taken at source from a dealer's online sales (docs/invoices.md, "Fees
 * taken at source"): the platform to the dealer, one line per sale with the fee without its VAT, the VAT as each sale
 * recorded it (settlement_sales.fee_vat_cents, what the dealer's Incassi shows), paid by withholding (MP22).
 */

export interface FeeSale {
  code: string;
  /** The sale's day in Italy, YYYY-MM-DD. */
  day: string;
  feeCents: number;
  feeVatCents: number;
}

export interface FeeInputs {
  /** YYYY-MM. */
  month: string;
  sales: FeeSale[];
  dealer: PartyRecord;
}

export const feesMissing = (inputs: FeeInputs): MissingInvoiceDatum[] => buyerMissing(inputs.dealer, 'dealer');

/** 2026-03 → "marzo 2026". */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export function feesDocument(
  inputs: FeeInputs,
  platform: PlatformCompany,
  numbering: Pick<InvoiceDocument, 'number' | 'progressivo' | 'fileName' | 'issuedOn'>,
): InvoiceDocument {
  const lines = inputs.sales.map((sale) => ({
    description: text.feeLine(sale.code, italianDate(sale.day)),
    quantity: 1,
    unitCents: sale.feeCents - sale.feeVatCents,
    vatRate: VAT_RATE_ORDERS,
  }));
  const taxCents = inputs.sales.reduce((sum, sale) => sum + sale.feeVatCents, 0);
  const taxableCents = lines.reduce((sum, line) => sum + line.unitCents, 0);
  return {
    ...numbering,
    seller: platformSeller(platform),
    buyer: buyerOf(inputs.dealer),
    lines,
    summaries: [{ vatRate: VAT_RATE_ORDERS, taxableCents, taxCents }],
    payment: { mode: 'MP22', iban: null },
    causale: text.causaleFees(monthName(inputs.month)),
  };
}
