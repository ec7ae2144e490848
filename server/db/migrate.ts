import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgresDb } from 'drizzle-orm/node-postgres/migrator';

/** The generated SQL migrations, found next to this module whatever the working directory. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  return migratePgliteDb(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

export function migratePostgres(db: NodePgDatabase<Record<string, unknown>>): Promise<void> {
  return migratePostgresDb(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
