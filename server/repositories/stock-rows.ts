import type { StockItem } from '../../contract/entities/stock.js';

/** A stock_items row as raw SQL returns it (numeric as text from node-postgres, dates as text or Date). */
export type StockRow = {
  id: number;
  part_code: string;
  item_code: string | null;
  brand: string;
  description: string | null;
  category: string | null;
  condition: string;
  net_price: string | number;
  list_price: string | number | null;
  discount: number | null;
  vat: number;
  quantity: number;
  reserved: number;
  updated_at: string | Date;
};

export const STOCK_COLUMNS = `id, part_code, item_code, brand, description, category, condition, net_price, list_price, discount, vat,
  quantity, reserved, updated_at`;

export function toStockItem(row: StockRow): StockItem {
  const quantity = Number(row.quantity);
  const reserved = Number(row.reserved);
  return {
    id: Number(row.id),
    part_code: row.part_code,
    item_code: row.item_code,
    brand: row.brand,
    description: row.description,
    category: row.category,
    condition: row.condition as StockItem['condition'],
    net_price: Number(row.net_price),
    list_price: row.list_price === null ? null : Number(row.list_price),
    discount: row.discount === null ? null : Number(row.discount),
    vat: Number(row.vat),
    quantity,
    reserved,
    available: Math.max(quantity - reserved, 0),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A LIKE pattern's literal text: %, _ and \ match themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
