import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import {
  EXIT_WITH_HARNESS_ARGS,
  HARNESS_STDIO,
  removeFolderPatiently,
  stopWithHarness,
} from '../../support/harness-exit.js';
import { freePort } from '../../support/local.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const answer = await fetch(`${url}/api/discovery?security=dealer-portal`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer within 90 s:\n${output()}`);
}

/** The built web app the server serves; a separate build (vite build --outDir) lets two people run e2e side by side. */
export const E2E_WEB_DIR = process.env.E2E_WEB_DIR ?? 'dist';

/** Starts the real server (built web app, embedded database seeded with demo data) in a fresh data folder. */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rh-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = stopWithHarness(
    spawn(process.execPath, ['--import', 'tsx', ...EXIT_WITH_HARNESS_ARGS, 'server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIR: E2E_WEB_DIR,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: HARNESS_STDIO,
    }),
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitUntilUp(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await removeFolderPatiently(dataDir);
    },
  };
}
