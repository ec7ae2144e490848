import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { CHAT_DEBOUNCE_MS, CHAT_LOAD_TIMEOUT_MS, Message, type ChatOutgoing } from '../../../contract';
import {
  CHAT_ERROR_EVENT,
  ChatErrorPayload,
  chatReceiveEvent,
  chatSendEvent,
  isFinalChatRefusal,
} from '../../../contract/realtime';
import { authStore } from '../../platform/auth/storage';
import { mergeMessages } from './chatMessages';
import { CHAT_SOCKET_OPTIONS } from './socketOptions';

export type ChatStatus = 'connecting' | 'connected' | 'offline' | 'refused';

/** A retry of our own, for the cases socket.io does not retry by itself (SPEC §8). */
export const CHAT_RETRY_MS = 3_000;

export interface UseChatOptions {
  /** The request's token_uuid (contract/realtime.ts). */
  chatToken: string;
  /** After the server confirmed that the other side's messages are read (refresh unread dots). */
  onRead?: () => void;
  /** A message that was not on screen yet arrived, after the history (either side). */
  onNewMessage?: (message: Message) => void;
}

export interface ChatState {
  messages: Message[];
  /** Until the history arrives, CHAT_LOAD_TIMEOUT_MS at most (SPEC §4). */
  loading: boolean;
  status: ChatStatus;
  /** The server's message when it refused the chat for good, or the last refused send. */
  error: string | null;
  /**
   * Sends a message; answers false when it was not sent: not connected, empty, or within CHAT_DEBOUNCE_MS of the
   * previous send (a double click or a repeated Enter never sends twice; the caller keeps the text).
   */
  send: (text: string, attachments?: string[]) => boolean;
}

type ConnectError = Error & { data?: { code?: unknown } };

/**
 * The chat of one request over socket.io (SPEC §4, §7, §8). socket.io-client is loaded on demand, so it stays
 * out of every screen's bundle until a chat opens. A read confirmation goes out when the chat opens (each
 * connection) and whenever a message of the other side arrives.
 */
export function useChat({ chatToken, onRead, onNewMessage }: UseChatOptions): ChatState {
  const [messages, setMessages] = useState<Message[]>([]);
  const [loading, setLoading] = useState(true);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const lastSendRef = useRef(Number.NEGATIVE_INFINITY);
  const messagesRef = useRef<Message[]>([]);
  const callbacks = useRef({ onRead, onNewMessage });
  useEffect(() => {
    callbacks.current = { onRead, onNewMessage };
  });

  useEffect(() => {
    let closed = false;
    let socket: Socket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let historyReceived = false;
    messagesRef.current = [];
    setMessages([]);
    setLoading(true);
    setStatus('connecting');
    setError(null);
    const loadTimeout = setTimeout(() => setLoading(false), CHAT_LOAD_TIMEOUT_MS);

    const emit = (payload: ChatOutgoing, done?: (ok: boolean) => void) => {
      socket
        ?.timeout(10_000)
        .emit(chatSendEvent(chatToken), payload, (timedOut: Error | null, answer?: { ok?: boolean }) => {
          done?.(!timedOut && answer?.ok === true);
        });
    };
    const confirmRead = () =>
      emit({ type: 'confirmRead', text: '', attachments: [] }, (ok) => {
        if (ok) callbacks.current.onRead?.();
      });

    const receive = (payload: unknown) => {
      const parsed = Message.array().safeParse(payload);
      if (!parsed.success) return console.error('chat: unexpected message list', parsed.error);
      const { messages: next, added } = mergeMessages(messagesRef.current, parsed.data);
      const wasHistory = !historyReceived;
      historyReceived = true;
      setLoading(false);
      if (added.length === 0) return;
      messagesRef.current = next;
      setMessages(next);
      if (wasHistory) return;
      for (const message of added) callbacks.current.onNewMessage?.(message);
      if (added.some((message) => !message.my_message)) confirmRead();
    };

    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        socket = io({
          ...CHAT_SOCKET_OPTIONS,
          transports: [...CHAT_SOCKET_OPTIONS.transports],
          // A function: every (re)connection sends the token stored now.
          auth: (cb) => cb({ token: authStore.token() ?? '', chatToken }),
        });
        socketRef.current = socket;
        const current = socket;
        current.on('connect', () => {
          setStatus('connected');
          setError(null);
          confirmRead();
        });
        current.on(chatReceiveEvent(chatToken), receive);
        current.on(CHAT_ERROR_EVENT, (payload: unknown) => {
          const parsed = ChatErrorPayload.safeParse(payload);
          if (parsed.success) setError(parsed.data.message);
        });
        current.on('disconnect', (reason) => {
          setStatus('offline');
          // The server closed this socket: socket.io will not reconnect by itself (SPEC §8).
          if (reason === 'io server disconnect') current.connect();
        });
        current.on('connect_error', (err: ConnectError) => {
          console.error('chat: connection error', err);
          if (isFinalChatRefusal(err.data?.code)) {
            setStatus('refused');
            setError(err.message);
            setLoading(false);
            return;
          }
          setStatus('offline');
          if (!current.active) {
            clearTimeout(retry);
            retry = setTimeout(() => current.connect(), CHAT_RETRY_MS);
          }
        });
      })
      .catch((err: unknown) => {
        console.error('chat: socket.io-client could not be loaded', err);
        setStatus('offline');
        setLoading(false);
      });

    return () => {
      closed = true;
      clearTimeout(loadTimeout);
      clearTimeout(retry);
      socket?.removeAllListeners();
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [chatToken]);

  const send = useCallback(
    (text: string, attachments: string[] = []) => {
      const socket = socketRef.current;
      const trimmed = text.trim();
      if (!socket?.connected || (trimmed === '' && attachments.length === 0)) return false;
      const now = Date.now();
      if (now - lastSendRef.current < CHAT_DEBOUNCE_MS) return false;
      lastSendRef.current = now;
      setError(null);
      socket.emit(chatSendEvent(chatToken), { type: 'newMessage', text: trimmed, attachments } satisfies ChatOutgoing);
      return true;
    },
    [chatToken],
  );

  return { messages, loading, status, error, send };
}
