/**
 * npm run test:speed — the dashboard's main-thread script time against the minimal react-admin app's, a
 * ratio that survives a busy machine: both pages load cold, alternately, in the same Chromium (SCRIPT_RATIO_PAIRS
 * pairs, default 7, the order swapped every pair); each load's JavaScript time is Chromium's own ScriptDuration
 * and the main thread's CPU time (Performance.getMetrics ScriptDuration, ThreadTime) once the page shows its data and
 * the network is idle. The budget is on the median of the pairs' CPU ratios: ScriptDuration is wall time, which a
 * busy machine inflates unevenly; CPU time is the work itself. Both ratios are printed. The dashboard: production
 * build, real server, logged-in demo dealer, /dashboard with its first page of requests. The minimal app:
 * bench/minimal-admin (one ListGuesser list) built with the same Vite config, served with 10 records. SCRIPT_RATIO_WEB_DIR / SCRIPT_RATIO_MINIMAL_DIR reuse existing builds.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { buildWeb, openWebSession, removeBuild } from './support/web-session.js';

/**
 * Main-thread CPU, dashboard ÷ minimal app: the figures reached are medians of 1.25–1.40 in four local runs
 * at load 1.5–6, and 1.31 and 1.46 in clean-clone CI runs; single pairs reach 1.56 (docs/performance.md). The budget
 * leaves room above the highest CI median, so a busy machine does not fail it. The build before the second speed pass
 * measured 1.55–1.76.
 */
export const BUDGET = 1.6;
const PAIRS = Math.max(3, Number(process.env.SCRIPT_RATIO_PAIRS ?? 7));

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
const POSTS = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  title: `Post ${i + 1}`,
  body: 'Lorem ipsum dolor sit amet',
  published_at: '2026-11-01',
  views: i * 7,
}));

/** The minimal app's build, and the one resource its ListGuesser asks ra-data-simple-rest for. */
async function serveMinimal(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (path === '/api/posts') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-range': `posts 0-9/${POSTS.length}` });
      res.end(JSON.stringify(POSTS));
      return;
    }
    const file = join(dir, normalize(path === '/' ? '/index.html' : path));
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

interface Load {
  /** Wall time of JavaScript tasks on the main thread (Chromium's ScriptDuration). */
  script: number;
  /** CPU time of the main thread (ThreadTime): what a busy machine does not inflate. */
  cpu: number;
}

/** One cold load, once `ready` shows and the network is idle; counted from a page of the same origin (/api/health),
 * so both readings come from the renderer that loads the app. */
async function measureLoad(context: BrowserContext, origin: string, path: string, ready: string): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Performance.enable');
    await page.goto(`${origin}/api/health`);
    const read = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]));
    const before = await read();
    await page.goto(`${origin}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const after = await read();
    return { script: after.ScriptDuration - before.ScriptDuration, cpu: after.ThreadTime - before.ThreadTime };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const appDir = process.env.SCRIPT_RATIO_WEB_DIR ?? buildWeb();
const minimalDir = process.env.SCRIPT_RATIO_MINIMAL_DIR ?? buildWeb('bench/minimal-admin', 'rh-bench-minimal-');
const loadBefore = loadavg()[0];
const session = await openWebSession(appDir);
const minimal = await serveMinimal(minimalDir);
let ratio: number;
try {
  const minimalContext = await session.browser.newContext({ viewport: { width: 1350, height: 940 } });
  const app = () =>
    measureLoad(session.context, session.server.url, '/dashboard', 'section[aria-label="Richieste"] h3 a');
  const reference = () => measureLoad(minimalContext, minimal.url, '/#/posts', 'table tbody tr');
  // One unmeasured load of each: the first of a fresh browser pays its own start-up.
  await app();
  await reference();
  const pairs: { app: Load; minimal: Load }[] = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2 === 0) pairs.push({ app: await app(), minimal: await reference() });
    else {
      const m = await reference();
      pairs.push({ app: await app(), minimal: m });
    }
  }
  const scriptRatio = median(pairs.map((p) => p.app.script / p.minimal.script));
  ratio = median(pairs.map((p) => p.app.cpu / p.minimal.cpu));
  console.log(
    `\nMain thread, cold loads, ${PAIRS} alternating pairs, load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  );
  console.log(
    '| pair | dashboard script ms | minimal script ms | script ratio | dashboard CPU ms | minimal CPU ms | CPU ratio |',
  );
  console.log(
    '|-----:|--------------------:|------------------:|-------------:|-----------------:|---------------:|----------:|',
  );
  const ms = (n: number) => n.toFixed(0);
  pairs.forEach((p, i) =>
    console.log(
      `| ${i + 1} | ${ms(p.app.script)} | ${ms(p.minimal.script)} | ${(p.app.script / p.minimal.script).toFixed(2)} | ${ms(p.app.cpu)} | ${ms(p.minimal.cpu)} | ${(p.app.cpu / p.minimal.cpu).toFixed(2)} |`,
    ),
  );
  console.log(
    `median main-thread CPU ratio ${ratio.toFixed(2)} (budget ≤ ${BUDGET}); median script (wall) ratio ${scriptRatio.toFixed(2)} (information)`,
  );
} finally {
  minimal.server.close();
  await session.stop();
  if (!process.env.SCRIPT_RATIO_WEB_DIR) removeBuild(appDir);
  if (!process.env.SCRIPT_RATIO_MINIMAL_DIR) removeBuild(minimalDir);
}
const pass = ratio <= BUDGET;
console.log(
  pass
    ? '\nPASS: the dashboard within its script-time budget.'
    : '\nFAIL: the dashboard runs more script than its budget allows.',
);
process.exit(pass ? 0 : 1);
