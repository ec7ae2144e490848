import { sql } from 'drizzle-orm';
import { serverMessages } from '../../i18n/it/server.js';
import { seedDemo } from '../seed/index.js';
import { brandFiles, demoMediaFiles, writeMediaFiles } from '../seed/media.js';
import type { Db } from './types.js';

/**
 * After migrating: with `seed`, fills an empty database (no users at all) with the demo data and answers true.
 * Otherwise it only restores missing generated files (e.g. PostgreSQL seeded earlier, new DATA_DIR): the demo
 * media with `seed`, and always the logos every page shows.
 */
export async function prepareData(
  db: Db,
  opts: { dataDir: string; seed: boolean; log: (message: string) => void },
): Promise<boolean> {
  if (opts.seed) {
    const { rows } = await db.execute<{ found: boolean }>(sql`select exists (select 1 from users) as found`);
    if (!rows[0]?.found) {
      const started = performance.now();
      await seedDemo(db, { dataDir: opts.dataDir });
      opts.log(serverMessages.demoDataSeeded(Math.round(performance.now() - started)));
      return true;
    }
  }
  await writeMediaFiles(opts.dataDir, opts.seed ? demoMediaFiles() : brandFiles(), { onlyMissing: true });
  // The logos are drawn by the code, not uploaded: a data folder keeps the current ones (once a second mark).
  await writeMediaFiles(opts.dataDir, brandFiles());
  return false;
}
