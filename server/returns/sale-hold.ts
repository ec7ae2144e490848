import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { postEntry } from '../repositories/ledger.js';
import { availableAt } from '../settlement/rules.js';
import { holdEntry, unholdEntry } from './rules.js';

/**
 * While a return or a dispute is open, the dealer's share of that online sale stays held (docs/adr/0029-returns.md):
 * - a sale still held keeps its state and loses its release date (settlement's release reads `available_at <= now`, so
 *   it waits);
 * - a sale already available goes back to held (a ledger movement, keyed by the return or dispute);
 * - a share already in a payout or paid out cannot be held: a refund then becomes an amount the dealer owes.
 * Runs in the caller's transaction; answers where the sale was, to undo it with `releaseHold`.
 */
export type HoldFrom = 'held' | 'available';

interface SaleRow extends Record<string, unknown> {
  state: string;
  dealer_id: number;
  net_cents: string;
  delivered_at: Date | string | null;
}

async function lockSale(tx: DbOrTx, quotationId: number): Promise<SaleRow | null> {
  const { rows } = await tx.execute<SaleRow>(sql`select state, dealer_id, net_cents, delivered_at
    from settlement_sales where quotation_id = ${quotationId} for update`);
  return rows[0] ?? null;
}

export async function holdSale(tx: DbOrTx, quotationId: number, key: string): Promise<HoldFrom | null> {
  const sale = await lockSale(tx, quotationId);
  if (!sale) return null;
  if (sale.state === 'held') {
    await tx.execute(sql`update settlement_sales set available_at = null where quotation_id = ${quotationId}`);
    return 'held';
  }
  if (sale.state !== 'available') return null;
  const netCents = Number(sale.net_cents);
  if (netCents > 0)
    await postEntry(tx, holdEntry({ key: `${key}:hold`, quotationId, dealerId: Number(sale.dealer_id), netCents }));
  await tx.execute(sql`update settlement_sales set state = 'held', available_at = null
    where quotation_id = ${quotationId}`);
  return 'available';
}

/**
 * The return or dispute is over: a sale that was held waits for its usual release (the protection window from the
 * delivery, or now if it passed); one that had been available is available again. A sale with nothing left (refunded
 * in full) stays held at 0: there is nothing to release.
 */
export async function releaseHold(
  tx: DbOrTx,
  quotationId: number,
  key: string,
  from: HoldFrom | null,
  now: Date,
  holdDays: number,
): Promise<void> {
  if (!from) return;
  const sale = await lockSale(tx, quotationId);
  if (!sale || sale.state !== 'held') return;
  const netCents = Number(sale.net_cents);
  if (netCents <= 0) return;
  if (from === 'available') {
    await postEntry(
      tx,
      unholdEntry({ key: `${key}:release`, quotationId, dealerId: Number(sale.dealer_id), netCents }),
    );
    await tx.execute(sql`update settlement_sales set state = 'available', available_at = ${now.toISOString()}::timestamptz
      where quotation_id = ${quotationId}`);
    return;
  }
  const due = sale.delivered_at ? availableAt(new Date(sale.delivered_at), holdDays) : now;
  const at = due.getTime() > now.getTime() ? due : now;
  await tx.execute(sql`update settlement_sales set available_at = ${at.toISOString()}::timestamptz
    where quotation_id = ${quotationId}`);
}
