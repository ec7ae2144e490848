/**
 * npm run lighthouse — Lighthouse 12 (desktop preset) with Debian's Chromium on the production build served by
 * the real server (fresh seeded data folder): the login page logged out; logged in as the demo dealer, the screens a
 * dealer opens daily: dashboard, drafts, sent, messages, profile, wallet. Budgets: accessibility 100 everywhere,
 * performance ≥ 97 on the dashboard and ≥ 95 on the others; on the dashboard also total
 * blocking time ≤ 50 ms and no long task over 50 ms after the first contentful paint; exits 1 when one is missed.
 * Each page runs LIGHTHOUSE_RUNS times (default 5, Lighthouse's own advice) and the run with the median performance
 * score counts.
 * The build goes to a folder of its own (other scripts rebuild dist/ at any time); LIGHTHOUSE_WEB_DIR=<folder>
 * serves an existing build instead. LIGHTHOUSE_ONLY=<name>[,<name>…] runs those pages (names as in the tables, e.g.
 * 'customer requests (phone),customer offers (phone)'). JSON reports go to
 * bench-results/lighthouse-<page>.json.
 *
 * `npm run lighthouse -- --mobile`: Lighthouse's default mobile configuration (an emulated mid-range phone,
 * 4× CPU slowdown, slow 4G) on the phone's pages: the login, the dealer's dashboard, the customer app's request list
 * and offers, the request form, and the operator console's first screen. Budgets: performance ≥ 90 (the console ≥ 80,
 * the customer's three screens ≥ 95), accessibility 100. `--both` runs the desktop table, then the mobile one.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { defaultConfig, desktopConfig, type Config, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { app as copy } from '../i18n/it/app.js';
import { CUSTOMER_EMAIL, DEALER_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL } from '../server/seed/catalog/people.js';
import { startServer } from '../tests/e2e/support/server.js';
import { removeFolderPatiently } from '../tests/support/harness-exit.js';
import { launchDebuggableChromium } from './support/chromium.js';

const BUDGET = { performance: 95, accessibility: 100 };
const RESULTS_DIR = 'bench-results';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** Whose session the page needs: none, the dealer portal's, the customer app's or the console's (each its own storage). */
type Session = 'dealer' | 'customer' | 'operator';

interface PageCase {
  name: string;
  /** The path, or how to find it once the server runs (a request of the demo customer with offers). */
  path: string | ((baseUrl: string) => Promise<string>);
  loggedIn: boolean;
  session?: Session;
  /** Minimum performance score, when above BUDGET.performance. */
  performance?: number;
  /** Total blocking time and the longest task after the first contentful paint, at most (ms). */
  mainThread?: number;
}

const PAGES: PageCase[] = [
  { name: 'login', path: '/', loggedIn: false },
  { name: 'dashboard', path: '/dashboard', loggedIn: true, performance: 97, mainThread: 50 },
  { name: 'drafts', path: '/dashboard/draft', loggedIn: true },
  { name: 'sent', path: '/dashboard/sent', loggedIn: true },
  { name: 'messages', path: '/messages', loggedIn: true },
  { name: 'profile', path: '/profile', loggedIn: true },
  { name: 'wallet', path: '/wallet', loggedIn: true },
];

