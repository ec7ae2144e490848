/** What other features and the app use of quotations: import it from here, never from a file of the folder. */
export { QuotationTags } from './QuotationTags';
export { AlreadyQuoted, ownQuotationPath } from './ownQuotation';
