/**
 * The production web app in a real Chromium, for the browser benchmarks (bench/interactions.ts,
 * bench/script-ratio.ts): a build of the app into a temporary folder, the real server serving it on a fresh seeded
 * data folder, and a logged-in demo dealer.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { app as copy } from '../../i18n/it/app.js';
import { DEALER_EMAIL, DEMO_PASSWORD } from '../../server/seed/catalog/people.js';
import { startServer, type RunningServer } from '../../tests/e2e/support/server.js';
import { CHROMIUM_FLAGS } from '../../tests/support/local.js';

/** `vite build` of `root` (the app by default) into a new temporary folder: other scripts rebuild dist/ at any time. */
export function buildWeb(root = '.', prefix = 'rh-bench-web-'): string {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  const args = [
    'node_modules/vite/bin/vite.js',
    'build',
    root,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build ${root} failed`);
  return outDir;
}

export interface WebSession {
  server: RunningServer;
  browser: Browser;
  /** A context (1350×940, Italian) whose cookies and storage hold the demo dealer's session. */
  context: BrowserContext;
  stop: () => Promise<void>;
}

function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return configured === '/usr/bin/chromium' ? '/usr/lib/chromium/chromium' : configured;
}

export async function logInDealer(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(copy.login.email).fill(DEALER_EMAIL);
  await page.getByLabel(new RegExp(`^${copy.login.password}`)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: copy.login.submit }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Serves `webDir` with the real server (fresh demo data) and logs the demo dealer in, in headless Chromium. */
export async function openWebSession(webDir: string): Promise<WebSession> {
  const server = await startServer({ SERVE_WEB: 'true', WEB_DIR: webDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
  const context = await browser.newContext({
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1350, height: 940 },
  });
  const page = await context.newPage();
  await logInDealer(page, server.url);
  await page.close();
  return {
    server,
    browser,
    context,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

export const removeBuild = (dir: string) => rmSync(dir, { recursive: true, force: true });
