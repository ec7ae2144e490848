import { lazy } from 'react';
import { customerApp as m } from '../../../i18n/it/customer/app';
import { defineCustomerFeature } from '../../platform/feature';

const OrderPage = lazy(() => import('./OrderPage'));

/** Following one quotation: pay it (online, exactly once), its status and tracking, the chat, the rating. */
export const feature = defineCustomerFeature({
  name: 'customer-orders',
  pages: [{ path: 'preventivi/:id', title: m.order.status, element: <OrderPage /> }],
});
