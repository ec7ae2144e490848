import { fileURLToPath } from 'node:url';

/**
 * The repository's root. The app's own plugins act only when Vite builds from here: bench/minimal-admin, which
 * `npm run size` builds with the same vite.config.ts as the yardstick, stays a stock react-admin app with one page.
 */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/** A path relative to the repository's root, made absolute. */
export const fromRoot = (file: string) => fileURLToPath(new URL(file, `file://${repoRoot}/`));
