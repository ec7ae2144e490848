/**
 * npm run bench:seed — (re)builds the scaled PGlite folder used by `npm run bench`:
 * the demo seed plus 100,000 requests (~3 rows each), 2,000 dealers, 5,000 customers, conversations and quotations.
 * BENCH_DATA_DIR chooses the folder (./data-bench by default).
 */
import { benchDataDir, buildScaledData } from './support/scale-db.js';

await buildScaledData(benchDataDir(), (line) => console.log(line));
