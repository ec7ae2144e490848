import { and, eq, sql } from 'drizzle-orm';
import { sessionsRevoked } from '../../cache/sessions.js';
import { users } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { recordActivity } from './activity.js';

export type SuspensionOutcome = 'done' | 'missing' | 'unchanged';

/**
 * Suspends (with the operator's reason) or reactivates a dealer or customer account, with its activity entry. The sessions stay (a reactivated
 * account goes on where it was) but every instance's session cache forgets the user at once (over Redis), so the next
 * request reads `suspended` from the database and is refused (server/auth/access.ts).
 */
export async function setSuspended(
  db: Db,
  operatorId: number,
  userId: number,
  role: 'dealer' | 'customer',
  suspend: boolean,
  reason?: string,
): Promise<SuspensionOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SuspensionOutcome> => {
    const [current] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, role)))
      .for('update');
    if (!current) return 'missing';
    if ((current.suspendedAt !== null) === suspend) return 'unchanged';
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: suspend ? sql`now()` : null })
      .where(eq(users.id, userId))
      .returning({ suspendedAt: users.suspendedAt });
    await recordActivity(tx, {
      operatorId,
      action: `${role}.${suspend ? 'suspend' : 'reactivate'}`,
      entity: role,
      entityId: userId,
      before: { suspended_at: current.suspendedAt },
      after: reason ? { suspended_at: after.suspendedAt, reason } : { suspended_at: after.suspendedAt },
    });
    return 'done';
  });
  if (outcome === 'done') sessionsRevoked([userId]);
  return outcome;
}
