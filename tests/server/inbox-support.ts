import { io as connectSocket, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_PATH, INBOX_NAMESPACE, type InboxServerEvents } from '../../contract/realtime.js';
import { hashToken, newToken } from '../../server/auth/tokens.js';
import { query } from './quotations-fixtures.js';
import type { TestApp } from './support/app.js';

export type InboxEvent = {
  [K in keyof InboxServerEvents]: { type: K; payload: Parameters<InboxServerEvents[K]>[0] };
}[keyof InboxServerEvents];

/** A test's app socket: every event it received, in order. */
export interface InboxClient {
  socket: Socket;
  events: InboxEvent[];
  of: <K extends InboxEvent['type']>(type: K) => Extract<InboxEvent, { type: K }>['payload'][];
  close: () => void;
}

const TYPES = [
  'counters',
  'submission:new',
  'quotation:updated',
  'notification:new',
  'customer:counters',
  'draft:taken',
] as const;

/** Connects to the inbox namespace and resolves after the first `counters`; rejects with the refusal. */
export function connectInbox(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<InboxClient> {
  const socket = connectSocket(`${baseUrl}${INBOX_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
  const events: InboxEvent[] = [];
  const client: InboxClient = {
    socket,
    events,
    of: (type) => events.filter((e) => e.type === type).map((e) => e.payload) as never,
    close: () => socket.disconnect(),
  };
  return new Promise((resolve, reject) => {
    for (const type of TYPES) {
      socket.on(type, (payload: unknown) => {
        events.push({ type, payload } as InboxEvent);
        // A dealer's socket starts with `counters`, a customer's with `customer:counters`.
        if ((type === 'counters' || type === 'customer:counters') && client.of(type).length === 1) resolve(client);
      });
    }
    socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) => {
      socket.disconnect();
      reject(Object.assign(new Error(error.message), { code: error.data?.code }));
    });
  });
}

export async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Dealers in standing created behind the API, each with a login token. */
export async function benchDealers(t: TestApp, names: string[]): Promise<{ id: number; token: string }[]> {
  const made: { id: number; token: string }[] = [];
  for (const name of names) {
    const [row] = await query<{ id: number }>(
      t,
      `insert into users (role, email, password_hash, legal_name, terms_accepted_at)
      values ('dealer', '${name}@inbox.invalid', 'x', 'Ricambi ${name}', now()) returning id`,
    );
    const id = Number(row.id);
    await query(t, `insert into subscriptions (dealer_id, status) values (${id}, 'active')`);
    const token = newToken();
    await query(
      t,
      `insert into sessions (user_id, token_hash, client, expires_at) values (${id}, '${hashToken(token)}', 'test', now() + interval '1 hour')`,
    );
    made.push({ id, token });
  }
  return made;
}
