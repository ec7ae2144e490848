import { sql } from 'drizzle-orm';
import type { StockImportResult, StockMapping } from '../../contract/entities/stock.js';
import { stockFieldLabels, stockMessages } from '../../i18n/it/stock.js';
import type { Db, DbOrTx } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { mappingToRemember } from '../stock/mapping.js';
import type { StockRecord } from '../stock/read-line.js';
import type { StockReading } from '../stock/read-stock.js';
import { sortedInTurns, takeTurns } from '../stock/take-turns.js';

/**
 * Items per INSERT (one JSON parameter each, so neither driver meets its parameter limit): few enough that one
 * statement in embedded PGlite, which runs on the event loop, holds the server for about 10 ms (the import takes
 * turns with other requests between statements). 500 held it for 50 to 100 ms on an idle machine, the health
 * check's whole budget.
 */
const BATCH = 100;
/** Stock items looked at per query when a replace looks for the ones the file no longer lists. */
const PAGE = 5000;
/** Items added or removed by one import past which the table's statistics are refreshed. */
const ANALYZE_AFTER = 1000;

/** The merge key: OE code + brand (any case) + condition, as the unique index stock_items_key_uq reads it. */
const keyOf = (item: { part_code: string; brand: string; condition: string }) =>
  `${item.part_code.toUpperCase()}\u0000${item.brand.toUpperCase()}\u0000${item.condition}`;

/**
 * The file's items, one per merge key (the last line of a key wins), in the order of the key: the unique index and
 * the code index then receive their entries in order, page after page, instead of all over the tree (about 15 % less
 * CPU for the upserts of 100,000 new items in PGlite; docs/performance.md). Sorted in turns: a plain sort of 200,000
 * keys holds the event loop for about a second.
 */
async function inKeyOrder(items: readonly StockRecord[], turn: () => Promise<void>): Promise<[string, StockRecord][]> {
  const byKey = new Map<string, StockRecord>();
  for (const item of items) {
    byKey.set(keyOf(item), item);
    await turn();
  }
  return sortedInTurns([...byKey.entries()], ([key]) => key, turn);
}

/** The dealer's remembered mapping (by header key), or null before the first import. */
export async function rememberedMapping(db: DbOrTx, dealerId: number): Promise<Record<string, never> | null> {
  const { rows } = await db.execute<{ mapping: Record<string, never> }>(
    sql`select mapping from stock_mappings where dealer_id = ${dealerId}`,
  );
  return rows[0]?.mapping ?? null;
}

/** 422 when a required field has no column or any line has an error: the import writes all lines or none. */
function refuseUnlessClean(reading: StockReading): void {
  if (reading.missing_fields.length > 0) {
    throw new HttpError(422, stockMessages.missingColumns(reading.missing_fields.map((f) => stockFieldLabels[f])));
  }
  if (reading.error_count > 0) {
    const fields = Object.fromEntries(
      reading.errors.map((e) => [`line.${e.line}`, [stockMessages.lineTitle(e.line) + ': ' + e.message]]),
    );
    throw new HttpError(422, stockMessages.linesRefused(reading.error_count), fields);
  }
}

const RECORDSET = sql.raw(`part_code text, item_code text, brand text, description text, category text, condition text,
  net_price numeric, list_price numeric, discount integer, vat integer, quantity integer`);

/** Adds the new items and updates the changed ones; an unchanged line writes nothing (most of a nightly file). */
async function upsert(
  tx: DbOrTx,
  dealerId: number,
  items: StockRecord[],
): Promise<{ created: number; updated: number }> {
  const { rows } = await tx.execute<{ created: number; updated: number }>(sql`with up as (
      insert into stock_items (dealer_id, part_code, item_code, brand, description, category, condition, net_price, list_price,
        discount, vat, quantity, updated_at)
      select ${dealerId}, x.part_code, x.item_code, x.brand, x.description, x.category, x.condition, x.net_price, x.list_price,
        x.discount, x.vat, x.quantity, now()
      from json_to_recordset(${JSON.stringify(items)}::json) as x(${RECORDSET})
      on conflict (dealer_id, upper(part_code), upper(brand), condition) do update set part_code = excluded.part_code,
        item_code = excluded.item_code, brand = excluded.brand, description = excluded.description, category = excluded.category,
        net_price = excluded.net_price, list_price = excluded.list_price, discount = excluded.discount, vat = excluded.vat,
        quantity = excluded.quantity, reserved = least(stock_items.reserved, excluded.quantity), updated_at = excluded.updated_at
      where (stock_items.part_code, stock_items.item_code, stock_items.brand, stock_items.description, stock_items.category,
          stock_items.net_price, stock_items.list_price, stock_items.discount, stock_items.vat, stock_items.quantity)
        is distinct from (excluded.part_code, excluded.item_code, excluded.brand, excluded.description, excluded.category,
          excluded.net_price, excluded.list_price, excluded.discount, excluded.vat, excluded.quantity)
      returning (xmax = 0) as inserted)
    select (count(*) filter (where inserted))::int as created, (count(*) filter (where not inserted))::int as updated from up`);
  return { created: Number(rows[0].created), updated: Number(rows[0].updated) };
}

