import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Database, OpenOptions } from './types.js';

/**
 * Opens the database the server runs on: embedded PGlite in `<dataDir>/pgdata` (locked against a second
 * process), or PostgreSQL when `databaseUrl` is set. Migrates at start-up and seeds the demo data into an
 * empty database when `seed` is true.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres({ ...opts, databaseUrl: opts.databaseUrl });
  return openPglite(opts);
}
