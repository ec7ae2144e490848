import type { Plugin } from 'vite';
import { APP_PAGES } from '../contract/constants.js';
import { fromRoot, repoRoot } from './root.js';

/**
 * The app's three pages, each built on its own (a Vite environment per page, one after the other into dist/): the
 * dealer portal (index.html), the customer app (cliente.html; the server answers it for /cliente…) and the operator
 * console (admin.html, /admin…). Separate builds, so the chunk groups (build/chunks.ts) hold one page's modules each:
 * the customer app never downloads the portal's shell, and a customer screen never pulls a chunk shaped by the
 * console's needs. Only for this app (build/root.ts).
 */
export const PAGES = { client: 'index.html', cliente: APP_PAGES.customer.file, admin: APP_PAGES.console.file } as const;

/** The dev server's side of server/plugins/web.ts pageOf: a page request under /cliente or /admin gets that app's HTML. */
const DEV_PAGES = Object.values(APP_PAGES);

/** The page being built (builds run one after the other). */
let building = 'client';
export const buildingPage = () => building;

export function threePages(): Plugin {
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
        build: { emptyOutDir: first, rolldownOptions: { input: fromRoot(file) } },
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
