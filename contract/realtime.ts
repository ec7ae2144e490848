import { Id } from './common.js';
import { ChatOutgoing, Notification } from './entities/chat.js';
import { PingData } from './entities/ping.js';
import { QuotationStatus } from './entities/quotation.js';
import { Submission } from './entities/submission.js';
import { z } from './z.js';
// The socket's path, namespace and event names without zod: the customer app's live inbox loads with its first screen.
export { CHAT_SOCKET_PATH, INBOX_EVENTS, INBOX_NAMESPACE } from './realtime-names.js';
import type { CustomerCounters } from './api/customer-counters.js';

/*
 * The real-time chat protocol (SPEC §7 "Real-time chat"), shared by the server (server/realtime) and the web
 * app (src/features/chat). One socket.io connection per open chat:
 *
 * - handshake `auth`: ChatHandshakeAuth — the login token, the chat token (the request's token_uuid) and, for a
 *   customer, the dealer whose conversation it opens. A refused handshake ends in `connect_error` with an
 *   Italian message and `data: { code }` (ChatRefusalCode); socket.io does not retry a refused handshake.
 * - receive on `/message/{chatToken}` (chatReceiveEvent): Message[] — the most recent CHAT_HISTORY_LIMIT messages
 *   (oldest first) right after connecting, then each new message of either side as a one-item list. A reconnecting
 *   client gets that history again: it de-duplicates by text, created_at and timestamp (SPEC §7).
 * - send on `/message/{chatToken}/newMessage` (chatSendEvent): ChatOutgoing — `newMessage` (stored, then
 *   delivered to both sides) or `confirmRead` (the other side's messages become read).
 * - `chat_error` (CHAT_ERROR_EVENT): ChatErrorPayload — a refused send (invalid, too fast, server trouble).
 */

export const ChatHandshakeAuth = z.object({
  token: z.string().min(1),
  /** A request's token_uuid (any UUID-shaped string: an unknown one is refused as not_found). */
  chatToken: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  /** Customers only: the dealer whose conversation on this request to open. Ignored for dealers. */
  dealerId: Id.optional(),
});
export type ChatHandshakeAuth = z.infer<typeof ChatHandshakeAuth>;

export const chatReceiveEvent = (chatToken: string) => `/message/${chatToken}`;
export const chatSendEvent = (chatToken: string) => `/message/${chatToken}/newMessage`;
export const CHAT_ERROR_EVENT = 'chat_error';

/** Why a handshake was refused (connect_error `data.code`): all final but `unavailable`. */
export const CHAT_REFUSAL_CODES = [
  'unauthorized',
  'invalid',
  'not_found',
  'forbidden',
  'origin',
  'unavailable',
  'too_many',
] as const;
export type ChatRefusalCode = (typeof CHAT_REFUSAL_CODES)[number];

/** Refusals a client must not retry: a new attempt would be refused the same way. */
export const isFinalChatRefusal = (code: unknown): boolean =>
  typeof code === 'string' && code !== 'unavailable' && (CHAT_REFUSAL_CODES as readonly string[]).includes(code);

export const ChatErrorPayload = z.object({
  /** unauthorized: the session ended (logout, expiry); nothing was stored and the socket is closed. */
  code: z.enum(['invalid', 'rate_limited', 'unavailable', 'unauthorized']),
  message: z.string(),
  /** rate_limited: when the next message will be accepted. */
  retry_after_ms: z.number().int().min(0).optional(),
});
export type ChatErrorPayload = z.infer<typeof ChatErrorPayload>;

/**
 * Flood limit per socket (token bucket): CHAT_RATE_PER_SECOND events a second on average, bursts of
 * CHAT_RATE_BURST. Events beyond it are dropped with a `rate_limited` chat_error; the socket stays connected.
 * The server also counts per user across all its sockets and instances (server/realtime/chat-limits.ts).
 */
export const CHAT_RATE_PER_SECOND = 5;
export const CHAT_RATE_BURST = 10;
/** The most recent messages sent on join; older ones are not sent (docs/adr/0011-chat.md). */
export const CHAT_HISTORY_LIMIT = 100;

