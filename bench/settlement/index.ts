/**
 * npm run bench:settlement [-- --rebuild] — settlement at scale on PostgreSQL (docs/performance.md, "Settlement at
 * scale"): on its own database (rh_bench_ledger on the server of BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), with LEDGER_LEGS ledger entries generated in SQL (generate.ts), it
 * measures a dealer's Incassi (its balances, p95 ≤ 20 ms, and its sales pages, p95 ≤ 50 ms, as dealer@demo.example
 * with HEAVY_SALES sales) and one payout run for BENCH_DEALERS dealers (≤ 60 s), then runs the ledger's check over
 * the whole ledger. Exits 1 when a budget is missed or the ledger does not balance.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiPath, routes } from '../../contract/routes.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { runSettlement } from '../../server/settlement/job.js';
import { formatTable, measureCase } from '../support/measure.js';
import type { BenchCase, BenchContext, CaseResult } from '../support/types.js';
import { BENCH_DEALERS, BENCH_DOMAIN, generate, HEAVY_SALES, refillAvailable } from './generate.js';

const NAME = 'rh_bench_ledger';
const BALANCES_P95_MS = 20;
const SALES_P95_MS = 50;
const PAYOUT_RUN_S = 60;
const DEALER = 'dealer@demo.example';

const log = (line: string) => console.log(line);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(adminUrl);
url.pathname = `/${NAME}`;

async function ensureDatabase(rebuild: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [NAME])).rowCount === 1;
    if (exists && rebuild) await admin.query(`drop database ${NAME} with (force)`);
    if (!exists || rebuild) await admin.query(`create database ${NAME}`);
  } finally {
    await admin.end();
  }
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

await ensureDatabase(process.argv.includes('--rebuild'));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-bench-ledger-'));
// Migrated, with the demo seed (dealer@demo.example and its settlement) when new.
const database = await openDatabase({ dataDir, databaseUrl: url.href, seed: true, log });
const generated = await withClient(async (client) => {
  const { rows } = await client.query(`select count(*)::int as n from users where email like '%@${BENCH_DOMAIN}'`);
  if (Number(rows[0].n) === BENCH_DEALERS) return null;
  const made = await generate(client, log);
  log(`vacuum analyze…`);
  await client.query('vacuum analyze');
  return made;
});
if (generated) log(`generated in ${generated.seconds} s: ${JSON.stringify(generated)}`);

const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
let failed = false;
try {
  await app.ready();
  const scalar = async <T>(text: string) =>
    Object.values(((await database.query(text)) as Record<string, unknown>[])[0] ?? {})[0] as T;
  const sizes = await withClient(async (client) => {
    const { rows } = await client.query(`select (select count(*)::int from ledger_legs) as legs,
      (select count(*)::int from ledger_transactions) as transactions,
      (select count(*)::int from settlement_sales) as sales, (select count(*)::int from payouts) as payouts`);
    return rows[0] as { legs: number; transactions: number; sales: number; payouts: number };
  });
  log(
    `\n${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, Node ${process.version}, PostgreSQL ${NAME}: ` +
      `${sizes.legs} ledger entries (legs) in ${sizes.transactions} transactions, ${sizes.sales} sales, ` +
      `${sizes.payouts} payouts; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );

  let token = '';
  const ctx: BenchContext = {
    app,
    database,
    marker: { seededAt: 'unknown', seconds: 0, options: {} as never },
    async token() {
      if (!token) {
        const answer = await app.inject({
          method: 'POST',
          url: apiPath(routes.login),
          payload: { email: DEALER, password: DEMO_PASSWORD, security: 'dealer-portal' },
        });
        token = answer.json<{ token: string }>().token;
      }
      return token;
    },
    scalar: scalar as BenchContext['scalar'],
  };
  const dealerId = await scalar<number>(`select id from users where email = '${DEALER}'`);
  const salesOfDealer = await scalar<number>(
    `select count(*)::int from settlement_sales where dealer_id = ${dealerId}`,
  );
  const lastPage = Math.ceil(Number(salesOfDealer) / 25);
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
  const measure = async (c: BenchCase, budget: number) =>
    measureCase(ctx, c, { iterations, warmup: 10, budgetP95Ms: budget, baseUrl: null });
  const pages = [1, 2, 40, Math.floor(lastPage / 2), lastPage];
  const results: CaseResult[] = [
    await measure(
      {
        name: `Incassi balances (${salesOfDealer} sales)`,
        as: DEALER,
        url: () => apiPath(routes.settlementBalances, { dealerId }),
      },
      BALANCES_P95_MS,
    ),
  ];
  const salesResults: CaseResult[] = [];
  for (const page of [1, 40, lastPage]) {
    salesResults.push(
      await measure(
        {
          name: `Incassi sales, page ${page} of ${lastPage}`,
          as: DEALER,
          url: () => `${apiPath(routes.settlementSales, { dealerId })}?page=${page}`,
        },
        SALES_P95_MS,
      ),
    );
  }
  salesResults.push(
    await measure(
      {
        name: 'Incassi sales, pages 1 to last in turn',
        as: DEALER,
        url: (i) => `${apiPath(routes.settlementSales, { dealerId })}?page=${pages[i % pages.length]}`,
      },
      SALES_P95_MS,
    ),
  );
  const payoutsResult = await measure(
    {
      name: 'Incassi payouts, page 1',
      as: DEALER,
      url: () => apiPath(routes.dealerPayouts, { dealerId }),
      informational: true,
    },
    SALES_P95_MS,
  );
  log(`\n## Incassi of a dealer with ${HEAVY_SALES} online sales\n\n${formatTable(results, BALANCES_P95_MS)}`);
  log(`\n${formatTable([...salesResults, payoutsResult], SALES_P95_MS)}`);
  if ([...results, ...salesResults].some((r) => r.pass === false)) failed = true;

  // The payout run: every bench dealer has sales available now (refilled before each run, outside the timing).
  const refillStarted = performance.now();
  const refilled = await withClient((client) => refillAvailable(client, 3));
  log(
    `\nrefilled 3 available sales per dealer (${refilled} legs) in ${((performance.now() - refillStarted) / 1000).toFixed(1)} s`,
  );
  const before = await scalar<number>(`select coalesce(max(id), 0) from payouts`);
  // A day ahead of the wall clock: the run's "no automatic payout in the last 20 hours" is about earlier bench runs.
  const now = new Date(Date.now() + 21 * 60 * 60 * 1000);
  const started = performance.now();
  const run = await runSettlement(app, now, 1000);
  const seconds = (performance.now() - started) / 1000;
  const outcome = await withClient(async (client) => {
    const { rows } = await client.query(`select count(*)::int as payouts,
        count(*) filter (where status = 'paid')::int as paid, coalesce(sum(amount_cents), 0)::bigint as cents
      from payouts where id > ${before}`);
    return rows[0] as { payouts: number; paid: number; cents: string };
  });
  const runPass = seconds <= PAYOUT_RUN_S && outcome.payouts >= BENCH_DEALERS && outcome.paid === outcome.payouts;
  log(
    `\n## Payout run\n\n| dealers paid out | payouts paid | amount | seconds | ≤ ${PAYOUT_RUN_S} s |\n|---:|---:|---:|---:|:--|\n` +
      `| ${run?.booked ?? 0} | ${outcome.paid} of ${outcome.payouts} | ${(Number(outcome.cents) / 100).toFixed(2)} € | ${seconds.toFixed(1)} | ${runPass ? 'PASS' : 'FAIL'} |`,
  );
  if (!runPass) failed = true;

  // The ledger's check over every entry, as the console's "Verifica del libro contabile" runs it.
  const checkStarted = performance.now();
  const problems = await scalar<number>(`select count(*)::int from ledger_reconciliation()`);
  log(
    `\nledger check over ${sizes.legs + Number(refilled)}+ entries: ${problems} problems in ${((performance.now() - checkStarted) / 1000).toFixed(1)} s`,
  );
  if (Number(problems) !== 0) failed = true;
} finally {
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
log(
  failed
    ? '\nFAIL: a budget is missed or the ledger does not balance.'
    : '\nPASS: every budget met, the ledger balances.',
);
process.exit(failed ? 1 : 0);
