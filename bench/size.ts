/**
 * npm run size — the web bundle budget. In one run, builds the app and bench/minimal-admin (a one-resource
 * react-admin app with a guessed list) with the same vite.config.ts, and measures each one's initial JavaScript: the
 * gzip size of the entry chunk plus every chunk it imports statically, i.e. the module script and the modulepreload
 * links of the built index.html (checked). Exits 1 when the app is over 0.6 × the minimal app or over 300 KB, or
 * when a package or screen that must load on demand is in the app's initial set. The customer app (cliente.html,
 * has a budget of its own: its whole first load, entry and first screen (Le mie richieste), at most
 * CUSTOMER_FIRST_LOAD_MAX_KB. Neither the customer's first load nor the dealer's dashboard's may hold MUI or emotion (their
 * plain layers). The console (admin.html) is reported.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createBuilder, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** 0.45: the budget, reached (0.44) by one module per icon and by shims for the lodash functions react-admin's
 * first load calls (docs/performance.md), after a lazy login form and a router adapter (0.58). */
export const BUDGET = { maxRatio: 0.45, maxKb: 300 };
/** Loaded only by the screens that need them. zod too: the first page validates nothing with the contract's schemas. */
export const LAZY_PACKAGES = [
  '@stripe/stripe-js',
  '@stripe/react-stripe-js',
  '@paypal/react-paypal-js',
  'jspdf',
  'jspdf-autotable',
  'socket.io-client',
  '@mui/x-date-pickers',
  'zod',
  '@mui/x-charts',
  // The forms and lists use it; the first load's few calls go to shims (build/replacements.ts).
  'lodash',
];
/** Forms' machinery a dashboard shows no form of until asked (a request's decline dialog, a draft): not on its first load. */
export const DASHBOARD_LAZY_PACKAGES = ['zod', 'react-hook-form'];
/** Feature folders (`<app>/<name>`) allowed wholly in the initial set: none today (the notices and the live inbox the
 * shell draws live in domain/). Of every feature only its manifest (index.ts) loads first: every screen loads on demand,
 * the login page too. */
export const FIRST_LOAD_FOLDERS: string[] = [];
/** Single files of other features drawn with the shell: a dashboard tab's heading while its code loads. */
export const FIRST_LOAD_FILES = [
  'src/features/dealer/dashboard/DashboardSkeleton.tsx',
  'src/features/dealer/dashboard/dashboard.css',
  // The Resi nav entry's dot (returns awaiting an answer) is drawn with the shell, and its resource's filters with the
  // registry: the list and its screens load on demand.
  'src/features/dealer/returns/useReturnSummary.ts',
  'src/features/dealer/returns/returnFilters.ts',
];

/** Replaced in this app by lighter code of its own (build/replacements.ts) or not needed (i18n/index.ts): in no
 * chunk at all. */
export const ABSENT_PACKAGES = ['object.entries', 'hasown', 'ra-language-english'];
/** A sentence only react-router's data router holds (createRouter): the app's router adapter leaves it out. */
const DATA_ROUTER_MARK = 'non-empty routes array to createRouter';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** KB as Vite reports them (1 KB = 1000 bytes), of the gzip (default level) of each file. */
const gzipKb = (code: string) => gzipSync(code).length / 1000;

/** The given chunks and, transitively, every chunk they import statically (dynamic imports excluded). */
export function initialChunks(chunks: Chunk[], starts: Chunk[]): Chunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) if (byFile.has(file)) visit(byFile.get(file)!);
  };
  for (const start of starts) visit(start);
  return [...seen.values()];
}

/** What the built index.html makes the browser fetch at once: its module script and its modulepreload links. */
export function htmlInitialFiles(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const isModule = /type="module"/.test(tag) || /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    return isModule && url ? [url] : [];
  });
  return urls.sort();
}

export interface Figures {
  appKb: number;
  minimalKb: number;
}

/** Budget failures as sentences (empty when within budget). */
export function budgetFailures({ appKb, minimalKb }: Figures, budget = BUDGET): string[] {
  const failures: string[] = [];
  if (appKb > budget.maxRatio * minimalKb)
    failures.push(
      `app ${appKb.toFixed(1)} KB > ${budget.maxRatio} × minimal (${(budget.maxRatio * minimalKb).toFixed(1)} KB)`,
    );
  if (appKb > budget.maxKb) failures.push(`app ${appKb.toFixed(1)} KB > ${budget.maxKb} KB`);
  return failures;
}

