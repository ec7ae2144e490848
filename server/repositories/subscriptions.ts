import { and, desc, eq, lt } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../contract/entities/user.js';
import { nextSubscriptionStatus, RENEWAL_GRACE_MS, type SubscriptionEvent } from '../domain/subscription-state.js';
import { subscriptions } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export type SubscriptionRecord = Omit<typeof subscriptions.$inferSelect, 'status'> & { status: SubscriptionStatus };

/** The dealer's current subscription: the latest one (as /api/user shows it). */
export async function currentSubscription(db: DbOrTx, dealerId: number): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.dealerId, dealerId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return (row as SubscriptionRecord | undefined) ?? null;
}

export async function findSubscription(db: DbOrTx, id: number): Promise<SubscriptionRecord | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return (row as SubscriptionRecord | undefined) ?? null;
}

export async function findSubscriptionByExternalId(
  db: DbOrTx,
  provider: string,
  externalId: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.externalId, externalId)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return (row as SubscriptionRecord | undefined) ?? null;
}

export async function createSubscription(db: DbOrTx, dealerId: number, provider: string): Promise<SubscriptionRecord> {
  const [row] = await db.insert(subscriptions).values({ dealerId, status: 'created', provider }).returning();
  return row as SubscriptionRecord;
}

export async function setSubscriptionProviderRef(
  db: DbOrTx,
  id: number,
  provider: string,
  externalId: string | null,
): Promise<void> {
  await db.update(subscriptions).set({ provider, externalId }).where(eq(subscriptions.id, id));
}

export interface TransitionResult {
  from: SubscriptionStatus;
  to: SubscriptionStatus | null;
}

/**
 * Applies a state machine event: the UPDATE re-checks the status it read, so concurrent events cannot both
 * move it. `to: null` means the event does not apply in the current status (ignored; the caller logs it).
 */
export async function transitionSubscription(
  db: DbOrTx,
  subscription: SubscriptionRecord,
  event: SubscriptionEvent,
  endsAt?: Date,
): Promise<TransitionResult> {
  const to = nextSubscriptionStatus(subscription.status, event);
  if (to === null) return { from: subscription.status, to: null };
  const changes: Partial<typeof subscriptions.$inferInsert> = { status: to };
  if (event === 'pay' && endsAt) changes.endsAt = endsAt;
  if (event === 'cancel') changes.canceledAt = new Date();
  const moved = await db
    .update(subscriptions)
    .set(changes)
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, subscription.status)))
    .returning({ id: subscriptions.id });
  return { from: subscription.status, to: moved.length > 0 ? to : null };
}

/** Lazily ends active subscriptions whose period is over (plus a grace for renewals in flight). */
export async function expireSubscriptions(db: DbOrTx, now = new Date()): Promise<number> {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'ended' })
    .where(
      and(eq(subscriptions.status, 'active'), lt(subscriptions.endsAt, new Date(now.getTime() - RENEWAL_GRACE_MS))),
    )
    .returning({ id: subscriptions.id });
  return ended.length;
}
