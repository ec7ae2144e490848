import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.js';
import * as schema from '../../server/db/schema.js';
import type { Db } from '../../server/db/types.js';
import { BENCH_EMAIL_DOMAIN, DEFAULT_SCALE, scaleLabel, seedScale, type ScaleOptions } from './scale-seed.js';

export const PG_BENCH_DATABASE = 'rh_bench';

/** The PostgreSQL database of a scale: rh_bench_scale_10k, rh_bench_scale_100k, rh_bench_scale_1m. */
export const pgScaleDatabase = (requests: number) => `rh_bench_scale_${scaleLabel(requests)}`;

/** What seeding a PostgreSQL bench database took, kept as the database's comment. */
export interface PgScaleMarker {
  seededAt: string;
  seconds: number;
  options: ScaleOptions;
}

/**
 * The benchmarks' own PostgreSQL database (`name` on the server of `adminUrl`; rh_bench at the default scale for
 * bench/memory.ts), migrated, with the demo seed and the scale data; rebuilt when its data is older than
 * BENCH_MAX_AGE_HOURS (12): requests are relative to seeding time. `rebuild` drops it first. Answers its URL.
 */
export async function ensurePgBenchDatabase(
  adminUrl: string,
  log: (line: string) => void,
  {
    options = DEFAULT_SCALE,
    name = PG_BENCH_DATABASE,
    rebuild = false,
  }: { options?: ScaleOptions; name?: string; rebuild?: boolean } = {},
): Promise<string> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    const stale = exists && (rebuild || (await tooOld(url.href)));
    if (stale) {
      log(`${name}: ${rebuild ? 'rebuilding' : 'data too old, rebuilding'}`);
      await admin.query(`drop database ${name} with (force)`);
    }
    if (!exists || stale) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const started = performance.now();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-pg-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: url.href, seed: true, log });
  let seeded: boolean;
  try {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}`,
    );
    seeded = Number(rows[0].n) === 0;
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  if (seeded) {
    log(`${name}: seeding ${options.submissions} requests, ${options.dealers} dealers…`);
    // A connection of its own: the server's pool ends any query after 120 s, and a bulk statement of the million may take longer.
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      await seedScale(drizzle(client, { schema }) as unknown as Db, options, log, { postgres: true });
    } finally {
      await client.end();
    }
    const marker: PgScaleMarker = {
      seededAt: new Date().toISOString(),
      seconds: Math.round((performance.now() - started) / 100) / 10,
      options,
    };
    const comment = new pg.Client({ connectionString: url.href });
    await comment.connect();
    await comment.query(`comment on database ${name} is '${JSON.stringify(marker)}'`).finally(() => comment.end());
    log(`${name}: seeded in ${marker.seconds} s`);
  }
  return url.href;
}

/** The marker written by ensurePgBenchDatabase (null for a database seeded before markers). */
export async function readPgMarker(url: string): Promise<PgScaleMarker | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()",
    );
    return rows[0]?.comment ? (JSON.parse(rows[0].comment) as PgScaleMarker) : null;
  } finally {
    await client.end();
  }
}

/** The database's size, its tables' rows and sizes, and each index's size (MB), largest first. */
export async function pgSizeReport(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const db = (await client.query<{ size: string }>('select pg_database_size(current_database())::text as size'))
      .rows[0];
    const tables = (
      await client.query<{ name: string; rows: string; heap: string; indexes: string }>(`select c.relname as name,
        c.reltuples::bigint::text as rows, pg_table_size(c.oid)::text as heap, pg_indexes_size(c.oid)::text as indexes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'
      order by pg_total_relation_size(c.oid) desc limit 14`)
    ).rows;
    const indexes = (
      await client.query<{
        name: string;
        table: string;
        size: string;
        definition: string;
      }>(`select i.relname as name, t.relname as table,
        pg_relation_size(i.oid)::text as size, pg_get_indexdef(i.oid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and pg_relation_size(i.oid) >= 1024 * 1024 order by pg_relation_size(i.oid) desc`)
    ).rows;
    return [
      `database ${mb(Number(db.size))} MB`,
      '',
      '| table | rows (estimate) | table MB | its indexes MB |',
      '| --- | ---: | ---: | ---: |',
      ...tables.map(
        (t) =>
          `| ${t.name} | ${Number(t.rows).toLocaleString('en-US')} | ${mb(Number(t.heap))} | ${mb(Number(t.indexes))} |`,
      ),
      '',
      '| index (≥ 1 MB) | table | MB | definition |',
      '| --- | --- | ---: | --- |',
      ...indexes.map(
        (i) =>
          `| ${i.name} | ${i.table} | ${mb(Number(i.size))} | \`${i.definition.replace(/^CREATE (UNIQUE )?INDEX \S+ ON public\.\S+ USING /, '$1')}\` |`,
      ),
    ].join('\n');
  } finally {
    await client.end();
  }
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