const stockCount = async (tx: DbOrTx, dealerId: number) =>
  Number(
    (
      await tx.execute<{ total: number }>(
        sql`select count(*)::int as total from stock_items where dealer_id = ${dealerId}`,
      )
    ).rows[0].total,
  );

/**
 * Replace: the items whose key the file does not list go (their reservations with them). The stock is looked at a
 * page at a time, so no statement holds the server long however large the stock and the file.
 */
async function removeUnlisted(
  tx: DbOrTx,
  dealerId: number,
  listed: Set<string>,
  turn: () => Promise<void>,
): Promise<number> {
  let removed = 0;
  for (let after = 0; ;) {
    const { rows } = await tx.execute<{ id: number; part_code: string; brand: string; condition: string }>(
      sql`select id, part_code, brand, condition from stock_items where dealer_id = ${dealerId} and id > ${after}
        order by id limit ${PAGE}`,
    );
    if (rows.length === 0) return removed;
    after = rows[rows.length - 1].id;
    const unlisted = rows.filter((row) => !listed.has(keyOf(row))).map((row) => row.id);
    if (unlisted.length > 0) {
      const { rows: gone } = await tx.execute<{ removed: number }>(sql`with gone as (delete from stock_items
        where id = any(${`{${unlisted.join(',')}}`}::int[]) returning 1) select count(*)::int as removed from gone`);
      removed += Number(gone[0].removed);
    }
    await turn();
  }
}

/**
 * Writes a read file in one transaction (docs/adr/0018-stock.md): merge updates the items of the same
 * key and adds the new ones; replace does the same and then removes the items the file no longer lists. A line
 * repeated in the file counts once, the last one. Reservations survive an update (clamped to the new quantity).
 */
export async function importStock(
  db: Db,
  dealerId: number,
  reading: StockReading,
  mapping: StockMapping,
  mode: 'replace' | 'merge',
  source: 'web' | 'api',
): Promise<StockImportResult> {
  refuseUnlessClean(reading);
  const turn = takeTurns();
  const keyed = await inKeyOrder(reading.items, turn);
  const items = keyed.map(([, item]) => item);
  return db.transaction(async (tx) => {
    // One import of a dealer at a time: a second waits rather than interleaving its batches.
    await tx.execute(sql`select pg_advisory_xact_lock(31, ${dealerId})`);
    const {
      rows: [created],
    } = await tx.execute<{ id: number; at: string | Date }>(sql`insert into stock_imports
      (dealer_id, mode, source, lines, created, updated, removed) values (${dealerId}, ${mode}, ${source}, ${reading.line_count}, 0, 0, 0)
      returning id, at`);
    const counts = { created: 0, updated: 0, unchanged: 0, removed: 0 };
    for (let start = 0; start < items.length; start += BATCH) {
      const batch = await upsert(tx, dealerId, items.slice(start, start + BATCH));
      counts.created += batch.created;
      counts.updated += batch.updated;
      await turn();
    }
    counts.unchanged = items.length - counts.created - counts.updated;
    // After the upserts the stock holds every key of the file; with no more items than that, none is unlisted (a
    // first import, or a nightly file listing the whole stock): the look for unlisted items is skipped.
    if (mode === 'replace' && (await stockCount(tx, dealerId)) > items.length)
      counts.removed = await removeUnlisted(tx, dealerId, new Set(keyed.map(([key]) => key)), turn);
    await tx.execute(sql`update stock_imports set created = ${counts.created}, updated = ${counts.updated}, removed = ${counts.removed}
      where id = ${created.id}`);
    await tx.execute(sql`insert into stock_mappings (dealer_id, mapping, updated_at) values (${dealerId}, ${JSON.stringify(mappingToRemember(mapping))}::jsonb, now())
      on conflict (dealer_id) do update set mapping = excluded.mapping, updated_at = excluded.updated_at`);
    const total = await stockCount(tx, dealerId);
    // PGlite has no autovacuum: without fresh statistics the planner reads a dealer's 100,000 new items as a handful
    // and the suggestions scan them all instead of using their indexes.
    // A sample of 3,000 rows (the default reads 30,000): in PGlite the statement runs on the event loop, and 20,000
    // items took 60-80 ms to analyze; row counts and the indexes' use need no finer statistics.
    if (counts.created + counts.removed > ANALYZE_AFTER) {
      await tx.execute(sql`set local default_statistics_target = 10`);
      await tx.execute(sql`analyze stock_items`);
    }
    return { mode, lines: reading.line_count, ...counts, total, imported_at: new Date(created.at).toISOString() };
  });
}
