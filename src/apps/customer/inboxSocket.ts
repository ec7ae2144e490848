import { io, type Socket } from 'socket.io-client';
import type { CustomerCounters } from '../../../contract/api/customer-counters';
import { CHAT_SOCKET_PATH, INBOX_EVENTS, INBOX_NAMESPACE } from '../../../contract/realtime-names';
import { authStore } from '../../platform/auth/storage';

export interface CustomerInboxHandlers {
  counters: (counters: CustomerCounters) => void;
  notification: () => void;
  status: (connected: boolean) => void;
}

/**
 * The customer's app socket on /inbox (contract/realtime.ts): loaded on demand with socket.io-client and the realtime
 * module (its zod schemas stay out of the customer app's first load). Answers stop().
 */
export function startCustomerInbox(handlers: CustomerInboxHandlers): () => void {
  const socket: Socket = io(INBOX_NAMESPACE, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // A function: every (re)connection sends the token stored now.
    auth: (cb) => cb({ token: authStore.token() ?? '' }),
  });
  socket.on('connect', () => handlers.status(true));
  socket.on('disconnect', () => handlers.status(false));
  socket.on('connect_error', () => handlers.status(false));
  socket.on(INBOX_EVENTS.customerCounters, (payload: CustomerCounters) => handlers.counters(payload));
  socket.on(INBOX_EVENTS.notificationNew, () => handlers.notification());
  return () => socket.close();
}
