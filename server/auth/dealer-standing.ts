import type { SubscriptionStatus } from '../../contract/entities/user.js';
import { errors } from '../../i18n/it/errors.js';
import type { Db } from '../db/types.js';
import { RENEWAL_GRACE_MS } from '../domain/subscription-state.js';
import { HttpError } from '../plugins/http-error.js';
import { currentSubscription } from '../repositories/subscriptions.js';
import { termsAcceptedAt } from '../repositories/users.js';

/** Statuses that work whatever ends_at says: the period is paid, or its payment is entered (SPEC §4: usable meanwhile). */
const WORKING: readonly SubscriptionStatus[] = ['active', 'processing', 'pending'];
/** Statuses that work only until ends_at: cancelled or a failed renewal keep the period already paid. */
const WORKING_UNTIL_END: readonly SubscriptionStatus[] = ['canceled', 'error'];

/**
 * Whether a dealer's current subscription lets it work (docs/adr/0007-subscription-guard.md):
 * active (unless its period ended beyond the renewal grace, which the lazy sweep turns into ended),
 * processing or pending, or canceled/error while the paid period runs. Never: none, created, ended.
 */
export function subscriptionWorks(
  subscription: { status: SubscriptionStatus; endsAt: Date | null } | null,
  now = new Date(),
): boolean {
  if (!subscription) return false;
  const { status, endsAt } = subscription;
  if (status === 'active') return endsAt === null || endsAt.getTime() + RENEWAL_GRACE_MS > now.getTime();
  if (WORKING.includes(status)) return true;
  return WORKING_UNTIL_END.includes(status) && endsAt !== null && endsAt.getTime() > now.getTime();
}

/**
 * When a subscription that works now stops working if nothing else happens (its paid period, plus the renewal grace
 * when active); null when only an event can end it (processing, pending, active without an end).
 */
export function subscriptionLapsesAt(subscription: { status: SubscriptionStatus; endsAt: Date | null }): Date | null {
  const { status, endsAt } = subscription;
  if (endsAt === null) return null;
  if (status === 'active') return new Date(endsAt.getTime() + RENEWAL_GRACE_MS);
  return WORKING_UNTIL_END.includes(status) ? endsAt : null;
}

export interface DealerStanding {
  inStanding: boolean;
  /** While in standing: when it lapses by time alone (subscriptionLapsesAt), or null. */
  lapsesAt: Date | null;
}

/** SPEC §2 on the server, with when it lapses: the dealer accepted the terms (registered) and its subscription works. */
export async function dealerStanding(db: Db, dealerId: number, now = new Date()): Promise<DealerStanding> {
  const [terms, subscription] = await Promise.all([termsAcceptedAt(db, dealerId), currentSubscription(db, dealerId)]);
  const inStanding = terms !== null && subscriptionWorks(subscription, now);
  return { inStanding, lapsesAt: inStanding && subscription ? subscriptionLapsesAt(subscription) : null };
}

export async function dealerInStanding(db: Db, dealerId: number): Promise<boolean> {
  return (await dealerStanding(db, dealerId)).inStanding;
}

/** 403 `subscription_required`: the web then sends the dealer to /register or /subscription-payment. */
export async function requireDealerStanding(db: Db, dealerId: number): Promise<void> {
  if (!(await dealerInStanding(db, dealerId)))
    throw new HttpError(403, errors.subscriptionRequired, undefined, 'subscription_required');
}