/** The customer app's offers page of a request of the demo customer that has offers (read through the API). */
async function offersPath(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CUSTOMER_EMAIL, password: DEMO_PASSWORD, security: 'customer-app' }),
  });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${baseUrl}/api/customer/submissions`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await list.json()) as { data: { id: number; offers_count: number }[] };
  const withOffers = data.find((request) => request.offers_count > 0);
  if (!withOffers) throw new Error('no request of the demo customer with offers on its first page');
  return `/cliente/richieste/${withOffers.id}`;
}

const MOBILE_PAGES: PageCase[] = [
  { name: 'login (phone)', path: '/', loggedIn: false, performance: 90 },
  { name: 'dashboard (phone)', path: '/dashboard', loggedIn: true, session: 'dealer', performance: 90 },
  { name: 'customer requests (phone)', path: '/cliente', loggedIn: true, session: 'customer' },
  { name: 'customer request form (phone)', path: '/cliente/nuova-richiesta', loggedIn: true, session: 'customer' },
  { name: 'customer offers (phone)', path: offersPath, loggedIn: true, session: 'customer' },
  { name: 'console (phone)', path: '/admin', loggedIn: true, session: 'operator', performance: 80 },
];

const mode = process.argv.includes('--both') ? 'both' : process.argv.includes('--mobile') ? 'mobile' : 'desktop';

const withCategories = (base: Config): Config => ({
  ...base,
  settings: { ...base.settings, onlyCategories: ['performance', 'accessibility'] },
});
let config: Config = withCategories(desktopConfig);

/** Where each session logs in, as whom, and where its login form leads. */
const LOGINS: Record<Session, { path: string; email: string; home: RegExp; submit: string | RegExp }> = {
  dealer: { path: '/', email: DEALER_EMAIL, home: /\/dashboard/, submit: copy.login.submit },
  customer: { path: '/cliente/accedi', email: CUSTOMER_EMAIL, home: /\/cliente\/?$/, submit: 'Entra' },
  operator: { path: '/admin/login', email: OPERATOR_EMAIL, home: /\/admin\/?(#.*)?$/, submit: /Accedi|Entra/ },
};

/** Logs in through the login form of the same browser profile Lighthouse uses, so the stored session is real. */
async function logIn(port: number, baseUrl: string, session: Session = 'dealer'): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const how = LOGINS[session];
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}${how.path}`);
    await page
      .getByLabel(/^(Email|Nome utente)/)
      .first()
      .fill(how.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: how.submit }).first().click();
    await page.waitForURL(how.home);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** disableStorageReset keeps the session but also the HTTP cache: emptied before each run, for a cold load like the login page's. */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** LIGHTHOUSE_TRACE=1: each run's trace is kept, and the median run's goes to bench-results with its tasks listed. */
const KEEP_TRACE = Boolean(process.env.LIGHTHOUSE_TRACE);
const traces = new WeakMap<Result, unknown>();

async function audit(port: number, url: string, loggedIn: boolean, attempt = 1): Promise<Result> {
  if (loggedIn) await clearHttpCache(port);
  const runner = await lighthouse(
    url,
    { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', disableStorageReset: loggedIn },
    config,
  );
  if (!runner) throw new Error(`lighthouse gave no result for ${url}`);
  const failure = runner.lhr.runtimeError;
  if (!failure) {
    if (KEEP_TRACE) traces.set(runner.lhr, runner.artifacts.Trace);
    return runner.lhr;
  }
  // Trace hiccups (NO_NAVSTART, NO_FCP) happen on a busy machine: one more try before giving up.
  if (attempt < 2) return audit(port, url, loggedIn, attempt + 1);
  throw new Error(`lighthouse ${url}: ${failure.code} ${failure.message}`);
}

const score = (lhr: Result, category: 'performance' | 'accessibility') =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '?';
const median = (runs: Result[]) =>
  [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)];

type LongTask = { duration: number; startTime: number };
const longTasks = (lhr: Result) =>
  (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
const ms = (value: number) => (value > 0 ? `${Math.round(value)} ms` : 'none > 50 ms');

/** The longest main-thread task Lighthouse saw (its long-tasks audit lists those over 50 ms), and the longest of those
 * that start after the first contentful paint (the same timeline: Lighthouse's simulated one, desktop preset). */
function longestTasks(lhr: Result): { any: number; afterFcp: number } {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = longTasks(lhr);
  return {
    any: Math.max(0, ...tasks.map((t) => t.duration)),
    afterFcp: Math.max(0, ...tasks.filter((t) => t.startTime >= fcp).map((t) => t.duration)),
  };
}

function budgetText(page: PageCase): string {
  const perf = String(page.performance ?? BUDGET.performance);
  return page.mainThread === undefined ? perf : `${perf}, ≤ ${page.mainThread} ms`;
}

function failingAccessibilityAudits(lhr: Result): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
}

