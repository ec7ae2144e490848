import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/platform/paths';
import { axeSummary, quiet, settle } from './support/a11yChecks';
import { launchBrowser, logIn } from './support/browser';
import { callRoute } from './support/api';
import { demoIds } from './support/demoIds';
import { E2E_WEB_DIR, startServer, type RunningServer } from './support/server';
import { coveredFocusables, sweepFindings, sweepSettle, type Findings } from './support/sweepChecks';
import { consoleListRoutes, getRoute, sweepRoutes, type SweepIds, type SweepRole } from './support/sweepRoutes';

/*
 * Every route of the three apps (dealer portal, customer app at /cliente, operator console at /admin), at a desk
 * and on a phone, with the demo data: no sideways scroll, no English, amounts written the Italian way, open dialogs
 * inside the viewport, the open tab inside its tab bar, buttons in sentence case, labels clear of their values, no
 * focusable element hidden under a sticky header or bottom bar once focused, no serious or critical axe violation.
 * A server of its own: the subscription screens start nuovo@demo.example's subscription and the draft's dialogs
 * send a quotation.
 */
const SIZES = [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let server: RunningServer;
let browser: Browser;
const pages = {} as Record<SweepRole, Page>;
let ids: SweepIds;

const token = (page: Page, key: string) =>
  page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '{}').token as string, key);

async function customerLogIn(page: Page) {
  await page.goto('/cliente/accedi');
  await page.getByLabel(/^Email/).fill('cliente@demo.example');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Entra' }).click();
  await page.getByRole('heading', { name: 'Le mie richieste' }).waitFor();
}

async function operatorLogIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(/^Email/).fill('operatore@demo.example');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const roles: SweepRole[] = [
    'visitor',
    'dealer',
    'newDealer',
    'customer',
    'customerVisitor',
    'operator',
    'operatorVisitor',
  ];
  for (const role of roles) {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      viewport: { width: 1440, height: 900 },
    });
    pages[role] = await context.newPage();
    pages[role].setDefaultTimeout(15_000);
  }
  await logIn(pages.dealer, 'dealer@demo.example');
  await logIn(pages.newDealer, 'nuovo@demo.example');
  await pages.dealer.waitForURL('**/dashboard');
  await pages.newDealer.waitForURL('**/register');
  await customerLogIn(pages.customer);
  await operatorLogIn(pages.operator);

  const dealer = await demoIds(server.url, await token(pages.dealer, 'ricambihub.auth'));
  const customerToken = await token(pages.customer, 'ricambihub.customer.auth');
  const requests = await getRoute<{ data: { id: number }[] }>(server.url, customerToken, 'customerSubmissions');
  let customerRequest: number | undefined;
  let customerQuotation: number | undefined;
  for (const request of requests.data) {
    const offers = await getRoute<{ dealers: { quotation_id: number }[] }>(
      server.url,
      customerToken,
      'customerSubmissionOffers',
      { id: request.id },
    );
    if (offers.dealers.length > 0) {
      customerRequest = request.id;
      customerQuotation = offers.dealers[0].quotation_id;
      break;
    }
  }
  if (customerRequest === undefined || customerQuotation === undefined)
    throw new Error('no request of cliente@demo.example with offers in the demo data');
  const customerReturn = (await getRoute<{ data: { id: number }[] }>(server.url, customerToken, 'customerReturns'))
    .data[0]?.id;
  if (customerReturn === undefined) throw new Error('no return of cliente@demo.example in the demo data');
  const operatorToken = await token(pages.operator, 'ricambihub.console.auth');
  // The demo data has no operator activity yet: a coupon gives the register its first entry to open.
  await callRoute(server.url, 'adminCouponCreate', operatorToken, {
    body: { code: 'SWEEP', free_credits: 5, valid_until: null, max_uses: null },
  });
  // Nor a reconciliation yet (the daily one runs after the first day): today's gives its report a page to open.
  await callRoute(server.url, 'adminReconciliationRun', operatorToken, { body: {} });
  const consoleIds: SweepIds['console'] = {};
  for (const { resource, list } of consoleListRoutes())
    consoleIds[resource] = (await getRoute<{ data: { id: number }[] }>(server.url, operatorToken, list)).data[0]?.id;
  ids = { dealer, customerRequest, customerQuotation, customerReturn, console: consoleIds };

  // One local draft, so the drafts screen shows its quotation form.
  await pages.dealer.goto(`${paths.dashboard}?id=${dealer.submission}`);
  await pages.dealer
    .getByRole('button', { name: /^Salva nelle bozze: / })
    .first()
    .click();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the bundles', () => {
  it('every web bundle carrying zod’s English messages carries its Italian ones too (set in contract/zod-strings.ts)', () => {
    const bundles = readdirSync(join(E2E_WEB_DIR, 'assets')).filter((name) => name.endsWith('.js'));
    const english = bundles.filter((name) =>
      readFileSync(join(E2E_WEB_DIR, 'assets', name), 'utf8').includes('Too small:'),
    );
    expect(english.length).toBeGreaterThan(0);
    const withoutItalian = english.filter(
      (name) => !readFileSync(join(E2E_WEB_DIR, 'assets', name), 'utf8').includes('Input non valido'),
    );
    expect(withoutItalian).toEqual([]);
  });
});

