import { lazy } from 'react';
import { customerApp as m } from '../../../i18n/it/customer/app';
import { defineFeature } from '../../platform/feature';
import { BellIcon } from '../../ui/plain/icons';

const NotificationsPage = lazy(() => import('./NotificationsPage'));

/** The customer's notifications (issue 29): new offers, payments, shipments; opening the screen marks them read. */
export const feature = defineFeature({
  name: 'customer-notifications',
  portal: 'customer',
  customerPages: [
    {
      path: 'notifiche',
      title: m.notifications.title,
      element: <NotificationsPage />,
      nav: { label: m.nav.notifications, Icon: BellIcon, order: 3, count: (c) => c.notifications_to_read },
    },
  ],
});
