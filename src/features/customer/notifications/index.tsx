import { lazy } from 'react';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { defineCustomerFeature } from '../../../platform/feature';
import { BellIcon } from '../../../ui/icons';

const NotificationsPage = lazy(() => import('./NotificationsPage'));

/** The customer's notifications: new offers, payments, shipments; opening the screen marks them read. */
export const feature = defineCustomerFeature({
  name: 'customer-notifications',
  pages: [
    {
      path: 'notifiche',
      title: m.notifications.title,
      element: <NotificationsPage />,
      nav: { label: m.nav.notifications, Icon: BellIcon, order: 3, count: (c) => c.notifications_to_read },
    },
  ],
});
