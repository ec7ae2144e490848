import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { fees, orderRows, orders, users } from '../db/schema.js';
import { eurosToCents, feeOrderPaidEntry, feePaidWithCreditsEntry } from '../domain/ledger.js';
import { isPosted, postEntry } from './ledger.js';
import type { OrderRecord } from './orders.js';
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

/**
 * A paid fee order settles the fees of its rows (those still unpaid), and the ledger records the money: the fees
 * recorded as due are settled, the older ones (from before the ledger) earned now.
 */
export async function settleFeesOfOrder(
  db: DbOrTx,
  order: OrderRecord,
  eventId: string | null = null,
): Promise<number> {
  const ids = order.rows.flatMap((r) => (r.feeId === null ? [] : [r.feeId]));
  const settled =
    ids.length === 0
      ? []
      : await db
          .update(fees)
          .set({ paidAt: new Date(), orderId: order.id, settledBy: 'order' })
          .where(and(inArray(fees.id, ids), isNull(fees.paidAt)))
          .returning({ id: fees.id, amountCents: fees.amountCents, quotationId: fees.quotationId });
  const split = { dueCents: 0, unrecordedCents: 0 };
  for (const fee of settled) {
    if (await isPosted(db, `fee:${fee.id}:due`)) split.dueCents += fee.amountCents;
    else split.unrecordedCents += fee.amountCents;
  }
  await postEntry(
    db,
    feeOrderPaidEntry(
      {
        orderId: order.id,
        dealerId: order.dealerId,
        totalCents: order.totalCents,
        taxCents: order.taxCents,
        quotationId: settled.length === 1 ? settled[0].quotationId : null,
        eventId,
      },
      split,
    ),
  );
  return settled.length;
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
  if (eurosToCents(dealer.credits) < dueCents) return { kind: 'not-enough', credits: dealer.credits, dueCents };
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
    .returning({ id: fees.id, amountCents: fees.amountCents, quotationId: fees.quotationId });
  if (settled.length !== due.length) throw new Error(`fees of dealer ${dealerId} changed while being settled`);
  // One movement per fee, so the register names each quotation.
  for (const fee of settled) {
    const ref = { feeId: fee.id, dealerId, quotationId: fee.quotationId, amountCents: fee.amountCents };
    await postEntry(db, feePaidWithCreditsEntry(ref, await isPosted(db, `fee:${fee.id}:due`)));
  }
  const [after] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, dealerId));
  return { kind: 'paid', feesPaid: settled.length, creditsSpent: dueCents / 100, creditsLeft: Number(after.credits) };
}
