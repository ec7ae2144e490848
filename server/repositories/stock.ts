import { sql, type SQL } from 'drizzle-orm';
import { STOCK_STALE_DAYS, StockItemBody, StockListQuery } from '../../contract/api/stock.js';
import type { StockItem, StockMeta } from '../../contract/entities/stock.js';
import type { z } from '../../contract/z.js';
import { stockMessages } from '../../i18n/it/stock.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { likeLiteral, STOCK_COLUMNS, toStockItem, type StockRow } from './stock-rows.js';
import { isUniqueViolation } from '../db/unique-violation.js';

type ListQuery = z.output<typeof StockListQuery>;
type ItemBody = z.output<typeof StockItemBody>;

const SORTS: Record<ListQuery['sort'], string> = {
  part_code: 'upper(part_code)',
  brand: 'upper(brand)',
  description: 'lower(description)',
  net_price: 'net_price',
  quantity: 'quantity',
  updated_at: 'updated_at',
};

function listFilter(dealerId: number, query: ListQuery): SQL {
  const parts: SQL[] = [sql`dealer_id = ${dealerId}`];
  if (query.q) {
    const prefix = `${likeLiteral(query.q.toUpperCase())}%`;
    const inside = `%${likeLiteral(query.q.toLowerCase())}%`;
    parts.push(sql`(upper(part_code) like ${prefix} or upper(item_code) like ${prefix} or upper(brand) like ${prefix}
      or lower(description) like ${inside})`);
  }
  if (query.brand) parts.push(sql`upper(brand) = ${query.brand.toUpperCase()}`);
  if (query.condition) parts.push(sql`condition = ${query.condition}`);
  if (query.in_stock === 'true') parts.push(sql`quantity > reserved`);
  if (query.in_stock === 'false') parts.push(sql`quantity <= reserved`);
  return sql.join(parts, sql` and `);
}

/** GET /dealer/{dealerId}/stock: a page of the dealer's items, searched (codes and brand by prefix, description by text) and filtered. */
export async function listStock(db: Db, dealerId: number, query: ListQuery) {
  const where = listFilter(dealerId, query);
  const order = sql.raw(`${SORTS[query.sort]} ${query.order === 'desc' ? 'desc nulls last' : 'asc nulls last'}, id`);
  const offset = (query.page - 1) * query.per_page;
  const [
    { rows },
    {
      rows: [count],
    },
  ] = [
    await db.execute<StockRow>(sql`select ${sql.raw(STOCK_COLUMNS)} from stock_items where ${where} order by ${order}
      limit ${query.per_page} offset ${offset}`),
    await db.execute<{ total: number }>(sql`select count(*)::int as total from stock_items where ${where}`),
  ];
  const total = Number(count.total);
  return {
    data: rows.map(toStockItem),
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

/** GET /dealer/{dealerId}/stock/meta: how many items, the last import ("aggiornato il …") and whether it is stale. */
export async function stockMeta(db: Db, dealerId: number, now: Date): Promise<StockMeta> {
  const {
    rows: [row],
  } = await db.execute<{ count: number; at: string | Date | null; mode: 'replace' | 'merge' | null }>(sql`select
      (select count(*)::int from stock_items where dealer_id = ${dealerId}) as count, i.at, i.mode
    from (select 1) one left join lateral (select at, mode from stock_imports where dealer_id = ${dealerId} order by at desc limit 1) i on true`);
  const at = row.at === null ? null : new Date(row.at);
  const stale = at !== null && now.getTime() - at.getTime() > STOCK_STALE_DAYS * 24 * 60 * 60 * 1000;
  return {
    count: Number(row.count),
    last_import_at: at?.toISOString() ?? null,
    last_import_mode: row.mode,
    stale,
    stale_after_days: STOCK_STALE_DAYS,
  };
}

/** PUT /dealer/{dealerId}/stock/{itemId}: one item's fields; 404 for another dealer's item, 409 when the key is another item's. */
export async function updateStockItem(db: Db, dealerId: number, itemId: number, body: ItemBody): Promise<StockItem> {
  try {
    const { rows } =
      await db.execute<StockRow>(sql`update stock_items set part_code = ${body.part_code}, item_code = ${body.item_code || null},
        brand = ${body.brand}, description = ${body.description || null}, category = ${body.category || null}, condition = ${body.condition},
        net_price = ${body.net_price}, list_price = ${body.list_price ?? null}, discount = ${body.discount ?? null}, vat = ${body.vat},
        quantity = ${body.quantity}, reserved = least(reserved, ${body.quantity}), updated_at = now()
      where id = ${itemId} and dealer_id = ${dealerId} returning ${sql.raw(STOCK_COLUMNS)}`);
    if (!rows[0]) throw new HttpError(404, stockMessages.itemNotFound);
    return toStockItem(rows[0]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, stockMessages.itemKeyTaken);
    throw error;
  }
}

/** Every item of the dealer, by code, for the export. */
export async function allStock(db: Db, dealerId: number): Promise<StockItem[]> {
  const { rows } =
    await db.execute<StockRow>(sql`select ${sql.raw(STOCK_COLUMNS)} from stock_items where dealer_id = ${dealerId}
    order by upper(part_code), upper(brand), condition`);
  return rows.map(toStockItem);
}
