import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The production web app for a test that drives Chromium: `dist` when a build is there (CI builds it for the
 * end-to-end tests first) or FAULTS_WEB_DIR, otherwise a build of our own in a temporary folder (never touching `dist`).
 */
export async function builtWebApp(): Promise<{ dir: string; cleanUp: () => Promise<void> }> {
  const chosen = process.env.FAULTS_WEB_DIR;
  if (chosen) return { dir: chosen, cleanUp: async () => undefined };
  if (existsSync(path.join('dist', 'index.html'))) return { dir: 'dist', cleanUp: async () => undefined };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-faults-web-'));
  await promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return { dir, cleanUp: () => fs.rm(dir, { recursive: true, force: true }) };
}
