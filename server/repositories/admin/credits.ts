import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { adjustmentEntry, eurosToCents } from '../../domain/ledger.js';
import { lockCredits, postEntry } from '../ledger.js';
import { recordActivity } from './activity.js';

interface CreditChange {
  dealerId: number;
  delta: number;
  reason: string;
  operatorId: number | null;
  /** Our operation id: the same adjustment posted twice moves the credits once. */
  operationId?: string;
}

/**
 * The operator's adjustment of a dealer's credits: one ledger movement (whose trigger moves users.credits), inside
 * the caller's transaction, after the dealer's row is locked. Never below zero: null when the dealer is missing or
 * the balance would go negative.
 */
export async function changeCredits(
  tx: DbOrTx,
  change: CreditChange,
): Promise<{ before: number; after: number } | null> {
  const before = await lockCredits(tx, change.dealerId);
  const deltaCents = eurosToCents(change.delta);
  if (before === null || before + deltaCents < 0) return null;
  await postEntry(
    tx,
    adjustmentEntry({
      operationId: change.operationId ?? randomUUID(),
      dealerId: change.dealerId,
      deltaCents,
      reason: change.reason,
      operatorId: change.operatorId,
    }),
  );
  return { before: before / 100, after: (before + deltaCents) / 100 };
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
    const moved = await changeCredits(tx, { dealerId, delta, reason, operatorId });
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
