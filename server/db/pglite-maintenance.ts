import type { Database } from './types.js';

/*
 * PGlite has no autovacuum: without it, updated and deleted rows (sessions, messages read, notifications,
 * conversations' timers, quotations' states) leave dead tuples that scans keep reading, and the planner's
 * statistics age while tables grow. A long-running server (server/server.ts; never the tests) does what
 * autovacuum would, with its default thresholds, every few minutes: VACUUM ANALYZE the tables with more dead
 * tuples than 50 + 20% of their rows, ANALYZE those with more changes than 50 + 10% since the last analyze.
 * PGlite runs in the server's thread: a pass blocks requests while it works — nothing when no table qualifies,
 * tens of ms for the small busy tables, about a second for a whole ANALYZE of 100,000 requests (rare: 10,000
 * new ones between two).
 */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 10 * 60_000;

interface TableStats {
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

export async function maintainPglite(database: Pick<Database, 'query'>): Promise<TableStats[]> {
  // A single-user backend never reaches its idle-time flush: push this session's counts to the statistics first.
  await database.query('select pg_stat_force_next_flush()');
  const tables = (await database.query(`select relname as name,
      n_dead_tup > 50 + 0.2 * n_live_tup as vacuum,
      n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
    from pg_stat_user_tables where schemaname = 'public'`)) as TableStats[];
  const due = tables.filter((t) => t.vacuum || t.analyze);
  for (const table of due) {
    const name = `"${table.name.replace(/"/g, '""')}"`;
    await database.query(table.vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`);
  }
  return due;
}

/** Runs maintainPglite every `intervalMs` on an embedded database (nothing for PostgreSQL); answers the stop. */
export function startPgliteMaintenance(
  database: Database,
  onError: (error: unknown) => void,
  intervalMs = PGLITE_MAINTENANCE_INTERVAL_MS,
): () => void {
  if (database.kind !== 'pglite' || intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintainPglite(database)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
