/** What other features and the app use of notices: import it from here, never from a file of the folder. */
export { NoticeBanner } from './NoticeBanner';
export const loadBankDetailsDialog = () => import('./BankDetailsDialog');
