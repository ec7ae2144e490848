/** What other features and the app use of inbox: import it from here, never from a file of the folder. */
export { InboxConnection } from './InboxConnection';
export { NewRequestsBanner } from './NewRequestsBanner';
export {
  askNotificationPermission,
  notificationsSupported,
  readAlertPrefs,
  subscribeAlertPrefs,
  writeAlertPrefs,
} from './alerts';
export type { AlertPrefs } from './alerts';
export { PING_QUERY_KEY, usePing } from './usePing';
/** The app socket's side of "sta preparando", for the presence feature. */
export { announceEditing, onDraftTaken } from './inboxSocket';
export { useInboxSnapshot } from './useInbox';
