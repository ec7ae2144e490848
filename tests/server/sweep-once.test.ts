import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOncePerTick } from '../../server/shared/run-once.js';
import { testApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ SEED: 'false' });
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const runs = async (name: string) =>
  Number(
    ((await t.database.query(`select runs from sweep_runs where name = '${name}'`)) as { runs: number }[])[0]?.runs ??
      0,
  );

describe('a sweep run by several instances at once (runOncePerTick)', () => {
  it('runs once per tick: of 6 concurrent attempts one works, later attempts in the same tick skip, the next tick runs', async () => {
    const tickStart = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
    let worked = 0;
    const attempt = (at: Date) => runOncePerTick(t.app.db, 'test-sweep', MINUTE, at, async () => ++worked);

    const results = await Promise.all(Array.from({ length: 6 }, () => attempt(tickStart)));
    expect(results.filter((result) => result !== null)).toEqual([1]);
    expect(await attempt(new Date(tickStart.getTime() + 59_000))).toBeNull();
    expect(await attempt(new Date(tickStart.getTime() + MINUTE))).toBe(2);
    expect(worked).toBe(2);
    expect(await runs('test-sweep')).toBe(2);
  });

  it('keeps sweeps of different names apart', async () => {
    const at = new Date();
    expect(await runOncePerTick(t.app.db, 'sweep-a', MINUTE, at, async () => 'a')).toBe('a');
    expect(await runOncePerTick(t.app.db, 'sweep-b', MINUTE, at, async () => 'b')).toBe('b');
  });

  it('does not count a tick whose work failed: the next attempt runs it', async () => {
    const at = new Date();
    await expect(
      runOncePerTick(t.app.db, 'failing', MINUTE, at, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await runOncePerTick(t.app.db, 'failing', MINUTE, at, async () => 'ran')).toBe('ran');
  });
});
