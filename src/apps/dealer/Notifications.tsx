import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

// react-admin's snackbar (MUI Snackbar, its transitions and undo logic) is not needed to show the first page:
// it loads with the first notification, which it then shows from react-admin's queue.
const Notification = lazy(() => import('./RaNotification'));

/** react-admin's <Notification />, mounted (and downloaded) once there is something to notify. */
export function Notifications() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  ) : null;
}
