import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadsDir } from '../plugins/media.js';
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
 * Writes an upload under DATA_DIR/uploads with a name the server makes up (random, with the extension of its
 * real kind), so a client can neither choose nor guess names. `remove` undoes it if recording the row fails.
 */
export async function storeImage(dataDir: string, bytes: Buffer, kind: ImageKind): Promise<StoredFile> {
  const folder = uploadsDir(dataDir);
  await mkdir(folder, { recursive: true });
  const name = `upload-${randomBytes(16).toString('hex')}${IMAGE_KINDS[kind].extension}`;
  const file = join(folder, name);
  await writeFile(file, bytes, { flag: 'wx' });
  return { name, remove: () => rm(file, { force: true }) };
}
