import type { Rolldown } from 'vite';
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
];
