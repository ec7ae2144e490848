/** What the inbox socket needs on the wire, loaded with it on demand: socket.io-client and the contract's schemas
 * (zod) stay out of the first page's JavaScript (npm run size). */
export { io } from 'socket.io-client';
export {
  CHAT_SOCKET_PATH,
  DraftEditingEvent,
  DraftTakenEvent,
  INBOX_EVENTS,
  INBOX_NAMESPACE,
  InboxCounters,
  isFinalChatRefusal,
  QuotationUpdatedEvent,
  SubmissionNewEvent,
} from '../../../contract/realtime';
export { Notification } from '../../../contract/entities/chat';
