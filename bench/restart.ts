/**
 * npm run bench:restart: how long `npm start` takes to answer, the first time (building the pages when the sources
 * changed since the last build) and a second time with nothing changed, which must be up within 10 s. Each start runs
 * scripts/start.ts on a free port with one data folder (the first seeds the demo data, the second reopens it), is timed
 * until GET /api/discovery answers, and is stopped with SIGTERM. It prints what the terminal showed the second time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/local.js';

const BUDGET_MS = 10_000;

async function timedStart(dataDir: string): Promise<{ ms: number; output: string }> {
  const port = await freePort();
  const started = performance.now();
  // Under `script`, a pseudo-terminal: the server prints what a person at a terminal reads, not JSON lines.
  const command = `${JSON.stringify(process.execPath)} --import tsx scripts/start.ts`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/discovery?security=dealer-portal`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ms = Math.round(performance.now() - started);
    // The lines printed after listening (address, accounts) come right after the first answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ms, output };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The whole group (script and the server under it), as Ctrl+C in that terminal would.
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

// One data folder for both, as on a machine: the first start creates and seeds it, the second reopens it.
const dataDir = mkdtempSync(join(tmpdir(), 'rh-restart-'));
const first = await timedStart(dataDir).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const second = await timedStart(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
console.log(`first start:  ${(first.ms / 1000).toFixed(1)} s`);
console.log(`second start: ${(second.ms / 1000).toFixed(1)} s (budget ${BUDGET_MS / 1000} s)`);
console.log('\nThe terminal, the second time:\n');
// Without the colours (a person's terminal shows them).
console.log(second.output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), ''));
if (second.ms > BUDGET_MS) {
  console.error(`The second start took ${second.ms} ms, over the ${BUDGET_MS} ms budget.`);
  process.exitCode = 1;
}
