import type { SubscriptionStatus } from '../../contract/entities/user.js';

/**
 * The dealer subscription state machine (SPEC §4), as one table. Provider events drive it
 * (server/payments/apply-event.ts); payment/update is the browser saying the provider approved.
 *
 *   (none)                      --start-->     created     payment/setup prepared an order to pay
 *   created                     --approve-->   processing  payment/update: the order is pending at the provider
 *   created, processing, error,
 *   active, ended               --pay-->       active      a payment of the period arrived (ends_at = its end)
 *   created, processing, active --fail-->      error       the (first or renewal) payment failed
 *   created, processing, active,
 *   error                       --cancel-->    canceled    cancelled at the provider
 *   active                      --expire-->    ended       the paid period is over (provider event or lazily)
 *   processing                  --timeout-->   created     no confirmation within PENDING_TIMEOUT_MS: payable again
 *
 * 'pending' is only recognised by the web guard (SPEC §2); this server never sets it: the ORDER goes pending,
 * the subscription goes processing. An event not in the table is ignored (and logged) by the caller.
 */
export type SubscriptionEvent = 'approve' | 'pay' | 'fail' | 'cancel' | 'expire' | 'timeout';

export const SUBSCRIPTION_EVENTS: readonly SubscriptionEvent[] = [
  'approve',
  'pay',
  'fail',
  'cancel',
  'expire',
  'timeout',
];

export const SUBSCRIPTION_TRANSITIONS: Readonly<
  Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>>
> = {
  created: { approve: 'processing', pay: 'active', fail: 'error', cancel: 'canceled' },
  processing: { pay: 'active', fail: 'error', cancel: 'canceled', timeout: 'created' },
  active: { pay: 'active', fail: 'error', cancel: 'canceled', expire: 'ended' },
  error: { pay: 'active', cancel: 'canceled' },
  ended: { pay: 'active' },
  canceled: {},
  pending: {},
};

/** The status `event` leads to, or null when the event does not apply in `from` (ignored safely). */
export function nextSubscriptionStatus(from: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus | null {
  return SUBSCRIPTION_TRANSITIONS[from][event] ?? null;
}

export function statusesAllowingSubscription(event: SubscriptionEvent): SubscriptionStatus[] {
  return (Object.keys(SUBSCRIPTION_TRANSITIONS) as SubscriptionStatus[]).filter(
    (s) => nextSubscriptionStatus(s, event) !== null,
  );
}

/** Statuses in which payment/setup offers nothing to pay ('Al momento non disponibile'). */
export const NOTHING_TO_PAY: readonly SubscriptionStatus[] = ['active', 'processing', 'pending'];

/** An active subscription whose period ended more than this long ago is ended (a renewal may still be in flight). */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

const BILLING_TIME_ZONE = 'Europe/Rome';

/** Year, month (1-12) and day of `at` in the Italian calendar. */
function romeDate(at: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BILLING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Midnight (Europe/Rome) of the given calendar day, as an instant. */
function romeMidnight(year: number, month: number, day: number): Date {
  const utcGuess = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => {
    const local = new Date(instant).toLocaleString('en-US', { timeZone: BILLING_TIME_ZONE, hourCycle: 'h23' });
    return new Date(`${local} UTC`).getTime() - instant;
  };
  return new Date(utcGuess - offsetAt(utcGuess - offsetAt(utcGuess)));
}

/** Start of the next calendar month in Italy: the end of a period paid at `at` (periods run to the 1st). */
export function startOfNextMonth(at: Date): Date {
  const { year, month } = romeDate(at);
  return month === 12 ? romeMidnight(year + 1, 1, 1) : romeMidnight(year, month + 1, 1);
}

/** The subscription amount for the rest of this month, today included (pro rata by days), in cents. */
export function proRataCents(monthlyCents: number, at: Date): number {
  const { year, month, day } = romeDate(at);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const daysLeft = daysInMonth - day + 1;
  return Math.round((monthlyCents * daysLeft) / daysInMonth);
}
