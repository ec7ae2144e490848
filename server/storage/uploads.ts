import { randomBytes } from 'node:crypto';
import type { FileStore } from './file-store.js';
import { IMAGE_KINDS, type ImageKind } from './images.js';

/** Public address of a stored file (served by server/plugins/media.ts). */
export const mediaPath = (name: string) => `/media/${name}`;

/** `/media/<name>` → name; null for anything else (absolute URLs, other folders, traversal). */
export function mediaNameOf(url: string): string | null {
  const match = /^\/media\/([a-z0-9][a-z0-9._-]{0,79})$/i.exec(url);
  return match ? match[1] : null;
}

export interface StoredFile {
  name: string;
  remove: () => Promise<void>;
}

/**
 * Stores an upload (server/storage/file-store.ts) under a name the server makes up (random, with the extension of
 * its real kind), so a client can neither choose nor guess names. `remove` undoes it if recording the row fails.
 */
export async function storeImage(store: FileStore, bytes: Buffer, kind: ImageKind): Promise<StoredFile> {
  const name = `upload-${randomBytes(16).toString('hex')}${IMAGE_KINDS[kind].extension}`;
  await store.put(name, IMAGE_KINDS[kind].contentType, bytes);
  return { name, remove: () => store.remove(name) };
}
