import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { getRoute } from './support/sweepRoutes';

/*
 * Where a page opens, in the three apps: a new page at its top, Back where it was left (src/platform/
 * ScrollRestoration.tsx), with the draft's CREA PREVENTIVO and "Vai agli inviati" seen on a desk and a phone. A server
 * of its own: a quotation is sent.
 */
const SIZES = [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pageAt(size: (typeof SIZES)[number]): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: size.width, height: size.height },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Back, then the position once the page has settled (its list drawn again). */
async function backAndSettle(page: Page) {
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.scrollHeight > innerHeight * 1.5);
  // The restore follows the page while it settles; reading it the moment the list is back would race it.
  await expect.poll(() => scrollTop(page), { timeout: 5_000 }).toBeGreaterThan(0);
  return scrollTop(page);
}

/** The request cards of the list the dealer has not quoted yet (their CREA PREVENTIVO is there). */
const unquoted = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .filter({ hasNotText: 'Preventivo inviato!' });

/** The element's top edge inside the viewport, not under anything. */
const topInView = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.top < innerHeight;
  }, selector);

describe.each(SIZES)('the dealer portal at $width×$height ($name)', (size) => {
  it('CREA PREVENTIVO opens the draft at its top, and Back returns to the request where it was left', async () => {
    const page = await pageAt(size);
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    const card = unquoted(page).nth(4).getByRole('heading', { level: 3 }).getByRole('link');
    await card.waitFor();
    await card.click();
    await page.waitForURL(/[?&]id=/);
    const create = page.getByRole('button', { name: 'CREA PREVENTIVO' }).first();
    await create.scrollIntoViewIfNeeded();
    const left = await scrollTop(page);
    expect(left).toBeGreaterThan(200);

    await create.click();
    await page.waitForURL('**/dashboard/draft**');
    await page.getByRole('heading', { level: 1, name: 'Bozze' }).waitFor();
    expect(await scrollTop(page)).toBe(0);
    expect(await topInView(page, 'header')).toBe(true);

    expect(Math.abs((await backAndSettle(page)) - left)).toBeLessThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('"Vai agli inviati" opens the sent quotations with the header in view', async () => {
    const page = await pageAt(size);
    await logIn(page, size.name === 'desk' ? 'dealer@demo.example' : 'dealer2@demo.example');
    await page.waitForURL('**/dashboard');
    await unquoted(page).first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).first().click();
    await page.waitForURL('**/dashboard/draft**');
    const draft = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'INVIA PREVENTIVO' }) });
    const options = draft.getByRole('group', { name: 'Opzione 1' });
    await options.first().waitFor();
    for (const option of await options.all()) {
      await option.getByLabel('Codice OE').fill('OE-SCROLL');
      await option.getByLabel('Marca').fill('Bosch');
      await option.getByLabel('Prezzo netto (€)').fill('45,50');
    }
    await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();
    await page
      .getByRole('dialog', { name: 'Conferma invio' })
      .getByRole('button', { name: 'Conferma e invia' })
      .click();
    await page
      .getByRole('dialog', { name: 'Preventivo inviato!' })
      .getByRole('button', { name: 'Vai agli inviati' })
      .click();
    await page.waitForURL('**/dashboard/sent**');
    await page.getByRole('heading', { level: 1, name: 'Inviati' }).waitFor();
    expect(await scrollTop(page)).toBe(0);
    expect(await topInView(page, 'header')).toBe(true);
  });
});

/** A request of cliente@demo.example with offers from several dealers (the page is long on a phone). */
async function requestWithOffers(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ricambihub.customer.auth') ?? '{}').token as string,
  );
  const requests = await getRoute<{ data: { id: number }[] }>(server.url, token, 'customerSubmissions');
  for (const request of requests.data) {
    const offers = await getRoute<{ dealers: unknown[] }>(server.url, token, 'customerSubmissionOffers', {
      id: request.id,
    });
    if (offers.dealers.length > 1) return request.id;
  }
  throw new Error('no request of cliente@demo.example with offers of several dealers');
}

describe('the customer app and the console on a phone', () => {
  it('a quotation opens at its top and Back returns to the offers where they were left', async () => {
    const page = await pageAt(SIZES[1]);
    await page.goto('/cliente/accedi');
    await page.getByLabel(/^Email/).fill('cliente@demo.example');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.getByRole('heading', { name: 'Le mie richieste' }).waitFor();
    await page.goto(`/cliente/richieste/${await requestWithOffers(page)}`);
    const open = page.getByRole('link', { name: /^(Segui l’ordine|Scrivi al ricambista)$/ }).last();
    await open.scrollIntoViewIfNeeded();
    const left = await scrollTop(page);
    expect(left).toBeGreaterThan(200);

    await open.click();
    await page.waitForURL(/\/cliente\/preventivi\/\d+/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await scrollTop(page)).toBe(0);
    expect(Math.abs((await backAndSettle(page)) - left)).toBeLessThanOrEqual(2);
  });

  it('a console record opens at its top and Back returns to the list where it was left', async () => {
    const page = await pageAt(SIZES[1]);
    await page.goto('/admin/login');
    await page.getByLabel(/^Email/).fill('operatore@demo.example');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor();
    await page.goto('/admin/submissions?perPage=25');
    // react-admin's rows open their record when clicked.
    const last = page.getByRole('row').last().getByRole('cell').first();
    await last.waitFor();
    await last.scrollIntoViewIfNeeded();
    const left = await scrollTop(page);
    expect(left).toBeGreaterThan(200);

    await last.click();
    await page.waitForURL(/\/admin\/submissions\/\d+\/show/);
    await page
      .getByText(/^Richiesta #\d+/)
      .first()
      .waitFor();
    expect(await scrollTop(page)).toBe(0);
    expect(Math.abs((await backAndSettle(page)) - left)).toBeLessThanOrEqual(2);
  });
});
