import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Order } from '../../contract/entities/order.js';
import { fromCents, orderTotalCents } from '../../contract/totals.js';
import { VAT_RATE_ORDERS } from '../../contract/constants.js';
import { coupons, orderRows, orders } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

/** 'customer': a customer's online payment of a quotation (server/payments/customer-checkout.ts). */
export type OrderCondition = 'dealer' | 'wallet' | 'fee' | 'customer';
/** created → pending (the provider approved, awaiting its confirmation) → paid | failed; created → canceled (replaced). */
export type OrderStatus = 'created' | 'pending' | 'paid' | 'failed' | 'canceled';

export interface NewOrderRow {
  itemName: string;
  itemCount: number;
  itemAmountCents: number;
  feeId?: number;
}

export interface NewOrder {
  dealerId: number;
  condition: OrderCondition;
  rows: NewOrderRow[];
  /** Wallet and fee orders carry 22% VAT (SPEC §9); the subscription does not. */
  withVat: boolean;
  /** Overrides Σ rows as the amount charged (the subscription's pro rata). */
  amountCents?: number;
  couponId?: number | null;
  credits?: number;
  subscriptionId?: number | null;
  provider: string;
  /** The company's person paying it ("Pagato da"); the dealer itself when not said. */
  paidBy?: number;
  /** A 'customer' order: the quotation it pays. */
  quotationId?: number | null;
}

export type OrderRecord = typeof orders.$inferSelect & {
  rows: (typeof orderRows.$inferSelect)[];
  couponCode: string | null;
};

/** Amount without VAT, VAT and total of an order, in cents. */
export function orderAmounts(record: Pick<OrderRecord, 'totalCents' | 'taxCents'>) {
  return { amountCents: record.totalCents - record.taxCents, taxCents: record.taxCents, totalCents: record.totalCents };
}

export function rowsAmountCents(rows: readonly Pick<NewOrderRow, 'itemCount' | 'itemAmountCents'>[]): number {
  return rows.reduce((sum, row) => sum + row.itemCount * row.itemAmountCents, 0);
}

export async function createOrder(db: DbOrTx, input: NewOrder): Promise<OrderRecord> {
  const amount = input.amountCents ?? rowsAmountCents(input.rows);
  const { totalCents, taxCents } = input.withVat
    ? orderTotalCents(amount, VAT_RATE_ORDERS)
    : { totalCents: amount, taxCents: 0 };
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        dealerId: input.dealerId,
        condition: input.condition,
        status: 'created',
        totalCents,
        taxCents,
        couponId: input.couponId ?? null,
        credits: input.credits ?? 0,
        subscriptionId: input.subscriptionId ?? null,
        provider: input.provider,
        paidBy: input.paidBy ?? input.dealerId,
        quotationId: input.quotationId ?? null,
      })
      .returning({ id: orders.id });
    await tx
      .insert(orderRows)
      .values(input.rows.map((row) => ({ orderId: order.id, ...row, feeId: row.feeId ?? null })));
    return (await findOrder(tx, order.id)) as OrderRecord;
  });
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<OrderRecord | null> {
  const [order] = await db
    .select({ order: orders, couponCode: coupons.code })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const rows = await db.select().from(orderRows).where(eq(orderRows.orderId, orderId)).orderBy(asc(orderRows.id));
  return { ...order.order, rows, couponCode: order.couponCode };
}

/** The contract's Order of a dealer's purchase: euro amounts, total VAT included. A customer's order is never answered as one. */
export function toOrderDto(record: OrderRecord): Order {
  return {
    id: record.id,
    condition: record.condition as Order['condition'],
    total_amount: fromCents(record.totalCents),
    order_rows: record.rows.map((row) => ({
      id: row.id,
      item_name: row.itemName,
      item_count: row.itemCount,
      item_amount: fromCents(row.itemAmountCents),
    })),
    coupon: record.couponCode,
  };
}

