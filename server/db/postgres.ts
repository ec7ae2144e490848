import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migratePostgres } from './migrate.js';
import * as schema from './schema.js';
import { prepareData } from './seeding.js';
import type { Database, OpenOptions } from './types.js';

const CONNECT_TIMEOUT_MS = 5_000;
/** Client side, longer than any query of ours (start-up migrations included): only a dead connection reaches it. */
const QUERY_TIMEOUT_MS = 120_000;

/** Any constant: the key of the advisory lock that serialises start-ups on one database. */
const STARTUP_LOCK_KEY = 7_204_311;

/** Two servers starting together on one database: the second waits, then finds it migrated and seeded. */
async function whileHoldingStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const session = await pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await session.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    session.release();
  }
}

const INT8_OID = 20;
/**
 * int8 (bigint cents, count(*)) as a number, as PGlite answers it: node-postgres answers a string by default, so raw
 * SQL reading money would add strings on PostgreSQL only. Safe: every amount is bounded far below 2^53 cents.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** PostgreSQL (DATABASE_URL): it locks and recovers on its own; we only migrate and seed an empty database. */
export async function openPostgres(opts: OpenOptions & { databaseUrl: string }): Promise<Database> {
  const log = opts.log ?? (() => undefined);
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: opts.poolMax ?? 10,
    // Database unreachable: requests fail fast (503) instead of waiting on a connection that will not come.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished without a word (network cut) is noticed, and a query on it ends.
    keepAlive: true,
    query_timeout: QUERY_TIMEOUT_MS,
    // No JIT: our queries are short, and once a plan's cost passes jit_above_cost PostgreSQL spends
    // 25–46 ms compiling it (the busiest dealer's statistics at 1,000,000 requests), more than JIT saves them.
    options: '-c jit=off',
    types,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => log(error.message));
  // Nor a checked-out one (a transaction in progress): pg emits 'error' on it with no listener of the pool's.
  // The query in progress rejects anyway (503), and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const db = drizzle(pool, { schema });
    const seeded = await whileHoldingStartupLock(pool, async () => {
      await migratePostgres(db);
      return prepareData(db, { dataDir: opts.dataDir, seed: opts.seed, log });
    });
    let closed = false;
    return {
      db,
      kind: 'postgres',
      seeded,
      query: async (text) => (await pool.query(text)).rows as unknown[],
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
