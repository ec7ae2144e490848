import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES } from '../../contract/api/dealer.js';
import { serverMessages } from '../../i18n/it/server.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { recordUpload } from '../repositories/uploads.js';
import type { FileStore } from './file-store.js';
import { decodeBase64, detectImageKind, IMAGE_KINDS } from './images.js';
import { mediaPath, storeImage } from './uploads.js';

const refuse = (status: number, message: string) => new HttpError(status, message, { file: [message] });

/** Decodes, checks (size, then PNG/JPEG by magic bytes), stores and records an upload; answers its /media URL. */
export async function saveImageUpload(db: Db, store: FileStore, ownerId: number, file: string): Promise<string> {
  const bytes = decodeBase64(file);
  if (!bytes) throw refuse(422, serverMessages.uploadNotBase64);
  if (bytes.length > UPLOAD_MAX_BYTES) throw refuse(413, serverMessages.uploadTooLarge(UPLOAD_MAX_MEGABYTES));
  const kind = detectImageKind(bytes);
  if (!kind) throw refuse(422, serverMessages.uploadUnsupported);
  const stored = await storeImage(store, bytes, kind);
  try {
    await recordUpload(db, {
      name: stored.name,
      contentType: IMAGE_KINDS[kind].contentType,
      size: bytes.length,
      ownerId,
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
  return mediaPath(stored.name);
}
