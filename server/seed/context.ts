import type { Db } from '../db/types.js';
import type { Random } from './random.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  tx: Tx;
  rng: Random;
  now: Date;
}

const MINUTE_MS = 60_000;

/** A moment `minutes` before now, to the whole second (dates are always relative to `now`). */
export function minutesAgo(now: Date, minutes: number): Date {
  return new Date(Math.floor((now.getTime() - minutes * MINUTE_MS) / 1000) * 1000);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(Math.floor((date.getTime() + minutes * MINUTE_MS) / 1000) * 1000);
}

/** A moment between two dates, `fraction` of the way (0 to 1). */
export function between(from: Date, to: Date, fraction: number): Date {
  return new Date(Math.floor((from.getTime() + (to.getTime() - from.getTime()) * fraction) / 1000) * 1000);
}

export const HOUR = 60;
export const DAY = 24 * HOUR;
