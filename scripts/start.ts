import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverMessages } from '../i18n/it/server.js';
import { buildDecision, clearStamp, writeStamp } from './build-stamp.js';

/**
 * `npm start`: builds the three pages only when what the build reads changed since the last build (build-stamp.ts),
 * then runs the server in this process. The build runs in a child process, so Vite's memory is given back before the
 * server starts. The stamp is in dist/ (vite.config.ts's outDir): deleting dist/ builds again.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(root, 'dist');
const PAGES = ['index.html', 'cliente.html', 'admin.html'];

const decision = buildDecision(root, outDir, PAGES);
if (decision.build) {
  console.log(serverMessages.building(decision.reason));
  clearStamp(outDir);
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(serverMessages.buildFailed);
    process.exit(result.status ?? 1);
  }
  writeStamp(outDir, decision.hash);
} else {
  console.log(serverMessages.buildUpToDate);
}

await import('../server/server.js');
