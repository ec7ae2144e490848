/** The socket's names (contract/realtime.ts re-exports them), in a module without zod for the first loads that open a socket. */
export const CHAT_SOCKET_PATH = '/socket.io';

export const INBOX_NAMESPACE = '/inbox';

export const INBOX_EVENTS = {
  /** On connect, then within a second of any change that moves one of them. */
  counters: 'counters',
  submissionNew: 'submission:new',
  quotationUpdated: 'quotation:updated',
  notificationNew: 'notification:new',
  customerCounters: 'customer:counters',
  draftEditing: 'draft:editing',
  draftTaken: 'draft:taken',
} as const;
