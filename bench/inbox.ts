/**
 * From the customer's POST /customer/submissions answer to `submission:new` (carrying the raised counters) on
 * 2,000 connected dealer sockets: p99 ≤ 250 ms, and the server CPU per request fanned out. The sockets live in a
 * child process (bench/inbox/clients.ts), so the CPU measured is the server's (with PGlite: the process; with two
 * instances: both server processes, from /proc). Run by `npm run bench` (PGlite, the scaled data), or alone:
 * `node --import tsx bench/inbox.ts` (fresh demo PGlite) and `node --import tsx bench/inbox.ts --cluster`
 * (PostgreSQL + Redis, two instances, dealers split over both, requests posted to the first). INBOX_BENCH_DEALERS
 * (2,000), INBOX_BENCH_REQUESTS (30), INBOX_BENCH_GAP_MS (400).
 *
 * `node --import tsx bench/inbox.ts --cluster --requests 1000000 --sockets 500,2000,5000` runs the
 * two instances on the scaled database rh_bench_scale_1m of BENCH_DATABASE_URL's server (seeded when missing, kept
 * after), once per socket count, budget p99 ≤ 500 ms; the sockets are spread over INBOX_BENCH_CLIENT_PROCESSES child
 * processes (1 per 2,500 sockets by default).
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { apiPath, routes } from '../contract/routes.js';
import { buildApp } from '../server/app.js';
import { hashToken, newToken } from '../server/auth/tokens.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { sessions } from '../server/db/schema.js';
import type { Database } from '../server/db/types.js';
import type { Arrivals, ClientsStart } from './inbox/clients.js';
import { formatTable } from './support/measure.js';
import type { Benchmark, BenchContext, CaseResult } from './support/types.js';

const DEALERS = Number(process.env.INBOX_BENCH_DEALERS ?? 2_000);
const REQUESTS = Number(process.env.INBOX_BENCH_REQUESTS ?? 30);
const GAP_MS = Number(process.env.INBOX_BENCH_GAP_MS ?? 400);
const WARMUP = 3;
const DRAIN_MS = 2_000;
export const BUDGET_P99_MS = 250;
/** 5,000 sockets over two instances on ten times the data. */
export const SCALE_BUDGET_P99_MS = 500;
/** The bench's 2,000 sockets come from loopback: the per-address and per-user caps (a defence) would refuse them. */
const OPEN_CAPS = { CHAT_SOCKETS_PER_USER: '100000', CHAT_SOCKETS_PER_ADDRESS: '100000' };
const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;

interface Prepared {
  dealerIds: number[];
  dealerTokens: string[];
  customerToken: string;
  hashes: string[];
}

