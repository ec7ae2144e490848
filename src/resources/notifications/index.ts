import NotificationIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { ResourceProps } from 'react-admin';
import type { Notification } from '../../../contract';

/** Notifications (GET /user/:id/notification/list). */
export const notifications = {
  name: 'notifications',
  icon: NotificationIcon,
  recordRepresentation: (record: Notification) => record.title,
} satisfies ResourceProps;