/** The person who confirmed the payment of the company's order: the one the wallet shows as "Pagato da". */
export async function recordPayer(db: DbOrTx, orderId: number, dealerId: number, paidBy: number): Promise<void> {
  await db
    .update(orders)
    .set({ paidBy })
    .where(and(eq(orders.id, orderId), eq(orders.dealerId, dealerId)));
}

export async function setOrderExternalId(db: DbOrTx, orderId: number, externalId: string | null): Promise<void> {
  await db.update(orders).set({ externalId, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/**
 * Replaces the dealer's unpaid orders of a kind: an order still 'created' can no longer be paid. Answers the
 * replaced orders, whose provider payments the caller cancels.
 */
export async function cancelCreatedOrders(
  db: DbOrTx,
  dealerId: number,
  condition: OrderCondition,
): Promise<OrderRecord[]> {
  const replaced = await db
    .update(orders)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(orders.dealerId, dealerId), eq(orders.condition, condition), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  const records = await Promise.all(replaced.map((order) => findOrder(db, order.id)));
  return records.filter((order): order is OrderRecord => order !== null);
}

/**
 * Only the newest fee or subscription order is payable. An order is superseded when it was
 * replaced ('canceled'), or when it is still 'created' and a newer order of the same kind exists (two tabs, a
 * double click that created two). Wallet orders are never superseded: each one buys its own credits.
 */
export async function isSuperseded(
  db: DbOrTx,
  order: Pick<OrderRecord, 'id' | 'dealerId' | 'condition' | 'status'>,
): Promise<boolean> {
  // A customer's order is the only one of its quotation (one payable at a time, migration 0026): nothing replaces it.
  if (order.condition === 'wallet' || order.condition === 'customer') return false;
  if (order.status === 'canceled') return true;
  if (order.status !== 'created') return false;
  const [newer] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.dealerId, order.dealerId),
        eq(orders.condition, order.condition),
        gt(orders.id, order.id),
        inArray(orders.status, ['created', 'pending', 'paid']),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/** The quotation's payable customer order (created or pending): at most one, by the unique index of migration 0026. */
export async function findOpenQuotationOrder(db: DbOrTx, quotationId: number): Promise<OrderRecord | null> {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.quotationId, quotationId),
        eq(orders.condition, 'customer'),
        inArray(orders.status, ['created', 'pending']),
      ),
    )
    .limit(1);
  return open ? findOrder(db, open.id) : null;
}

/**
 * How long an order waits for the provider's confirmation after payment/update before it is payable again
 * (docs/adr/0013-money.md): cards confirm within seconds; a confirmation later than this still
 * counts when it arrives.
 */
export const PENDING_TIMEOUT_MS = 30 * 60 * 1000;

/** Pending orders of the dealer older than PENDING_TIMEOUT_MS go back to 'created' (payable); answers them. */
export async function releaseStalePending(db: DbOrTx, dealerId: number, now = new Date()): Promise<OrderRecord[]> {
  const released = await db
    .update(orders)
    .set({ status: 'created', updatedAt: now })
    .where(
      and(
        eq(orders.dealerId, dealerId),
        eq(orders.status, 'pending'),
        lt(orders.updatedAt, new Date(now.getTime() - PENDING_TIMEOUT_MS)),
      ),
    )
    .returning({ id: orders.id });
  const records = await Promise.all(released.map((order) => findOrder(db, order.id)));
  return records.filter((order): order is OrderRecord => order !== null);
}

/** payment/update: created → pending (the id the provider issued stays); an order already further on is left as it is. */
export async function markOrderPending(db: DbOrTx, orderId: number): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return changed.length > 0;
}

/** Guarded status change: answers false when the order was not in one of `from` (someone else moved it). */
export async function moveOrder(db: DbOrTx, orderId: number, from: OrderStatus[], to: OrderStatus): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(to === 'paid' ? { paidAt: sql`now()` } : {}) })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning({ id: orders.id });
  return changed.length > 0;
}
