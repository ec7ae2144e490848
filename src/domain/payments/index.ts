/** What other features and the app use of payments: import it from here, never from a file of the folder. */
export { AmountList } from './AmountList';
export { LoadFailure } from './LoadFailure';
export { NoOrderNotice } from './NoOrderNotice';
export { linesTotal, OrderLines } from './OrderLines';
export { PaymentDialogs } from './PaymentDialogs';
export { PaymentPanel } from './PaymentPanel';
export { PaymentProviderArea } from './PaymentProviderArea';
export { logPaymentError, paymentFailureMessage } from './paymentErrors';
export { FEE_AMOUNT_QUERY_KEY, refreshAfterPayment } from './paymentQueries';
export type { PaymentSession } from './paymentTypes';
export { useProviderReturn } from './providerReturn';
export { useFreshUser } from './useFreshUser';
export { usePaymentFlow } from './usePaymentFlow';
export type { PaymentFlow } from './usePaymentFlow';
export const loadCardUpdateForm = () => import('./CardUpdateForm');
