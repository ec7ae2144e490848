/**
 * npm run bench [-- <name>…] — runs every benchmark file of bench/ (each default-exports a Benchmark) against
 * the scaled PGlite folder (seeded first if missing, see bench/seed-scale.ts), prints one table per file and
 * exits 1 when a case misses its p95 budget. BENCH_ITERATIONS (default 200), BENCH_HTTP=1 for real HTTP,
 * BENCH_ONLY=<regex> to run only the matching cases.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiPath, routes } from '../contract/routes.js';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { formatTable, measureCase } from './support/measure.js';
import { benchDataDir, openScaledDatabase } from './support/scale-db.js';
import type { Benchmark, BenchContext, CaseResult } from './support/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// size.ts, lighthouse.ts, interactions.ts, script-ratio.ts and screens.ts build and serve the web app: they run as their
// own scripts (npm run size, npm run lighthouse, npm run bench:interactions, npm run test:speed, npm run screens).
const NOT_BENCHMARKS = new Set(['index.ts', 'seed-scale.ts', 'size.ts', 'lighthouse.ts', 'interactions.ts', 'script-ratio.ts', 'screens.ts']);

async function benchmarkFiles(only: string[]): Promise<string[]> {
  const files = (await fs.readdir(here)).filter((f) => f.endsWith('.ts') && !NOT_BENCHMARKS.has(f)).sort();
  return only.length === 0 ? files : files.filter((f) => only.includes(path.basename(f, '.ts')));
}

const log = (line: string) => console.log(line);
const files = await benchmarkFiles(process.argv.slice(2));
const { database, marker } = await openScaledDatabase(log);
const config = loadConfig({ DATA_DIR: benchDataDir(), SERVE_WEB: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
let failed = false;
try {
  await app.ready();
  const baseUrl = process.env.BENCH_HTTP === '1' ? await app.listen({ host: '127.0.0.1', port: 0 }) : null;
  const tokens = new Map<string, string>();
  const ctx: BenchContext = {
    app, database, marker,
    async token(email) {
      if (!tokens.has(email)) {
        const answer = await app.inject({ method: 'POST', url: apiPath(routes.login), payload: { email, password: DEMO_PASSWORD, security: 'dealer-portal' } });
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
  log(`\n${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, Node ${process.version}, ${database.kind}, data seeded ${marker.seededAt}`);
  log(`${iterations} sequential requests per case (after 10 warm-up), ${baseUrl ? `HTTP ${baseUrl}` : 'app.inject'}`);
  for (const file of files) {
    const benchmark = (await import(pathToFileURL(path.join(here, file)).href)).default as Benchmark;
    const results = [];
    // A benchmark that measures something else than GET requests (bench/chat.ts: sockets) runs itself.
    if ('run' in benchmark) results.push(...(await (benchmark as Benchmark & { run: (c: BenchContext) => Promise<CaseResult[]> }).run(ctx)));
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    for (const c of (await benchmark.cases(ctx)).filter((x) => !only || only.test(x.name))) {
      results.push(await measureCase(ctx, c, { iterations, warmup: 10, budgetP95Ms: benchmark.budgetP95Ms, baseUrl }));
    }
    log(`\n## ${benchmark.title} (${file})\n\n${formatTable(results, benchmark.budgetP95Ms)}`);
    if (results.some((r) => r.pass === false)) failed = true;
  }
} finally {
  await app.close();
  await database.close();
}
log(failed ? '\nFAIL: some cases miss their budget.' : '\nPASS: every case within budget.');
process.exit(failed ? 1 : 0);