const inPackage = (id: string, name: string) => id.includes(`/node_modules/${name}/`);

/** What must load on demand but is in the initial set: LAZY_PACKAGES, and feature code (not its manifest) outside FIRST_LOAD_FOLDERS. */
export function eagerViolations(initialIds: string[], root = repo): string[] {
  const packages = LAZY_PACKAGES.filter((name) => initialIds.some((id) => inPackage(id, name)));
  const folders = initialIds
    .map((id) => path.relative(root, id).split(path.sep).join('/'))
    .filter((file) => !FIRST_LOAD_FILES.includes(file))
    .map((file) => /^src\/features\/([^/]+\/[^/]+)\/(?!index\.tsx?$)/.exec(file)?.[1])
    .filter((folder): folder is string => folder !== undefined && !FIRST_LOAD_FOLDERS.includes(folder));
  return [...packages, ...[...new Set(folders)].map((folder) => `src/features/${folder}`)];
}

/** LAZY_PACKAGES absent from the whole build: the check above could not fail for them, so the list is out of date. */
export function stalePackages(allIds: string[]): string[] {
  return LAZY_PACKAGES.filter((name) => !allIds.some((id) => inPackage(id, name)));
}

/** Packages of ABSENT_PACKAGES that are in the build, and the data router if any chunk holds it. */
export function replacedViolations(chunks: Chunk[]): string[] {
  const packages = ABSENT_PACKAGES.filter((name) => chunks.some((c) => c.moduleIds.some((id) => inPackage(id, name))));
  return [
    ...packages,
    ...(chunks.some((c) => c.code.includes(DATA_ROUTER_MARK)) ? ["react-router's data router"] : []),
  ];
}

interface Measured {
  kb: number;
  files: { file: string; kb: number }[];
  moduleIds: string[];
  /** The page's initial chunks (its HTML's scripts and what they import statically). */
  initial: Chunk[];
  chunks: Chunk[];
}

/** One built page: what its HTML loads at once, checked against the static graph of its scripts. */
async function measurePage(chunks: Chunk[], outDir: string, htmlFile: string): Promise<Measured> {
  const html = await fs.readFile(path.join(outDir, htmlFile), 'utf8');
  const listed = htmlInitialFiles(html);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = initialChunks(
    chunks,
    listed.map((file) => byFile.get(file)).filter((c): c is Chunk => c !== undefined),
  );
  const measuredFiles = initial.map((c) => c.fileName).sort();
  if (listed.join() !== measuredFiles.join()) {
    throw new Error(
      `${htmlFile} loads ${listed.join(', ')}, the static graph of its scripts is ${measuredFiles.join(', ')}`,
    );
  }
  const files = initial.map((c) => ({ file: c.fileName, kb: gzipKb(c.code) })).sort((a, b) => b.kb - a.kb);
  return {
    kb: files.reduce((sum, f) => sum + f.kb, 0),
    files,
    moduleIds: initial.flatMap((c) => c.moduleIds),
    initial,
    chunks,
  };
}

/** Every page of a root (the app has three, each built on its own: build/pages.ts), into one folder. */
async function buildAll(root: string, outDir: string): Promise<Chunk[]> {
  const builder = await createBuilder({
    configFile: path.join(repo, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { outDir },
  });
  const outputs: Rolldown.RolldownOutput[] = [];
  for (const [i, environment] of Object.values(builder.environments).entries()) {
    environment.config.build.emptyOutDir = i === 0;
    const result = await builder.build(environment);
    outputs.push(...(Array.isArray(result) ? result : [result as Rolldown.RolldownOutput]));
  }
  return outputs.flatMap((o) => o.output).filter((item): item is Chunk => item.type === 'chunk');
}

/** A page's initial chunks plus the chunks that hold `modules` and, transitively, what those import: what a first screen loads. */
function pageChunks(page: Measured, modules: string[]): Chunk[] {
  const holders = modules.map((m) => page.chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m))));
  if (holders.some((c) => c === undefined)) throw new Error(`chunks not found for ${modules.join(', ')} (renamed?)`);
  return initialChunks(page.chunks, [...page.initial, ...(holders as Chunk[])]);
}
const kbOf = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + gzipKb(c.code), 0);

