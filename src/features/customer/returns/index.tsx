import { lazy } from 'react';
import { returnTitles } from '../../../../i18n/it/customer/returnTitles';
import { defineCustomerFeature } from '../../../platform/feature';

const ReturnRequestPage = lazy(() => import('./ReturnRequestPage'));
const ReturnPage = lazy(() => import('./ReturnPage'));

/**
 * After-sale for the customer: "Richiedi reso" on a delivered purchase (the purchase's page links here while the
 * window is open), and one return followed to its refund or its dispute.
 */
export const feature = defineCustomerFeature({
  name: 'customer-returns',
  pages: [
    { path: 'preventivi/:id/reso', title: returnTitles.request, element: <ReturnRequestPage /> },
    { path: 'resi/:id', title: returnTitles.page, element: <ReturnPage /> },
  ],
});
