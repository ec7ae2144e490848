import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { Message } from '../../contract/entities/chat.js';
import { CHAT_SOCKET_PATH, chatReceiveEvent, chatSendEvent, type ChatHandshakeAuth } from '../../contract/realtime.js';

/** A test's chat client: the socket, every message list it received, and its connection error if refused. */
export interface ChatClient {
  socket: Socket;
  received: Message[][];
  close: () => void;
}

export interface Refusal {
  message: string;
  code: unknown;
}

export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** A socket.io client as a Node script would open it (websocket, no automatic retry), with optional headers. */
function open(
  baseUrl: string,
  auth: Partial<ChatHandshakeAuth> | Record<string, unknown>,
  headers: Record<string, string> = {},
): Socket {
  return connectSocket(baseUrl, {
    path: CHAT_SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
}

/** Connects and resolves once the server sent the history (the first message list). */
export function connectChat(
  baseUrl: string,
  auth: Partial<ChatHandshakeAuth>,
  headers: Record<string, string> = {},
): Promise<ChatClient> {
  const socket = open(baseUrl, auth, headers);
  const received: Message[][] = [];
  return new Promise((resolve, reject) => {
    socket.on(chatReceiveEvent(auth.chatToken ?? ''), (list: unknown) => {
      received.push(Message.array().parse(list));
      if (received.length === 1) resolve({ socket, received, close: () => socket.disconnect() });
    });
    socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) => {
      socket.disconnect();
      reject(Object.assign(new Error(error.message), { data: error.data }));
    });
  });
}

/** Resolves with the refusal of a handshake that must fail (and fails the test if it connects). */
export function refusalOf(
  baseUrl: string,
  auth: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Refusal> {
  const socket = open(baseUrl, auth, headers);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.disconnect();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) => {
      socket.disconnect();
      resolve({ message: error.message, code: error.data?.code });
    });
  });
}

/** Sends a chat event and resolves with the server's acknowledgement. */
export function send(
  client: ChatClient,
  chatToken: string,
  type: 'newMessage' | 'confirmRead',
  text = '',
  attachments: string[] = [],
) {
  return client.socket.timeout(10_000).emitWithAck(chatSendEvent(chatToken), { type, text, attachments }) as Promise<{
    ok: boolean;
    message?: string;
  }>;
}

/** Resolves when the client has received `count` message lists in all (history included). */
export async function waitForLists(client: ChatClient, count: number, timeoutMs = 10_000): Promise<Message[][]> {
  const deadline = Date.now() + timeoutMs;
  while (client.received.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} message lists, got ${client.received.length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return client.received;
}
