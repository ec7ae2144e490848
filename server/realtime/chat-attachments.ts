import type { Db } from '../db/types.js';
import { uploadsOwnedBy } from '../repositories/chat-guards.js';

/** Our upload names (server/storage/uploads.ts storeImage): nothing else is a chat attachment. */
const UPLOAD_ADDRESS = /^\/media\/(upload-[0-9a-f]{32}\.[a-z0-9]{2,5})$/;

/**
 * A chat attachment must be one of our uploads, made by a participant of that chat (the dealer or the request's
 * customer), so a message can neither point at another site nor show someone else's files.
 */
export async function attachmentsAllowed(
  db: Db,
  attachments: readonly string[],
  participantIds: readonly number[],
): Promise<boolean> {
  const names: string[] = [];
  for (const address of attachments) {
    const match = UPLOAD_ADDRESS.exec(address);
    if (!match) return false;
    names.push(match[1]);
  }
  return uploadsOwnedBy(db, names, participantIds);
}
