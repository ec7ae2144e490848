/**
 * One invoice, whatever its source (a sold quotation, a paid order): what the FatturaPA XML and the courtesy PDF
 * are both drawn from, so the two always show the same numbers. Money in integer cents.
 */
export interface InvoiceAddress {
  street: string;
  houseNo: string | null;
  zipCode: string;
  city: string;
  /** Two-letter province code, when known. */
  province: string | null;
}

export interface InvoiceSeller {
  vatNumber: string;
  legalName: string;
  regimeFiscale: string;
  address: InvoiceAddress;
}

export interface InvoiceBuyer {
  vatNumber: string | null;
  fiscalCode: string | null;
  /** A company name, or a person's first and last name. */
  legalName: string | null;
  firstName: string | null;
  lastName: string | null;
  address: InvoiceAddress;
  /** The buyer's SDI code (7 characters), or 0000000 with the PEC, or 0000000 alone. */
  recipientCode: string;
  pec: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  /** VAT rate in percent. */
  vatRate: number;
}

export interface VatSummary {
  vatRate: number;
  taxableCents: number;
  taxCents: number;
}

/** MP22: withheld from sums already collected for the buyer (the fees taken at source from online sales). */
export type PaymentMode = 'MP01' | 'MP05' | 'MP08' | 'MP22';

export interface InvoiceDocument {
  /** Printed number (2026/7) and the SDI file's progressivo (5 characters). */
  number: string;
  progressivo: string;
  fileName: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  summaries: VatSummary[];
  payment: { mode: PaymentMode; iban: string | null };
  causale: string;
}

export const lineCents = (line: InvoiceLine) => line.unitCents * line.quantity;

export function documentTotals(doc: Pick<InvoiceDocument, 'summaries'>) {
  const taxableCents = doc.summaries.reduce((sum, s) => sum + s.taxableCents, 0);
  const taxCents = doc.summaries.reduce((sum, s) => sum + s.taxCents, 0);
  return { taxableCents, taxCents, totalCents: taxableCents + taxCents };
}

/** 1234 → "12.34" (the XML's decimal form; negative amounts never occur on these invoices). */
export const decimal = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
/** 123456 → "1.234,56 EUR" (Italian form for the PDF; the standard fonts have no euro sign in every viewer). */
export const euroText = (cents: number) =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} EUR`;
/** 2026-03-05 → 05/03/2026. */
export const italianDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
