import { Invoice, MissingInvoiceDatum, RegimeFiscale } from '../entities/invoice.js';
import { z } from '../z.js';

/** The dealer's invoice settings (profile): its FatturaPA RegimeFiscale. */
export const InvoiceSettings = z.object({ regime_fiscale: RegimeFiscale });
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

/**
 * The platform's documents to the dealer: its paid orders' and months of fees' invoices and its issued credit notes
 * (a waiting note has no number and is left out), newest first (a whole list: paged in the browser).
 */
export const DealerInvoiceList = z.array(Invoice);

/** The dealer's data that keeps paid orders from being invoiced (empty when every paid order has its invoice). */
export const DealerInvoiceMissing = z.object({ missing: z.array(MissingInvoiceDatum) });
export type DealerInvoiceMissing = z.infer<typeof DealerInvoiceMissing>;

/** An invoice file: the FatturaPA XML (application/xml) or its courtesy PDF (application/pdf), as bytes. */
export const InvoiceFile = z.string().describe('file');