/**
 * Findings known and left to the work that owns them, by "size app route": the check still runs and must still
 * find them, so the day they are fixed this list has to shrink.
 */
const PENDING: Record<string, (keyof Findings)[]> = {};

describe.each(SIZES)('every route at $width×$height ($name)', (size) => {
  beforeAll(async () => {
    for (const page of Object.values(pages)) await page.setViewportSize({ width: size.width, height: size.height });
  });

  it.each(sweepRoutes.map((route) => [`${route.app} ${route.name}`, route] as const))('%s', async (_name, route) => {
    const page = pages[route.role];
    await page.goto(route.url(ids));
    // The dashboard's filters sit behind "Filtri" on a phone: the walk's hover on them is for the desk.
    if (route.app === 'dealer') await settle(page, size.name === 'desk' ? route.dealerScreen : undefined);
    await sweepSettle(page);
    const findings: Findings = await sweepFindings(page);
    const covered = await coveredFocusables(page);
    for (const key of PENDING[`${size.name} ${route.app} ${route.name}`] ?? []) {
      expect(findings[key], `${key} is fixed: take it off PENDING`).not.toEqual([]);
      findings[key] = [];
    }
    expect({ ...findings, covered, axe: await axeSummary(page) }).toEqual({
      overflow: [],
      english: [],
      money: [],
      dialogs: [],
      current: [],
      casing: [],
      labels: [],
      covered: [],
      axe: [],
    });
  });
});

/** Pending requests the demo dealer has not quoted, other than the one whose draft the sweep keeps. */
async function unquotedRequests(): Promise<number[]> {
  const dealerToken = await token(pages.dealer, 'ricambihub.auth');
  const answer = await fetch(`${server.url}/api/submission/list/pending?page=1`, {
    headers: { authorization: `Bearer ${dealerToken}`, accept: 'application/json' },
  });
  const { data } = (await answer.json()) as { data: { id: number }[] };
  return data.map((request) => request.id).filter((id) => id !== ids.dealer.submission);
}

describe.each(SIZES)('the draft’s dialogs at $width×$height ($name)', (size) => {
  it('"Conferma invio" and "Preventivo inviato!" open inside the viewport, their buttons within reach', async () => {
    const page = pages.dealer;
    await page.setViewportSize({ width: size.width, height: size.height });
    const request = (await unquotedRequests())[SIZES.indexOf(size)];
    await page.goto(`${paths.dashboard}?id=${request}`);
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).first().click();
    await page.waitForURL('**/dashboard/draft**');
    const draft = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'INVIA PREVENTIVO' }) });
    const options = draft.getByRole('group', { name: 'Opzione 1' });
    await options.first().waitFor();
    for (const option of await options.all()) {
      await option.getByLabel('Codice OE').fill('OE-SWEEP');
      await option.getByLabel('Marca').fill('Bosch');
      await option.getByLabel('Prezzo netto (€)').fill('45,50');
    }
    await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();

    const inView = async (name: string, button: string) => {
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await quiet(page);
      const findings = await sweepFindings(page);
      const box = await dialog.getByRole('button', { name: button }).boundingBox();
      const reachable =
        box !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= size.width &&
        box.y + box.height <= size.height;
      expect({ dialogs: findings.dialogs, reachable }).toEqual({ dialogs: [], reachable: true });
      expect(await axeSummary(page)).toEqual([]);
    };
    await inView('Conferma invio', 'Conferma e invia');
    await page
      .getByRole('dialog', { name: 'Conferma invio' })
      .getByRole('button', { name: 'Conferma e invia' })
      .click();
    await inView('Preventivo inviato!', 'Vai agli inviati');
  });
});
