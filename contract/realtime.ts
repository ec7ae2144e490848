import { ChatOutgoing } from './entities/chat.js';
import { z } from './z.js';

/*
 * The real-time chat protocol (SPEC §7 "Real-time chat"), shared by the server (server/realtime) and the web
 * app (src/custom/chat). One socket.io connection per open chat:
 *
 * - handshake `auth`: ChatHandshakeAuth — the login token, the chat token (the request's token_uuid) and, for a
 *   customer, the dealer whose conversation it opens. A refused handshake ends in `connect_error` with an
 *   Italian message and `data: { code }` (ChatRefusalCode); socket.io does not retry a refused handshake.
 * - receive on `/message/{chatToken}` (chatReceiveEvent): Message[] — the whole history (oldest first) right
 *   after connecting, then each new message of either side as a one-item list. A reconnecting client gets the
 *   history again: it de-duplicates by text, created_at and timestamp (SPEC §7).
 * - send on `/message/{chatToken}/newMessage` (chatSendEvent): ChatOutgoing — `newMessage` (stored, then
 *   delivered to both sides) or `confirmRead` (the other side's messages become read).
 * - `chat_error` (CHAT_ERROR_EVENT): ChatErrorPayload — a refused send (invalid, too fast, server trouble).
 */

export const CHAT_SOCKET_PATH = '/socket.io';

export const ChatHandshakeAuth = z.object({
  token: z.string().min(1),
  /** A request's token_uuid (any UUID-shaped string: an unknown one is refused as not_found). */
  chatToken: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  /** Customers only: the dealer whose conversation on this request to open. Ignored for dealers. */
  dealerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ChatHandshakeAuth = z.infer<typeof ChatHandshakeAuth>;

export const chatReceiveEvent = (chatToken: string) => `/message/${chatToken}`;
export const chatSendEvent = (chatToken: string) => `/message/${chatToken}/newMessage`;
export const CHAT_ERROR_EVENT = 'chat_error';

/** Why a handshake was refused (connect_error `data.code`): all final but `unavailable`. */
export const CHAT_REFUSAL_CODES = ['unauthorized', 'invalid', 'not_found', 'forbidden', 'origin', 'unavailable'] as const;
export type ChatRefusalCode = (typeof CHAT_REFUSAL_CODES)[number];

/** Refusals a client must not retry: a new attempt would be refused the same way. */
export const isFinalChatRefusal = (code: unknown): boolean =>
  typeof code === 'string' && code !== 'unavailable' && (CHAT_REFUSAL_CODES as readonly string[]).includes(code);

export const ChatErrorPayload = z.object({
  code: z.enum(['invalid', 'rate_limited', 'unavailable']),
  message: z.string(),
  /** rate_limited: when the next message will be accepted. */
  retry_after_ms: z.number().int().min(0).optional(),
});
export type ChatErrorPayload = z.infer<typeof ChatErrorPayload>;

/**
 * Flood limit per socket (token bucket): CHAT_RATE_PER_SECOND events a second on average, bursts of
 * CHAT_RATE_BURST. Events beyond it are dropped with a `rate_limited` chat_error; the socket stays connected.
 */
export const CHAT_RATE_PER_SECOND = 5;
export const CHAT_RATE_BURST = 10;
/** The most recent messages sent on join. */
export const CHAT_HISTORY_LIMIT = 500;

/** An attachment is an image address: one of our uploads (/media/…) or an http(s) URL. */
const AttachmentUrl = z
  .string()
  .max(500)
  .regex(/^(\/media\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/);

/** What the server accepts on chatSendEvent: ChatOutgoing with checked attachment addresses. */
export const ChatSend = ChatOutgoing.extend({ attachments: z.array(AttachmentUrl).max(10) });
export type ChatSend = z.infer<typeof ChatSend>;
