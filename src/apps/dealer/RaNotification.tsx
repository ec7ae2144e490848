import { Notification } from 'react-admin';
import { MuiBoundary } from '../../ui/MuiBoundary';

/** Below 900 px the navigation is a bottom bar (layout/Shell.module.css): the messages show above it, not over it. */
const ABOVE_THE_BOTTOM_BAR = { bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', md: 24 } };

// The lazy half of ./Notifications.tsx: a module of its own so that only the snackbar (and MUI's theme) go to its chunk.
export default function RaNotification() {
  return (
    <MuiBoundary fallback={null}>
      <Notification sx={ABOVE_THE_BOTTOM_BAR} />
    </MuiBoundary>
  );
}
