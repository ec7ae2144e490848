import NotificationIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { lazy } from 'react';
import type { Notification } from '../../../contract';
import { paths } from '../../routing/paths';
import { defineResource } from '../defineResource';

export const NotificationList = lazy(() => import('../../custom/notifications/NotificationsPage'));

/** Notifications; API route in ./api.ts. One list, no detail. */
export const notifications = defineResource({
  name: 'notifications',
  list: NotificationList,
  icon: NotificationIcon,
  recordRepresentation: (record: Notification) => record.title,
  specPaths: { all: paths.notifications },
});
