import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { SUBMISSIONS_PER_PAGE } from '../../contract';
import { launchBrowser, logIn, newPage } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await newPage(browser, inject('baseUrl'));
  await logIn(page, 'dealer@demo.example');
  await page.waitForURL('**/dashboard');
});

const cards = (p: Page) =>
  p
    .getByRole('region', { name: 'Richieste' })
    .getByRole('listitem')
    .filter({ has: p.getByRole('heading', { level: 3 }) });
const loading = (p: Page) => p.getByRole('progressbar', { name: 'Aggiornamento dei risultati in corso…' });

/** The "Manufacturer Model" line of each card on screen. */
async function vehicleLines(p: Page): Promise<string[]> {
  return cards(p).evaluateAll((items) => items.map((item) => item.querySelector('h3 a span')?.textContent ?? ''));
}

describe('submissions in Chromium', () => {
  it('filtering by a brand leaves only that brand', async () => {
    await cards(page).first().waitFor();
    const [firstVehicle] = await vehicleLines(page);
    await page.getByRole('combobox', { name: 'Marca' }).click();
    const brands = await page.getByRole('option').allTextContents();
    // The brand of the first card ('Alfa Romeo Giulia' → 'Alfa Romeo').
    const brand = brands.filter((name) => firstVehicle.startsWith(`${name} `)).sort((a, b) => b.length - a.length)[0];
    expect(brand).toBeTruthy();
    const filtered = page.waitForResponse((answer) =>
      /\/api\/submission\/list\/pending\?.*brand=\d+/.test(answer.url()),
    );
    await page.getByRole('option', { name: brand, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/[?&]brand=\d+/);
    const { total } = (await (await filtered).json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    // The cards follow the answer: every one of them is of that brand.
    await expect
      .poll(async () => (await vehicleLines(page)).every((line) => line.startsWith(`${brand} `)), { timeout: 10_000 })
      .toBe(true);
    await loading(page).waitFor({ state: 'detached' });
    const lines = await vehicleLines(page);
    expect(lines.length).toBe(Math.min(total, SUBMISSIONS_PER_PAGE));
    // Reload keeps the filter.
    await page.reload();
    await page.getByRole('button', { name: brand, exact: true }).waitFor();
    // The filter chip shows before the cards (they render from a deferred copy of the page): wait for them.
    await expect.poll(() => vehicleLines(page), { timeout: 10_000 }).toEqual(lines);
  });

  it('opening a request shows its rows, and its PDF downloads', async () => {
    const first = cards(page).first();
    await first.waitFor();
    const plate = (
      await first
        .getByRole('heading', { level: 3 })
        .locator('a')
        .evaluate((link) => link.firstChild?.textContent ?? '')
    ).trim();
    await first.getByRole('link').click();
    await page.waitForURL(/[?&]id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    const detail = page.getByRole('region', { name: 'Dettaglio della richiesta' });
    await detail.getByRole('heading', { name: 'Ricambi richiesti' }).waitFor();
    expect(await detail.textContent()).toContain(plate);
    const rows = detail.getByRole('checkbox', { name: /^Seleziona / });
    expect(await rows.count()).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Esporta PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`richiesta-${id}.pdf`);
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
