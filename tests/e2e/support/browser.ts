import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../support/local.js';

/** Debian's wrapper script at /usr/bin/chromium; the binary behind it starts faster. */
function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const binary = '/usr/lib/chromium/chromium';
  return configured === '/usr/bin/chromium' && existsSync(binary) ? binary : configured;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}

export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1366, height: 900 },
  });
  return context.newPage();
}

export async function logIn(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Entra' }).click();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown }[];
}

/** Serious and critical axe-core violations of the current page. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) stays in force.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** A new page logged in as `email`, once it reached its home (the dashboard unless told). */
export async function loggedInPage(
  browser: Browser,
  baseURL: string,
  email: string,
  home: RegExp = /\/dashboard$/,
): Promise<Page> {
  const page = await newPage(browser, baseURL);
  await logIn(page, email);
  await page.waitForURL(home);
  return page;
}
