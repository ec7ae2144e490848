import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.js';

/** First key of our transaction-level advisory locks (the second is the sweep's name, hashed). */
const SWEEP_LOCK_CLASS = 7_204_312;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a periodic sweep at most once per tick across every instance on one database: ticks are wall-clock
 * windows of `intervalMs` (the same for every instance), `pg_try_advisory_xact_lock` makes a concurrent instance
 * skip at once instead of waiting, and the sweep_runs row makes an instance arriving later in the same tick skip
 * too. `work` runs in the transaction that holds the lock. Answers null when this instance skipped.
 */
export async function runOncePerTick<T>(
  db: Db,
  name: string,
  intervalMs: number,
  now: Date,
  work: (tx: Tx) => Promise<T>,
): Promise<T | null> {
  const tick = Math.floor(now.getTime() / intervalMs);
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_CLASS}, hashtext(${name})) as ok`,
    );
    if (!locked[0]?.ok) return null;
    const { rows: claimed } = await tx.execute<{ name: string }>(sql`
      insert into sweep_runs as r (name, last_tick, runs) values (${name}, ${tick}, 1)
      on conflict (name) do update set last_tick = excluded.last_tick, runs = r.runs + 1, ran_at = now()
        where r.last_tick < excluded.last_tick
      returning r.name`);
    if (claimed.length === 0) return null;
    return work(tx);
  });
}
