import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * What every test and bench harness uses to leave nothing behind (a crashed `npm run lighthouse`
 * left its server running on a random port, found 25 minutes later).
 */

/** Node flags that make a server started by a harness stop when the harness dies, even by SIGKILL (see the file). */
export const EXIT_WITH_HARNESS_ARGS = ['--import', fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url))];
/** stdio for such a child: its stdin is the pipe whose end tells it the harness is gone. */
export const HARNESS_STDIO: ['pipe', 'pipe', 'pipe'] = ['pipe', 'pipe', 'pipe'];

const running = new Set<ChildProcess>();
let installed = false;

function killAll(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
}

/**
 * Kills `child` when this process exits, whatever the way: the end of the run, an uncaught exception or rejection
 * (both end in 'exit'), Ctrl-C, SIGTERM or SIGHUP (re-raised after the kill, so the exit status stays the signal's).
 */
export function stopWithHarness<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (!installed) {
    installed = true;
    process.once('exit', killAll);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => {
        killAll();
        process.kill(process.pid, signal);
      });
    }
  }
  return child;
}

export interface RemoveOptions {
  attempts?: number;
  firstDelayMs?: number;
  remove?: (dir: string) => void;
  warn?: (message: string) => void;
}

/**
 * Removes a folder something may still be writing into (Chromium's helpers write into the profile for a moment
 * after it exits: ENOTEMPTY on a busy machine): retries with a doubling delay, and at worst warns and leaves the
 * folder. Never throws: removing a temporary folder must not hide the result of a run. Answers whether it went.
 */
export async function removeFolderPatiently(dir: string, options: RemoveOptions = {}): Promise<boolean> {
  const {
    attempts = 8,
    firstDelayMs = 100,
    remove = (path) => rmSync(path, { recursive: true, force: true }),
    warn = console.warn,
  } = options;
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      remove(dir);
      return true;
    } catch (error) {
      if (attempt >= attempts) {
        warn(`could not remove ${dir} after ${attempts} attempts (${(error as Error).message}): left in place`);
        return false;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay *= 2;
  }
}
