import type { FastifyBaseLogger } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import {
  CHAT_ERROR_EVENT,
  CHAT_HISTORY_LIMIT,
  CHAT_RATE_BURST,
  CHAT_RATE_PER_SECOND,
  ChatSend,
  chatReceiveEvent,
  chatSendEvent,
  type ChatErrorPayload,
} from '../../contract/realtime.js';
import { mayWorkIn } from '../../contract/staff.js';
import { errors } from '../../i18n/it/errors.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { authenticate } from '../auth/authenticate.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Db } from '../db/types.js';
import {
  ensureConversation,
  findConversationId,
  loadHistory,
  markConversationRead,
  storeMessage,
  toMessage,
  type StoredMessage,
} from '../repositories/chat.js';
import type { LimitStore } from '../shared/limits.js';
import { chatRoom, type ChatSession } from './chat-access.js';
import { attachmentsAllowed } from './chat-attachments.js';
import { takeUserEvent } from './chat-limits.js';
import { TokenBucket } from './rate-limit.js';
import { closeAtExpiry } from './socket-lifetime.js';
import type { WorkGate } from './work-gate.js';

export interface ChatSocketData {
  user: SessionUser;
  chat: ChatSession;
  /** When the login token expires: the socket is closed then. */
  expiresAt: Date;
}

/** Event names carry the chat token (`/message/{chatToken}`), so they are not a fixed map. */
export type ChatServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;
export type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;

export interface ChatDeps {
  db: Db;
  log: FastifyBaseLogger;
  limits: LimitStore;
  /** Chat events a user may send per CHAT_EVENTS_WINDOW_MS (config CHAT_EVENTS_PER_USER). */
  eventsPerUser: number;
  /** Every database task of the chat passes here (server/realtime/work-gate.ts). */
  gate: WorkGate;
}

type Ack = (answer: { ok: boolean; message?: string }) => void;

const send = messagingMessages.send;

/**
 * Delivers a stored message to both sides of its chat, each with its own my_message. Rooms go through the Redis
 * adapter when there is one, so the other side may be connected to another instance.
 */
function deliver(io: ChatServer, session: ChatSession, message: StoredMessage): void {
  const event = chatReceiveEvent(session.chatToken);
  for (const isClient of [false, true]) io.to(chatRoom(session, isClient)).emit(event, [toMessage(message, isClient)]);
}

/**
 * One chat socket: the recent history on connect, then its newMessage / confirmRead events, handled one at a time
 * in arrival order. Events beyond the socket's or the user's flood limit are dropped with a `rate_limited`
 * chat_error (the socket stays); a message is stored only while the session is live (else the socket closes).
 */
export function serveChatSocket(
  io: ChatServer,
  socket: ChatSocket,
  { db, log, limits, eventsPerUser, gate }: ChatDeps,
): void {
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
  // The conversation exists from the first message of either side.
  const existingConversation = async () =>
    (session.conversationId ??= await findConversationId(db, session.submissionId, session.dealerId));
  const conversation = async () =>
    (session.conversationId ??= await ensureConversation(db, session.submissionId, session.dealerId));

  closeAtExpiry(socket as unknown as Socket, socket.data.expiresAt);
  void socket.join(chatRoom(session, session.isClient));
  // After joining: a message stored meanwhile arrives twice at worst (history and broadcast); clients de-duplicate.
  enqueue(async () => {
    const history =
      session.conversationId === null
        ? []
        : await gate.run(() => loadHistory(db, session.conversationId as number, CHAT_HISTORY_LIMIT));
    socket.emit(
      chatReceiveEvent(session.chatToken),
      history.map((m) => toMessage(m, session.isClient)),
    );
  });

  socket.on(chatSendEvent(session.chatToken), (payload: unknown, maybeAck?: unknown) => {
    const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : undefined;
    if (!bucket.take())
      return fail({ code: 'rate_limited', message: send.rateLimited, retry_after_ms: bucket.retryAfterMs() }, ack);
    const parsed = ChatSend.safeParse(payload);
    if (!parsed.success) return fail({ code: 'invalid', message: send.invalid }, ack);
    const { type, attachments } = parsed.data;
    const text = parsed.data.text.trim();
    if (type === 'newMessage' && text === '' && attachments.length === 0)
      return fail({ code: 'invalid', message: send.empty }, ack);
    enqueue(async () => {
      // Across all of the user's sockets, on every instance.
      const retryAfterMs = await takeUserEvent(limits, session.userId, eventsPerUser);
      if (retryAfterMs > 0)
        return fail({ code: 'rate_limited', message: send.rateLimited, retry_after_ms: retryAfterMs }, ack);
      // The role is read again at every event, not only at the handshake: a person moved to a role without the chat
      // is refused from their next event (and the socket closes), even if the close sent at the change missed it.
      const now = await gate.run(() => authenticate(db, (socket.handshake.auth as { token?: unknown }).token));
      if (now && now.role === 'dealer' && !mayWorkIn(now.staffRole, 'chat')) {
        fail({ code: 'unauthorized', message: errors.chatNotInRole }, ack);
        return void socket.disconnect(true);
      }
      if (type === 'confirmRead') {
        await gate.run(async () => {
          const id = await existingConversation();
          if (id !== null) await markConversationRead(db, id, session.isClient);
        });
        return ack?.({ ok: true });
      }
      if (!(await gate.run(() => attachmentsAllowed(db, attachments, [session.dealerId, session.customerId])))) {
        return fail({ code: 'invalid', message: send.foreignAttachment }, ack);
      }
      const message = await gate.run(async () =>
        storeMessage(db, {
          conversationId: await conversation(),
          sessionId: session.sessionId,
          authorId: session.userId,
          isClient: session.isClient,
          userName: session.userName,
          text,
          attachments,
        }),
      );
      if (!message) {
        // Logged out or expired since the handshake: nothing stored, and the socket goes.
        fail({ code: 'unauthorized', message: send.sessionEnded }, ack);
        return void socket.disconnect(true);
      }
      // storeMessage also paused or resumed the dealer's timer (SPEC §4), in the same statement.
      deliver(io, session, message);
      ack?.({ ok: true });
    }, ack);
  });
}
