import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/platform/paths';
import { otherScreens, screensByPath, type DemoIds, type Role } from './support/a11yScreens';
import { axeSummary, checkPopup, clean, quiet, settle } from './support/a11yChecks';
import { launchBrowser, logIn, newPage } from './support/browser';
import { demoIds } from './support/demoIds';
import { startServer, type RunningServer } from './support/server';
import { tabThrough } from './support/keyboard';

/*
 * SPEC §2 screens, each as the role that sees it: axe-core (no serious or critical violation), every control of
 * the main content reached by Tab with a visible focus indicator; then the main dialogs and menus, opened and
 * closed by keyboard. One browser, one page per role, logged in once.
 */
// Visiting the subscription screens as nuovo@demo.example starts its subscription: this file runs on a server of
// its own, so the other e2e files keep seeing the seed as it is (as tests/e2e/money.test.ts does).
let server: RunningServer;
let browser: Browser;
const pages = {} as Record<Role, Page>;
let ids: DemoIds;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const baseUrl = server.url;
  for (const role of ['visitor', 'dealer', 'newDealer'] as const) {
    pages[role] = await newPage(browser, baseUrl);
    pages[role].setDefaultTimeout(10_000);
  }
  await logIn(pages.dealer, 'dealer@demo.example');
  await logIn(pages.newDealer, 'nuovo@demo.example');
  await pages.dealer.waitForURL('**/dashboard');
  await pages.newDealer.waitForURL('**/register');
  const token = await pages.dealer.evaluate(
    () => JSON.parse(localStorage.getItem('ricambihub.auth') ?? '{}').token as string,
  );
  ids = await demoIds(baseUrl, token);
  // One local draft, so the drafts screen shows its quotation form.
  await pages.dealer.goto(`${paths.dashboard}?id=${ids.submission}`);
  await pages.dealer
    .getByRole('button', { name: /^Salva nelle bozze: / })
    .first()
    .click();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const screens = [...Object.values(screensByPath).flat(), ...otherScreens];

describe('accessibility of every screen (axe-core and keyboard)', () => {
  it('the walk covers every path of the route table', () => {
    expect(Object.keys(screensByPath).sort()).toEqual(Object.keys(paths).sort());
    for (const list of Object.values(screensByPath)) expect(list.length).toBeGreaterThan(0);
  });

  it.each(screens.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    const url = screen.url(ids);
    const page = pages[screen.role];
    await page.goto(url);
    await settle(page, screen);
    const { unreached, noVisibleFocus, trap } = await tabThrough(page);
    expect({ axe: await axeSummary(page), unreached, noVisibleFocus, trap }).toEqual({
      axe: [],
      unreached: [],
      noVisibleFocus: [],
      trap: false,
    });
  });
});

describe('the checks themselves', () => {
  it('a control whose focus ring is taken away is reported as having no visible focus', async () => {
    const page = pages.dealer;
    await page.goto(paths.components);
    await settle(page);
    // A constructed style sheet: the page's CSP does not apply to it.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('main button, main a { outline: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const { noVisibleFocus, reached } = await tabThrough(page);
    expect(reached).toBeGreaterThan(0);
    expect(noVisibleFocus).toContain('<button> "Apri la galleria"');
  });
});

