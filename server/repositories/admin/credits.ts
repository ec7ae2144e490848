import { and, eq, gte, sql } from 'drizzle-orm';
import { creditLedger, users } from '../../db/schema.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { recordActivity } from './activity.js';

interface LedgerChange {
  dealerId: number;
  kind: 'adjustment' | 'refund';
  delta: number;
  reason: string;
  operatorId: number | null;
  orderId?: number | null;
}

/**
 * Moves a dealer's balance by `delta` and writes its ledger entry, in one statement each inside the caller's
 * transaction. Never below zero: null when the dealer is missing or the balance would go negative.
 */
export async function changeCredits(
  tx: DbOrTx,
  change: LedgerChange,
): Promise<{ before: number; after: number } | null> {
  const [moved] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.delta}` })
    .where(
      and(eq(users.id, change.dealerId), eq(users.role, 'dealer'), gte(sql`${users.credits} + ${change.delta}`, 0)),
    )
    .returning({ credits: users.credits });
  if (!moved) return null;
  const after = Number(moved.credits);
  await tx.insert(creditLedger).values({
    dealerId: change.dealerId,
    kind: change.kind,
    delta: change.delta,
    balanceAfter: after,
    reason: change.reason,
    operatorId: change.operatorId,
    orderId: change.orderId ?? null,
  });
  return { before: Math.round((after - change.delta) * 100) / 100, after };
}

export type AdjustOutcome = 'done' | 'missing' | 'negative';

/** The console's credit adjustment: a ledger entry with its reason and an activity entry, never an overwrite. */
export async function adjustCredits(
  db: Db,
  operatorId: number,
  dealerId: number,
  delta: number,
  reason: string,
): Promise<AdjustOutcome> {
  return db.transaction(async (tx): Promise<AdjustOutcome> => {
    const moved = await changeCredits(tx, { dealerId, kind: 'adjustment', delta, reason, operatorId });
    if (!moved) {
      const [dealer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, dealerId), eq(users.role, 'dealer')));
      return dealer ? 'negative' : 'missing';
    }
    await recordActivity(tx, {
      operatorId,
      action: 'dealer.credits',
      entity: 'dealer',
      entityId: dealerId,
      before: { credits: moved.before },
      after: { credits: moved.after, delta, reason },
    });
    return 'done';
  });
}
