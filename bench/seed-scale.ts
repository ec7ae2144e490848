/**
 * npm run bench:seed — (re)builds the scaled data used by `npm run bench`.
 *
 * Without options: the scaled PGlite folder, the demo seed plus 100,000 requests (~3 rows each), 2,000 dealers,
 * 5,000 customers, conversations and quotations; BENCH_DATA_DIR chooses the folder (./data-bench by default).
 *
 * `-- --requests 1000000` (or `--scale 10`, times 100,000): that many requests with dealers, customers,
 * conversations and quotations in proportion (bench/support/scale-seed.ts, scaleFor). On PostgreSQL when
 * BENCH_DATABASE_URL names a server (its database rh_bench_scale_10k / _100k / _1m, dropped and rebuilt), else in
 * the PGlite folder. PostgreSQL: prints the seed time, the database's size and each index's size.
 */
import { benchDataDir, buildScaledData } from './support/scale-db.js';
import { ensurePgBenchDatabase, pgScaleDatabase, pgSizeReport } from './support/pg-bench.js';
import { DEFAULT_SCALE, scaleFor } from './support/scale-seed.js';

/** --requests N or --scale F from argv (default: the 100,000 of DEFAULT_SCALE). */
export function requestedScale(argv: string[]): number | null {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? Number(argv[i + 1]) : null;
  };
  const requests =
    value('--requests') ??
    (value('--scale') === null ? null : Math.round((value('--scale') as number) * DEFAULT_SCALE.submissions));
  if (requests !== null && !(Number.isInteger(requests) && requests >= 1_000))
    throw new Error('--requests: a whole number ≥ 1000');
  return requests;
}

const log = (line: string) => console.log(line);
const requests = requestedScale(process.argv.slice(2));
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const options = scaleFor(requests ?? DEFAULT_SCALE.submissions);
  const name = pgScaleDatabase(options.submissions);
  const url = await ensurePgBenchDatabase(adminUrl, log, { options, name, rebuild: true });
  log(`\n${name}:\n${await pgSizeReport(url)}`);
} else {
  await buildScaledData(benchDataDir(), log, requests === null ? DEFAULT_SCALE : scaleFor(requests));
}