/** An attachment is an image address: one of our uploads (/media/…) or an http(s) URL. */
const AttachmentUrl = z
  .string()
  .max(500)
  .regex(/^(\/media\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/);

/** What the server accepts on chatSendEvent: ChatOutgoing with checked attachment addresses. */
export const ChatSend = ChatOutgoing.extend({ attachments: z.array(AttachmentUrl).max(10) });
export type ChatSend = z.infer<typeof ChatSend>;

/*
 * The app socket: one per browser tab of a logged-in dealer, on the namespace INBOX_NAMESPACE of the
 * same socket.io path as the chat. Handshake `auth`: InboxHandshakeAuth (the login token; refusals as the chat's,
 * connect_error `data.code`). The server only sends (InboxServerEvents); the ping (every 10 s) stays the fallback.
 */

export const InboxHandshakeAuth = z.object({ token: z.string().min(1) });
export type InboxHandshakeAuth = z.infer<typeof InboxHandshakeAuth>;

/** The ping's counters (SPEC §3 "Ping data") without branding and payment keys. */
export const InboxCounters = PingData.omit({
  logo: true,
  paypal_client_id: true,
  paypal_dealer_plan: true,
  stripe_public_key: true,
});
export type InboxCounters = z.infer<typeof InboxCounters>;

/**
 * A request that entered one of this dealer's lists: the card as that list shows it, and the dealer's counters after
 * it when they moved (then no separate `counters` follows: one frame per socket).
 */
export const SubmissionNewEvent = z.object({
  filter: z.enum(['pending', 'outlet']),
  submission: Submission,
  counters: InboxCounters.optional(),
});
export type SubmissionNewEvent = z.infer<typeof SubmissionNewEvent>;

/** One of this dealer's quotations changed status (accepted, paid, cancelled, shipped). */
export const QuotationUpdatedEvent = z.object({ id: Id, submission_id: Id, status: QuotationStatus });
export type QuotationUpdatedEvent = z.infer<typeof QuotationUpdatedEvent>;

/**
 * Working together on one request: a person of the company with a request's draft open says so on the app
 * socket (`draft:editing`, again every PRESENCE_REFRESH_MS, `editing: false` when closed); the server relays it to the
 * company's other sockets with who it is, and says `editing: false` for them when their socket goes. A colleague's
 * tab forgets an announcement not renewed within PRESENCE_TTL_MS.
 */
export const DraftEditingSend = z.object({ submission_id: Id, editing: z.boolean() });
export type DraftEditingSend = z.infer<typeof DraftEditingSend>;
export const DraftEditingEvent = DraftEditingSend.extend({ person: z.object({ id: Id, name: z.string() }) });
export type DraftEditingEvent = z.infer<typeof DraftEditingEvent>;
// Plain numbers in constants.ts: the app socket's first-load code reads them without zod.
export { PRESENCE_REFRESH_MS, PRESENCE_TTL_MS } from './constants.js';

/**
 * A draft taken over: sent to the company's app sockets when a person becomes the editor of a colleague's
 * draft, naming the request, who took it and who had it; every tab updates its Bozze list, and the previous editor's
 * tab says "<Nome> ha preso in carico la bozza". `version` is the draft's version after the take-over.
 */
export const DraftTakenEvent = z.object({
  submission_id: Id,
  version: z.number().int(),
  by: z.object({ id: Id, name: z.string() }),
  from: z.object({ id: Id, name: z.string() }).nullable(),
});
export type DraftTakenEvent = z.infer<typeof DraftTakenEvent>;

export interface InboxServerEvents {
  counters: (counters: InboxCounters) => void;
  'submission:new': (event: SubmissionNewEvent) => void;
  'quotation:updated': (event: QuotationUpdatedEvent) => void;
  'notification:new': (notification: Notification) => void;
  /**
   * The customer app uses the same namespace with its login token: it gets `customer:counters` (on connect,
   * then whenever they move) and `notification:new` for its notifications (a new offer on its request, a shipment with
   * its tracking: each carries its target); never the dealers' events. GET /customer/ping is the fallback poll.
   */
  'customer:counters': (counters: CustomerCounters) => void;
  'draft:editing': (event: DraftEditingEvent) => void;
  'draft:taken': (event: DraftTakenEvent) => void;
}
