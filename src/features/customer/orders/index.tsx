import { lazy } from 'react';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { receiptTitle } from '../../../../i18n/it/customer/receipt';
import { defineCustomerFeature } from '../../../platform/feature';

const OrderPage = lazy(() => import('./OrderPage'));
const ReceiptPage = lazy(() => import('./ReceiptPage'));

/** Following one quotation: pay it (online, exactly once), its status and tracking, the chat, the rating. */
export const feature = defineCustomerFeature({
  name: 'customer-orders',
  pages: [
    { path: 'preventivi/:id', title: m.order.status, element: <OrderPage /> },
    // The receipt of an online payment: the dealer sells, the platform collects on its behalf.
    { path: 'preventivi/:id/ricevuta', title: receiptTitle, element: <ReceiptPage /> },
  ],
});
