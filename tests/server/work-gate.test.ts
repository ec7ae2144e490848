import { describe, expect, it } from 'vitest';
import { GateFullError, WorkGate } from '../../server/realtime/work-gate.js';

/** A task that finishes without real I/O, as an embedded PGlite query does. */
const synchronousTask = (log: string[], name: string) => async () => {
  log.push(name);
  return name;
};

describe('the chat work gate', () => {
  it('lets the event loop turn in a burst: a callback queued behind 20 handshakes runs before all but the first two', async () => {
    const gate = new WorkGate(2, 100);
    const log: string[] = [];
    // Each handshake arrives in its own callback of one loop phase, as 20 upgrades read in one poll phase do.
    const tasks = Array.from(
      { length: 20 },
      (_, i) => new Promise((resolve) => setImmediate(() => resolve(gate.run(synchronousTask(log, `task ${i}`))))),
    );
    // An HTTP request read in the same phase, after them.
    const io = new Promise<void>((resolve) =>
      setImmediate(() => {
        log.push('io');
        resolve();
      }),
    );
    await Promise.all([...tasks, io]);
    expect(log.indexOf('io')).toBeGreaterThan(-1);
    expect(log.indexOf('io')).toBeLessThanOrEqual(2);
    expect(log.filter((entry) => entry !== 'io')).toEqual(Array.from({ length: 20 }, (_, i) => `task ${i}`));
  });

  it('runs at most `concurrency` tasks at once and answers each with its own result or error', async () => {
    const gate = new WorkGate(2, 100);
    let running = 0;
    let most = 0;
    const slow = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (value === 3) throw new Error('failed on 3');
      return value;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((value) => gate.run(slow(value))));
    expect(most).toBe(2);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message)),
    ).toEqual([1, 2, 'failed on 3', 4, 5]);
  });

  it('refuses at once beyond maxWaiting instead of letting the queue grow', async () => {
    const gate = new WorkGate(1, 2);
    const log: string[] = [];
    const accepted = [gate.run(synchronousTask(log, 'a')), gate.run(synchronousTask(log, 'b'))];
    await expect(gate.run(synchronousTask(log, 'c'))).rejects.toBeInstanceOf(GateFullError);
    await Promise.all(accepted);
    expect(log).toEqual(['a', 'b']);
  });
});
