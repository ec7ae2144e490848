import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { CHAT_SOCKET_PATH } from '../../../contract/realtime.js';
import { routes } from '../../../contract/routes.js';
import { callApi } from '../../faults/support/http.js';

export const DEMO_PASSWORD = 'demo1234';
export const GOOD_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Marco Rossi' };

export async function login(
  baseUrl: string,
  email: string,
  security: 'dealer-portal' | 'customer-app' | 'operator-console' = 'dealer-portal',
): Promise<string> {
  const answer = await callApi<{ token: string }>(baseUrl, routes.login, {
    body: { email, password: DEMO_PASSWORD, security },
  });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

export const ping = async (baseUrl: string, token: string) =>
  (await callApi<Record<string, unknown>>(baseUrl, routes.ping, { token, query: { security: 'dealer-portal' } })).body;

/** Polls `check` every 25 ms until it answers true; the milliseconds it took, or Infinity past `withinMs` × 3. */
export async function msUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < withinMs * 3) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}

type Options = Partial<ManagerOptions & SocketOptions>;

/** A chat socket (as the web client opens it unless `options` say otherwise); resolves once connected. */
export function connectSocket(
  baseUrl: string,
  auth: Record<string, unknown>,
  options: Options = { transports: ['websocket'] },
): Promise<Socket> {
  const socket = io(baseUrl, { path: CHAT_SOCKET_PATH, ...options, auth, forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => {
      socket.close();
      reject(
        Object.assign(new Error(`${error.message} (${error.data?.code ?? 'no code'})`), { code: error.data?.code }),
      );
    });
  });
}

/** Resolves with the first `event` payload that mentions `text` within `ms`, or null (the history sent on connect does not count). */
export function nextEvent(socket: Socket, event: string, ms: number, text = ''): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      resolve(null);
    }, ms);
    const on = (payload: unknown) => {
      if (!JSON.stringify(payload).includes(text)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}

/** Resolves true once the server closes `socket` within `ms`. */
export function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (!socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
