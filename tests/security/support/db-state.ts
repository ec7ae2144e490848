import type { TestApp } from '../../server/support/app.js';

/** Row count and an md5 of every row's text, per table of the public schema. */
export type DbState = Record<string, { rows: number; md5: string }>;

/**
 * A fingerprint of the whole database: two equal states mean no row was added, removed or changed anywhere
 * (including rows another table's trigger keeps).
 */
export async function dbState(t: TestApp): Promise<DbState> {
  const tables = (await t.database.query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as { tablename: string }[];
  if (tables.length === 0) throw new Error('no tables found: the fingerprint would be empty');
  const parts = tables.map(
    ({ tablename }) =>
      `select '${tablename}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from "${tablename}" t`,
  );
  const rows = (await t.database.query(parts.join(' union all '))) as { name: string; rows: number; md5: string }[];
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), md5: row.md5 }]));
}

/** The tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: DbState, after: DbState): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.md5 !== after[name]?.md5 || before[name]?.rows !== after[name]?.rows)
    .sort();
}
