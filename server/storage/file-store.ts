import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file as the media route serves it. */
export interface StoredFileBody {
  size: number;
  modified: Date;
  body: Buffer | Readable;
}

/**
 * Where uploads live, behind one interface (docs/adr/0006-several-instances.md): a folder of this
 * machine for the embedded database (one process), the database itself on PostgreSQL so every instance reads what
 * any instance stored. Names are made by the server (server/storage/uploads.ts) and never reused.
 */
export interface FileStore {
  readonly kind: 'folder' | 'database';
  /** Stores a new file; fails if the name exists. */
  put(name: string, contentType: string, bytes: Buffer): Promise<void>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<StoredFileBody | null>;
  remove(name: string): Promise<void>;
}

/** Files in one folder (DATA_DIR/uploads): the store of the embedded default. */
export class FolderStore implements FileStore {
  readonly kind = 'folder';

  constructor(private readonly folder: string) {}

  async put(name: string, _contentType: string, bytes: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(join(this.folder, name), bytes, { flag: 'wx' });
  }

  async get(name: string): Promise<StoredFileBody | null> {
    const file = join(this.folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, modified: info.mtime, body: createReadStream(file) };
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.folder, name), { force: true });
  }
}
