import type { Plugin } from 'vite';
import { fromRoot, repoRoot } from './root.js';

/**
 * Modules of dependencies that this app replaces with lighter ones of its own (docs/performance.md): each row names
 * who imports it, what, and the replacement (a path from the repository's root).
 */
const replacements = [
  // react-admin's router adapter without its fallback hash router (the file says why).
  {
    importer: '/node_modules/ra-core/',
    source: /\/adapters\/reactRouterProvider\.js$/,
    file: './src/platform/browserRouterProvider.ts',
  },
  // Polyglot's Object.entries polyfill pulled in a dozen es-abstract modules that every supported browser has natively.
  {
    importer: '/node_modules/node-polyglot/',
    source: /^object\.entries$/,
    file: './src/platform/shims/object-entries.cjs',
  },
  { importer: '/node_modules/node-polyglot/', source: /^hasown$/, file: './src/platform/shims/hasown.cjs' },
  // The scroll tracking of react-admin's <Resource>, in the first load: a trailing debounce is all it asks of lodash's.
  {
    importer: '/node_modules/ra-core/dist/routing/useRestoreScrollPosition.js',
    source: /^lodash\/debounce\.js$/,
    file: './src/platform/shims/debounce.ts',
  },
  // react-admin's store and resource definitions, in the first load, compare plain data (src/platform/shims/isEqual.ts).
  ...[
    '/node_modules/ra-core/dist/store/useStore.js',
    '/node_modules/ra-core/dist/core/ResourceDefinitionContext.js',
  ].map((importer) => ({ importer, source: /^lodash\/isEqual\.js$/, file: './src/platform/shims/isEqual.ts' })),
].map((row) => ({ ...row, file: fromRoot(row.file) }));

/** Resolves the modules above to the app's replacements; only for this app (build/root.ts). */
export function appReplacements(): Plugin {
  let appRoot = '';
  return {
    name: 'ricambihub-replacements',
    enforce: 'pre',
    configResolved(config) {
      appRoot = config.root;
    },
    resolveId(source, importer) {
      if (appRoot !== repoRoot || !importer) return null;
      return replacements.find((row) => importer.includes(row.importer) && row.source.test(source))?.file ?? null;
    },
  };
}
