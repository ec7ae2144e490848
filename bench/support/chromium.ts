import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeFolderPatiently, stopWithHarness } from '../../tests/support/harness-exit.js';
import { CHROMIUM_FLAGS } from '../../tests/support/local.js';

/** Lighthouse drives Chromium through its DevTools port: headless, no default-browser prompt. */
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--no-default-browser-check'];

export interface DebuggableChromium {
  /** DevTools port, for Lighthouse ({ port }) and playwright-core (connectOverCDP). */
  port: number;
  /** Started at nice -10 (root only). */
  prioritised: boolean;
  stop: () => Promise<void>;
}

function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const binary = '/usr/lib/chromium/chromium';
  return configured === '/usr/bin/chromium' && existsSync(binary) ? binary : configured;
}

/**
 * Debian's Chromium with a fresh profile and a DevTools port chosen by Chromium itself (no port race).
 * As root it runs at nice -10: the timings then depend less on the other jobs sharing the machine.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'rh-lighthouse-'));
  const args = [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'];
  const prioritised = process.getuid?.() === 0;
  const child = stopWithHarness(
    spawn(prioritised ? 'nice' : chromiumPath(), prioritised ? ['-n', '-10', chromiumPath(), ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  let port = 0;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`chromium opened no DevTools port within 30 s:\n${log}`);
    if (existsSync(portFile)) port = Number(readFileSync(portFile, 'utf8').split('\n')[0]) || 0;
    if (!port) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    prioritised,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      // Chromium's helpers may still be writing into the profile for a moment after the exit (ENOTEMPTY on a busy
      // machine): retried with back-off, and at worst left with a warning, never a crash that hides the table.
      await removeFolderPatiently(profile);
    },
  };
}
