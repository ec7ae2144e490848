/**
 * npm run bench:phone-profile — where a phone's time goes on one page (a missed budget is explained with the
 * profile). The production build served by the real server, Chromium at Lighthouse's phone size with the CPU really
 * slowed 4× (DevTools throttling, not simulated), a warm session logged in through the page's own form, a cold HTTP
 * cache. Prints the paint times, every main-thread task over 50 ms (what total blocking time counts) and the CPU
 * profile's self time by script and by function.
 * PROFILE_PATH (default /dashboard) and PROFILE_SESSION (dealer|customer|operator) choose the page; PROFILE_WEB_DIR
 * serves an existing build. The profile goes to bench-results/phone-profile.cpuprofile (Chromium's DevTools opens it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type Page } from 'playwright-core';
import { CUSTOMER_EMAIL, DEALER_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL } from '../server/seed/catalog/people.js';
import { startServer } from '../tests/e2e/support/server.js';
import { removeFolderPatiently } from '../tests/support/harness-exit.js';
import { CHROMIUM_FLAGS } from '../tests/support/local.js';

const PATH = process.env.PROFILE_PATH ?? '/dashboard';
const SESSION = (process.env.PROFILE_SESSION ?? 'dealer') as 'dealer' | 'customer' | 'operator';
const LOGINS = {
  dealer: { path: '/', email: DEALER_EMAIL, submit: /^Entra$/ },
  customer: { path: '/cliente/accedi', email: CUSTOMER_EMAIL, submit: /^Entra$/ },
  operator: { path: '/admin/login', email: OPERATOR_EMAIL, submit: /Accedi|Entra/ },
};
/** Lighthouse's default mobile screen (Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function build(): string {
  if (process.env.PROFILE_WEB_DIR) return resolve(process.env.PROFILE_WEB_DIR);
  const outDir = mkdtempSync(join(tmpdir(), 'rh-profile-web-'));
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--sourcemap',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

/** Records long tasks and paints from the very start of the document (before any of the app's scripts). */
const OBSERVE = `
  window.__phone = { tasks: [], fcp: 0, lcp: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__phone.tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__phone.fcp = Math.round(e.startTime); }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__phone.lcp = Math.round(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const chunkOf = (url: string) =>
  url
    ? url
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/^\/assets\//, '')
        .replace(/-[\w-]{8}\.js$/, '.js')
    : '(browser: style, layout, GC)';

/** The package (node_modules/<name>) or the app's folder (src/features/<name>, …) a minified position comes from. */
function sourceOf(webDir: string, maps: Map<string, TraceMap | null>, frame: ProfileNode['callFrame']): string {
  if (!frame.url) return '(browser: style, layout, GC)';
  const file = join(webDir, new URL(frame.url).pathname);
  if (!maps.has(file))
    maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  const map = maps.get(file);
  const source = map
    ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source
    : null;
  if (!source) return chunkOf(frame.url);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const app = /((?:src|contract|i18n)\/(?:features\/|app\/|platform\/|ui\/)?[^/]+)/.exec(source);
  return app ? app[1] : source;
}

/** A stretch of the main thread busy without a break (consecutive non-idle samples): one task, or tasks back to back. */
interface BusyStretch {
  start: number;
  duration: number;
  sources: Map<string, number>;
}

function selfTimes(
  profile: CpuProfile,
  webDir: string,
): { byScript: Map<string, number>; bySource: Map<string, number>; stretches: BusyStretch[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const maps = new Map<string, TraceMap | null>();
  const byScript = new Map<string, number>();
  const bySource = new Map<string, number>();
  const stretches: BusyStretch[] = [];
  let current: BusyStretch | null = null;
  let clock = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += ms;
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || (frame.functionName === '(program)' && !frame.url)) {
      current = null;
      return;
    }
    const script = chunkOf(frame.url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const source = frame.url ? sourceOf(webDir, maps, frame) : frame.functionName || script;
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
    if (!current) stretches.push((current = { start: clock - ms, duration: 0, sources: new Map() }));
    current.duration += ms;
    current.sources.set(source, (current.sources.get(source) ?? 0) + ms);
  });
  return { byScript, bySource, stretches: stretches.filter((stretch) => stretch.duration > 50) };
}

const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

async function logIn(page: Page, baseUrl: string): Promise<void> {
  const how = LOGINS[SESSION];
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
  await page.waitForURL((url) => url.pathname !== how.path);
}

const loadBefore = loadavg()[0];
const webDir = build();
const server = await startServer({ SERVE_WEB: 'true', WEB_DIR: webDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  const setup = await context.newPage();
  await logIn(setup, server.url);
  await setup.close();
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${PATH}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const seen = (await page.evaluate('window.__phone')) as { tasks: [number, number][]; fcp: number; lcp: number };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/phone-profile.cpuprofile', JSON.stringify(profile));
  const { byScript, bySource, stretches } = selfTimes(profile, webDir);
  const blocking = seen.tasks
    .filter(([start]) => start >= seen.fcp)
    .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  console.log(`\n${PATH} as ${SESSION}, phone size, CPU 4× slower (DevTools), cold cache, network unthrottled`);
  console.log(
    `FCP ${seen.fcp} ms, LCP ${seen.lcp} ms; blocking after FCP ${blocking} ms over ${seen.tasks.length} tasks > 50 ms`,
  );
  console.log('\n| task start (ms) | duration (ms) |\n|--:|--:|');
  for (const [start, duration] of seen.tasks) console.log(`| ${start} | ${duration} |`);
  console.log('\n| script | self time (ms) |\n|:--|--:|');
  for (const [script, ms] of top(byScript, 12)) console.log(`| ${script} | ${Math.round(ms)} |`);
  console.log('\n| source (package or app folder) | self time (ms) |\n|:--|--:|');
  for (const [source, ms] of top(bySource, 20)) console.log(`| ${source} | ${Math.round(ms)} |`);
  console.log(
    '\n| busy stretch over 50 ms (profile clock) | duration (ms) | what runs in it (self ms) |\n|--:|--:|:--|',
  );
  for (const stretch of stretches) {
    const what = top(stretch.sources, 6)
      .map(([source, ms]) => `${source} ${Math.round(ms)}`)
      .join(', ');
    console.log(`| ${Math.round(stretch.start)} | ${Math.round(stretch.duration)} | ${what} |`);
  }
  console.log(`\nLoad average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (1 min).`);
} finally {
  await browser.close();
  await server.stop();
  if (!process.env.PROFILE_WEB_DIR) await removeFolderPatiently(webDir);
}
