import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { STOCK_API_KEYS_MAX } from '../../contract/api/stock.js';
import type { StockApiKey } from '../../contract/entities/stock.js';
import { stockMessages } from '../../i18n/it/stock.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';

/**
 * API keys of the machine import (docs/adr/0018-stock.md): `rhk_<8 hex>_<43 base64url>`. The 8 hex
 * are the key's public prefix (stored, shown in the list, used to find the row); only the SHA-256 of the whole key
 * is stored, so a database leak gives no usable key. The secret is answered once, at creation.
 */
const KEY_FORMAT = /^rhk_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = {
  id: number;
  name: string;
  prefix: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
};
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const toKey = (row: KeyRow): StockApiKey => ({
  id: Number(row.id),
  name: row.name,
  prefix: row.prefix,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});

export async function listStockApiKeys(db: Db, dealerId: number): Promise<{ data: StockApiKey[] }> {
  const { rows } =
    await db.execute<KeyRow>(sql`select id, name, prefix, created_at, last_used_at, revoked_at from stock_api_keys
    where dealer_id = ${dealerId} order by created_at desc, id desc`);
  return { data: rows.map(toKey) };
}

/** A new key; at most STOCK_API_KEYS_MAX active per dealer (409 beyond). */
export async function createStockApiKey(
  db: Db,
  dealerId: number,
  name: string,
): Promise<StockApiKey & { secret: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(3131, ${dealerId})`);
    const {
      rows: [active],
    } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from stock_api_keys
      where dealer_id = ${dealerId} and revoked_at is null`);
    if (Number(active.n) >= STOCK_API_KEYS_MAX) throw new HttpError(409, stockMessages.apiKeyLimit(STOCK_API_KEYS_MAX));
    const prefix = randomBytes(4).toString('hex');
    const secret = `rhk_${prefix}_${randomBytes(32).toString('base64url')}`;
    const { rows } = await tx.execute<KeyRow>(sql`insert into stock_api_keys (dealer_id, prefix, secret_hash, name)
      values (${dealerId}, ${prefix}, ${hashOf(secret)}, ${name}) returning id, name, prefix, created_at, last_used_at, revoked_at`);
    return { ...toKey(rows[0]), secret };
  });
}

/** Revokes one of the dealer's keys (404 for another dealer's); revoking twice keeps the first date. */
export async function revokeStockApiKey(db: Db, dealerId: number, keyId: number): Promise<StockApiKey> {
  const { rows } = await db.execute<KeyRow>(sql`update stock_api_keys set revoked_at = coalesce(revoked_at, now())
    where id = ${keyId} and dealer_id = ${dealerId} returning id, name, prefix, created_at, last_used_at, revoked_at`);
  if (!rows[0]) throw new HttpError(404, stockMessages.apiKeyNotFound);
  return toKey(rows[0]);
}

/** The dealer and key id of a valid, unrevoked key, or null (nothing is written: a refused call leaves no trace). */
export async function findStockApiKey(db: Db, key: string): Promise<{ keyId: number; dealerId: number } | null> {
  const format = KEY_FORMAT.exec(key);
  if (!format) return null;
  const { rows } = await db.execute<{
    id: number;
    dealer_id: number;
    secret_hash: string;
  }>(sql`select id, dealer_id, secret_hash
    from stock_api_keys where prefix = ${format[1]} and revoked_at is null`);
  const row = rows[0];
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(hashOf(key)))) return null;
  return { keyId: Number(row.id), dealerId: Number(row.dealer_id) };
}

/** Notes a key's use: called once its import is written, so the list's "last used" is the last import it made. */
export async function noteStockApiKeyUse(db: Db, keyId: number): Promise<void> {
  await db.execute(sql`update stock_api_keys set last_used_at = now() where id = ${keyId}`);
}
