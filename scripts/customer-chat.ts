/** The chat side of `npm run customer`: one message into one dealer's conversation, over the real socket protocol. */
import { io, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_PATH, chatSendEvent, type ChatHandshakeAuth } from '../contract/realtime.js';
import { customerCli as m } from '../i18n/it/customer-cli.js';
import { BASE_URL, CliError } from './customer-api.js';

const WAIT_MS = 10_000;

type Ack = { ok: boolean; message?: string };

/** Resolves once the handshake is accepted; a refusal carries the server's Italian message (and data.code). */
function connect(auth: ChatHandshakeAuth, dealer: string): Promise<Socket> {
  // Like any Node client: websocket only, no retry (a refused handshake would be refused again).
  const socket = io(BASE_URL, {
    path: CHAT_SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: WAIT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) => {
      socket.disconnect();
      reject(
        new CliError(error.data?.code ? m.chatRefused(dealer, error.message) : m.unreachable(BASE_URL, error.message)),
      );
    });
  });
}

/**
 * Sends `text` as the customer into the conversation with `dealerId` on the request whose chat token is
 * `chatToken`, and resolves when the server acknowledged it (stored and delivered). Always closes the socket.
 */
export async function sayTo(
  token: string,
  chatToken: string,
  dealerId: number,
  dealer: string,
  text: string,
): Promise<void> {
  const socket = await connect({ token, chatToken, dealerId }, dealer);
  try {
    let ack: Ack;
    try {
      ack = (await socket
        .timeout(WAIT_MS)
        .emitWithAck(chatSendEvent(chatToken), { type: 'newMessage', text, attachments: [] })) as Ack;
    } catch {
      throw new CliError(m.noAck(dealer));
    }
    if (!ack.ok) throw new CliError(m.sendRefused(dealer, ack.message ?? ''));
  } finally {
    socket.disconnect();
  }
}
