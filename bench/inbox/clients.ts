/**
 * The inbox bench's dealer sockets, in a child process of their own (bench/inbox.ts) so that the server's CPU is
 * measured without them. Connects every token to its URL, waits for each first `counters`, then records, per socket
 * and request, when `submission:new` arrived and whether it carried the dealer's counters (epoch ms, performance clock).
 */
import { io, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_PATH, INBOX_NAMESPACE } from '../../contract/realtime.js';

export interface ClientsStart {
  dealers: { token: string; url: string }[];
  connectConcurrency: number;
}
/**
 * When each socket got `submission:new` of a request (by request id): epoch ms, one entry per socket index. The card
 * carries the dealer's counters after it (one frame), unless they did not move; `bare` counts the cards
 * without them. The counters cannot be matched to a request by their values at scale: at 1,000,000 requests an open
 * request passes its deadline every few seconds, so the pending count drifts under the bench's own additions.
 * `duplicates`: cards a socket got more than once (an event must arrive once).
 */
export interface Arrivals {
  news: Record<number, number[]>;
  bare: number;
  duplicates: number;
}

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
const arrivals: Arrivals = { news: {}, bare: 0, duplicates: 0 };

function record(table: Record<number, number[]>, key: number, socket: number): void {
  const row = (table[key] ??= []);
  row[socket] ??= now();
}

async function connectAll(start: ClientsStart): Promise<void> {
  let next = 0;
  const one = async () => {
    while (next < start.dealers.length) {
      const index = next++;
      const { token, url } = start.dealers[index];
      const socket = io(`${url}${INBOX_NAMESPACE}`, {
        path: CHAT_SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets[index] = socket;
      await new Promise<void>((resolve, reject) => {
        socket.once('counters', () => resolve());
        socket.once('connect_error', (error) => reject(error));
      });
      socket.on('submission:new', (event: { submission: { id: number }; counters?: unknown }) => {
        if (arrivals.news[event.submission.id]?.[index] !== undefined) arrivals.duplicates += 1;
        if (!event.counters) arrivals.bare += 1;
        record(arrivals.news, event.submission.id, index);
      });
    }
  };
  await Promise.all(Array.from({ length: start.connectConcurrency }, one));
}

process.on('message', (message: { start?: ClientsStart; finish?: true }) => {
  if (message.start) {
    const started = Date.now();
    connectAll(message.start).then(
      () => process.send?.({ ready: sockets.length, seconds: (Date.now() - started) / 1000 }),
      (error: unknown) => process.send?.({ failed: String(error) }),
    );
  } else if (message.finish) {
    for (const socket of sockets) socket.disconnect();
    process.send?.({ arrivals }, () => process.exit(0));
  }
});
