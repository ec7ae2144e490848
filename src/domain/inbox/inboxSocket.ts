import type { Socket } from 'socket.io-client';
import type {
  DraftEditingEvent,
  DraftTakenEvent,
  InboxCounters,
  QuotationUpdatedEvent,
  SubmissionNewEvent,
} from '../../../contract/realtime';
import type { Notification } from '../../../contract/entities/chat';

export interface InboxHandlers {
  counters: (counters: InboxCounters) => void;
  submissionNew: (event: SubmissionNewEvent) => void;
  quotationUpdated: (event: QuotationUpdatedEvent) => void;
  notificationNew: (notification: Notification) => void;
  /** A colleague opened or closed a request's draft. */
  draftEditing?: (event: DraftEditingEvent) => void;
  /** A colleague took over a draft of the company. */
  draftTaken?: (event: DraftTakenEvent) => void;
  /** Connected or not: the ping (every 10 s) keeps everything right meanwhile. */
  status?: (connected: boolean) => void;
}

/** Reconnection back-off: 1 s doubling up to 30 s, ± half (socket.io's randomization), so a restart is not stormed. */
export const INBOX_RETRY = { first: 1_000, max: 30_000, jitter: 0.5 } as const;

type ConnectError = Error & { data?: { code?: unknown } };

/**
 * Opens this tab's app socket (contract/realtime.ts): WebSocket first like the chat (docs/decisions.md,
 * "Sockets through a balancer"), socket.io-client and the schemas loaded on demand (./inboxWire). Every payload is checked against the contract;
 * a malformed one is dropped. A final refusal (logged out, not a dealer in standing) stops; anything else retries
 * with back-off, and so does a server that closes the socket. Answers stop().
 */
export function startInboxSocket(
  token: () => string | null,
  handlers: InboxHandlers,
  load = () => import('./inboxWire'),
): () => void {
  let stopped = false;
  let socket: Socket | null = null;
  const on =
    <T>(
      schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
      handle: (value: T) => void,
    ) =>
    (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) handle(parsed.data);
      else console.error('inbox: unexpected payload');
    };
  load()
    .then(
      ({
        io,
        CHAT_SOCKET_PATH,
        DraftEditingEvent,
        DraftTakenEvent,
        INBOX_EVENTS,
        INBOX_NAMESPACE,
        InboxCounters,
        isFinalChatRefusal,
        QuotationUpdatedEvent,
        SubmissionNewEvent,
        Notification,
      }) => {
        if (stopped) return;
        const current = io(INBOX_NAMESPACE, {
          path: CHAT_SOCKET_PATH,
          transports: ['websocket', 'polling'],
          tryAllTransports: true,
          reconnectionDelay: INBOX_RETRY.first,
          reconnectionDelayMax: INBOX_RETRY.max,
          randomizationFactor: INBOX_RETRY.jitter,
          // A function: every (re)connection sends the token stored now.
          auth: (cb) => cb({ token: token() ?? '' }),
        });
        socket = current;
        current.on(INBOX_EVENTS.counters, on(InboxCounters, handlers.counters));
        current.on(INBOX_EVENTS.submissionNew, on(SubmissionNewEvent, handlers.submissionNew));
        current.on(INBOX_EVENTS.quotationUpdated, on(QuotationUpdatedEvent, handlers.quotationUpdated));
        current.on(INBOX_EVENTS.notificationNew, on(Notification, handlers.notificationNew));
        if (handlers.draftEditing) current.on(INBOX_EVENTS.draftEditing, on(DraftEditingEvent, handlers.draftEditing));
        if (handlers.draftTaken) current.on(INBOX_EVENTS.draftTaken, on(DraftTakenEvent, handlers.draftTaken));
        current.on('connect', () => {
          handlers.status?.(true);
          // What this tab has open, said again to a (re)connected socket.
          for (const id of announcing) current.emit(INBOX_EVENTS.draftEditing, { submission_id: id, editing: true });
        });
        open = current;
        current.on('disconnect', (reason) => {
          handlers.status?.(false);
          // The server closed it (a restart, or this session's logout: then the handshake is refused for good).
          if (reason === 'io server disconnect' && !stopped)
            setTimeout(() => !stopped && current.connect(), INBOX_RETRY.first);
        });
        current.on('connect_error', (err: ConnectError) => {
          handlers.status?.(false);
          if (isFinalChatRefusal(err.data?.code)) current.close();
          // socket.io does not retry a refused handshake by itself: the server may be back later.
          else if (!current.active && !stopped) setTimeout(() => !stopped && current.connect(), INBOX_RETRY.max / 6);
        });
      },
    )
    .catch((err: unknown) => console.error('inbox: socket.io-client could not be loaded', err));
  return () => {
    stopped = true;
    open = null;
    socket?.close();
  };
}

/** Who listens to drafts taken over: the drafts feature, once its code has loaded. */
const takenListeners = new Set<(event: DraftTakenEvent) => void>();

/** Called with every `draft:taken` of the company this tab's socket hears; answers the unsubscribe. */
export function onDraftTaken(listener: (event: DraftTakenEvent) => void): () => void {
  takenListeners.add(listener);
  return () => takenListeners.delete(listener);
}

export function draftTaken(event: DraftTakenEvent): void {
  for (const listener of takenListeners) listener(event);
}

/** The requests whose drafts this tab has open, and the socket to tell the company's other tabs. */
const announcing = new Set<number>();
let open: Socket | null = null;

/** Tells the company's other tabs that this tab has (or no longer has) the draft of a request open. */
export function announceEditing(submissionId: number, editing: boolean): void {
  if (editing) announcing.add(submissionId);
  else announcing.delete(submissionId);
  if (open?.connected) open.emit('draft:editing', { submission_id: submissionId, editing });
}
