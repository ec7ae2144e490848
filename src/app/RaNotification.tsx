import { Notification } from 'react-admin';
import MuiScope from '../ui/MuiScope';

// The lazy half of ./Notifications.tsx: a module of its own so that only the snackbar (and MUI's theme) go to its chunk.
export default function RaNotification() {
  return (
    <MuiScope>
      <Notification />
    </MuiScope>
  );
}
