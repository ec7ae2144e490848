import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { EXIT_WITH_HARNESS_ARGS, HARNESS_STDIO, stopWithHarness } from '../../tests/support/harness-exit.js';
import { freePort } from '../../tests/support/local.js';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a server process holds right after a full garbage collection (MB). */
export interface MemoryAfterGc {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory of C++ objects bound to JS ones (buffers included), and of ArrayBuffers alone (PGlite's WASM heap). */
  external: number;
  arrayBuffers: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The child's output so far (for errors). */
  output: () => string;
  stop: () => Promise<void>;
  /** Started with `collectable`: a full garbage collection, then what the process holds. */
  memoryAfterGc: () => Promise<MemoryAfterGc>;
}

// The fault suite's soak preload (SIGUSR2 → full GC), reused; a second SIGUSR2 listener, registered after it (so it
// runs after the collection), writes process.memoryUsage() to MEMORY_REPORT_FILE.
const GC_ON_SIGNAL = fileURLToPath(new URL('../../tests/faults/support/gc-on-signal.ts', import.meta.url));
// Written aside and renamed: the reader never sees half a file.
const REPORT_ON_SIGNAL = `data:text/javascript,${encodeURIComponent(`import { renameSync, writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => {
  const file = process.env.MEMORY_REPORT_FILE;
  writeFileSync(file + '.part', JSON.stringify(process.memoryUsage()));
  renameSync(file + '.part', file);
});`)}`;

/** The real server (server/server.ts) as a child process, on loopback, without the web app; resolves once it answers. */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: { collectable?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const reportFile = path.join(os.tmpdir(), `rh-memory-${port}-${Date.now()}.json`);
  const gcArgs = options.collectable ? ['--expose-gc', '--import', GC_ON_SIGNAL, '--import', REPORT_ON_SIGNAL] : [];
  const child = stopWithHarness(
    spawn(process.execPath, ['--import', 'tsx', ...EXIT_WITH_HARNESS_ARGS, ...gcArgs, 'server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        SEED: 'false',
        MEMORY_REPORT_FILE: reportFile,
        ...env,
      },
      stdio: HARNESS_STDIO,
    }),
  );
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const stop = async () => {
    await fs.rm(reportFile, { force: true });
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) {
      const pid = child.pid as number;
      // Without the preload SIGUSR2 would end the process.
      const measure = options.collectable
        ? () => memoryAfterGc(pid, reportFile)
        : () => Promise.reject(new Error('server started without collectable'));
      return { url, pid, output: () => log, stop, memoryAfterGc: measure };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server did not answer within 120 s:\n${log}`);
}

const MB = 1024 * 1024;

/** SIGUSR2 to a `collectable` process: waits for its report, then (as the soak does) 500 ms for the freed pages to go. */
async function memoryAfterGc(pid: number, reportFile: string): Promise<MemoryAfterGc> {
  await fs.rm(reportFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = await fs.readFile(reportFile, 'utf8').catch(() => '');
    if (text) {
      const usage = JSON.parse(text) as NodeJS.MemoryUsage;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        rss: await rssMb(pid),
        heapUsed: usage.heapUsed / MB,
        heapTotal: usage.heapTotal / MB,
        external: usage.external / MB,
        arrayBuffers: usage.arrayBuffers / MB,
      };
    }
    if (Date.now() > deadline) throw new Error(`server ${pid}: no memory report within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set size of a process, in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
