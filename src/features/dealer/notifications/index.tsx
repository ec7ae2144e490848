import { lazy } from 'react';
import type { Notification } from '../../../../contract';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { NotificationsIcon } from '../../../ui/icons';

const NotificationList = lazy(() => import('./NotificationsPage'));

/** Notifications: one list, no detail. */
export const notificationsFeature = defineDealerFeature({
  name: 'notifications',
  resources: [
    {
      name: 'notifications',
      list: NotificationList,
      recordRepresentation: (record: Notification) => record.title,
      // GET /user/:userId/notification/list: the whole list, paged here.
      api: defineResourceApi({ list: 'notificationList' }),
    },
  ],
  routes: [
    {
      path: paths.notifications,
      title: 'app.routes.notifications',
      access: 'subscriber',
      staff: 'everyone',
      element: <NotificationList />,
      list: { resource: 'notifications' },
    },
  ],
  nav: [
    {
      to: paths.notifications,
      label: 'app.nav.notifications',
      unreadLabel: 'app.nav.notificationsUnread',
      Icon: NotificationsIcon,
      order: 60,
      daily: true,
      unread: (ping) => ping.notifications_to_read > 0,
    },
  ],
  refetch: { notificationsChanged: ['notifications'] },
});
