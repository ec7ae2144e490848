import { openDatabase } from '../../../server/db/client.js';
import { hashToken, newToken } from '../../../server/auth/tokens.js';
import { sessions } from '../../../server/db/schema.js';
import type { Database } from '../../../server/db/types.js';

/** Opens a PGlite data folder in this process (the server is not running on it), runs `work`, closes it. */
export async function withDataFolder<T>(dataDir: string, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, seed: false });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export async function rows<T>(database: Database, text: string): Promise<T[]> {
  return (await database.query(text)) as T[];
}

/** A login token per user, stored as the login would (digest only): no login round trips, no login throttling. */
export async function createSessions(
  database: Database,
  userIds: number[],
  client: string,
): Promise<Map<number, string>> {
  const tokens = new Map(userIds.map((id) => [id, newToken()]));
  const values = [...tokens].map(([userId, token]) => ({
    userId,
    tokenHash: hashToken(token),
    client,
    expiresAt: new Date(Date.now() + 3_600_000),
  }));
  for (let i = 0; i < values.length; i += 500) await database.db.insert(sessions).values(values.slice(i, i + 500));
  return tokens;
}
