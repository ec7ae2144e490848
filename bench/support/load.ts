/**
 * autocannon in a child process (the server's event loop does not also run the client, and the CPU time measured
 * here is the server's alone; autocannon misbehaves in a worker thread, where it takes itself for one of its own):
 * GETs `path` over HTTP, each request with the next token of `tokens` (many different users), for `seconds`,
 * at most `overallRate` requests/s if given. Start it with runLoad.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadInput {
  baseUrl: string;
  /** The path to GET; with `paths`, a label (requests go round the list). */
  path: string;
  paths?: string[];
  tokens: string[];
  connections: number;
  seconds: number;
  overallRate?: number;
}

export interface LoadOutput {
  requests: number;
  /** Requests per second, averaged over the run. */
  rps: number;
  /** Latency percentiles (ms), autocannon's. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Non-2xx answers, errors and timeouts: a valid run has none. */
  failures: number;
  /** CPU of this process (the server) during the run, ms. */
  cpuMs: number;
}

export function runLoad(input: LoadInput): Promise<LoadOutput> {
  const child = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  let cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const limit = setTimeout(
      () => {
        child.kill();
        reject(new Error(`load of ${input.path}: no result after ${input.seconds + 60} s`));
      },
      (input.seconds + 60) * 1000,
    );
    child.on('message', (message: 'ready' | 'started' | Omit<LoadOutput, 'cpuMs'> | { failed: string }) => {
      if (message === 'ready') return void child.send(input);
      if (message === 'started') return void (cpuBefore = process.cpuUsage());
      clearTimeout(limit);
      const cpu = process.cpuUsage(cpuBefore);
      child.kill();
      if ('failed' in message) reject(new Error(`load of ${input.path}: ${message.failed}`));
      else resolve({ ...message, cpuMs: (cpu.user + cpu.system) / 1000 });
    });
    child.once('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
  });
}
