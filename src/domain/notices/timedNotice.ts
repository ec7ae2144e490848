import type { User } from '../../../contract';
import type { PlainKey } from '../../ui/translate';

export type TimedNoticeKind = 'maintenance' | 'expired' | 'blocked';

export interface TimedNotice {
  kind: TimedNoticeKind;
  message: PlainKey;
  /** Label of the link that opens the bank details, when the notice has one. */
  link: PlainKey | null;
}

/** The business calendar is Italian: windows are whole days in Europe/Rome, both ends included. */
export const NOTICE_TIME_ZONE = 'Europe/Rome';
/** Subscriptions ending after this day were renewed: no notice. */
export const TIMED_NOTICES_LAST_DAY = '2022-10-15';
const DAY_MS = 24 * 60 * 60 * 1000;

const WINDOWS: readonly { from: string; to: string; notice: TimedNotice }[] = [
  {
    from: '2022-09-28',
    to: '2022-10-04',
    notice: { kind: 'maintenance', message: 'app.notices.timed.maintenance', link: null },
  },
  {
    from: '2022-10-05',
    to: '2022-10-12',
    notice: { kind: 'expired', message: 'app.notices.timed.expired', link: 'app.notices.timedLink.bankDetails' },
  },
  {
    from: '2022-10-13',
    to: TIMED_NOTICES_LAST_DAY,
    notice: { kind: 'blocked', message: 'app.notices.timed.blocked', link: 'app.notices.timedLink.details' },
  },
];

/** Instants around the windows, whatever Rome's offset (+1 or +2 h): up to the first, the first window has not begun
 * in Rome; from the second, its last day is over. Outside them no date is read. */
const BEFORE_FIRST_DAY = Date.parse(`${WINDOWS[0].from}T00:00:00Z`) - DAY_MS;
const AFTER_LAST_DAY = Date.parse(`${TIMED_NOTICES_LAST_DAY}T00:00:00Z`) + DAY_MS;

// Made on first use: a formatter with a time zone loads the zone's rules, some 30 ms of a phone's first load, and
// outside 2022's windows no date needs it.
let romeDay: Intl.DateTimeFormat | undefined;

/** '2022-10-05' for any instant, as the calendar reads in Rome. */
export function romeDate(instant: Date): string {
  romeDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: NOTICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(romeDay.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function endsAfterLastDay(endsAt: string | null): boolean {
  if (!endsAt) return false;
  const end = new Date(endsAt);
  return !Number.isNaN(end.getTime()) && romeDate(end) > TIMED_NOTICES_LAST_DAY;
}

/**
 * The fixed 2022 notices of SPEC §4: only for a logged-in dealer whose subscription is active and does not
 * end after 15/10/2022 (an active subscription without an end date is not "ending after": notice shown).
 */
export function timedNotice(user: User | null, now: Date): TimedNotice | null {
  if (now.getTime() <= BEFORE_FIRST_DAY || now.getTime() >= AFTER_LAST_DAY) return null;
  const subscription = user?.current_subscription;
  if (!subscription || subscription.status !== 'active' || endsAfterLastDay(subscription.ends_at)) return null;
  const today = romeDate(now);
  return WINDOWS.find((window) => window.from <= today && today <= window.to)?.notice ?? null;
}
