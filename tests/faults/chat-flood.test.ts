import fs from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, chatReceiveEvent, chatSendEvent } from '../../contract/realtime.js';
import { apiPath, routes } from '../../contract/routes.js';
import { copyPgliteTemplate } from '../server/support/db.js';
import { callApi } from './support/http.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { createSessions, rows, withDataFolder } from './support/setup-data.js';

/*
 * One account flooding the chat stalled everyone (/api/health up to 7.6 s). Here one dealer
 * opens 100 sockets (over 10 logins) and sends 20 messages on each as fast as it can, while another dealer's
 * header keeps calling /api/ping and a balancer /api/health. Budget: the worst answer of either stays under
 * 250 ms. The figures measured are printed.
 */

const FLOODER = 1;
const BYSTANDER = 2;
const SOCKETS = 100;
const LOGINS = 10;
const MESSAGES_PER_SOCKET = 20;
const BUDGET_MS = 250;

let dataDir = '';
let server: ServerProcess | null = null;
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Resolves with the socket once it got its history, or with the refusal's code. */
function connect(baseUrl: string, token: string, chatToken: string): Promise<Socket | string> {
  const socket = io(baseUrl, {
    path: CHAT_SOCKET_PATH,
    auth: { token, chatToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve) => {
    socket.once(chatReceiveEvent(chatToken), () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => {
      socket.disconnect();
      resolve(error.data?.code ?? error.message);
    });
  });
}

/*
 * The probes run in a worker thread with its own event loop: the 100 sockets of this test's own process must not
 * delay the measurement (only the server's answer time counts). One call after the other, 10 ms apart.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
const startedAt = [];
const failures = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    const at = Date.now();
    try {
      const answer = await fetch(workerData.url, { headers: workerData.headers });
      await answer.arrayBuffer();
      if (answer.status !== 200) failures.push(String(answer.status));
    } catch (error) {
      failures.push(String(error));
    }
    latencies.push(performance.now() - started);
    startedAt.push(at);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage({ latencies, startedAt, failures });
})();
`;

function keepProbing(url: string, headers: Record<string, string> = {}) {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, headers } });
  const result = new Promise<{ latencies: number[]; startedAt: number[]; failures: string[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const answer = await result;
      await worker.terminate();
      return answer;
    },
  };
}

describe(`chat flood: ${SOCKETS} sockets × ${MESSAGES_PER_SOCKET} messages from one account`, () => {
  it(`keeps /api/health and another dealer's /api/ping under ${BUDGET_MS} ms`, async () => {
    dataDir = await copyPgliteTemplate();
    const setup = await withDataFolder(dataDir, async (database) => {
      const [{ token_uuid: chatToken }] = await rows<{ token_uuid: string }>(
        database,
        'select token_uuid from submissions where id = 68',
      );
      const flooder = await Promise.all(
        Array.from(
          { length: LOGINS },
          async () => (await createSessions(database, [FLOODER], 'dealer-portal')).get(FLOODER) as string,
        ),
      );
      const bystander = (await createSessions(database, [BYSTANDER], 'dealer-portal')).get(BYSTANDER) as string;
      return { chatToken, flooder, bystander };
    });
    server = await startServerProcess(dataDir);
    const base = server.url;

    // Warm-up: one chat socket and message, so the code paths are compiled before measuring.
    const warm = await connect(base, setup.flooder[0], setup.chatToken);
    if (typeof warm === 'string') throw new Error(`warm-up socket refused: ${warm}`);
    await warm
      .timeout(10_000)
      .emitWithAck(chatSendEvent(setup.chatToken), { type: 'newMessage', text: 'prova', attachments: [] });
    warm.disconnect();
    expect(
      (await callApi(base, routes.ping, { token: setup.bystander, query: { security: 'dealer-portal' } })).status,
    ).toBe(200);

    const healthProbe = keepProbing(`${base}${apiPath(routes.health)}`);
    const pingProbe = keepProbing(`${base}${apiPath(routes.ping)}?security=dealer-portal`, {
      authorization: `Bearer ${setup.bystander}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const floodStarted = performance.now();
    const floodStartedAt = Date.now();

    const opened = await Promise.all(
      Array.from({ length: SOCKETS }, (_, i) => connect(base, setup.flooder[i % LOGINS], setup.chatToken)),
    );
    const connected = opened.filter((s): s is Socket => typeof s !== 'string');
    sockets.push(...connected);
    const refusedSockets = opened.filter((s) => typeof s === 'string');
    const answers = await Promise.all(
      connected.flatMap((socket, s) =>
        Array.from({ length: MESSAGES_PER_SOCKET }, (_, i) =>
          (
            socket.timeout(30_000).emitWithAck(chatSendEvent(setup.chatToken), {
              type: 'newMessage',
              text: `flood ${s}-${i}`,
              attachments: [],
            }) as Promise<{ ok: boolean }>
          ).catch(() => ({ ok: false })),
        ),
      ),
    );
    const floodMs = performance.now() - floodStarted;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [health, ping] = await Promise.all([healthProbe.stop(), pingProbe.stop()]);

    const accepted = answers.filter((a) => a.ok).length;
    const worst = (values: number[]) => Math.round(Math.max(...values));
    // Before the flood: what the machine's own load costs (the budget applies to the whole run all the same).
    const before = (probe: { latencies: number[]; startedAt: number[] }) =>
      worst(probe.latencies.filter((_, i) => probe.startedAt[i] < floodStartedAt));
    console.info(
      `chat flood: ${connected.length}/${SOCKETS} sockets accepted (${refusedSockets.length} refused: ${[...new Set(refusedSockets)].join(', ')}); ` +
        `messages ${accepted} accepted, ${SOCKETS * MESSAGES_PER_SOCKET - accepted} refused (${answers.length} sent on open sockets) in ${Math.round(floodMs)} ms; ` +
        `worst /api/health ${worst(health.latencies)} ms over ${health.latencies.length} calls, worst /api/ping ${worst(ping.latencies)} ms over ${ping.latencies.length} calls ` +
        `(budget ${BUDGET_MS} ms; worst before the flood: health ${before(health)} ms, ping ${before(ping)} ms)`,
    );

    expect(health.failures).toEqual([]);
    expect(ping.failures).toEqual([]);
    expect(worst(health.latencies)).toBeLessThan(BUDGET_MS);
    expect(worst(ping.latencies)).toBeLessThan(BUDGET_MS);
    // Per user, not per socket: 20 sockets at most, and its messages counted together.
    expect(connected.length).toBeLessThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(60);
  });
});
