/**
 * The inbox bench's dealer sockets, in a child process of their own (bench/inbox.ts) so that the server's CPU is
 * measured without them. Connects every token to its URL, waits for each first `counters`, then records, per socket
 * and request, when `submission:new` and the `counters` raised by it arrived (epoch ms, performance clock).
 */
import { io, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_PATH, INBOX_NAMESPACE } from '../../contract/realtime.js';

export interface ClientsStart {
  dealers: { token: string; url: string }[];
  connectConcurrency: number;
}
/**
 * When each socket got `submission:new` of a request (by request id), and the first counters that include its k-th new
 * request (pending ≥ first counters' pending + k, by k: two requests pushed together raise the counters once, by two):
 * epoch ms, one entry per socket index. `duplicates`: cards a socket got more than once (an event must arrive once).
 */
export interface Arrivals {
  news: Record<number, number[]>;
  counters: Record<number, number[]>;
  duplicates: number;
}

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
const baseline: number[] = [];
const arrivals: Arrivals = { news: {}, counters: {}, duplicates: 0 };

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
      const socket = io(`${url}${INBOX_NAMESPACE}`, { path: CHAT_SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets[index] = socket;
      await new Promise<void>((resolve, reject) => {
        socket.once('counters', (c: { dealer_pending_submissions_count: number }) => {
          baseline[index] = c.dealer_pending_submissions_count;
          resolve();
        });
        socket.once('connect_error', (error) => reject(error));
      });
      const counted = (c: { dealer_pending_submissions_count: number }) => {
        const rank = c.dealer_pending_submissions_count - baseline[index];
        for (let k = 1; k <= rank; k += 1) record(arrivals.counters, k, index);
      };
      // The raised counters ride on `submission:new` (issue 32), or come alone when they moved without a new card.
      socket.on('submission:new', (event: { submission: { id: number }; counters?: { dealer_pending_submissions_count: number } }) => {
        if (arrivals.news[event.submission.id]?.[index] !== undefined) arrivals.duplicates += 1;
        record(arrivals.news, event.submission.id, index);
        if (event.counters) counted(event.counters);
      });
      socket.on('counters', counted);
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