/** The files (scripts and stylesheets) of the dashboard's first load, at most: each is a round trip on a phone's slow
 * network, and rolldown's default split would make the screen alone some thirty (build/chunks.ts, 'dashboard'). */
export const DASHBOARD_MAX_FILES = 8;
const filesOf = (chunks: Chunk[]) =>
  new Set(chunks.flatMap((c) => [c.fileName, ...(c.viteMetadata?.importedCss ?? [])]));

/** For information: a logged-in dealer landing on /dashboard (the tab's screen is lazy), and '/' signed out (the login
 * form is lazy too, in a small chunk of its own: build/chunks.ts, 'fields'). */
const dashboardChunks = (app: Measured) => pageChunks(app, ['src/features/dealer/submissions/SubmissionsPage.tsx']);
const loginChunks = (app: Measured) => pageChunks(app, ['src/features/dealer/login/LoginPage.tsx']);
/** The customer app: a signed-in customer landing on /cliente (cliente.html): its scripts and every chunk
 * the first screen loads (Le mie richieste), all of it (gzip KB). Checked: at most CUSTOMER_FIRST_LOAD_MAX_KB.
 * The live inbox's socket starts on the page's load event (src/apps/customer/inbox.tsx) and is printed after it.
 * 120 KB: the budget of docs/adr/0020-customer-app.md. */
export const CUSTOMER_FIRST_LOAD_MAX_KB = 120;
/** Not in the customer app's first load: its first screens are the plain layer (src/ui/plain), no CSS built at run time. */
export const CUSTOMER_PLAIN_PACKAGES = [
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  'ra-ui-materialui',
  'dayjs',
];
/** Nor in the dealer's dashboard's first load: the shell and the request lists are plain too; MUI loads with
 * the screens, dialogs and the request's detail that draw it (RoutePage, ui/muiLazy.tsx). */
export const DASHBOARD_PLAIN_PACKAGES = [
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  'ra-ui-materialui',
];
const customerChunks = (page: Measured) => pageChunks(page, ['src/features/customer/requests/RequestsPage.tsx']);
/** The request form (Nuova richiesta): its schemas and zod load when the customer starts filling it, not with it. */
const customerFormChunks = (page: Measured) => pageChunks(page, ['src/features/customer/requests/NewRequestPage.tsx']);
/** Then, once the page has loaded (src/apps/customer/inbox.tsx): the live inbox's socket, reported beside the first load. */
const customerSocketChunks = (page: Measured, first: Chunk[]) =>
  pageChunks(page, ['src/apps/customer/inboxSocket.ts']).filter((chunk) => !first.includes(chunk));
