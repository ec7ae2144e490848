import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { EXIT_WITH_HARNESS_ARGS, HARNESS_STDIO, stopWithHarness } from '../../support/harness-exit.js';
import { freePort } from '../../support/local.js';

/** The real server (server/server.ts) as a child process on a data folder the test owns and keeps. */
export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output: () => string;
  /** SIGTERM, then SIGKILL after 10 s: resolves once the process is gone. */
  stop: () => Promise<void>;
  /** SIGKILL at once: resolves once the process is gone. */
  kill: () => Promise<void>;
  /** Resident set size of the server process now, in kB (/proc/<pid>/status). */
  rssKb: () => number;
  /** Started with `collectable`: a full garbage collection, then the resident set size in kB. */
  rssAfterGcKb: () => Promise<number>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/discovery?security=dealer-portal`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer within 90 s:\n${output()}`);
}

/** Starts server/server.ts on `dataDir` (never deleted here), loopback only, embedded PGlite unless `env` says otherwise. */
export async function startServerProcess(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  options: { collectable?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const gcArgs = options.collectable ? ['--expose-gc', '--import', './tests/faults/support/gc-on-signal.ts'] : [];
  // e.g. FAULT_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a fault's time goes.
  const extraArgs = process.env.FAULT_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = stopWithHarness(
    spawn(
      process.execPath,
      ['--import', 'tsx', ...EXIT_WITH_HARNESS_ARGS, ...gcArgs, ...extraArgs, 'server/server.ts'],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SERVE_WEB: 'false',
          LOG_LEVEL: 'warn',
          SEED: 'false',
          DATABASE_URL: '',
          REDIS_URL: '',
          ...env,
        },
        stdio: HARNESS_STDIO,
      },
    ),
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  try {
    await waitUntilUp(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid as number,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
    async kill() {
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
    },
    rssKb,
    async rssAfterGcKb() {
      child.kill('SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 500));
      return rssKb();
    },
  };

  function rssKb(): number {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    if (!match) throw new Error(`no VmRSS in /proc/${child.pid}/status`);
    return Number(match[1]);
  }
}
