/** How many attempts a key may make within a sliding window. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * Login: failed attempts only (a successful login clears its account's count), so people who type their
 * password right are never slowed down and test suites that log in many times never trip it.
 * 5 failures per account in 15 minutes stops password guessing on one account; 20 per address lets an office
 * behind one NAT mistype now and then while still stopping a sweep of many accounts from one address.
 */
export const LOGIN_THROTTLE = {
  account: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Forgot password: every request counts, because each one replaces the account's password at once (SPEC) and
 * sends a mail. 3 per account per hour; 10 per address per hour.
 */
export const PASSWORD_RESET_THROTTLE = {
  account: { limit: 3, windowMs: 60 * 60_000 },
  address: { limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, ThrottleRule>;

/** Keys kept per window: beyond it the oldest are forgotten, so a spray of made-up addresses cannot fill memory. */
const MAX_KEYS = 50_000;

/** Attempt times per key within one sliding window, in memory (per server instance). */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const times = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.hits.delete(key);
    else this.hits.set(key, times);
    return times;
  }

  /** 0 when the key may try now, else the milliseconds until its oldest attempt leaves the window. */
  retryAfterMs(key: string): number {
    const times = this.recent(key);
    if (times.length < this.rule.limit) return 0;
    return Math.max(1, times[times.length - this.rule.limit] + this.rule.windowMs - this.now());
  }

  /** Counts an attempt now; answers its time, for `forget`. */
  record(key: string): number {
    const times = this.recent(key);
    const time = this.now();
    this.hits.delete(key);
    this.hits.set(key, [...times, time]);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value as string);
    return time;
  }

  /** Takes back one attempt recorded at `time`. */
  forget(key: string, time: number): void {
    const times = this.hits.get(key);
    const index = times?.indexOf(time) ?? -1;
    if (times && index >= 0) times.splice(index, 1);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

/** One throttle over two keys: the account (normalised email) and the caller's address. */
export class Throttle {
  private readonly account: SlidingWindow;
  private readonly address: SlidingWindow;

  constructor(rules: { account: ThrottleRule; address: ThrottleRule }, now?: () => number) {
    this.account = new SlidingWindow(rules.account, now);
    this.address = new SlidingWindow(rules.address, now);
  }

  /** 0 when allowed, else how long to wait (the longer of the two when both are over their limit). */
  retryAfterMs(email: string, ip: string): number {
    return Math.max(this.account.retryAfterMs(accountKey(email)), this.address.retryAfterMs(ip));
  }

  /**
   * Counts an attempt before it is checked, so parallel guesses cannot all slip in while the first ones are
   * still being verified. The answer takes it back when the attempt must not count (a successful login).
   */
  record(email: string, ip: string): () => void {
    const key = accountKey(email);
    const accountTime = this.account.record(key);
    const addressTime = this.address.record(ip);
    return () => {
      this.account.forget(key, accountTime);
      this.address.forget(ip, addressTime);
    };
  }

  /** After a success: the account's earlier failures no longer count (the address's do). */
  clearAccount(email: string): void {
    this.account.clear(accountKey(email));
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