function build(): string {
  if (process.env.LIGHTHOUSE_WEB_DIR) return resolve(process.env.LIGHTHOUSE_WEB_DIR);
  const outDir = mkdtempSync(join(tmpdir(), 'rh-lighthouse-web-'));
  const args = ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

/** The server sends the build's .br/.gz copies (server/plugins/web.ts); without them every asset goes out plain. */
function warnIfUncompressed(webDir: string): void {
  if (!readdirSync(join(webDir, 'assets')).some((file) => file.endsWith('.br'))) {
    console.warn(
      'NOTE: the build has no precompressed copies (build/precompress.ts not in the Vite config): assets are sent uncompressed.',
    );
  }
}

const loadBefore = loadavg();
const only = (list: PageCase[]) =>
  list.filter((p) => !process.env.LIGHTHOUSE_ONLY || process.env.LIGHTHOUSE_ONLY.split(',').includes(p.name));
mkdirSync(RESULTS_DIR, { recursive: true });
const webDir = build();
warnIfUncompressed(webDir);
const server = await startServer({ SERVE_WEB: 'true', WEB_DIR: webDir });
const browser = await launchDebuggableChromium();
const header = [
  'page',
  'performance (runs)',
  'accessibility',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'longest task',
  'after FCP',
  'budget',
];
let failed = false;

/** One table: every page of the list, LIGHTHOUSE_RUNS times each, with the given Lighthouse configuration. */
async function table(pages: PageCase[], preset: Config, sessions: Set<Session>): Promise<string[][]> {
  config = preset;
  const rows: string[][] = [];
  // Logged-out pages first: the login forms store the sessions the later pages keep (one storage key per app).
  for (const page of [...pages].sort((a, b) => Number(a.loggedIn) - Number(b.loggedIn))) {
    const session = page.session ?? 'dealer';
    if (page.loggedIn && !sessions.has(session)) {
      await logIn(browser.port, server.url, session);
      sessions.add(session);
    }
    const path = typeof page.path === 'string' ? page.path : await page.path(server.url);
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(browser.port, `${server.url}${path}`, page.loggedIn));
    const lhr = median(runs);
    if (page.loggedIn && new URL(lhr.finalDisplayedUrl).pathname.replace(/\/$/, '') !== path.replace(/\/$/, '')) {
      throw new Error(`${page.name}: redirected to ${lhr.finalDisplayedUrl}`);
    }
    writeFileSync(`${RESULTS_DIR}/lighthouse-${page.name.replace(/\W+/g, '-')}.json`, JSON.stringify(lhr, null, 1));
    if (traces.has(lhr)) {
      const tracePath = `${RESULTS_DIR}/lighthouse-${page.name.replace(/\W+/g, '-')}.trace.json`;
      writeFileSync(tracePath, JSON.stringify(traces.get(lhr)));
      console.log(
        `${page.name}: the median run's trace in ${tracePath} (its tasks: node --import tsx bench/trace-tasks.ts ${tracePath})`,
      );
    }
    const perf = score(lhr, 'performance');
    const a11y = score(lhr, 'accessibility');
    const tasks = longestTasks(lhr);
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? 0;
    const mainThreadOk = page.mainThread === undefined || (tbt <= page.mainThread && tasks.afterFcp <= page.mainThread);
    const pass = perf >= (page.performance ?? BUDGET.performance) && a11y >= BUDGET.accessibility && mainThreadOk;
    if (!pass) failed = true;
    const perfRuns = runs.map((r) => score(r, 'performance')).join('/');
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ].map((id) => metric(lhr, id));
    rows.push([
      page.name,
      `${perf} (${perfRuns})`,
      String(a11y),
      ...metrics,
      ms(tasks.any),
      ms(tasks.afterFcp),
      `${budgetText(page)} ${pass ? 'ok' : 'FAIL'}`,
    ]);
    const a11yFailures = failingAccessibilityAudits(lhr);
    if (a11yFailures.length > 0) console.log(`${page.name}: failing accessibility audits: ${a11yFailures.join(', ')}`);
  }
  return rows;
}

function print(title: string, rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\n${title}, ${RUNS} run(s) per page (median performance), Chromium ${browser.prioritised ? 'at nice -10' : 'at normal priority'}`,
  );
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

const tables: [string, string[][]][] = [];
try {
  const sessions = new Set<Session>();
  if (mode !== 'mobile')
    tables.push(['Lighthouse desktop preset', await table(only(PAGES), withCategories(desktopConfig), sessions)]);
  if (mode !== 'desktop') {
    tables.push([
      'Lighthouse default mobile configuration (emulated mid-range phone, 4× CPU slowdown, slow 4G)',
      await table(only(MOBILE_PAGES), withCategories(defaultConfig), sessions),
    ]);
  }
} finally {
  // Each step on its own: a browser that will not stop cleanly must not leave the server running.
  await browser.stop().catch((error: unknown) => console.warn('chromium did not stop cleanly:', error));
  await server.stop().catch((error: unknown) => console.warn('the server did not stop cleanly:', error));
  if (!process.env.LIGHTHOUSE_WEB_DIR) await removeFolderPatiently(webDir);
}

for (const [title, rows] of tables) print(title, rows);
console.log(`\nLoad average ${loadBefore[0].toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (1 min).`);
console.log(
  `Budgets: performance as in the budget column (with TBT and the longest task after FCP, where named), accessibility ${BUDGET.accessibility}. Reports: ${RESULTS_DIR}/lighthouse-<page>.json`,
);
console.log(failed ? '\nFAIL: a page misses its budget.' : '\nPASS: every page within budget.');
process.exit(failed ? 1 : 0);
