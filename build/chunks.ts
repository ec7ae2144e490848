import type { Plugin, Rolldown } from 'vite';
import { buildingPage } from './pages.js';

/** The outlined text field the login page shares with the screens' forms: '/' loads this, not all of MUI. */
const FIELD_MODULES =
  /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|FormHelperText|TextareaAutosize|InputAdornment)[\\/]|src[\\/](features[\\/]login[\\/](?!feature\.)|ui[\\/]forms[\\/](OutlinedField|PasswordField|errorMessage)|ui[\\/]layout[\\/]AuthCard)/;

const MUI_MODULES = /node_modules[\\/]@mui[\\/](material|system|utils)[\\/]/;

/** The icons (one module each: src/ui/icons.tsx) that the first load does not draw: one chunk for the screens that
 * draw them, not a small shared chunk for each set of screens. */
const ICON_MODULES = /src[\\/]ui[\\/]icon-set[\\/]/;

/** The customer app's screens each load their own few MUI components (rolldown's default split): its first screen
 * does not download the forms' components of the others (a 'mui' chunk of them all was 35 KB of its first load). The
 * MUI groups apply to the portal and the console. */
const groupedMui = () => buildingPage() !== 'cliente';

/**
 * rolldown's chunk groups: one chunk for everything a page's first load needs (40 small files before, each its own
 * request), and one for the MUI components the screens load on demand (a dashboard asked for 85 scripts, then 33).
 * Measured with Lighthouse: LCP 1.9 s to 1.3 s on the dashboard (docs/performance.md, docs/adr/).
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'shell', tags: ['$initial'], priority: 3 },
  { name: 'fields', test: (id) => groupedMui() && FIELD_MODULES.test(id), priority: 2 },
  { name: 'mui', test: (id) => groupedMui() && MUI_MODULES.test(id), priority: 1 },
  { name: 'icons', test: (id) => groupedMui() && ICON_MODULES.test(id), priority: 1 },
  { name: 'dashboard', test: (id) => firstScreenModules.has(id), priority: 0 },
];

/** What the dealer's dashboard may not load (`npm run size` checks its first load): a module that imports one of these
 * stays out of the dashboard's chunk. */
const NOT_ON_THE_DASHBOARD =
  /node_modules[\\/](@mui|@emotion|ra-ui-materialui|react-hook-form|@hookform|zod|dayjs)[\\/]/;

/** The screen a logged-in dealer opens first (the dashboard's pending requests). */
const FIRST_SCREEN = /src[\\/]features[\\/]dealer[\\/]submissions[\\/]SubmissionsPage\.tsx$/;

/** An index file re-exports more than its importers use (react-admin's re-exports all of MUI's views). */
const INDEX_FILE = /[\\/]index\.(js|mjs|cjs|ts|tsx)$/;

let firstScreenModules = new Set<string>();

/**
 * The first screen's code in one chunk ('dashboard' above): rolldown's default split would make it some thirty small
 * scripts and stylesheets, each a request that a phone on a slow network pays in round trips.
 * Once the module graph is built, this collects the modules the screen reaches through direct imports (not through
 * index files, whose unused re-exports would bring MUI's views) and that import nothing the dashboard may not load;
 * rolldown adds what they really use. What the entry holds stays in 'shell', MUI in 'mui': they are matched first.
 */
export function firstScreenChunk(): Plugin {
  return {
    name: 'ricambihub-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreenModules = new Set();
      if (buildingPage() !== 'client') return;
      const ids = [...this.getModuleIds()];
      const direct = (list: readonly string[] | undefined) => (list ?? []).filter((id) => !INDEX_FILE.test(id));
      const root = ids.find((id) => FIRST_SCREEN.test(id));
      if (!root) return;
      const reachesForbidden = reach(
        ids.filter((id) => NOT_ON_THE_DASHBOARD.test(id)),
        (id) => direct(this.getModuleInfo(id)?.importers),
      );
      for (const id of reach([root], (id) => direct(this.getModuleInfo(id)?.importedIds)))
        if (!reachesForbidden.has(id)) firstScreenModules.add(id);
    },
  };
}

/** Every module reachable from `roots` along `next`, the roots included. */
function reach(roots: string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length) {
    for (const id of next(queue.pop()!)) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  return seen;
}
