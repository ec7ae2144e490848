/**
 * The chat benchmark's clients, in a worker thread of their own so the server's event loop (main thread) is
 * not also running 2,000 clients: connects every socket, then sends at a fixed rate from one side of a pair
 * and times the delivery to the other side. Posts { latencies, ... } and exits.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_PATH, chatReceiveEvent, chatSendEvent } from '../../contract/realtime.js';

export interface ClientPair {
  chatToken: string;
  dealerToken: string;
  customerToken: string;
  dealerId: number;
}

export interface ClientsInput {
  baseUrl: string;
  /** Where the dealers connect (another instance: every message crosses Redis); baseUrl when absent. */
  peerBaseUrl?: string;
  /** 'dealers': only dealers send (each its own user, under the per-user event limit); both sides by default. */
  senders?: 'dealers' | 'both';
  pairs: ClientPair[];
  ratePerSecond: number;
  warmupSeconds: number;
  seconds: number;
  connectConcurrency: number;
}

export interface ClientsOutput {
  connected: number;
  connectSeconds: number;
  sent: number;
  delivered: number;
  /** Send → peer receive, in ms, of the measured (post warm-up) messages. */
  latencies: number[];
  errors: string[];
}

const input = workerData as ClientsInput;
const errors: string[] = [];
const pending = new Map<string, { at: number; measured: boolean }>();
const latencies: number[] = [];
let delivered = 0;
const trace: [number, number][] = [];

function connect(baseUrl: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(baseUrl, {
    path: CHAT_SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    // Connected and joined: the history is the server's first message on the chat event.
    socket.once(chatReceiveEvent(String(auth.chatToken)), () => resolve(socket));
    socket.once('connect_error', (error: Error) => reject(error));
  });
}

function listen(socket: Socket, chatToken: string) {
  socket.on(chatReceiveEvent(chatToken), (list: { text: string; my_message: boolean }[]) => {
    const now = performance.now();
    for (const message of list) {
      if (message.my_message) continue;
      const sent = pending.get(message.text);
      if (!sent) continue;
      pending.delete(message.text);
      delivered += 1;
      if (sent.measured) latencies.push(now - sent.at);
      if (process.env.CHAT_BENCH_TRACE) trace.push([Math.round(sent.at), Math.round(now - sent.at)]);
    }
  });
  socket.on('chat_error', (error: { message: string }) => errors.push(error.message));
}

async function main() {
  const started = performance.now();
  const sockets: { dealer: Socket; customer: Socket; chatToken: string }[] = [];
  for (let i = 0; i < input.pairs.length; i += input.connectConcurrency) {
    const batch = input.pairs.slice(i, i + input.connectConcurrency);
    const opened = await Promise.all(
      batch.map(async (pair) => ({
        chatToken: pair.chatToken,
        dealer: await connect(input.peerBaseUrl ?? input.baseUrl, {
          token: pair.dealerToken,
          chatToken: pair.chatToken,
        }),
        customer: await connect(input.baseUrl, {
          token: pair.customerToken,
          chatToken: pair.chatToken,
          dealerId: pair.dealerId,
        }),
      })),
    );
    sockets.push(...opened);
  }
  const connectSeconds = (performance.now() - started) / 1000;
  for (const s of sockets) {
    listen(s.dealer, s.chatToken);
    listen(s.customer, s.chatToken);
  }

  parentPort?.postMessage({ phase: 'sending' });
  // A fixed schedule: message k leaves at k / rate seconds, alternately from the customer and the dealer of pair k mod n.
  let sent = 0;
  const total = Math.round(input.ratePerSecond * (input.warmupSeconds + input.seconds));
  const warmup = Math.round(input.ratePerSecond * input.warmupSeconds);
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * input.ratePerSecond) + 1);
      while (sent < due) {
        const pair = sockets[sent % sockets.length];
        const from =
          input.senders !== 'dealers' && Math.floor(sent / sockets.length) % 2 === 0 ? pair.customer : pair.dealer;
        const text = `bench ${sent}`;
        pending.set(text, { at: performance.now(), measured: sent >= warmup });
        from.emit(chatSendEvent(pair.chatToken), { type: 'newMessage', text, attachments: [] });
        sent += 1;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  // Let the last messages arrive (bounded).
  const deadline = performance.now() + 5_000;
  while (pending.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const s of sockets) {
    s.dealer.disconnect();
    s.customer.disconnect();
  }
  const output: ClientsOutput = {
    connected: sockets.length * 2,
    connectSeconds,
    sent,
    delivered,
    latencies,
    errors: errors.slice(0, 5),
  };
  if (process.env.CHAT_BENCH_TRACE) {
    const t0 = trace[0]?.[0] ?? 0;
    const buckets = new Map<number, number>();
    for (const [at, ms] of trace)
      buckets.set(Math.floor((at - t0) / 250), Math.max(buckets.get(Math.floor((at - t0) / 250)) ?? 0, ms));
    console.log([...buckets].map(([b, ms]) => `${(b / 4).toFixed(2)}s:${ms}`).join(' '));
  }
  parentPort?.postMessage(output);
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ failed: error instanceof Error ? error.message : String(error) });
});