/** Dealers in standing serving everything (each list shows every request), a session for each and for a customer. */
async function prepare(database: Database, count: number): Promise<Prepared> {
  const { db } = database;
  const tag = randomUUID().slice(0, 8);
  const dealerIds = (
    await db.execute<{ id: number }>(sql`
    insert into users (role, email, password_hash, legal_name, terms_accepted_at)
    select 'dealer', 'bench-inbox-' || ${tag} || '-' || g || '@bench.invalid', 'not-a-password', 'Ricambi bench ' || g, now()
    from generate_series(1, ${count}) g returning id`)
  ).rows.map((r) => Number(r.id));
  await db.execute(
    sql`insert into subscriptions (dealer_id, status) select d, 'active' from unnest(${ids(dealerIds)}) as t(d)`,
  );
  const [customer] = (
    await db.execute<{ id: number }>(sql`select id from users where role = 'customer' order by id limit 1`)
  ).rows;
  const users = [...dealerIds, Number(customer.id)];
  const tokens = users.map(() => newToken());
  const rows = users.map((userId, i) => ({
    userId,
    tokenHash: hashToken(tokens[i]),
    client: 'bench',
    expiresAt: new Date(Date.now() + 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(sessions).values(rows.slice(i, i + 500));
  return {
    dealerIds,
    dealerTokens: tokens.slice(0, -1),
    customerToken: tokens[tokens.length - 1],
    hashes: rows.map((r) => r.tokenHash),
  };
}

async function requestBody(database: Database) {
  const { db } = database;
  const [ref] = (
    await db.execute<{ manufacturer: number; province: number; part: number }>(sql`select
    (select id from manufacturers order by id limit 1) as manufacturer, (select id from provinces order by id limit 1) as province,
    (select p.id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) order by p.id limit 1) as part`)
  ).rows;
  return {
    vehicle: {
      plate: 'BE123NC',
      manufacturer_id: Number(ref.manufacturer),
      model: 'Panda',
      year_of_production: 2019,
      km_count: 2,
    },
    province_id: Number(ref.province),
    notes: 'Bench',
    rows: [{ part_id: Number(ref.part), quantity: 1, brand: null }],
  };
}

/**
 * Removes what the run added. `keepDealers` (the scaled databases of 10,000 to 1,000,000 requests): the dealers stay, their sessions gone and
 * subscription ended — deleting a user checks every table referring to users, some without an index on the reference
 * (messages.author_id: 600,000 rows at 1,000,000 requests), and 2,000 deletes took minutes.
 */
async function cleanUp(
  database: Database,
  prepared: Prepared,
  requestIds: number[],
  keepDealers = false,
): Promise<void> {
  const { db } = database;
  if (requestIds.length > 0)
    await db.execute(sql`delete from submissions where id = any(${ids(requestIds)})`).catch(() => undefined);
  await db.execute(sql`delete from sessions where token_hash = any(${`{${prepared.hashes.join(',')}}`}::text[])`);
  if (keepDealers)
    await db.execute(sql`update subscriptions set status = 'ended' where dealer_id = any(${ids(prepared.dealerIds)})`);
  else await db.execute(sql`delete from users where id = any(${ids(prepared.dealerIds)})`);
}

/** CPU ms (user + system) of the measured servers: this process, or server processes read from /proc. */
type CpuClock = () => Promise<number>;
export const ownCpu: CpuClock = async () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
export const processesCpu =
  (pids: number[]): CpuClock =>
  async () => {
    const ticks = await Promise.all(
      pids.map(async (pid) => {
        const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
        return Number(fields[11]) + Number(fields[12]);
      }),
    );
    return (ticks.reduce((a, b) => a + b, 0) * 1000) / 100;
  };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface InboxOptions {
  /** Dealer sockets (INBOX_BENCH_DEALERS, 2,000). */
  dealers?: number;
  /** Child processes holding the sockets (one per 2,500 by default), so the client side is not the bottleneck. */
  clientProcesses?: number;
  budgetP99Ms?: number;
  /** Leave the bench dealers in the database afterwards (see cleanUp). */
  keepDealers?: boolean;
}

/** Connects the dealers (spread over `urls`), posts REQUESTS requests to urls[0], answers the result row. */
export async function measureInbox(
  database: Database,
  urls: string[],
  cpu: CpuClock,
  label: string,
  log: (line: string) => void,
  { dealers = DEALERS, clientProcesses, budgetP99Ms = BUDGET_P99_MS, keepDealers = false }: InboxOptions = {},
): Promise<CaseResult> {
  const prepared = await prepare(database, dealers);
  const created: number[] = [];
  const processes = Math.max(
    1,
    clientProcesses ?? Number(process.env.INBOX_BENCH_CLIENT_PROCESSES ?? Math.ceil(dealers / 2_500)),
  );
  const children = Array.from({ length: processes }, () =>
    fork(fileURLToPath(new URL('./inbox/clients.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    }),
  );
  const next = <T>(child: (typeof children)[number], key: string) =>
    new Promise<T>((resolve, reject) => {
      const listen = (message: Record<string, unknown>) => {
        if ('failed' in message) reject(new Error(`inbox bench clients: ${String(message.failed)}`));
        else if (key in message) resolve(message as T);
        else return;
        child.off('message', listen);
      };
      child.on('message', listen);
    });
  // Child k holds the contiguous slice of dealers starting at offsets[k].
  const all = prepared.dealerTokens.map((token, i) => ({ token, url: urls[i % urls.length] }));
  const size = Math.ceil(all.length / processes);
  const offsets = children.map((_, k) => k * size);
  try {
    const readies = children.map((child) => next<{ ready: number; seconds: number }>(child, 'ready'));
    children.forEach((child, k) => {
      const start: ClientsStart = {
        dealers: all.slice(offsets[k], offsets[k] + size),
        connectConcurrency: Math.ceil(50 / processes),
      };
      child.send({ start });
    });
    const answers = await Promise.all(readies);
    const connected = answers.reduce((sum, a) => sum + a.ready, 0);
    const seconds = Math.max(...answers.map((a) => a.seconds));
    log(
      `inbox: ${connected} dealer sockets connected in ${seconds.toFixed(1)} s from ${processes} client process(es) (${label}); ${WARMUP} + ${REQUESTS} requests, one every ${GAP_MS} ms; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const body = JSON.stringify(await requestBody(database));
    const answeredAt: number[] = [];
    let cpuBefore = 0;
    // The first WARMUP requests are not measured (cold caches and code paths), as the chat bench's warm-up.
    for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
      if (i === WARMUP) cpuBefore = await cpu();
      const answer = await fetch(`${urls[0]}${apiPath(routes.customerSubmissionNew)}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${prepared.customerToken}` },
      });
      answeredAt.push(performance.timeOrigin + performance.now());
      if (answer.status !== 201) throw new Error(`inbox bench: POST answered ${answer.status} ${await answer.text()}`);
      created.push(((await answer.json()) as { id: number }).id);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const cpuMs = (await cpu()) - cpuBefore;
    // Late events still count in the percentiles: a push queued behind the last requests gets DRAIN_MS to arrive.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const dones = children.map((child) => next<{ arrivals: Arrivals }>(child, 'arrivals'));
    children.forEach((child) => child.send({ finish: true }));
    // One table indexed by the socket's global index: child k's socket j is offsets[k] + j.
    const arrivals: Arrivals = { news: {}, bare: 0, duplicates: 0 };
    (await Promise.all(dones)).forEach(({ arrivals: part }, k) => {
      arrivals.duplicates += part.duplicates;
      arrivals.bare += part.bare;
      for (const [id, times] of Object.entries(part.news)) {
        const row = (arrivals.news[Number(id)] ??= []);
        times.forEach((at, j) => {
          if (at !== null && at !== undefined) row[offsets[k] + j] = at;
        });
      }
    });
    const latencies: number[] = [];
    let missing = 0;
    created.forEach((id, k) => {
      if (k < WARMUP) return;
      for (let s = 0; s < connected; s += 1) {
        const at = arrivals.news[id]?.[s];
        if (at === undefined || at === null) missing += 1;
        else latencies.push(at - answeredAt[k]);
      }
    });
    if (missing > 0) log(`inbox: ${missing} of ${REQUESTS * connected} (socket, request) pairs missed an event`);
    if (arrivals.duplicates > 0) log(`inbox: ${arrivals.duplicates} cards arrived twice at a socket`);
    if (arrivals.bare > 0)
      log(`inbox: ${arrivals.bare} cards came without counters (unchanged: a deadline passed in the same push)`);
    const sorted = latencies.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    const p99 = percentile(sorted, 99);
    log(
      `inbox: ${connected} sockets: p50 ${round(percentile(sorted, 50))} ms, p99 ${round(p99)} ms, CPU ${round(cpuMs / REQUESTS)} ms per request (servers), missing ${missing}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    return {
      name: `${connected} sockets, ${label}: POST answer → submission:new with its counters (CPU ms per request, servers)`,
      requests: sorted.length,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(p99),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
      cpuP50: round(cpuMs / REQUESTS),
      pass: missing === 0 && arrivals.duplicates === 0 && p99 <= budgetP99Ms,
    };
  } finally {
    for (const child of children) if (child.connected) child.kill();
    await cleanUp(database, prepared, created, keepDealers);
  }
}

/** A second app on the same database with open socket caps, listening on loopback (the run's own app keeps its caps). */
async function pgliteCase(database: Database, dataDir: string, log: (line: string) => void): Promise<CaseResult> {
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...OPEN_CAPS }),
    database,
    logger: false,
  });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return await measureInbox(database, [url], ownCpu, database.kind, log);
  } finally {
    await app.close();
  }
}

const benchmark: Benchmark & { run: (ctx: BenchContext) => Promise<CaseResult[]> } = {
  title: `Live inbox: a new request to 2,000 dealer sockets, p99 ≤ ${BUDGET_P99_MS} ms`,
  budgetP95Ms: BUDGET_P99_MS,
  cases: async () => [],
  run: async (ctx) => [await pgliteCase(ctx.database, ctx.app.config.dataDir, (line) => console.log(line))],
};
export default benchmark;

/**
 * Two server processes on PostgreSQL + Redis. Without `requests`: a fresh demo database, dropped after. With it
 * the scaled database of BENCH_DATABASE_URL's server (rh_bench_scale_<label>, seeded when missing, kept).
 * One result per socket count, on the same two instances.
 */
async function clusterCases(
  log: (line: string) => void,
  { requests, sockets }: { requests: number | null; sockets: number[] },
): Promise<CaseResult[]> {
  const { startServerProcess } = await import('../tests/faults/support/server-process.js');
  const { adminQuery, databaseUrl } = await import('../tests/server/support/postgres.js');
  const postgres =
    process.env.BENCH_DATABASE_URL ||
    process.env.CLUSTER_BENCH_POSTGRES_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const id = randomBytes(5).toString('hex');
  const name = `rh_inbox_bench_${id}`;
  let url: string;
  if (requests === null) {
    await adminQuery(postgres, `CREATE DATABASE ${name}`);
    url = databaseUrl(postgres, name);
  } else {
    const { ensurePgBenchDatabase, pgScaleDatabase } = await import('./support/pg-bench.js');
    const { scaleFor } = await import('./support/scale-seed.js');
    url = await ensurePgBenchDatabase(postgres, log, { options: scaleFor(requests), name: pgScaleDatabase(requests) });
  }
  const folders: string[] = [];
  const folder = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-inbox-bench-'));
    folders.push(dir);
    return dir;
  };
  const database = await openDatabase({ dataDir: await folder(), databaseUrl: url, seed: requests === null });
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  const label = `PostgreSQL + Redis, 2 instances${requests === null ? '' : `, ${requests.toLocaleString('en-US')} requests`}`;
  try {
    const results: CaseResult[] = [];
    // Two fresh instances per socket count: a run deletes its requests behind the ping cache's back (its shared
    // totals then stay 20 too high for up to a minute), which would shift the next run's counters.
    for (const [k, dealers] of sockets.entries()) {
      const env = {
        DATABASE_URL: url,
        REDIS_URL: process.env.CLUSTER_BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `rh-inbox-bench-${id}-${k}`,
        ...OPEN_CAPS,
      };
      for (let i = 0; i < 2; i += 1) servers.push(await startServerProcess(await folder(), env));
      results.push(
        await measureInbox(
          database,
          servers.map((s) => s.url),
          processesCpu(servers.map((s) => s.pid)),
          label,
          log,
          {
            dealers,
            budgetP99Ms: requests === null ? BUDGET_P99_MS : SCALE_BUDGET_P99_MS,
            keepDealers: requests !== null,
          },
        ),
      );
      await Promise.all(servers.splice(0).map((server) => server.stop()));
    }
    return results;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    if (requests === null)
      await adminQuery(postgres, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  }
}

/** `--flag value` from argv. */
const argument = (flag: string): string | null => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
};

// Alone: a fresh demo PGlite, or (--cluster) two server processes on PostgreSQL + Redis (--requests N: the scaled
// database; --sockets 500,2000,5000: one run per count).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const log = (line: string) => console.log(line);
  console.log(
    `${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  let results: CaseResult[];
  const requests = argument('--requests') === null ? null : Number(argument('--requests'));
  const sockets = (argument('--sockets') ?? String(DEALERS)).split(',').map(Number);
  if (process.argv.includes('--cluster')) results = await clusterCases(log, { requests, sockets });
  else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-inbox-bench-'));
    const database = await openDatabase({ dataDir, seed: true });
    try {
      results = [await pgliteCase(database, dataDir, log)];
    } finally {
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }
  const budget = requests === null ? BUDGET_P99_MS : SCALE_BUDGET_P99_MS;
  const title =
    requests === null
      ? benchmark.title
      : `Live inbox at ${requests.toLocaleString('en-US')} requests: a new request to every dealer socket, two instances, p99 ≤ ${budget} ms`;
  console.log(`\n## ${title}\n\n${formatTable(results, budget).replace(`p95 ≤ ${budget}`, `p99 ≤ ${budget}`)}`);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}
