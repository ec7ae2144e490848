import type { FastifyBaseLogger } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import {
  CHAT_ERROR_EVENT, CHAT_HISTORY_LIMIT, CHAT_RATE_BURST, CHAT_RATE_PER_SECOND, ChatSend, chatReceiveEvent, chatSendEvent,
  type ChatErrorPayload,
} from '../../contract/realtime.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Db } from '../db/types.js';
import { loadHistory, markConversationRead, storeMessage, toMessage, type StoredMessage } from '../repositories/chat.js';
import { chatRoom, type ChatSession } from './chat-access.js';
import { TokenBucket } from './rate-limit.js';

export interface ChatSocketData {
  user: SessionUser;
  chat: ChatSession;
}

/** Event names carry the chat token (`/message/{chatToken}`), so they are not a fixed map. */
export type ChatServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;
type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;

type Ack = (answer: { ok: boolean; message?: string }) => void;

const send = messagingMessages.send;

/**
 * Delivers a stored message to both sides of its conversation, each with its own my_message. Rooms go through
 * the Redis adapter when there is one, so the other side may be connected to another instance.
 */
function deliver(io: ChatServer, session: ChatSession, message: StoredMessage): void {
  const event = chatReceiveEvent(session.chatToken);
  for (const isClient of [false, true]) {
    io.to(chatRoom(session.conversationId, isClient)).emit(event, [toMessage(message, isClient)]);
  }
}

/**
 * One chat socket: history on connect, then its newMessage / confirmRead events, handled one at a time in
 * arrival order. Events beyond the flood limit are dropped with a `rate_limited` chat_error: the socket stays.
 */
export function serveChatSocket(io: ChatServer, socket: ChatSocket, db: Db, log: FastifyBaseLogger): void {
  const session = socket.data.chat;
  const bucket = new TokenBucket(CHAT_RATE_PER_SECOND, CHAT_RATE_BURST);
  const fail = (payload: ChatErrorPayload, ack?: Ack) => {
    socket.emit(CHAT_ERROR_EVENT, payload);
    ack?.({ ok: false, message: payload.message });
  };
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>, ack?: Ack) => {
    queue = queue.then(task).catch((err: unknown) => {
      log.error({ err, conversationId: session.conversationId }, 'chat event failed');
      fail({ code: 'unavailable', message: send.failed }, ack);
    });
  };

  void socket.join(chatRoom(session.conversationId, session.isClient));
  // After joining: a message stored meanwhile arrives twice at worst (history and broadcast); clients de-duplicate.
  enqueue(async () => {
    const history = await loadHistory(db, session.conversationId, CHAT_HISTORY_LIMIT);
    socket.emit(chatReceiveEvent(session.chatToken), history.map((m) => toMessage(m, session.isClient)));
  });

  socket.on(chatSendEvent(session.chatToken), (payload: unknown, maybeAck?: unknown) => {
    const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : undefined;
    if (!bucket.take()) return fail({ code: 'rate_limited', message: send.rateLimited, retry_after_ms: bucket.retryAfterMs() }, ack);
    const parsed = ChatSend.safeParse(payload);
    if (!parsed.success) return fail({ code: 'invalid', message: send.invalid }, ack);
    const { type, attachments } = parsed.data;
    if (type === 'confirmRead') {
      return enqueue(async () => {
        await markConversationRead(db, session.conversationId, session.isClient);
        ack?.({ ok: true });
      }, ack);
    }
    const text = parsed.data.text.trim();
    if (text === '' && attachments.length === 0) return fail({ code: 'invalid', message: send.empty }, ack);
    enqueue(async () => {
      const message = await storeMessage(db, {
        conversationId: session.conversationId, authorId: session.userId, isClient: session.isClient,
        userName: session.userName, text, attachments,
      });
      // storeMessage also paused or resumed the dealer's timer (SPEC §4), in the same statement.
      deliver(io, session, message);
      ack?.({ ok: true });
    }, ack);
  });
}
