import type { LimitStore } from '../shared/limits.js';

/** At most `limit` hits per key in a fixed window of `windowMs` (the window starts with the key's first hit). */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * Password guesses (login, and the current password of password/update), counted in app.limits so that every
 * instance shares them through Redis and a restart forgets nothing. Only wrong passwords count.
 * - pair: 5 failures of one account from one address in 15 minutes close that pair (a guesser at one address);
 * - address: 20 failures from one address on any accounts in 15 minutes close the address (a sweep of accounts);
 * - account: never closed, slowed down: from its 6th failure in 15 minutes (from any addresses) each failure makes
 *   the addresses that have failed on it wait 2 s, 4 s, 8 s… up to 15 minutes. An address with no failure on the
 *   account is never slowed, so the owner's right password still logs in while someone else hammers the account.
 */
export const LOGIN_THROTTLE = {
  pair: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 20, windowMs: 15 * 60_000 },
  account: { freeFailures: 5, windowMs: 15 * 60_000, firstDelayMs: 2_000, maxDelayMs: 15 * 60_000 },
} as const;

/**
 * Forgot password: every request counts (each one sends a mail). 3 per account per hour; 10 per address per hour.
 */
export const PASSWORD_RESET_THROTTLE = {
  account: { limit: 3, windowMs: 60 * 60_000 },
  address: { limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, ThrottleRule>;

export const accountKey = (email: string) => email.trim().toLowerCase();

const loginKeys = (email: string, address: string) => {
  const account = accountKey(email);
  return {
    pair: `login:pair:${account}|${address}`,
    address: `login:address:${address}`,
    account: `login:account:${account}`,
    slow: `login:slow:${account}`,
  };
};

/** One attempt let through: tell the throttle how it ended. */
export interface Attempt {
  /** A wrong password: counts for the pair, the address and the account. */
  failed(): Promise<void>;
  /** The right password: the account's failures are forgotten (the address's stay). */
  succeeded(): Promise<void>;
  /** Not a guess (e.g. the right password from the wrong client application): counts nothing. */
  notCounted(): Promise<void>;
}

/** Either an attempt to go on with, or how long to wait. */
export type Admission = { attempt: Attempt } | { retryAfterMs: number };

/** The delay the account's `failures`-th failure imposes (0 while it is within its free failures). */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE.account;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(30, failures - freeFailures - 1));
}

/**
 * Counts the attempt against the pair and the address before the password is checked, so parallel guesses
 * cannot all slip in while the first ones are still being verified; a refused attempt is taken back.
 */
export async function admitLogin(store: LimitStore, email: string, address: string): Promise<Admission> {
  const keys = loginKeys(email, address);
  const [pairBefore, slow] = await Promise.all([store.get(keys.pair), store.get(keys.slow)]);
  if (pairBefore.count > 0 && slow.count > 0) return { retryAfterMs: Math.max(1, slow.resetInMs) };

  const [pair, byAddress] = await Promise.all([
    store.add(keys.pair, LOGIN_THROTTLE.pair.windowMs),
    store.add(keys.address, LOGIN_THROTTLE.address.windowMs),
  ]);
  const takeBack = () =>
    Promise.all([
      store.add(keys.pair, LOGIN_THROTTLE.pair.windowMs, -1),
      store.add(keys.address, LOGIN_THROTTLE.address.windowMs, -1),
    ]).then(() => undefined);
  const waits = [
    pair.count > LOGIN_THROTTLE.pair.limit ? pair.resetInMs : 0,
    byAddress.count > LOGIN_THROTTLE.address.limit ? byAddress.resetInMs : 0,
  ];
  if (Math.max(...waits) > 0) {
    await takeBack();
    return { retryAfterMs: Math.max(1, ...waits) };
  }

  return {
    attempt: {
      async failed() {
        const { count } = await store.add(keys.account, LOGIN_THROTTLE.account.windowMs);
        const delay = accountDelayMs(count);
        if (delay === 0) return;
        // A fresh window of the new delay, replacing a shorter one still running.
        await store.delete(keys.slow);
        await store.add(keys.slow, delay);
      },
      async succeeded() {
        await takeBack();
        await Promise.all([store.delete(keys.pair), store.delete(keys.account), store.delete(keys.slow)]);
      },
      notCounted: takeBack,
    },
  };
}

/** Forgot-password requests: every one counts; the answer is 0 when allowed, else how long to wait. */
export async function takePasswordReset(store: LimitStore, email: string, address: string): Promise<number> {
  const { account, address: byAddress } = PASSWORD_RESET_THROTTLE;
  const accountKeyName = `reset:account:${accountKey(email)}`;
  const addressKeyName = `reset:address:${address}`;
  const [a, b] = await Promise.all([
    store.add(accountKeyName, account.windowMs),
    store.add(addressKeyName, byAddress.windowMs),
  ]);
  const waits = [a.count > account.limit ? a.resetInMs : 0, b.count > byAddress.limit ? b.resetInMs : 0];
  if (Math.max(...waits) === 0) return 0;
  // A refused request is taken back, so refusals do not keep the counts growing.
  await Promise.all([
    store.add(accountKeyName, account.windowMs, -1),
    store.add(addressKeyName, byAddress.windowMs, -1),
  ]);
  return Math.max(1, ...waits);
}

/** Customer registrations: 5 accounts created per address per hour; only created accounts count. */
export const REGISTRATION_THROTTLE = { address: { limit: 5, windowMs: 60 * 60_000 } } as const satisfies Record<
  string,
  ThrottleRule
>;

const registrationKey = (address: string) => `register:address:${address}`;

/** How long the address must wait before registering one more account (0: it may). */
export async function registrationWaitMs(store: LimitStore, address: string): Promise<number> {
  const { count, resetInMs } = await store.get(registrationKey(address));
  return count >= REGISTRATION_THROTTLE.address.limit ? Math.max(1, resetInMs) : 0;
}

export async function countRegistration(store: LimitStore, address: string): Promise<void> {
  await store.add(registrationKey(address), REGISTRATION_THROTTLE.address.windowMs);
}

/**
 * Invitations to a company's team (each one mails a link to an address the owner typed): 20 per company per hour,
 * 3 per invited address per day (the first mail and two re-sends), whoever sends them. Counted in app.limits, so
 * every instance shares them. Every invitation and re-send asked for counts, refused ones excepted.
 */
export const INVITATION_THROTTLE = {
  company: { limit: 20, windowMs: 60 * 60_000 },
  address: { limit: 3, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, ThrottleRule>;

/** One more invitation mail from `companyId` to `email`: null when allowed, else which limit and how long to wait. */
export async function takeInvitation(
  store: LimitStore,
  companyId: number,
  email: string,
): Promise<{ limit: 'company' | 'address'; waitMs: number } | null> {
  const { company, address } = INVITATION_THROTTLE;
  const keys = { company: `invite:company:${companyId}`, address: `invite:address:${accountKey(email)}` };
  const [byCompany, byAddress] = await Promise.all([
    store.add(keys.company, company.windowMs),
    store.add(keys.address, address.windowMs),
  ]);
  const over =
    byCompany.count > company.limit
      ? { limit: 'company' as const, waitMs: byCompany.resetInMs }
      : byAddress.count > address.limit
        ? { limit: 'address' as const, waitMs: byAddress.resetInMs }
        : null;
  if (!over) return null;
  // A refused invitation is taken back: refusals do not keep the counts growing.
  await Promise.all([store.add(keys.company, company.windowMs, -1), store.add(keys.address, address.windowMs, -1)]);
  return { ...over, waitMs: Math.max(1, over.waitMs) };
}
