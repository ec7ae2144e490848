import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.js';
import { BENCH_EMAIL_DOMAIN, seedScale } from './scale-seed.js';

export const PG_BENCH_DATABASE = 'rh_bench';

/**
 * The benchmarks' own PostgreSQL database (rh_bench on the server of `adminUrl`), migrated, with the demo seed and
 * the scale data; rebuilt when its data is older than BENCH_MAX_AGE_HOURS (12): requests are relative to seeding
 * time. Answers its URL.
 */
export async function ensurePgBenchDatabase(adminUrl: string, log: (line: string) => void): Promise<string> {
  const url = new URL(adminUrl);
  url.pathname = `/${PG_BENCH_DATABASE}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [PG_BENCH_DATABASE])).rowCount === 1;
    const stale = exists && (await tooOld(url.href));
    if (stale) {
      log(`${PG_BENCH_DATABASE}: data too old, rebuilding`);
      await admin.query(`drop database ${PG_BENCH_DATABASE} with (force)`);
    }
    if (!exists || stale) await admin.query(`create database ${PG_BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-pg-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: url.href, seed: true, log });
  try {
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}`);
    if (Number(rows[0].n) === 0) {
      log(`${PG_BENCH_DATABASE}: seeding the scale data…`);
      await seedScale(database.db, undefined, log);
    }
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return url.href;
}

async function tooOld(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const maxAgeHours = Number(process.env.BENCH_MAX_AGE_HOURS ?? 12);
    // The newest request dates the seeding (requests are published up to the seeding time).
    const { rows } = await client.query<{ at: Date | null }>('select max(created_at) as at from submissions');
    const newest = rows[0]?.at;
    return newest !== null && newest !== undefined && Date.now() - new Date(newest).getTime() > maxAgeHours * 3_600_000;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
