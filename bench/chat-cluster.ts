/**
 * The chat bench (bench/chat.ts) with its 2,000 sockets split over two real server processes
 * on one PostgreSQL and one Redis: customers on one instance, dealers on the other, so every message crosses the
 * Redis adapter; one dealer per pair sends (chat limits count per user across instances). Budget: delivery p99 ≤ 50 ms. `node --import tsx bench/chat-cluster.ts` (CLUSTER_BENCH_POSTGRES_URL,
 * CLUSTER_BENCH_REDIS_URL: local servers by default; CHAT_BENCH_PAIRS, CHAT_BENCH_RATE, CHAT_BENCH_SECONDS as there).
 * Creates a database of its own and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client.js';
import { startServerProcess, type ServerProcess } from '../tests/faults/support/server-process.js';
import { adminQuery, databaseUrl } from '../tests/server/support/postgres.js';
import { BUDGET_P99_MS, measureChat } from './chat.js';
import { formatTable } from './support/measure.js';

const POSTGRES_URL = process.env.CLUSTER_BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

const id = randomBytes(5).toString('hex');
const name = `rh_chat_cluster_${id}`;
await adminQuery(POSTGRES_URL, `CREATE DATABASE ${name}`);
const url = databaseUrl(POSTGRES_URL, name);
const folders: string[] = [];
const servers: ServerProcess[] = [];
const folder = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-chat-cluster-'));
  folders.push(dir);
  return dir;
};
const database = await openDatabase({ dataDir: await folder(), databaseUrl: url, seed: true });
try {
  // The bench's sockets all come from loopback and few customers: the per-address and per-user socket caps
  // (a defence, server/realtime) would refuse most of them.
  const env = {
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_PREFIX: `rh-chat-bench-${id}`,
    CHAT_SOCKETS_PER_USER: '100000',
    CHAT_SOCKETS_PER_ADDRESS: '100000',
  };
  for (let i = 0; i < 2; i += 1) servers.push(await startServerProcess(await folder(), env));
  console.log(
    `${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, Node ${process.version}, PostgreSQL + Redis, 2 instances, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const results = await measureChat(
    database,
    { baseUrl: servers[0].url, peerBaseUrl: servers[1].url },
    (line) => console.log(line),
    true,
  );
  process.exitCode = results.every((r) => r.pass) ? 0 : 1;
  console.log(
    `\n## Chat on 2 instances\n\n${formatTable(results, BUDGET_P99_MS).replace(`p95 ≤ ${BUDGET_P99_MS}`, `p99 ≤ ${BUDGET_P99_MS}`)}`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}
process.exit();
