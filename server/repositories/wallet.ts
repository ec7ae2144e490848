import { and, desc, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { fees, orderRows, orders, users } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export interface DueFee {
  id: number;
  amountCents: number;
  description: string;
}

/** Fees not yet settled and not in a fee order awaiting the provider's confirmation, oldest first. */
export async function dueFees(db: DbOrTx, dealerId: number): Promise<DueFee[]> {
  const inPendingOrder = db
    .select({ one: sql`1` })
    .from(orderRows)
    .innerJoin(orders, eq(orders.id, orderRows.orderId))
    .where(and(eq(orderRows.feeId, fees.id), eq(orders.status, 'pending')));
  return db
    .select({ id: fees.id, amountCents: fees.amountCents, description: fees.description })
    .from(fees)
    .where(and(eq(fees.dealerId, dealerId), isNull(fees.paidAt), notExists(inPendingOrder)))
    .orderBy(fees.createdAt, fees.id);
}

/** The dealer's latest fee order still waiting to be paid, with the fees its rows settle. */
export async function openFeeOrder(db: DbOrTx, dealerId: number): Promise<{ id: number; feeIds: number[] } | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.dealerId, dealerId), eq(orders.condition, 'fee'), eq(orders.status, 'created')))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!order) return null;
  const rows = await db.select({ feeId: orderRows.feeId }).from(orderRows).where(eq(orderRows.orderId, order.id));
  return { id: order.id, feeIds: rows.flatMap((r) => (r.feeId === null ? [] : [r.feeId])) };
}

/** A paid fee order settles the fees of its rows (those still unpaid). */
export async function settleFeesOfOrder(db: DbOrTx, orderId: number): Promise<number> {
  const rows = await db.select({ feeId: orderRows.feeId }).from(orderRows).where(eq(orderRows.orderId, orderId));
  const ids = rows.flatMap((r) => (r.feeId === null ? [] : [r.feeId]));
  if (ids.length === 0) return 0;
  const settled = await db
    .update(fees)
    .set({ paidAt: new Date(), orderId, settledBy: 'order' })
    .where(and(inArray(fees.id, ids), isNull(fees.paidAt)))
    .returning({ id: fees.id });
  return settled.length;
}

export async function addCredits(db: DbOrTx, dealerId: number, credits: number): Promise<void> {
  if (credits <= 0) return;
  await db
    .update(users)
    .set({ credits: sql`${users.credits} + ${credits}` })
    .where(eq(users.id, dealerId));
}

export type CreditSettlement =
  | { kind: 'paid'; feesPaid: number; creditsSpent: number; creditsLeft: number }
  | { kind: 'nothing-due' }
  | { kind: 'not-enough'; credits: number; dueCents: number };

/**
 * Settles every due fee from the wallet, all or nothing, in the caller's transaction. The dealer's row is locked
 * first, so two clicks (or two tabs) run one after the other and the second finds nothing due: money moves once.
 */
export async function settleDueFeesWithCredits(
  db: DbOrTx,
  dealerId: number,
  paidBy: number = dealerId,
): Promise<CreditSettlement> {
  const [dealer] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, dealerId)).for('update');
  const due = await dueFees(db, dealerId);
  if (!dealer || due.length === 0) return { kind: 'nothing-due' };
  const dueCents = due.reduce((sum, fee) => sum + fee.amountCents, 0);
  const amount = dueCents / 100;
  const spent = await db
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}` })
    .where(and(eq(users.id, dealerId), gte(users.credits, amount)))
    .returning({ credits: users.credits });
  if (spent.length === 0) return { kind: 'not-enough', credits: dealer.credits, dueCents };
  const settled = await db
    .update(fees)
    .set({ paidAt: new Date(), settledBy: 'credits', paidBy })
    .where(
      and(
        inArray(
          fees.id,
          due.map((fee) => fee.id),
        ),
        isNull(fees.paidAt),
      ),
    )
    .returning({ id: fees.id });
  if (settled.length !== due.length) throw new Error(`fees of dealer ${dealerId} changed while being settled`);
  return { kind: 'paid', feesPaid: settled.length, creditsSpent: amount, creditsLeft: Number(spent[0].credits) };
}
