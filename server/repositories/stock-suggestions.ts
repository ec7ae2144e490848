import { sql, type SQL } from 'drizzle-orm';
import type { StockSuggestions } from '../../contract/entities/stock.js';
import { stockMessages } from '../../i18n/it/stock.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { likeLiteral, STOCK_COLUMNS, toStockItem, type StockRow } from './stock-rows.js';

type Match = 'code' | 'name' | 'brand';
type Suggestion = StockSuggestions['items'][number];

/** Candidates per kind of match, and suggestions shown. */
const CANDIDATES = 20;
const SHOWN = 10;
const WEIGHT: Record<Match, number> = { code: 4, name: 2, brand: 1 };

type RequestedRow = {
  part_name: string;
  category_name: string | null;
  brand: string | null;
  quantity: number;
};

async function requestedRow(db: Db, rowId: number): Promise<RequestedRow> {
  const { rows } =
    await db.execute<RequestedRow>(sql`select p.name as part_name, c.name as category_name, r.brand, r.quantity
    from submission_rows r join parts p on p.id = r.part_id left join parts c on c.id = p.part_parent_id where r.id = ${rowId}`);
  if (!rows[0]) throw new HttpError(404, stockMessages.rowNotFound);
  return rows[0];
}

/** Each kind of match is its own small indexed query (a prefix, a trigram LIKE, a brand); the ranking is done here. */
function candidateQueries(dealerId: number, row: RequestedRow, typed: string | undefined): [Match, SQL][] {
  const queries: [Match, SQL][] = [];
  const brand = row.brand?.trim().toUpperCase() || null;
  const brandFirst = brand ? sql`upper(brand) = ${brand} desc,` : sql``;
  if (typed) {
    queries.push(['code', sql`upper(part_code) like ${`${likeLiteral(typed.toUpperCase())}%`}`]);
  }
  // Two queries, not one OR: each then has its own index (trigram on the description, btree on the category).
  queries.push([
    'name',
    sql`lower(description) like ${`%${likeLiteral(row.part_name.toLowerCase())}%`}
    order by ${brandFirst} (quantity > reserved) desc`,
  ]);
  const names = [row.part_name, row.category_name].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase());
  queries.push([
    'name',
    sql`lower(category) in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  ]);
  if (brand) queries.push(['brand', sql`upper(brand) = ${brand}`]);
  return queries.map(([match, where]) => [
    match,
    sql`select ${sql.raw(STOCK_COLUMNS)} from stock_items where dealer_id = ${dealerId} and ${where} limit ${CANDIDATES}`,
  ]);
}

/**
 * GET /dealer/{dealerId}/stock/suggestions: the dealer's items for a requested row, ranked by what they match (the OE code
 * typed so far weighs most, then the part's name or category, then the preferred brand); among equals the ones in
 * stock first, then the cheaper. Only the caller's own stock is read; the row gives its part, brand and quantity.
 */
export async function stockSuggestions(
  db: Db,
  dealerId: number,
  rowId: number,
  typed: string | undefined,
): Promise<StockSuggestions> {
  const row = await requestedRow(db, rowId);
  const found = new Map<number, Suggestion>();
  for (const [match, query] of candidateQueries(dealerId, row, typed)) {
    const { rows } = await db.execute<StockRow>(query);
    for (const stockRow of rows) {
      const item = found.get(Number(stockRow.id)) ?? { ...toStockItem(stockRow), matches: [] };
      if (!item.matches.includes(match)) item.matches.push(match);
      found.set(item.id, item);
    }
  }
  const brand = row.brand?.trim().toUpperCase();
  for (const item of found.values()) {
    if (brand && item.brand.toUpperCase() === brand && !item.matches.includes('brand')) item.matches.push('brand');
  }
  const score = (item: Suggestion) =>
    item.matches.reduce((sum, m) => sum + WEIGHT[m], 0) +
    (typed && item.part_code.toUpperCase() === typed.toUpperCase() ? 2 : 0);
  const items = [...found.values()]
    .sort(
      (a, b) =>
        score(b) - score(a) ||
        Number(b.available > 0) - Number(a.available > 0) ||
        a.net_price - b.net_price ||
        a.id - b.id,
    )
    .slice(0, SHOWN);
  return {
    submission_row_id: rowId,
    part_name: row.part_name,
    brand: row.brand,
    quantity: Number(row.quantity),
    items,
  };
}
