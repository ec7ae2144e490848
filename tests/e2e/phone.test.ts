import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * A dealer on a touch phone (390×844, touch, no mouse): the request, the draft, "Conferma invio" and "Preventivo
 * inviato!" by taps alone, each dialog's buttons inside the screen and tappable; no keyboard hints on the way; the
 * navigation one row at the bottom. A server of its own: a quotation is sent.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Inside the screen, whole: a finger can reach it. */
async function reachable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
}

/** Every button of an open dialog within reach of a finger. */
async function dialogButtonsReachable(dialog: Locator) {
  await dialog.waitFor();
  const buttons = await dialog.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) await reachable(button);
}

const tap = async (target: Locator) => {
  await reachable(target);
  await target.tap();
};

describe('a dealer on a touch phone', { timeout: 180_000 }, () => {
  it('signs in, quotes a request and sends it by taps alone', async () => {
    // Signed out, also when retried after a failure that came past the sign-in.
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByLabel('Email').fill('dealer@demo.example');
    await page.getByLabel(/^Password/).fill('demo1234');
    await tap(page.getByRole('button', { name: 'Entra' }));
    await page.waitForURL('**/dashboard');

    // A touch-only screen, as the keyboard hints are hidden for (src/ui/touch.ts).
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    // One row of navigation, at the bottom; no keyboard hints on a touch screen.
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    const navBox = await nav.boundingBox();
    expect(navBox!.y + navBox!.height).toBeCloseTo(844, 0);
    expect(navBox!.height).toBeLessThanOrEqual(64);
    expect(
      await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(64);
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByText('Scorciatoie da tastiera').isVisible()).toBe(false);

    // "Altro" opens the other places with a tap, and closes again.
    await tap(nav.getByRole('button', { name: /^Altro/ }));
    await reachable(nav.getByRole('link', { name: 'Profilo' }));
    await tap(nav.getByRole('button', { name: /^Altro/ }));

    // A request not quoted yet, its Crea preventivo.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .filter({ hasNotText: 'Preventivo inviato!' })
      .first();
    await tap(card.getByRole('heading', { level: 3 }).getByRole('link'));
    await page.waitForURL(/[?&]id=/);
    await tap(page.getByRole('button', { name: 'Crea preventivo' }).first());
    await page.waitForURL('**/dashboard/draft**');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const draft = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Invia preventivo' }) });
    await draft.getByRole('group', { name: 'Opzione 1' }).first().waitFor();
    for (const option of await draft.getByRole('group', { name: 'Opzione 1' }).all()) {
      for (const [label, value] of [
        ['Codice OE', 'OE-TOCCO'],
        ['Marca', 'Bosch'],
        ['Prezzo netto (€)', '45,50'],
      ] as const) {
        const field = option.getByLabel(label);
        await tap(field);
        await field.fill(value);
      }
    }
    expect(await page.getByText('Scorciatoie da tastiera').isVisible()).toBe(false);

    await tap(draft.getByRole('button', { name: 'Invia preventivo' }));
    const review = page.getByRole('dialog', { name: 'Conferma invio' });
    await dialogButtonsReachable(review);
    // "Torna a modificare" closes it, a second tap on Invia opens it again.
    await tap(review.getByRole('button', { name: 'Torna a modificare' }));
    await review.waitFor({ state: 'hidden' });
    await tap(draft.getByRole('button', { name: 'Invia preventivo' }));
    await dialogButtonsReachable(review);
    await tap(review.getByRole('button', { name: 'Conferma e invia' }));

    const sent = page.getByRole('dialog', { name: 'Preventivo inviato!' });
    await dialogButtonsReachable(sent);
    await tap(sent.getByRole('button', { name: 'Vai agli inviati' }));
    await page.waitForURL('**/dashboard/sent**');
    await page.getByRole('heading', { level: 1, name: 'Inviati' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
