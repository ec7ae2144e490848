import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What `vite build` reads, relative to the repository's root: the web sources, the contract and copy they import, the
 * static files, the three pages, the Vite config and its plugins (build/), the dependencies' exact versions, the
 * TypeScript settings and the .env files Vite loads. The VITE_* environment variables are hashed too (inputHash).
 */
export const BUILD_INPUTS = [
  'src',
  'contract',
  'i18n',
  'public',
  'build',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** The stamp a successful build leaves in its output folder: the hash of the inputs it was built from. */
export const STAMP_FILE = '.build-stamp';

/** Every file under `path` (a file or a folder); the caller sorts them. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The pages at the root (index.html, cliente.html, admin.html and any added later). */
const rootPages = (root: string) =>
  readdirSync(root)
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(root, name));

/**
 * One hash of everything the build reads: each input file's path and content, and the VITE_* variables Vite bakes
 * into the bundles. Content, not modification times: a checkout or a copy that changes times but no byte builds nothing.
 */
export function inputHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = [...BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input))), ...rootPages(root)]
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`env:${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export interface BuildDecision {
  build: boolean;
  hash: string;
  /** Why it builds (for the terminal), or why not. */
  reason: 'no-build' | 'no-stamp' | 'changed' | 'unchanged';
}

/** Whether `outDir` holds a build of exactly these inputs: its pages are there and its stamp matches. */
export function buildDecision(
  root: string,
  outDir: string,
  pages: string[],
  env: NodeJS.ProcessEnv = process.env,
): BuildDecision {
  const hash = inputHash(root, env);
  if (pages.some((page) => !existsSync(join(outDir, page)))) return { build: true, hash, reason: 'no-build' };
  const stampPath = join(outDir, STAMP_FILE);
  if (!existsSync(stampPath)) return { build: true, hash, reason: 'no-stamp' };
  return readFileSync(stampPath, 'utf8').trim() === hash
    ? { build: false, hash, reason: 'unchanged' }
    : { build: true, hash, reason: 'changed' };
}

/** Before a build: a build that fails half-way must not keep the stamp of the previous one. */
export function clearStamp(outDir: string): void {
  rmSync(join(outDir, STAMP_FILE), { force: true });
}

/** After a successful build: the hash of the inputs it read. */
export function writeStamp(outDir: string, hash: string): void {
  writeFileSync(join(outDir, STAMP_FILE), `${hash}\n`);
}
