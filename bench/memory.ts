/**
 * The real server (server/server.ts, a child process) on the scaled data under a mixed load —
 * a portal's GETs (ping, the three lists, request details) at 150/s from 200 dealers and chat messages over socket.io
 * at 20/s on 100 conversations. Warm-up: rounds of that load until the memory the process holds settles; then
 * SECONDS of it, sampled every 5 s. Every sample follows a full garbage collection in the server (the fault suite's
 * SIGUSR2 preload, see bench/support/server-process.ts): what the process retains, not garbage waiting for V8's
 * next collection or a heap V8 chose to size up. Its resident size (VmRSS) must grow less than 10% from the first to
 * the last sample of the measured minute. On embedded PGlite (a copy of the scaled folder) and, when
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server, on its database rh_bench (created and seeded at
 * scale on first use). Run by `npm run bench` (`npm run bench -- memory`; BENCH_ONLY=postgres for one database).
 * MEMORY_BENCH_SECONDS (60); warm-up rounds of MEMORY_BENCH_ROUND (20) s, 2 to MEMORY_BENCH_ROUNDS (6) of them,
 * until the resident size after a round differs less than 3% from the one before.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client.js';
import type { Database } from '../server/db/types.js';
import { prepareMixedActors, runMixedLoad, type MixedActors, type MixedLoadResult } from './support/mixed-load.js';
import { ensurePgBenchDatabase } from './support/pg-bench.js';
import { benchDataDir } from './support/scale-db.js';
import { cpuMs, startServerProcess, type MemoryAfterGc, type ServerProcess } from './support/server-process.js';
import type { Benchmark, BenchContext, CaseResult } from './support/types.js';

const SECONDS = Number(process.env.MEMORY_BENCH_SECONDS ?? 60);
const ROUND = Number(process.env.MEMORY_BENCH_ROUND ?? 20);
const MAX_ROUNDS = Number(process.env.MEMORY_BENCH_ROUNDS ?? 6);
const SETTLED = 0.03;
const SAMPLE_EVERY_MS = 5_000;
const MAX_GROWTH = 0.1;
const LOAD = { httpRate: 150, chatRate: 20 };

const round = (n: number) => Math.round(n * 10) / 10;
const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`;
const figures = (m: MemoryAfterGc) =>
  `RSS ${round(m.rss)} MB, heap used ${round(m.heapUsed)} / ${round(m.heapTotal)} MB, external ${round(m.external)} MB`;
const failuresOf = (r: MixedLoadResult) => r.http.failures + (r.chat.sent - r.chat.delivered);
const load1 = () => os.loadavg()[0].toFixed(2);

/** Rounds of load until the retained resident size settles; answers the load failures seen meanwhile. */
async function warmUp(
  label: string,
  server: ServerProcess,
  actors: MixedActors,
  log: (line: string) => void,
): Promise<number> {
  let previous = await server.memoryAfterGc();
  log(`memory ${label}: started, ${figures(previous)}`);
  let failures = 0;
  for (let i = 1; i <= MAX_ROUNDS; i++) {
    failures += failuresOf(await runMixedLoad(server.url, actors, { seconds: ROUND, ...LOAD }));
    const now = await server.memoryAfterGc();
    const change = now.rss / previous.rss - 1;
    log(`memory ${label}: warm-up ${i * ROUND} s, ${figures(now)} (${percent(change)})`);
    previous = now;
    if (i >= 2 && Math.abs(change) < SETTLED) break;
  }
  return failures;
}

