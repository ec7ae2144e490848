import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.js';

/**
 * One Drizzle type for both drivers: the PGlite and node-postgres databases expose the same query API,
 * so repositories are written once against this type.
 */
export type Db = NodePgDatabase<typeof schema>;

/** The database or an open transaction: a repository called inside a caller's transaction writes in it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OpenOptions {
  /** Folder for the embedded database (./data by default), the uploads and the mail outbox. */
  dataDir: string;
  /** postgres://… : use PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Most PostgreSQL connections of this process (10 when unset). */
  poolMax?: number;
  /** Seed demo data when the database is empty. */
  seed: boolean;
  log?: (message: string) => void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when this open created the schema and seeded it. */
  seeded: boolean;
  /** Raw SQL, for health checks and tests. */
  query: (sql: string) => Promise<unknown[]>;
  close: () => Promise<void>;
}
