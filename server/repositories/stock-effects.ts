import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';

/*
 * What quotations do to the dealer's stock (docs/adr/0018-stock.md). An accepted option
 * matches the item of the same dealer, OE code, brand (any case) and condition. Called inside the quotation's own
 * transaction, so the stock moves with the status or not at all.
 *
 * A sale is never refused for want of stock: the stock is the dealer's information, the customer has accepted.
 * So an option reserves what is available (at most its quantity), shipping takes its whole quantity off the shelf
 * but never below 0, and every count is clamped: 0 ≤ reserved ≤ quantity.
 */

type Matched = {
  row_id: number;
  quantity: number;
  item_id: number;
  on_hand: number;
  reserved: number;
  held: number | null;
};

/** The quotation's accepted options with their items (locked), and what each already holds. */
async function matchedRows(tx: DbOrTx, quotationId: number): Promise<Matched[]> {
  const { rows } =
    await tx.execute<Matched>(sql`select r.id as row_id, r.quantity, s.id as item_id, s.quantity as on_hand, s.reserved,
      h.quantity as held
    from quotation_rows r join quotations q on q.id = r.quotation_id
    join stock_items s on s.dealer_id = q.dealer_id and upper(s.part_code) = upper(r.part_code) and upper(s.brand) = upper(r.brand)
      and s.condition = r.condition
    left join stock_reservations h on h.quotation_row_id = r.id
    where r.quotation_id = ${quotationId} and r.accepted order by r.id for update of s`);
  return rows.map((r) => ({
    ...r,
    quantity: Number(r.quantity),
    on_hand: Number(r.on_hand),
    reserved: Number(r.reserved),
    held: r.held === null ? null : Number(r.held),
  }));
}

/** Accepted with online payment: each option holds what the shelf has free of its quantity until shipped. */
export async function reserveStock(tx: DbOrTx, quotationId: number): Promise<void> {
  const free = new Map<number, number>();
  for (const row of await matchedRows(tx, quotationId)) {
    if (row.held !== null) continue;
    const available = free.get(row.item_id) ?? Math.max(row.on_hand - row.reserved, 0);
    const take = Math.min(row.quantity, available);
    free.set(row.item_id, available - take);
    await tx.execute(
      sql`insert into stock_reservations (quotation_row_id, stock_item_id, quantity) values (${row.row_id}, ${row.item_id}, ${take})`,
    );
    await tx.execute(
      sql`update stock_items set reserved = least(reserved + ${take}, quantity) where id = ${row.item_id}`,
    );
  }
}

/** Shipped (or accepted to be paid to the dealer, which hands the part over itself): off the shelf, reservation ended. */
export async function sellStock(tx: DbOrTx, quotationId: number): Promise<void> {
  for (const row of await matchedRows(tx, quotationId)) {
    await tx.execute(sql`update stock_items set quantity = greatest(quantity - ${row.quantity}, 0),
        reserved = least(greatest(reserved - ${row.held ?? 0}, 0), greatest(quantity - ${row.quantity}, 0)), updated_at = now()
      where id = ${row.item_id}`);
  }
  await tx.execute(
    sql`delete from stock_reservations where quotation_row_id in (select id from quotation_rows where quotation_id = ${quotationId})`,
  );
}

/** An accepted quotation that will not ship gives back what it held (no transition does this yet: see docs/adr/0018-stock.md). */
export async function releaseStock(tx: DbOrTx, quotationId: number): Promise<void> {
  await tx.execute(sql`update stock_items s set reserved = greatest(s.reserved - h.quantity, 0)
    from (select stock_item_id, sum(quantity)::int as quantity from stock_reservations
      where quotation_row_id in (select id from quotation_rows where quotation_id = ${quotationId}) group by stock_item_id) h
    where s.id = h.stock_item_id`);
  await tx.execute(
    sql`delete from stock_reservations where quotation_row_id in (select id from quotation_rows where quotation_id = ${quotationId})`,
  );
}
