import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, clearStamp, writeStamp } from '../../scripts/build-stamp.js';

/* npm start builds the pages only when what the build reads changed since the last successful build. */

const PAGES = ['index.html', 'cliente.html', 'admin.html'];
let root: string;
let dist: string;

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const decide = (env: NodeJS.ProcessEnv = {}) => buildDecision(root, dist, PAGES, env);
/** What scripts/start.ts does after a successful build. */
const built = (env: NodeJS.ProcessEnv = {}) => {
  for (const page of PAGES) write(`dist/${page}`, '<html></html>');
  writeStamp(dist, decide(env).hash);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rh-stamp-'));
  dist = join(root, 'dist');
  write('src/app.tsx', 'export const a = 1;');
  write('contract/z.ts', 'export const z = 1;');
  write('i18n/it/app.ts', "export const t = 'Ciao';");
  write('public/favicon.svg', '<svg/>');
  write('build/pages.ts', 'export const pages = 3;');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
  write('tsconfig.json', '{}');
  for (const page of PAGES) write(page, '<html></html>');
  write('server/server.ts', 'export {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('builds when there is no build, then skips on a second start with nothing changed', () => {
    expect(decide()).toMatchObject({ build: true, reason: 'no-build' });
    built();
    expect(decide()).toMatchObject({ build: false, reason: 'unchanged' });
    // A server-only change, a test or the data folder are not build inputs.
    write('server/server.ts', 'export const changed = true;');
    write('tests/x.test.ts', 'test');
    write('data/db/file', 'x');
    expect(decide().build).toBe(false);
  });

  it.each([
    ['a web source', 'src/app.tsx'],
    ['a new web source', 'src/features/new/Page.tsx'],
    ['the contract', 'contract/z.ts'],
    ['the Italian copy', 'i18n/it/app.ts'],
    ['a static file', 'public/favicon.svg'],
    ['a page', 'cliente.html'],
    ['the Vite config', 'vite.config.ts'],
    ['a Vite plugin under build/', 'build/pages.ts'],
    ['the dependencies', 'package-lock.json'],
    ['the TypeScript settings', 'tsconfig.json'],
    ['an .env file Vite loads', '.env.production'],
  ])('rebuilds after a change to %s', (_what, file) => {
    built();
    write(file, `changed ${Date.now()}`);
    expect(decide()).toMatchObject({ build: true, reason: 'changed' });
    built();
    expect(decide().build).toBe(false);
  });

  it('rebuilds when a VITE_ variable changes, not when another variable does', () => {
    built({ VITE_STRIPE_KEY: 'pk_1', PORT: '8080' });
    expect(decide({ VITE_STRIPE_KEY: 'pk_1', PORT: '9090' }).build).toBe(false);
    expect(decide({ VITE_STRIPE_KEY: 'pk_2', PORT: '8080' }).build).toBe(true);
    expect(decide({ PORT: '8080' }).build).toBe(true);
  });

  it('rebuilds when a page is missing from dist/ or the last build did not finish', () => {
    built();
    rmSync(join(dist, 'admin.html'));
    expect(decide()).toMatchObject({ build: true, reason: 'no-build' });
    built();
    clearStamp(dist);
    expect(decide()).toMatchObject({ build: true, reason: 'no-stamp' });
  });

  it('does not rebuild for a file rewritten with the same bytes', () => {
    built();
    write('src/app.tsx', 'export const a = 1;');
    expect(decide().build).toBe(false);
  });
});
