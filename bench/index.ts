/**
 * npm run bench [-- <name>…] — runs every benchmark file of bench/ (each default-exports a Benchmark) against
 * the scaled PGlite folder (seeded first if missing, see bench/seed-scale.ts), prints one table per file and
 * exits 1 when a case misses its p95 budget. BENCH_ITERATIONS (default 200), BENCH_HTTP=1 for real HTTP,
 * BENCH_ONLY=<regex> to run only the matching cases.
 *
 * On PostgreSQL: BENCH_DATABASE_URL names the server and `--requests N` (or `--scale F`) the scale,
 * e.g. `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --requests 1000000 submissions`
 * runs on rh_bench_scale_1m (seeded first when missing, see `npm run bench:seed`); 100,000 without the option.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiPath, routes } from '../contract/routes.js';
import { DEMO_PASSWORD, OPERATOR_EMAIL } from '../server/seed/index.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { formatTable, measureCase } from './support/measure.js';
import { openDatabase } from '../server/db/client.js';
import { ensurePgBenchDatabase, pgScaleDatabase, readPgMarker } from './support/pg-bench.js';
import { benchDataDir, openScaledDatabase, type ScaleMarker } from './support/scale-db.js';
import { DEFAULT_SCALE, scaleFor } from './support/scale-seed.js';
import type { Database } from '../server/db/types.js';
import type { Benchmark, BenchContext, CaseResult } from './support/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// size.ts, lighthouse.ts, interactions.ts, script-ratio.ts and screens.ts build and serve the web app: they run as their
// own scripts (npm run size, npm run lighthouse, npm run bench:interactions, npm run test:speed, npm run screens).
const NOT_BENCHMARKS = new Set([
  'index.ts',
  'seed-scale.ts',
  'size.ts',
  'lighthouse.ts',
  'interactions.ts',
  'script-ratio.ts',
  'screens.ts',
]);

async function benchmarkFiles(only: string[]): Promise<string[]> {
  const files = (await fs.readdir(here)).filter((f) => f.endsWith('.ts') && !NOT_BENCHMARKS.has(f)).sort();
  return only.length === 0 ? files : files.filter((f) => only.includes(path.basename(f, '.ts')));
}

/** `--requests N` / `--scale F` out of argv; the rest are benchmark names. */
function parseArgs(argv: string[]): { names: string[]; requests: number | null } {
  const names: string[] = [];
  let requests: number | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--requests') requests = Number(argv[++i]);
    else if (argv[i] === '--scale') requests = Math.round(Number(argv[++i]) * DEFAULT_SCALE.submissions);
    else names.push(argv[i]);
  }
  if (requests !== null && !(Number.isInteger(requests) && requests >= 1_000))
    throw new Error('--requests: a whole number ≥ 1000');
  return { names, requests };
}

/** The scaled PostgreSQL database of BENCH_DATABASE_URL's server (seeded when missing), with a data folder of its own. */
async function openPgScale(
  adminUrl: string,
  requests: number,
  log: (line: string) => void,
): Promise<{ database: Database; marker: ScaleMarker; dataDir: string }> {
  const options = scaleFor(requests);
  const url = await ensurePgBenchDatabase(adminUrl, log, { options, name: pgScaleDatabase(requests) });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-bench-pg-'));
  const database = await openDatabase({ dataDir, databaseUrl: url, seed: false, log });
  const marker = (await readPgMarker(url)) ?? { seededAt: 'unknown', seconds: 0, options };
  log(`PostgreSQL ${pgScaleDatabase(requests)}: ${options.submissions} requests, ${options.dealers} dealers`);
  return { database, marker, dataDir };
}

const log = (line: string) => console.log(line);
const args = parseArgs(process.argv.slice(2));
const files = await benchmarkFiles(args.names);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl && args.requests !== null && args.requests !== DEFAULT_SCALE.submissions) {
  throw new Error(
    '--requests other than 100000: set BENCH_DATABASE_URL (the embedded database stays at the default scale)',
  );
}
const { database, marker, dataDir } = adminUrl
  ? await openPgScale(adminUrl, args.requests ?? DEFAULT_SCALE.submissions, log)
  : { ...(await openScaledDatabase(log)), dataDir: benchDataDir() };
// The statistics' per-user limit (20 a minute) would answer the bench's hundreds of requests 429.
const config = loadConfig({
  DATA_DIR: dataDir,
  SERVE_WEB: 'false',
  LOG_LEVEL: 'silent',
  ANALYTICS_PER_USER: '1000000',
});
const app = await buildApp({ config, database, logger: false });
let failed = false;
try {
  await app.ready();
  const baseUrl = process.env.BENCH_HTTP === '1' ? await app.listen({ host: '127.0.0.1', port: 0 }) : null;
  const tokens = new Map<string, string>();
  const ctx: BenchContext = {
    app,
    database,
    marker,
    async token(email) {
      if (!tokens.has(email)) {
        // The operator logs in to the console (bench/console.ts), everyone else to the dealer portal.
        const security = email === OPERATOR_EMAIL ? 'operator-console' : 'dealer-portal';
        const answer = await app.inject({
          method: 'POST',
          url: apiPath(routes.login),
          payload: { email, password: DEMO_PASSWORD, security },
        });
        if (answer.statusCode !== 200) throw new Error(`login ${email}: ${answer.statusCode} ${answer.body}`);
        tokens.set(email, answer.json<{ token: string }>().token);
      }
      return tokens.get(email) as string;
    },
    async scalar(sql) {
      const [row] = (await database.query(sql)) as Record<string, unknown>[];
      return Object.values(row ?? {})[0] as never;
    },
  };
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
  log(
    `\n${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, Node ${process.version}, ${database.kind}, ${marker.options.submissions} requests seeded ${marker.seededAt}`,
  );
  log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  log(`${iterations} sequential requests per case (after 10 warm-up), ${baseUrl ? `HTTP ${baseUrl}` : 'app.inject'}`);
  for (const file of files) {
    const benchmark = (await import(pathToFileURL(path.join(here, file)).href)).default as Benchmark;
    const results = [];
    // A benchmark that measures something else than GET requests (bench/chat.ts: sockets) runs itself.
    if ('run' in benchmark)
      results.push(...(await (benchmark as Benchmark & { run: (c: BenchContext) => Promise<CaseResult[]> }).run(ctx)));
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    const budget =
      marker.options.submissions > DEFAULT_SCALE.submissions
        ? (benchmark.scaleBudgetP95Ms ?? benchmark.budgetP95Ms)
        : benchmark.budgetP95Ms;
    for (const c of (await benchmark.cases(ctx)).filter((x) => !only || only.test(x.name))) {
      results.push(await measureCase(ctx, c, { iterations, warmup: 10, budgetP95Ms: budget, baseUrl }));
    }
    log(`\n## ${benchmark.title} (${file})\n\n${formatTable(results, budget)}`);
    log(
      `\nload average after ${file}: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    if (results.some((r) => r.pass === false)) failed = true;
  }
} finally {
  await app.close();
  await database.close();
  if (adminUrl) await fs.rm(dataDir, { recursive: true, force: true });
}
log(failed ? '\nFAIL: some cases miss their budget.' : '\nPASS: every case within budget.');
process.exit(failed ? 1 : 0);
