/** What the drafts editor uses of the stock feature: the copy of the suggestions and of the review's warning. */
export { fill, stockText } from './copy';
/** The machine import's keys, created and revoked in the owner's profile (issue 31). */
export { StockApiKeys } from './StockApiKeys';
