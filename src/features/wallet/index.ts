/** What other features and the app use of wallet: import it from here, never from a file of the folder. */
export { MissingInvoiceData } from './MissingInvoiceData';
export { downloadInvoice } from './downloadInvoice';
export type { InvoiceFileRoute } from './downloadInvoice';
