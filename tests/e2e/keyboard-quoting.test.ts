import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiOf } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { uniquePlate } from '../support/plates';

let browser: Browser;
let page: Page;
let baseUrl: string;

/** A typed call of the contract's route table against the running server. */
const { call } = apiOf(() => baseUrl);

/**
 * Presses Tab until focus is on the control `target` names (its id is read from the page, nothing is clicked or
 * focused by script): a keyboard user walking to a field.
 */
async function tabTo(target: ReturnType<Page['getByLabel']>, max = 200) {
  const id = await target.getAttribute('id');
  for (let press = 0; press < max; press++) {
    if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  browser = await launchBrowser();
});
// A fresh, logged-out browser context per run: a retry (vite.config.ts) starts from the login page again.
beforeEach(async () => {
  await page?.context().close();
  page = await newPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe('faster quoting with the keyboard only, in Chromium against the real server', () => {
  it('a dealer logs in, finds a new request, opens it, creates and sends its quotation without the mouse', async () => {
    const customer = (
      await call('login', null, {
        body: { email: 'cliente@demo.example', password: 'demo1234', security: 'customer-app' },
      })
    ).token;
    const dealer = await call('login', null, {
      body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' },
    });
    const [manufacturers, parts, provinces] = await Promise.all([
      call('manufacturerList', customer),
      call('partList', customer),
      call('provinceList', customer),
    ]);
    const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
    const leaves = parts.filter(
      (part) => part.part_parent_id !== null && !parts.some((child) => child.part_parent_id === part.id),
    );
    const plate = uniquePlate('KB');
    const request = await call('customerSubmissionNew', customer, {
      body: {
        vehicle: {
          plate,
          manufacturer_id: manufacturers[0].id,
          model: 'Tastiera',
          year_of_production: 2020,
          km_count: 1,
        },
        province_id: province.id,
        notes: 'Richiesta da preventivare con la tastiera',
        rows: [
          { part_id: leaves[2].id, quantity: 1 },
          { part_id: leaves[3].id, quantity: 1 },
        ],
      },
    });

    // Login: Tab to the fields, type, Enter.
    await page.goto('/');
    await tabTo(page.getByLabel('Email'));
    await page.keyboard.type('dealer@demo.example');
    await tabTo(page.getByLabel(/^Password/));
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // / to the search, the plate, Tab out of the field; j selects the first card, Enter opens it, c creates the draft.
    await page.getByRole('link', { name: /In scadenza/ }).waitFor();
    const searchBox = page.getByRole('searchbox', { name: 'Cerca' });
    await page.getByRole('link', { name: new RegExp(plate) }).waitFor();
    await page.keyboard.press('/');
    await expect.poll(() => searchBox.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(plate);
    // The new request is already in the unfiltered list: wait for the search to apply (URL and a single card), or
    // j could focus a card the filtered list then replaces.
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 10_000 }).toBe(plate);
    await expect.poll(() => page.locator('[data-request-id]').count()).toBe(1);
    await page.getByRole('link', { name: new RegExp(plate) }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('j');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-request-id')))
      .toBe(String(request.id));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/dashboard?**id=${request.id}**`);
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).waitFor();
    await page.keyboard.press('c');
    await page.waitForURL('**/dashboard/draft**');

    // The drafts editor: Tab to each field, type; Alt+N adds a second option to the first row and Ctrl+Enter sends.
    const draft = page.getByRole('article', { name: new RegExp(plate) });
    await draft.waitFor();
    for (const [index, part] of [leaves[2].name, leaves[3].name].entries()) {
      const option = draft.getByRole('region', { name: part }).getByRole('group', { name: 'Opzione 1' });
      await tabTo(option.getByLabel('Codice OE'));
      await page.keyboard.type(`OE-KB-${index + 1}`);
      await tabTo(option.getByLabel('Marca'));
      await page.keyboard.type('Bosch');
      await tabTo(option.getByLabel('Prezzo netto (€)'));
      await page.keyboard.type(index === 0 ? '42' : '17.50');
      if (index === 0) {
        await page.keyboard.press('Alt+KeyN');
        const second = draft.getByRole('region', { name: part }).getByRole('group', { name: 'Opzione 2' });
        await second.waitFor();
        // The new option takes the focus once it has rendered (react-hook-form focuses it after the commit): wait for
        // it there, as a user sees the caret move, before Tab, or Tab leaves the first option's field instead.
        // Vitest polls for 1 s by default; a busy 2-core machine once needed more. A failure says where the focus is.
        await expect
          .poll(() => second.evaluate((group) => group.contains(document.activeElement)), { timeout: 5_000 })
          .toBe(true)
          .catch(async (error: Error) => {
            const focus = await page.evaluate(() => {
              const active = document.activeElement;
              return active
                ? `${active.tagName} ${active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.id}`
                : 'none';
            });
            throw new Error(`${error.message}\nthe focus is on: ${focus}`);
          });
        await page.keyboard.press('Tab');
        await page.keyboard.type('OE-KB-1-USATO');
        await tabTo(second.getByLabel('Marca'));
        await page.keyboard.type('Valeo');
        await tabTo(second.getByLabel('Prezzo netto (€)'));
        await page.keyboard.type('30');
      }
    }
    // Ctrl+Enter opens "Conferma invio" with the focus on its confirm button: Enter sends.
    await page.keyboard.press('Control+Enter');
    const review = page.getByRole('dialog', { name: 'Conferma invio' });
    await review.waitFor();
    await expect
      .poll(() =>
        review
          .getByRole('button', { name: 'Conferma e invia' })
          .evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    const sent = page.getByRole('dialog', { name: 'Preventivo inviato!' });
    await sent.waitFor();
    await page.keyboard.press('Enter');
    await sent.waitFor({ state: 'hidden' });

    const { quotations } = await call('customerSubmissionQuotations', customer, { params: { id: request.id } });
    const mine = quotations.find((q) => q.dealer_id === dealer.user.id)!;
    expect(mine.quotation_rows.map((row) => [row.part_code, row.brand]).sort()).toEqual([
      ['OE-KB-1', 'Bosch'],
      ['OE-KB-1-USATO', 'Valeo'],
      ['OE-KB-2', 'Bosch'],
    ]);
  });
});
