import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type RouteName } from '../../contract';
import { callRoute, type RouteInput } from './support/api';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';

let browser: Browser;
let page: Page;
let baseUrl: string;

const call = <N extends RouteName>(name: N, token: string | null, input: RouteInput<N> = {}) => callRoute(baseUrl, name, token, input);

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  browser = await launchBrowser();
});
beforeEach(async () => {
  await page?.context().close();
  page = await newPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

/** A new one-row request from the demo customer, in a province the demo dealer does not serve (nobody else quotes it). */
async function newRequest(prefix: string) {
  const customer = (await call('login', null, { body: { email: 'cliente@demo.example', password: 'demo1234', security: 'customer-app' } })).token;
  const dealer = await call('login', null, { body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' } });
  const [manufacturers, parts, provinces] = await Promise.all([call('manufacturerList', customer), call('partList', customer), call('provinceList', customer)]);
  const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
  const leaves = parts.filter((part) => part.part_parent_id !== null && !parts.some((child) => child.part_parent_id === part.id));
  const plate = `${prefix}${Date.now().toString().slice(-6)}`;
  const request = await call('customerSubmissionNew', customer, {
    body: {
      vehicle: { plate, manufacturer_id: manufacturers[0].id, model: 'Giornata', year_of_production: 2021, km_count: 1 },
      province_id: province.id,
      notes: 'Richiesta della giornata del ricambista',
      rows: [{ part_id: leaves[4].id, quantity: 1 }],
    },
  });
  return { customer, dealer, request, plate, part: leaves[4] };
}

/** The demo dealer quotes a request through the API (45,50 € + 22%, shipping 10 €). */
async function quoteByApi({ dealer, request }: Awaited<ReturnType<typeof newRequest>>) {
  const rows = [{ submission_row_id: request.submission_rows[0].id, quantity: 1, part_code: 'OE-API', brand: 'Bosch', condition: 'new', net_price: 45.5, tax_import: 22 }];
  return call('quotationNew', dealer.token, {
    body: {
      submission_id: request.id,
      vehicle_id: request.vehicle_id,
      author_id: request.author_id,
      dealer_id: dealer.user.id,
      shipping_cost_flat: 10,
      shipping_cost_partial: null,
      quotation_rows: JSON.stringify(rows),
    },
  });
}

describe("the dealer's day (issue 27), in Chromium against the real server", () => {
  it('45,50 typed in Prezzo netto goes out as 45.5, after "Conferma invio", which warns for a net price above the list price', async () => {
    const quoting = await newRequest('DD');
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard?search=${quoting.plate}`);
    await page.getByRole('link', { name: new RegExp(quoting.plate) }).click();
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
    await page.waitForURL('**/dashboard/draft**');

    const draft = page.getByRole('article', { name: new RegExp(quoting.plate) });
    const option = draft.getByRole('region', { name: quoting.part.name }).getByRole('group', { name: 'Opzione 1' });
    await option.getByLabel('Codice OE').fill('OE-DAY');
    await option.getByLabel('Marca').fill('Bosch');
    await option.getByLabel('Prezzo di listino (€)').fill('40');
    const net = option.getByLabel('Prezzo netto (€)');
    await net.fill('45,50');
    await net.press('Tab');
    await expect.poll(() => net.inputValue()).toBe('45,50');

    await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();
    const review = page.getByRole('dialog', { name: 'Conferma invio' });
    await review.getByText('il prezzo netto (45,50 €) è più alto del prezzo di listino (40,00 €)', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await review.getByRole('button', { name: 'Torna a modificare' }).click();
    await review.waitFor({ state: 'hidden' });

    await option.getByLabel('Prezzo di listino (€)').fill('50');
    await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();
    await review.waitFor();
    expect(await review.getByRole('alert').count()).toBe(0);
    await review.getByText('45,50 € + IVA 22%').waitFor();
    await review.getByRole('button', { name: 'Conferma e invia' }).click();
    await page.getByRole('dialog', { name: 'Preventivo inviato!' }).waitFor();

    const { quotations } = await call('customerSubmissionQuotations', quoting.customer, { params: { id: quoting.request.id } });
    const mine = quotations.find((q) => q.dealer_id === quoting.dealer.user.id)!;
    expect(mine.quotation_rows.map((row) => row.net_price)).toEqual([45.5]);
  });

  it('an already-quoted request shows "Vedi il tuo preventivo", which opens that quotation, and offers no CREA PREVENTIVO', async () => {
    const quoting = await newRequest('DQ');
    const quotation = await quoteByApi(quoting);
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard?id=${quoting.request.id}`);
    const link = page.getByRole('link', { name: 'Vedi il tuo preventivo' });
    await link.waitFor();
    expect(await page.getByRole('button', { name: 'CREA PREVENTIVO' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(`**/dashboard/sent?**id=${quotation.id}**`);
    await page.getByRole('article', { name: `Preventivo ${quotation.quotation_code}` }).waitFor();
  });

  it('on a 390×844 phone the quotation detail has no sideways page scroll and shows prices, the total and the status', async () => {
    const quoting = await newRequest('DP');
    const quotation = await quoteByApi(quoting);
    // Accepted and paid: the detail then shows its status ("Da Spedire") beside the prices.
    await call('customerQuotationAccept', quoting.customer, {
      params: { id: quotation.id },
      body: { payment_type: 'online', payment_method_id: 4, shipping_fee_chosen: 'flat', accepted_rows: quotation.quotation_rows.map((row) => row.id) },
    });
    await call('customerQuotationPay', quoting.customer, { params: { id: quotation.id } });
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/fulfilled?id=${quotation.id}`);
    const detail = page.getByRole('article', { name: `Preventivo ${quotation.quotation_code}` });
    await detail.waitFor();
    const rows = detail.getByRole('list', { name: 'Ricambi del preventivo' });
    await rows.getByText('45,50 €').first().waitFor();
    // 45,50 + 22% = 55,51; shipping 10 + 22% = 12,20 → 67,71 €.
    const total = detail.getByText('67,71 €').first();
    await total.waitFor();
    const scroll = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
    expect(scroll.scroll).toBeLessThanOrEqual(scroll.width);
    for (const locator of [total, detail.getByRole('list', { name: 'Stato del preventivo' }).getByText('Da Spedire')]) {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
