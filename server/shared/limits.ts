/**
 * Counters for rate limits, shared by every instance when REDIS_URL is set (server/shared/redis-limits.ts) and
 * in this process otherwise. Fixed windows: a key's window starts with its first hit and lasts `windowMs`; limits
 * count per user, session or address (never per connection), so N instances behave as one.
 */
export interface LimitCount {
  /** Hits in the key's current window (after this one, for add). */
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0 (0 when the key has no window). */
  resetInMs: number;
}

export interface LimitStore {
  /** Adds `amount` (default 1) to `key`'s count in its current window of `windowMs`. */
  add(key: string, windowMs: number, amount?: number): Promise<LimitCount>;
  /** The key's count without adding to it. */
  get(key: string): Promise<LimitCount>;
  /** Forgets the key (its count starts from 0). */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys kept at most: beyond it the oldest are forgotten, so a spray of made-up keys cannot fill memory. */
const MAX_KEYS = 100_000;

export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  async add(key: string, windowMs: number, amount = 1): Promise<LimitCount> {
    let entry = this.current(key);
    if (!entry) {
      entry = { count: 0, endsAt: this.now() + windowMs };
      this.windows.set(key, entry);
      if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    }
    entry.count += amount;
    return { count: entry.count, resetInMs: entry.endsAt - this.now() };
  }

  async get(key: string): Promise<LimitCount> {
    const entry = this.current(key);
    return entry ? { count: entry.count, resetInMs: entry.endsAt - this.now() } : { count: 0, resetInMs: 0 };
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
