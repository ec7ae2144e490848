import { z } from '../z.js';

/** FatturaPA RegimeFiscale codes (RF01 ordinario … RF19 forfettario); the dealer's sale invoices carry its own. */
export const REGIMI_FISCALI = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
] as const;
export const RegimeFiscale = z.enum(REGIMI_FISCALI);
export type RegimeFiscale = z.infer<typeof RegimeFiscale>;
export const DEFAULT_REGIME_FISCALE: RegimeFiscale = 'RF01';

/**
 * An issued invoice: a sale (the dealer to its customer, of a quotation), an order (the platform to the dealer), or
 * the month's fees taken at source from the dealer's online sales (the platform to the dealer); in the dealer's
 * register ("Fatture") also the platform's credit notes (TD04) of fees credited back on refunded returns.
 */
export const Invoice = z.object({
  /** Unique in the register: a credit note, kept in a table of its own, has its own id negated. */
  id: z.number().int(),
  kind: z.enum(['sale', 'order', 'fees', 'credit_note']),
  quotation_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  /** A 'fees' invoice: the month it bills, YYYY-MM. */
  fee_month: z.string().nullable().optional(),
  /** Number as printed, e.g. 2026/7 (per issuer and year, gapless). */
  number: z.string(),
  /** Issue date, YYYY-MM-DD. */
  issued_on: z.string(),
  /** The SDI file name, IT<P.IVA>_<progressivo>.xml. */
  file_name: z.string(),
  /** A credit note: its return (whose routes serve the note's XML and PDF) and the invoice it corrects (number). */
  return_id: z.number().int().nullable().optional(),
  refers_to: z.string().nullable().optional(),
  /** In euro, as the document prints them: a credit note's are positive too (its kind says it credits). */
  taxable_amount: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
  /** On the platform's invoices of the company's orders: the person who paid ("Pagato da"), when known. */
  paid_by: z.string().nullable().optional(),
});
export type Invoice = z.infer<typeof Invoice>;

/** Data an invoice needs and the database lacks: who can fix it (the dealer in its profile, or the customer). */
export const MISSING_INVOICE_DATA = [
  'dealer_vat_number',
  'dealer_legal_name',
  'dealer_address',
  'dealer_iban',
  'dealer_recipient',
  'customer_fiscal_id',
  'customer_name',
  'customer_address',
] as const;
export const MissingInvoiceDatum = z.enum(MISSING_INVOICE_DATA);
export type MissingInvoiceDatum = z.infer<typeof MissingInvoiceDatum>;

/**
 * Whether a quotation or order can be invoiced: not-invoiceable (its status), missing-data (listed), ready
 * (the first download issues it) or issued.
 */
export const InvoiceState = z.object({
  state: z.enum(['not-invoiceable', 'missing-data', 'ready', 'issued']),
  missing: z.array(MissingInvoiceDatum),
  invoice: Invoice.nullable(),
});
export type InvoiceState = z.infer<typeof InvoiceState>;
