import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { serverMessages } from '../../i18n/it/server.js';
import { acquireDataDirLock } from './lock.js';
import { migratePglite } from './migrate.js';
import * as schema from './schema.js';
import { prepareData } from './seeding.js';
import type { Database, Db, OpenOptions } from './types.js';

export const PGDATA_FOLDER = 'pgdata';
const INIT_PREFIX = `${PGDATA_FOLDER}.init-`;

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Extensions the migrations need: pg_trgm for the dashboard's substring search (PostgreSQL ships it too). */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function connect(folder: string) {
  const client = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
  const pgliteDb = drizzle(client, { schema });
  // The PGlite and node-postgres drizzle databases share one query API; repositories are typed once against Db.
  return { client, pgliteDb, db: pgliteDb as unknown as Db };
}

/**
 * A new data folder is built under a temporary name and renamed only when complete, so an interrupted
 * first start never leaves a `pgdata` that will not open.
 */
async function initialise(dataDir: string, seed: boolean, log: (message: string) => void): Promise<boolean> {
  for (const entry of await fs.readdir(dataDir)) {
    if (!entry.startsWith(INIT_PREFIX)) continue;
    await fs.rm(path.join(dataDir, entry), { recursive: true, force: true });
    log(serverMessages.interruptedInitRemoved(path.join(dataDir, entry)));
  }
  const staging = path.join(dataDir, `${INIT_PREFIX}${process.pid}`);
  const { client, db, pgliteDb } = await connect(staging);
  let seeded: boolean;
  try {
    await migratePglite(pgliteDb);
    seeded = await prepareData(db, { dataDir, seed, log });
  } finally {
    await client.close();
  }
  await fs.rename(staging, path.join(dataDir, PGDATA_FOLDER));
  log(serverMessages.databaseCreated(path.join(dataDir, PGDATA_FOLDER)));
  return seeded;
}

export async function openPglite(opts: OpenOptions): Promise<Database> {
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const lock = await acquireDataDirLock(dataDir, log);
  try {
    const folder = path.join(dataDir, PGDATA_FOLDER);
    const seeded = (await exists(folder)) ? false : await initialise(dataDir, opts.seed, log);
    const { client, db, pgliteDb } = await connect(folder);
    try {
      await migratePglite(pgliteDb);
      if (!seeded) await prepareData(db, { dataDir, seed: opts.seed, log });
    } catch (error) {
      await client.close();
      throw error;
    }
    let closed = false;
    return {
      db,
      kind: 'pglite',
      seeded,
      query: async (text) => (await client.query(text)).rows,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
