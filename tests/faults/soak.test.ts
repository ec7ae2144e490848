import fs from 'node:fs/promises';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, chatReceiveEvent, chatSendEvent } from '../../contract/realtime.js';
import { routes, type RouteDef } from '../../contract/routes.js';
import { copyPgliteTemplate } from '../server/support/db.js';
import { callApi } from './support/http.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { withDataFolder } from './support/setup-data.js';
import { createSoakDealers, type SoakDealer } from './support/soak-setup.js';

/*
 * 500 dealers on the real server process (embedded PGlite) for 60 s, each behaving like an open dashboard:
 * the header's ping every 10 s, a list every 30 s (requests, quotations, conversations, notifications in
 * turn), a chat message every 30 s on its own connected socket. Each dealer waits for its answer before its
 * next call, as a browser tab does. Zero errors (every HTTP answer 2xx, every chat message acknowledged) and
 * a resident memory that stops growing once warmed up.
 */

const DEALERS = 500;
const SOAK_MS = 60_000;
const WARM_UP_MS = 20_000;
const PING_EVERY_MS = 10_000;
const LIST_EVERY_MS = 30_000;
const CHAT_EVERY_MS = 30_000;
const MAX_RSS_GROWTH = 0.1;

let dataDir = '';
let server: ServerProcess | null = null;
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  requests: number;
  messages: number;
  errors: string[];
  /** Milliseconds per kind of call (ping, each list, chat). */
  latencies: Map<string, number[]>;
}

function connect(baseUrl: string, dealer: SoakDealer): Promise<Socket> {
  const socket = io(baseUrl, {
    path: CHAT_SOCKET_PATH,
    auth: { token: dealer.token, chatToken: dealer.chatToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    // Joined: the history is the server's first message on the chat event.
    socket.once(chatReceiveEvent(dealer.chatToken), () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** One dealer's open tab until `until`: its calls one after the other, on its own schedule. */
async function dealerTab(
  baseUrl: string,
  dealer: SoakDealer,
  socket: Socket,
  until: number,
  tally: Tally,
): Promise<void> {
  const lists: { route: RouteDef; params: Record<string, string | number> }[] = [
    { route: routes.submissionList, params: { filter: 'pending' } },
    { route: routes.quotationList, params: { dealerId: dealer.id, filter: 'pending' } },
    { route: routes.messageList, params: { userId: dealer.id } },
    { route: routes.notificationList, params: { userId: dealer.id } },
  ];
  // Spread over the intervals, so 500 tabs do not all fire on the same tick.
  let nextPing = Date.now() + Math.random() * PING_EVERY_MS;
  let nextList = Date.now() + Math.random() * LIST_EVERY_MS;
  let nextChat = Date.now() + Math.random() * CHAT_EVERY_MS;
  let turn = dealer.id;
  const call = async (what: string, work: () => Promise<number>) => {
    const started = performance.now();
    try {
      const status = await work();
      if (status < 200 || status >= 300) tally.errors.push(`${what}: ${status}`);
    } catch (error) {
      tally.errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const list = tally.latencies.get(what) ?? [];
    list.push(performance.now() - started);
    tally.latencies.set(what, list);
  };
  while (Date.now() < until) {
    const now = Date.now();
    if (now >= nextPing) {
      nextPing += PING_EVERY_MS;
      tally.requests += 1;
      await call(
        'ping',
        async () =>
          (await callApi(baseUrl, routes.ping, { token: dealer.token, query: { security: 'dealer-portal' } })).status,
      );
    } else if (now >= nextList) {
      nextList += LIST_EVERY_MS;
      const list = lists[turn++ % lists.length];
      tally.requests += 1;
      await call(
        list.route.path,
        async () => (await callApi(baseUrl, list.route, { token: dealer.token, params: list.params })).status,
      );
    } else if (now >= nextChat) {
      nextChat += CHAT_EVERY_MS;
      tally.messages += 1;
      await call('chat', async () => {
        const answer = (await socket.timeout(60_000).emitWithAck(chatSendEvent(dealer.chatToken), {
          type: 'newMessage',
          text: `Disponibile, spedisco domani (${dealer.id}-${now}).`,
          attachments: [],
        })) as { ok?: boolean };
        return answer.ok === true ? 200 : 500;
      });
    } else {
      await sleep(Math.min(nextPing, nextList, nextChat, until) - now);
    }
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

describe(`soak: ${DEALERS} dealers for ${SOAK_MS / 1000} s`, () => {
  it('answers every call and every chat message, with a resident memory that stays flat after warm-up', async () => {
    dataDir = await copyPgliteTemplate();
    const dealers = await withDataFolder(dataDir, (database) => createSoakDealers(database, DEALERS));
    server = await startServerProcess(dataDir, {}, { collectable: true });
    const base = server.url;

    for (let i = 0; i < dealers.length; i += 50)
      sockets.push(...(await Promise.all(dealers.slice(i, i + 50).map((d) => connect(base, d)))));
    const disconnected: string[] = [];
    sockets.forEach((socket, i) =>
      socket.on('disconnect', (reason) => disconnected.push(`${dealers[i].id}: ${reason}`)),
    );
    // chat_error: a refused send (flood limit, server trouble) — an error too.
    const tally: Tally = { requests: 0, messages: 0, errors: [], latencies: new Map() };
    sockets.forEach((socket) =>
      socket.on('chat_error', (error: { message: string }) => tally.errors.push(`chat_error: ${error.message}`)),
    );

    const started = Date.now();
    // Resident memory every 5 s, each time right after a full garbage collection (what the process really holds).
    const rss: { at: number; kb: number }[] = [];
    const sample = async () =>
      rss.push({ at: Date.now() - started, kb: await (server as ServerProcess).rssAfterGcKb() });
    const sampler = (async () => {
      while (Date.now() - started < SOAK_MS) {
        await sample();
        await sleep(5_000 - ((Date.now() - started) % 5_000));
      }
    })();
    await Promise.all(dealers.map((dealer, i) => dealerTab(base, dealer, sockets[i], started + SOAK_MS, tally)));
    await sampler;
    await sample();

    const warm = rss.find((sample) => sample.at >= WARM_UP_MS) as { kb: number };
    const peakAfter = Math.max(...rss.filter((sample) => sample.at >= WARM_UP_MS).map((sample) => sample.kb));
    const end = rss[rss.length - 1].kb;
    console.info(
      `soak: ${DEALERS} dealers, ${tally.requests} HTTP requests + ${tally.messages} chat messages in ${Math.round((Date.now() - started) / 1000)} s, ` +
        `${tally.errors.length} errors; latency p50/p99 ms ${[...tally.latencies].map(([what, ms]) => `${what} ${percentile(ms, 0.5).toFixed(0)}/${percentile(ms, 0.99).toFixed(0)}`).join(', ')}; ` +
        `RSS MB ${rss.map((s) => `${Math.round(s.at / 1000)}s:${Math.round(s.kb / 1024)}`).join(' ')}`,
    );
    expect(tally.errors.slice(0, 10), `${tally.errors.length} errors`).toEqual([]);
    expect(disconnected).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    // Every tab ran: at least 5 pings, 1 list and 1 message each.
    expect(tally.requests).toBeGreaterThanOrEqual(DEALERS * 6);
    expect(tally.messages).toBeGreaterThanOrEqual(DEALERS);

    expect(peakAfter / warm.kb - 1).toBeLessThan(MAX_RSS_GROWTH);
    expect(end / warm.kb - 1).toBeLessThan(MAX_RSS_GROWTH);
  });
});
