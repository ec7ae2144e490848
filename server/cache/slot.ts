import { currentTick } from './dealer-counters.js';

/** One cached value, and the load in flight if any (concurrent callers share it). */
export interface Slot<T> {
  value?: T;
  pending?: Promise<T>;
}

interface Stamped {
  /** Tick (server/cache/dealer-counters.ts) the value's read started at. */
  since: number;
  /** Until when it may be served as is (a deadline passing changes it). */
  validUntil: number;
  /** After this it is served once more while a fresh one loads (the safety net for writes of other processes). */
  refreshAt: number;
}

function start<T extends Stamped>(slot: Slot<T>, load: (since: number) => Promise<T>): Promise<T> {
  const pending = load(currentTick()).then((value) => {
    if (!slot.value || slot.value.since <= value.since) slot.value = value;
    return value;
  });
  slot.pending = pending;
  const clear = () => {
    if (slot.pending === pending) slot.pending = undefined;
  };
  pending.then(clear, clear);
  return pending;
}

/** The slot's value if valid, without waiting (a due background reload starts); undefined when a load is needed. */
export function peek<T extends Stamped>(
  slot: Slot<T>,
  valid: (value: T) => boolean,
  load: (since: number) => Promise<T>,
): T | undefined {
  const current = slot.value;
  const now = Date.now();
  if (!current || now >= current.validUntil || !valid(current)) return undefined;
  if (now >= current.refreshAt && !slot.pending) start(slot, load).catch(() => undefined);
  return current;
}

/**
 * The slot's value if still valid (no invalidating write since it was read, its time not over), else a fresh one.
 * A load already in flight is shared when its result is valid; otherwise the caller loads its own, returned
 * whatever happens meanwhile: it was read after the caller arrived. Past refreshAt (and only for that reason) the
 * value is still served while one background load replaces it, so the database is not queried on the request's path.
 */
export async function cached<T extends Stamped>(
  slot: Slot<T>,
  valid: (value: T) => boolean,
  load: (since: number) => Promise<T>,
): Promise<T> {
  const now = Date.now();
  const usable = (value: T): boolean => now < value.validUntil && valid(value);
  const current = slot.value;
  if (current && usable(current)) {
    if (now >= current.refreshAt && !slot.pending) start(slot, load).catch(() => undefined);
    return current;
  }
  if (slot.pending) {
    const shared = await slot.pending.catch(() => undefined);
    if (shared && usable(shared)) return shared;
  }
  return start(slot, load);
}