describe('dialogs and menus by keyboard', () => {
  it('the showcase lightbox: opens with Enter, arrows change the image, Escape closes and focus returns', async () => {
    const page = pages.dealer;
    await page.goto(paths.components);
    await settle(page);
    const dialog = page.getByRole('dialog');
    const opener = page.getByRole('button', { name: 'Apri la galleria' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('1 di 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('2 di 3').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await checkPopup(page, opener, ' ', dialog)).toEqual(clean);
  });

  it('a request: photo lightbox, registration document, comments chat', async () => {
    const page = pages.dealer;
    await page.goto(`${paths.dashboard}?id=${ids.submission}`);
    await settle(page, screensByPath.dashboard[1]);
    const detail = page.getByRole('region', { name: 'Dettaglio della richiesta' });
    // The demo request was picked with row photos and a registration document (support/demoIds.ts).
    const photo = detail.getByRole('list', { name: 'Allegati' }).first().getByRole('button').first();
    expect(await checkPopup(page, photo, 'Enter', page.getByRole('dialog'))).toEqual(clean);
    const documentButton = detail.getByRole('button', { name: 'Carta di circolazione', exact: true });
    expect(await checkPopup(page, documentButton, 'Enter', page.getByRole('dialog'))).toEqual(clean);

    const comments = detail.getByRole('button', { name: /^Commenti/ });
    await comments.focus();
    await page.keyboard.press(' ');
    expect(await comments.getAttribute('aria-expanded')).toBe('true');
    const chatId = (await comments.getAttribute('aria-controls')) ?? '';
    await page
      .locator(`[id="${chatId}"]`)
      .getByRole('textbox')
      .or(page.locator(`[id="${chatId}"]`).getByRole('status'))
      .first()
      .waitFor();
    await quiet(page);
    const { unreached, noVisibleFocus, trap } = await tabThrough(page, `[id="${chatId}"]`);
    expect({ axe: await axeSummary(page), unreached, noVisibleFocus, trap }).toEqual({
      axe: [],
      unreached: [],
      noVisibleFocus: [],
      trap: false,
    });
  });

  it('messages: the open conversation’s registration document opens with Enter and closes with Escape', async () => {
    const page = pages.dealer;
    await page.goto(`${paths.messages}?id=${encodeURIComponent(ids.conversation)}`);
    await settle(page, screensByPath.messages[1]);
    const documentButton = page.getByRole('main').getByRole('button', { name: 'Carta di circolazione', exact: true });
    expect(await checkPopup(page, documentButton, 'Enter', page.getByRole('dialog'))).toEqual(clean);
  });

  it('dashboard filters: the brand list opens with ArrowDown, the date picker with Enter; Escape closes both', async () => {
    const page = pages.dealer;
    await page.goto(paths.dashboard);
    await settle(page);
    const brand = page.getByRole('combobox', { name: 'Marca' });
    expect(await checkPopup(page, brand, 'ArrowDown', page.getByRole('listbox'), { tab: false })).toEqual(clean);
    // Choosing with the keyboard: ArrowDown opens, Enter picks the first brand, the URL follows; 'Azzera filtri' clears.
    await brand.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForURL(/[?&]brand=\d+/);
    await page.getByRole('button', { name: 'Azzera filtri (1)' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('brand'));
    // The sort toggle changes with Space.
    const sort = page.getByRole('button', { name: /^Ordinamento per data: / });
    const before = await sort.getAttribute('aria-label');
    await sort.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => sort.getAttribute('aria-label')).not.toBe(before);
    // Tab from the last multi-select reaches the 'Dal' field (the picker's sections).
    await page.getByRole('combobox', { name: 'Provincia' }).focus();
    await page.keyboard.press('Tab');
    const from = page.getByRole('group', { name: 'Dal' });
    await expect
      .poll(() => from.evaluate((group) => group.contains(document.activeElement)), { timeout: 10_000 })
      .toBe(true);
    const pickerButton = page
      .getByRole('region', { name: 'Filtri' })
      .getByRole('button', { name: 'Scegli la data' })
      .first();
    expect(await checkPopup(page, pickerButton, 'Enter', page.getByRole('dialog'), { tab: false })).toEqual(clean);
  });

  it('dashboard filters on a phone: native fields, axe clean and reached by Tab; a brand chosen by keyboard reaches the URL', async () => {
    const page = pages.dealer;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(paths.dashboard);
      await settle(page);
      const panel = page.getByRole('region', { name: 'Filtri' });
      // Folded by default on a phone (a retry finds it as the last run left it).
      const unfold = panel.getByRole('button', { name: 'Modifica i filtri' });
      if (await unfold.isVisible()) await unfold.click();
      const brand = panel.getByRole('listbox', { name: 'Marca' });
      await brand.getByRole('option').first().waitFor({ state: 'attached' });
      expect(await brand.evaluate((select) => select.tagName)).toBe('SELECT');
      expect(await panel.getByLabel('Dal').getAttribute('type')).toBe('date');
      const { unreached, noVisibleFocus, trap } = await tabThrough(page);
      // The fields' own focus (the tab bar below scrolls sideways at this width: its links are the walk's matter).
      const fields = noVisibleFocus.filter((name) => /^<(select|input)/.test(name));
      expect({ axe: await axeSummary(page), unreached, fields, trap }).toEqual({
        axe: [],
        unreached: [],
        fields: [],
        trap: false,
      });
      await brand.focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/[?&]brand=\d+/);
      expect(await panel.locator('[class*="Mui"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Azzera filtri (1)' }).click();
      await page.waitForURL((url) => !url.searchParams.has('brand'));
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('dashboard tabs are links: Enter on the next one opens it', async () => {
    const page = pages.dealer;
    await page.goto(paths.dashboard);
    await settle(page);
    await page.getByRole('navigation', { name: 'Sezioni della dashboard' }).getByRole('link').nth(1).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/expired');
  });

  it('a paid online quotation: the tracking form opens with Enter and closes with Escape', async () => {
    if (ids.trackable === null)
      throw new Error('no paid online quotation without tracking on the first page of Accettati in the demo data');
    const page = pages.dealer;
    await page.goto(`${paths.dashboardFulfilled}?id=${ids.trackable}`);
    await settle(page);
    const open = page
      .getByRole('article', { name: /^Preventivo / })
      .getByRole('button', { name: 'CONFERMA SPEDIZIONE' });
    expect(await checkPopup(page, open, 'Enter', page.getByRole('dialog'))).toEqual(clean);
  });

  it('profile: the unsubscribe dialog opens with Enter and closes with Escape', async () => {
    const page = pages.dealer;
    await page.goto(paths.profile);
    await settle(page);
    expect(
      await checkPopup(
        page,
        page.getByRole('button', { name: 'Disdici abbonamento' }),
        'Enter',
        page.getByRole('dialog'),
      ),
    ).toEqual(clean);
  });

  it('profile: every section opens its form by keyboard, the forms pass axe and the walk, Annulla gives focus back', async () => {
    const page = pages.dealer;
    await page.goto(paths.profile);
    await settle(page);
    const editButtons = page.getByRole('main').getByRole('button', { name: /^Modifica: |^Aggiorna la carta$/ });
    // The sections render in a deferred pass after the header card: count them once they are there.
    await expect.poll(() => editButtons.count()).toBeGreaterThan(4);
    const count = await editButtons.count();
    // Each press replaces that button with its form, so the first remaining one is always the next.
    for (let opened = 0; opened < count; opened++) {
      await editButtons.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => editButtons.count()).toBe(count - opened - 1);
    }
    await page.getByRole('main').getByRole('button', { name: 'Annulla' }).first().waitFor();
    await quiet(page);
    const { unreached, noVisibleFocus, trap } = await tabThrough(page);
    expect({ axe: await axeSummary(page), unreached, noVisibleFocus, trap }).toEqual({
      axe: [],
      unreached: [],
      noVisibleFocus: [],
      trap: false,
    });
    await page.getByRole('main').getByRole('button', { name: 'Annulla' }).first().focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Modifica: /);
  });

  it('subscription payment: the bank transfer details open with Enter and close with Escape', async () => {
    const page = pages.newDealer;
    await page.goto(paths.subscriptionPayment);
    await settle(page);
    const button = page.getByRole('button', { name: 'Coordinate per il bonifico' });
    expect(await checkPopup(page, button, 'Enter', page.getByRole('dialog'))).toEqual(clean);
  });

  it('the shell: skip link, header navigation and footer are reached with visible focus; the skip link jumps to the content', async () => {
    const page = pages.dealer;
    await page.goto(paths.faq);
    await settle(page);
    const { unreached, noVisibleFocus, trap } = await tabThrough(page, 'body');
    expect({ unreached, noVisibleFocus, trap }).toEqual({ unreached: [], noVisibleFocus: [], trap: false });

    await page.goto(paths.faq);
    await settle(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vai al contenuto');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});
