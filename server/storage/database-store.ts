import { eq } from 'drizzle-orm';
import { storedFiles } from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { FileStore, StoredFileBody } from './file-store.js';

/**
 * Uploads in the database (table stored_files): on PostgreSQL every instance reads what any instance stored, and
 * the uploads are in the database's backups. A file missing there is looked up in `fallback`, the instance's own
 * folder: uploads stored on disk by a version before this one stay reachable where they are.
 */
export class DatabaseStore implements FileStore {
  readonly kind = 'database';

  constructor(
    private readonly db: Db,
    private readonly fallback?: FileStore,
  ) {}

  async put(name: string, contentType: string, bytes: Buffer): Promise<void> {
    await this.db.insert(storedFiles).values({ name, contentType, bytes });
  }

  async get(name: string): Promise<StoredFileBody | null> {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes, createdAt: storedFiles.createdAt })
      .from(storedFiles)
      .where(eq(storedFiles.name, name))
      .limit(1);
    if (!row) return (await this.fallback?.get(name)) ?? null;
    return { size: row.bytes.length, modified: row.createdAt, body: row.bytes };
  }

  async remove(name: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.name, name));
  }
}
