import { and, eq, inArray } from 'drizzle-orm';
import { uploads } from '../db/schema.js';
import type { Db } from '../db/types.js';

export async function recordUpload(
  db: Db,
  input: { name: string; contentType: string; size: number; ownerId: number },
): Promise<void> {
  await db.insert(uploads).values(input);
}

/** True when the file was uploaded by this user and is of one of the given content types. */
export async function isOwnUpload(
  db: Db,
  name: string,
  ownerId: number,
  contentTypes: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.ownerId, ownerId), inArray(uploads.contentType, [...contentTypes])))
    .limit(1);
  return row !== undefined;
}
