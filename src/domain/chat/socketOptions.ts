import type { ManagerOptions } from 'socket.io-client';
import { CHAT_SOCKET_PATH } from '../../../contract/realtime';

/**
 * How the chat connects (docs/decisions.md, "Sockets through a balancer"): WebSocket first, so one TCP connection
 * carries the whole session and a balancer without affinity works. Long-polling is only the fallback when a
 * WebSocket cannot be opened at all (a proxy that refuses upgrades): it needs every request of a session on one
 * instance, which holds with a single instance or a sticky balancer, and fails cleanly (retried) otherwise.
 */
export const CHAT_SOCKET_OPTIONS = {
  path: CHAT_SOCKET_PATH,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
} as const satisfies Partial<ManagerOptions>;
