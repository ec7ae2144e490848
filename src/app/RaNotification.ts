// The lazy half of ./Notifications.tsx: a module of its own so that only the snackbar goes to its chunk.
export { Notification as default } from 'react-admin';
