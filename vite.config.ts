import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { APP_PAGES } from './contract/constants.js';
import { inlineCss } from './scripts/vite-inline-css.js';
import { precompress } from './scripts/vite-precompress.js';

const repoRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/**
 * Modules of dependencies that this app replaces with lighter ones of its own (issue 18, docs/performance.md): each
 * row names who imports it, what, and the replacement. Only for this app: bench/minimal-admin, which `npm run size`
 * builds with this file as the yardstick, stays stock react-admin.
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
].map((row) => ({ ...row, file: fileURLToPath(new URL(row.file, import.meta.url)) }));

const FIELD_MODULES =
  /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|FormHelperText|TextareaAutosize|InputAdornment)[\\/]|src[\\/](features[\\/]login[\\/](?!feature\.)|ui[\\/]forms[\\/](OutlinedField|PasswordField|errorMessage)|ui[\\/]layout[\\/]AuthCard)/;

const MUI_MODULES = /node_modules[\\/]@mui[\\/](material|system|utils)[\\/]/;

function appReplacements(): Plugin {
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

/**
 * The app's three pages (issue 32), each built on its own (a Vite environment per page, one after the other into
 * dist/): the dealer portal (index.html), the customer app (cliente.html; the server answers it for /cliente…) and the
 * operator console (admin.html, /admin…). Separate builds, so the groups below ('shell': a page's first load, 'mui':
 * its screens' components) hold one page's modules each: the customer app never downloads the portal's shell, and a
 * customer screen never pulls a chunk shaped by the console's needs. Only for this app: bench/minimal-admin, which
 * `npm run size` builds with this file, keeps its one page.
 */
export const PAGES = { client: 'index.html', cliente: APP_PAGES.customer.file, admin: APP_PAGES.console.file } as const;

/** The dev server's side of server/plugins/web.ts pageOf: a page request under /cliente or /admin gets that app's HTML. */
const DEV_PAGES = Object.values(APP_PAGES);

/** The page being built (builds run one after the other): the MUI groups below apply to the portal and the console. */
let building = 'client';
/** The customer app's screens each load their own few MUI components (rolldown's default split): its first screen
 * does not download the forms' components of the others (a 'mui' chunk of them all was 35 KB of its first load). */
const groupedMui = () => building !== 'cliente';

function threePages(): Plugin {
  return {
    name: 'ricambihub-pages',
    buildStart() {
      building = this.environment.name;
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0];
        const page = DEV_PAGES.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
        if (page && (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html'))
          req.url = `/${page.file}`;
        next();
      });
    },
    config(config) {
      if ((config.root ?? repoRoot).replace(/\/$/, '') !== repoRoot) return;
      const page = (file: string, first: boolean) => ({
        consumer: 'client' as const,
        build: { emptyOutDir: first, rolldownOptions: { input: fileURLToPath(new URL(file, import.meta.url)) } },
      });
      return {
        environments: {
          client: page(PAGES.client, true),
          cliente: page(PAGES.cliente, false),
          admin: page(PAGES.admin, false),
        },
        builder: {
          async buildApp(builder) {
            for (const name of Object.keys(PAGES)) await builder.build(builder.environments[name]);
          },
        },
      };
    },
  };
}

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  // precompress: brotli and gzip copies of the build, served by server/plugins/web.ts (docs/performance.md).
  plugins: [
    react(),
    precompress(),
    appReplacements(),
    threePages(),
    inlineCss([PAGES.client, APP_PAGES.customer.file]),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Issue 18: one chunk for everything the first page loads (40 small files before, each its own request), and
        // one for the MUI components the screens load on demand (a dashboard asked for 85 scripts, now 33). Measured
        // with Lighthouse: LCP 1.9 s to 1.3 s on the dashboard (docs/performance.md, docs/decisions.md).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // The outlined text field the login page shares with the screens' forms: '/' loads this, not all of MUI.
            { name: 'fields', test: (id) => groupedMui() && FIELD_MODULES.test(id), priority: 2 },
            { name: 'mui', test: (id) => groupedMui() && MUI_MODULES.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  test: {
    // Vitest's default on a 2-core machine is one worker; the jsdom and PGlite files are CPU-bound, and two halve
    // the web and server suites (441 s to 224 s, 246 s to 142 s) without a timing test suffering.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // One retry: on this 2-core machine a real browser against a real server loses a race now and then (seen in
          // CI: a wallet refetch, a deferred card list); a failure that repeats still fails (docs/decisions.md).
          retry: 1,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // npm run test:cluster: two real instances on PostgreSQL + Redis behind a balancer (skips without them).
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
