import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXIT_WITH_HARNESS_ARGS, removeFolderPatiently } from '../support/harness-exit.js';

/*
 * `npm run lighthouse` crashed on ENOTEMPTY while removing Chromium's profile, so no table was
 * printed, and left the server it had started running. Removing a folder now retries and at worst warns; a server
 * started by a harness goes when the harness goes, however it goes.
 */

const busy = () =>
  Object.assign(new Error("ENOTEMPTY: directory not empty, rmdir '/tmp/rh-lighthouse-x/Default/Cache'"), {
    code: 'ENOTEMPTY',
  });

describe('removeFolderPatiently', () => {
  it('retries a folder still being written into, with a growing delay, until it goes', async () => {
    const calls: number[] = [];
    const removed = await removeFolderPatiently('/tmp/x', {
      firstDelayMs: 20,
      remove: () => {
        calls.push(performance.now());
        if (calls.length < 3) throw busy();
      },
    });
    expect(removed).toBe(true);
    expect(calls).toHaveLength(3);
    // Lower bounds only: a timer never fires much early, but a busy machine may fire it late (CI compared two late ones).
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(19);
    expect(calls[2] - calls[1]).toBeGreaterThanOrEqual(39);
  });

  it('warns and leaves the folder when it never goes, and never throws', async () => {
    const warnings: string[] = [];
    const removed = await removeFolderPatiently('/tmp/x', {
      attempts: 3,
      firstDelayMs: 1,
      remove: () => {
        throw busy();
      },
      warn: (m) => warnings.push(m),
    });
    expect(removed).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('left in place')]);
  });
});

/** Whether a process with this pid still runs. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

/** A harness process that starts a long-running child as the harnesses start servers, and prints the child's pid. */
function startHarness(): Promise<{ harness: ReturnType<typeof spawn>; childPid: number }> {
  const script = `
    import { spawn } from 'node:child_process';
    import { HARNESS_STDIO, stopWithHarness } from './tests/support/harness-exit.ts';
    const child = stopWithHarness(spawn(process.execPath, ['--import', 'tsx', ...${JSON.stringify(EXIT_WITH_HARNESS_ARGS)}, '-e',
      "process.once('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);"], { stdio: HARNESS_STDIO }));
    console.log(child.pid);
    setInterval(() => {}, 1000);`;
  const harness = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    harness.stdout?.once('data', (chunk: Buffer) => resolve({ harness, childPid: Number(String(chunk).trim()) }));
    harness.once('exit', (code) => reject(new Error(`harness exited with ${code}`)));
  });
}

describe('a child started by a harness', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGKILL'] as const)(
    'stops when the harness gets %s',
    async (signal) => {
      const { harness, childPid } = await startHarness();
      expect(alive(childPid)).toBe(true);
      harness.kill(signal);
      expect(await gone(childPid, 5_000)).toBe(true);
    },
    30_000,
  );
});
