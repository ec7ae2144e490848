/*
 * Whether processes other than this one may write to a database. PGlite's data folder is locked to one process,
 * so every write goes through this server's code, which tells the caches; on PostgreSQL other instances (or psql)
 * may write too, and the caches re-read more often to bound how long they miss such a write. Told by the db
 * plugin (server/plugins/db.ts); a database never told counts as shared.
 */
const shared = new WeakMap<object, boolean>();

export function registerDatabase(db: object, kind: 'pglite' | 'postgres'): void {
  shared.set(db, kind !== 'pglite');
}

export const othersMayWrite = (db: object): boolean => shared.get(db) ?? true;

/** How long a cached read may be trusted before it is read again: `sharedMs` on a shared database, `aloneMs` otherwise. */
export const trustFor = (db: object, sharedMs: number, aloneMs: number): number =>
  othersMayWrite(db) ? sharedMs : aloneMs;