/** For information: the operator console (admin.html) on its first screen, Panoramica (its chart is a lazy chunk of its own). */
const consoleChunks = (page: Measured) => pageChunks(page, ['src/features/console/overview/OverviewPage.tsx']);

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ricambihub-size-'));
  try {
    const appChunks = await buildAll(repo, path.join(tmp, 'app'));
    const app = await measurePage(appChunks, path.join(tmp, 'app'), 'index.html');
    const customerPage = await measurePage(appChunks, path.join(tmp, 'app'), 'cliente.html');
    const consolePage = await measurePage(appChunks, path.join(tmp, 'app'), 'admin.html');
    const minimalDir = path.join(tmp, 'minimal');
    const minimal = await measurePage(
      await buildAll(path.join(repo, 'bench/minimal-admin'), minimalDir),
      minimalDir,
      'index.html',
    );
    const ratio = app.kb / minimal.kb;
    const row = (name: string, kb: string, note = '') => console.log(`${name.padEnd(40)}${kb.padStart(10)}  ${note}`);
    console.log('\nInitial JavaScript (gzip; entry + static imports)');
    row('minimal react-admin app', `${minimal.kb.toFixed(1)} KB`, `${minimal.files.length} files`);
    row('RicambiHub (entry of every page)', `${app.kb.toFixed(1)} KB`, `${app.files.length} files`);
    const [big, small] = [app.files.filter((f) => f.kb >= 2), app.files.filter((f) => f.kb < 2)];
    for (const f of big) row(`  ${f.file}`, `${f.kb.toFixed(1)} KB`);
    row(`  ${small.length} files under 2 KB`, `${small.reduce((sum, f) => sum + f.kb, 0).toFixed(1)} KB`);
    row('ratio app / minimal', ratio.toFixed(2), `budget ≤ ${BUDGET.maxRatio}`);
    row('absolute', `${app.kb.toFixed(1)} KB`, `budget ≤ ${BUDGET.maxKb} KB`);
    const dashboard = dashboardChunks(app);
    const dashboardFiles = filesOf(dashboard).size;
    row(
      '/dashboard logged in, all chunks',
      `${kbOf(dashboard).toFixed(1)} KB`,
      `${dashboardFiles} files (budget ≤ ${DASHBOARD_MAX_FILES}): initial set + dashboard screen chunks`,
    );
    row(
      "'/' signed out, all chunks",
      `${kbOf(loginChunks(app)).toFixed(1)} KB`,
      'information: initial set + login form chunks',
    );
    const customer = customerChunks(customerPage);
    const customerKb = kbOf(customer);
    row(
      'cliente.html (customer app) scripts',
      `${customerPage.kb.toFixed(1)} KB`,
      `${customerPage.files.length} files`,
    );
    row(
      '/cliente logged in, first load',
      `${customerKb.toFixed(1)} KB`,
      `budget ≤ ${CUSTOMER_FIRST_LOAD_MAX_KB} KB: scripts + Le mie richieste`,
    );
    for (const c of [...customer].sort((a, b) => gzipKb(b.code) - gzipKb(a.code)).slice(0, 8))
      row(`  ${c.fileName}`, `${gzipKb(c.code).toFixed(1)} KB`);
    row(
      '  then, after the load: live socket',
      `${kbOf(customerSocketChunks(customerPage, customer)).toFixed(1)} KB`,
      'information: socket.io-client, started on the load event',
    );
    const consoleFirst = consoleChunks(consolePage);
    row('admin.html (console) scripts', `${consolePage.kb.toFixed(1)} KB`, `${consolePage.files.length} files`);
    row(
      '/admin logged in, Panoramica',
      `${kbOf(consoleFirst).toFixed(1)} KB`,
      'information: scripts + Panoramica (its chart loads after)',
    );

    const failures = [
      ...budgetFailures({ appKb: app.kb, minimalKb: minimal.kb }),
      ...eagerViolations(app.moduleIds).map((name) => `${name} is in the initial set: it must load on demand`),
      ...stalePackages(app.chunks.flatMap((c) => c.moduleIds)).map(
        (name) => `${name} is not in the build: update LAZY_PACKAGES`,
      ),
      ...DASHBOARD_LAZY_PACKAGES.filter((name) =>
        dashboard.some((c) => c.moduleIds.some((id) => inPackage(id, name))),
      ).map((name) => `${name} is in the dashboard's first load: it must load with the form that needs it`),
      ...DASHBOARD_PLAIN_PACKAGES.filter((name) =>
        dashboard.some((c) => c.moduleIds.some((id) => inPackage(id, name))),
      ).map((name) => `${name} is in the dashboard's first load: it must load with the screen or dialog that draws it`),
      ...(dashboardFiles > DASHBOARD_MAX_FILES
        ? [
            `the dashboard's first load is ${dashboardFiles} files > ${DASHBOARD_MAX_FILES}: ${[...filesOf(dashboard)].join(', ')}`,
          ]
        : []),
      ...replacedViolations(app.chunks).map((name) => `${name} is in the build: it is replaced or unused`),
      ...(customerKb > CUSTOMER_FIRST_LOAD_MAX_KB
        ? [`the customer app's first load ${customerKb.toFixed(1)} KB > ${CUSTOMER_FIRST_LOAD_MAX_KB} KB`]
        : []),
      ...(customerFormChunks(customerPage).some((c) => c.moduleIds.some((id) => inPackage(id, 'zod')))
        ? ["zod is in the customer's request form's load: its schemas load when the form is first used"]
        : []),
      ...[...LAZY_PACKAGES, ...CUSTOMER_PLAIN_PACKAGES]
        .filter((name) => customer.some((c) => c.moduleIds.some((id) => inPackage(id, name))))
        .map((name) => `${name} is in the customer app's first load: it must load with the screen that needs it`),
    ];
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    if (failures.length === 0) console.log('\nWithin budget.');
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