/** Warms one server process up, loads it for SECONDS with a sample every 5 s, and answers its figures. */
async function measure(
  label: string,
  database: Database,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  beforeStart = async () => {},
): Promise<CaseResult> {
  const actors = await prepareMixedActors(database, 200, 100);
  let server: ServerProcess | null = null;
  try {
    await beforeStart();
    server = await startServerProcess(env, { collectable: true });
    const warmUpFailures = await warmUp(label, server, actors, log);
    const startCpu = await cpuMs(server.pid);
    const samples: { at: number; memory: MemoryAfterGc }[] = [];
    const started = Date.now();
    let loading = true;
    const target = server;
    const sampler = (async () => {
      // The first sample once the chat clients are connected and sending, the last just before the load ends.
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      while (loading && Date.now() - started < SECONDS * 1000) {
        samples.push({ at: (Date.now() - started) / 1000, memory: await target.memoryAfterGc() });
        await new Promise((resolve) =>
          setTimeout(resolve, SAMPLE_EVERY_MS - ((Date.now() - started) % SAMPLE_EVERY_MS)),
        );
      }
    })();
    // Should the load fail, the sampler's own failure (the server stopped under it) is not another error.
    sampler.catch(() => undefined);
    const result = await runMixedLoad(server.url, actors, { seconds: SECONDS, ...LOAD }).finally(
      () => (loading = false),
    );
    await sampler;
    const serverCpu = (await cpuMs(server.pid)) - startCpu;
    const idle = await server.memoryAfterGc();
    const { http, chat } = result;
    if (samples.length < 2) throw new Error(`memory ${label}: ${samples.length} samples`);
    const first = samples[0].memory;
    const last = (samples.at(-1) as { memory: MemoryAfterGc }).memory;
    const growth = last.rss / first.rss - 1;
    log(
      `memory ${label}: RSS after GC every 5 s ${samples.map((s) => `${Math.round(s.at)}s:${Math.round(s.memory.rss)}`).join(' ')} MB; ` +
        `heap used ${samples.map((s) => Math.round(s.memory.heapUsed)).join(' ')} MB`,
    );
    log(
      `memory ${label}: first sample ${figures(first)}; last ${figures(last)} (${percent(growth)}, heap used ${percent(last.heapUsed / first.heapUsed - 1)}); ` +
        `idle after the load ${figures(idle)}; HTTP ${http.requests} requests (${Math.round(http.rps)}/s, ${http.failures} failed), ` +
        `chat ${chat.delivered}/${chat.sent} delivered on ${chat.connected} sockets; ${warmUpFailures} failures in warm-up; ` +
        `server CPU ${Math.round(serverCpu / 1000)} s; load average ${load1()}`,
    );
    if (chat.errors.length > 0) log(`memory ${label}: chat errors ${chat.errors.join(' | ')}`);
    return {
      name: `${label}: RSS ${round(first.rss)} → ${round(last.rss)} MB (${percent(growth)}, < ${MAX_GROWTH * 100}%), heap used ${round(first.heapUsed)} → ${round(last.heapUsed)} MB`,
      requests: http.requests,
      p50: http.p50,
      p95: http.p90,
      p99: http.p99,
      max: http.max,
      // The server process's CPU per request or message: the work itself, whatever else the machine runs.
      cpuP50: round(serverCpu / Math.max(1, http.requests + chat.sent)),
      pass: growth < MAX_GROWTH && failuresOf(result) === 0 && warmUpFailures === 0,
    };
  } catch (error) {
    if (server) log(server.output());
    throw error;
  } finally {
    await server?.stop();
    await actors.cleanUp(database);
  }
}

export async function runMemoryBench(scaled: Database, log: (line: string) => void): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  log(
    `memory: load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  // PGlite: a copy of the scaled folder (this process has it open), taken after a checkpoint.
  if (!only || only.test('PGlite')) {
    const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-memory-bench-'));
    try {
      results.push(
        await measure('PGlite', scaled, { DATA_DIR: copy }, log, async () => {
          await scaled.query('checkpoint');
          await fs.cp(benchDataDir(), copy, { recursive: true, filter: (source) => path.basename(source) !== '.lock' });
        }),
      );
    } finally {
      await fs.rm(copy, { recursive: true, force: true });
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (only && !only.test('PostgreSQL')) return results;
  if (!adminUrl) {
    log('memory: PostgreSQL skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    return results;
  }
  const url = await ensurePgBenchDatabase(adminUrl, log);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-memory-bench-pg-'));
  const database = await openDatabase({ dataDir, databaseUrl: url, seed: false });
  try {
    results.push(await measure('PostgreSQL', database, { DATA_DIR: dataDir, DATABASE_URL: url }, log));
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** For bench/index.ts: its own run (the p95 column holds autocannon's p90 of the HTTP part). */
const benchmark: Benchmark & { run: (ctx: BenchContext) => Promise<CaseResult[]> } = {
  title: `Server memory through ${SECONDS} s of mixed load: growth < ${MAX_GROWTH * 100}% after warm-up (p95 column = p90)`,
  budgetP95Ms: 1_000,
  cases: async () => [],
  run: (ctx) => runMemoryBench(ctx.database, (line) => console.log(line)),
};
export default benchmark;
