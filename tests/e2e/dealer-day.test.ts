import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiOf } from './support/api';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';
import { uniquePlate } from '../support/plates';

let browser: Browser;
let page: Page;
let baseUrl: string;

const { call } = apiOf(() => baseUrl);

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
  const plate = uniquePlate(prefix);
  const request = await call('customerSubmissionNew', customer, {
    body: {
      vehicle: {
        plate,
        manufacturer_id: manufacturers[0].id,
        model: 'Giornata',
        year_of_production: 2021,
        km_count: 1,
      },
      province_id: province.id,
      notes: 'Richiesta della giornata del ricambista',
      rows: [{ part_id: leaves[4].id, quantity: 1 }],
    },
  });
  return { customer, dealer, request, plate, part: leaves[4] };
}

/** The demo dealer quotes a request through the API (45,50 € + 22%, shipping 10 €). */
async function quoteByApi({ dealer, request }: Awaited<ReturnType<typeof newRequest>>) {
  const rows = [
    {
      submission_row_id: request.submission_rows[0].id,
      quantity: 1,
      part_code: 'OE-API',
      brand: 'Bosch',
      condition: 'new',
      net_price: 45.5,
      tax_import: 22,
    },
  ];
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

describe("the dealer's day, in Chromium against the real server", () => {
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
    await review
      .getByText('il prezzo netto (45,50 €) è più alto del prezzo di listino (40,00 €)', { exact: false })
      .waitFor();
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

    const { quotations } = await call('customerSubmissionQuotations', quoting.customer, {
      params: { id: quoting.request.id },
    });
    const mine = quotations.find((q) => q.dealer_id === quoting.dealer.user.id)!;
    expect(mine.quotation_rows.map((row) => row.net_price)).toEqual([45.5]);
  });

  it('an already-quoted request shows "Vedi il tuo preventivo", which opens that quotation, and offers no CREA PREVENTIVO', async () => {
    const quoting = await newRequest('DK');
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
      body: {
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: quotation.quotation_rows.map((row) => row.id),
      },
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
    const scroll = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: document.documentElement.clientWidth,
    }));
    expect(scroll.scroll).toBeLessThanOrEqual(scroll.width);
    for (const locator of [total, detail.getByRole('list', { name: 'Stato del preventivo' }).getByText('Da Spedire')]) {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

/** How far the page scrolls sideways (0 when it fits the viewport). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element's top edge is inside the viewport. */
async function topInView(page: Page, locator: ReturnType<Page['locator']>): Promise<{ y: number; inView: boolean }> {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  return { y: Math.round(box.y), inView: box.y >= 0 && box.y < height };
}

describe("the dealer's day, second pass: detail in view, Rifiutate, accepted notice, phone, statistics", () => {
  it('at 1440×900 the request and quotation detail stay in view beside a long list; Elenco compatto is remembered', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    const list = page.getByRole('region', { name: 'Richieste', exact: true });
    await list.locator('a[data-request-id]').first().waitFor();
    const last = list.locator('a[data-request-id]').last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await last.click();
    const id = await last.getAttribute('data-request-id');
    await page.waitForURL(`**id=${id}**`);
    const heading = page.locator(`#submission-detail-${id}`);
    await heading.waitFor();
    const request = await topInView(page, heading);
    console.log(`[dealer-day] last card clicked at scrollY ${scrolled}px: request detail heading at y=${request.y}px`);
    expect(scrolled).toBeGreaterThan(0);
    expect(request.inView).toBe(true);

    // Elenco compatto: the same page of cards is shorter, and stays so after a reload.
    const tall = (await list.boundingBox())!.height;
    await page.getByRole('switch', { name: 'Elenco compatto' }).check();
    await expect.poll(async () => (await list.boundingBox())!.height).toBeLessThan(tall * 0.8);
    const compact = (await list.boundingBox())!.height;
    console.log(`[dealer-day] request list ${Math.round(tall)}px → ${Math.round(compact)}px compact`);
    await page.reload();
    await list.locator('a[data-request-id]').first().waitFor();
    expect(await page.getByRole('switch', { name: 'Elenco compatto' }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Elenco compatto' }).uncheck();

    await page.goto('/dashboard/sent');
    const quotations = page.getByRole('region', { name: 'Preventivi' }).getByRole('button');
    await quotations.first().waitFor();
    const lastQuotation = quotations.last();
    await lastQuotation.scrollIntoViewIfNeeded();
    const code = (await lastQuotation.textContent())!.match(/Preventivo (RH-\d{4}-\d+)/)![1];
    await lastQuotation.click();
    const article = page.getByRole('article', { name: `Preventivo ${code}` });
    await article.waitFor();
    const quotation = await topInView(page, article);
    console.log(`[dealer-day] last quotation clicked: quotation detail at y=${quotation.y}px`);
    expect(quotation.inView).toBe(true);
  });

  it('a declined request is listed in Rifiutate and Ripristina brings it back to its list', async () => {
    const quoting = await newRequest('DR');
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard?id=${quoting.request.id}`);
    await page.getByRole('button', { name: 'Non posso offrire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Non posso offrire' });
    await dialog.getByRole('radio', { name: 'Fuori zona' }).check();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Richieste rifiutate: ripristinane una' }).first().click();
    await page.waitForURL('**/dashboard/declined');
    const item = page.getByRole('article', { name: new RegExp(quoting.plate) });
    await item.getByText('Motivo: Fuori zona').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await item.getByRole('button', { name: 'Ripristina' }).click();
    await page.getByText(/ripristinata: è di nuovo in In scadenza/).waitFor();
    await item.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Apri la richiesta' }).click();
    await page.waitForURL(`**/dashboard?id=${quoting.request.id}`);
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).waitFor();
  });

  it('a quotation accepted while Inviati is open leaves it with a notice that links to Accettati', async () => {
    const quoting = await newRequest('DA');
    const quotation = await quoteByApi(quoting);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/sent?search=${quotation.quotation_code}`);
    await page.getByRole('button', { name: new RegExp(`Preventivo ${quotation.quotation_code}`) }).waitFor();
    // The customer accepts: the app socket's quotation:updated refetches Inviati, which no longer holds it.
    await call('customerQuotationAccept', quoting.customer, {
      params: { id: quotation.id },
      body: {
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: quotation.quotation_rows.map((row) => row.id),
      },
    });
    const link = page.getByRole('link', { name: `Apri ${quotation.quotation_code} in Accettati` });
    await link.waitFor({ timeout: 15_000 });
    await page.getByText('Preventivo accettato: ora è in Accettati.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(`**/dashboard/fulfilled?id=${quotation.id}`);
    await page.getByRole('article', { name: `Preventivo ${quotation.quotation_code}` }).waitFor();
  });

  it('on a 390×844 phone no daily screen scrolls sideways; the wallet shows cards, the chat opens full screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    const screens: [string, () => Promise<unknown>][] = [
      ['/dashboard', () => page.locator('a[data-request-id]').first().waitFor()],
      ['/dashboard/expired', () => page.getByRole('heading', { level: 1, name: 'Scaduti' }).waitFor()],
      ['/dashboard/draft', () => page.getByRole('heading', { level: 1, name: 'Bozze' }).waitFor()],
      ['/dashboard/sent', () => page.getByRole('region', { name: 'Preventivi' }).waitFor()],
      ['/dashboard/fulfilled', () => page.getByRole('region', { name: 'Preventivi' }).waitFor()],
      ['/dashboard/archived', () => page.getByRole('heading', { level: 1, name: 'Archivio' }).waitFor()],
      ['/dashboard/declined', () => page.getByRole('heading', { level: 1, name: 'Richieste rifiutate' }).waitFor()],
      ['/messages', () => page.getByRole('navigation', { name: 'Conversazioni' }).waitFor()],
      ['/notifications', () => page.getByRole('heading', { level: 1, name: 'Notifiche' }).waitFor()],
      ['/wallet', () => page.getByRole('heading', { level: 1, name: 'Portafoglio' }).waitFor()],
      ['/profile', () => page.getByRole('heading', { level: 1, name: 'Profilo' }).waitFor()],
      [
        '/analytics',
        () =>
          page
            .getByRole('heading', { name: 'Grafici' })
            .or(page.getByRole('heading', { level: 1, name: 'Statistiche' }))
            .first()
            .waitFor(),
      ],
    ];
    const widths: string[] = [];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysScroll(page);
      widths.push(`${path} ${overflow}`);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    console.log(`[dealer-day] 390 px sideways scroll per screen: ${widths.join(', ')}`);

    // Wallet: the accepted quotations as cards, each total and status inside the 390 px.
    await page.goto('/wallet');
    const cards = page.locator('ul[aria-labelledby="wallet-accepted"] > li');
    await cards.first().waitFor();
    expect(await page.locator('table[aria-labelledby="wallet-accepted"]').count()).toBe(0);
    const first = cards.first();
    for (const text of [first.getByText(/€/).first(), first.locator('.MuiChip-root').first()]) {
      const box = (await text.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Messages: the chat of a conversation takes the whole screen; back returns to the list.
    await page.goto('/messages');
    await page.getByRole('navigation', { name: 'Conversazioni' }).getByRole('link').first().click();
    const chat = page.getByRole('dialog');
    await chat.getByRole('log', { name: 'Messaggi della chat' }).waitFor();
    const box = (await chat.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.height).toBeGreaterThanOrEqual(843);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await chat.getByRole('button', { name: 'Torna alle conversazioni' }).click();
    await chat.waitFor({ state: 'hidden' });
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`statistics at ${width}×${height}: the date fields show the whole date, the chart axis labels do not overlap`, async () => {
      await page.setViewportSize({ width, height });
      await logIn(page, 'dealer@demo.example');
      await page.waitForURL('**/dashboard');
      await page.goto('/analytics?from=2026-06-01');
      await page.getByRole('heading', { level: 1, name: 'Statistiche' }).waitFor();
      await page.locator('.MuiChartsAxis-tickLabel').first().waitFor({ timeout: 20_000 });
      for (const name of ['Dal', 'Al']) {
        const field = page
          .getByRole('group', { name, exact: true })
          .or(page.getByRole('textbox', { name, exact: true }))
          .first();
        const fits = await field.evaluate((el) => {
          const box = (el.querySelector('.MuiPickersInputBase-sectionsContainer') ??
            el.closest('.MuiPickersInputBase-sectionsContainer') ??
            el) as HTMLElement;
          return { scroll: box.scrollWidth, client: box.clientWidth, text: box.textContent };
        });
        console.log(
          `[dealer-day] statistics at ${width}px: "${name}" shows "${fits.text}" in ${fits.client}px (needs ${fits.scroll}px)`,
        );
        expect(fits.scroll, `${name}: ${fits.text}`).toBeLessThanOrEqual(fits.client + 1);
      }
      // Per axis: every drawn label inside the page, none overlapping its neighbour.
      const axes = await page.locator('.MuiChartsAxis-root').evaluateAll((roots) =>
        roots.map((root) => {
          const labels = [...root.querySelectorAll('.MuiChartsAxis-tickLabel')]
            .map((label) => label.getBoundingClientRect())
            .filter((rect) => rect.width > 0);
          return labels.map((rect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }));
        }),
      );
      let labels = 0;
      for (const rects of axes) {
        labels += rects.length;
        for (let i = 1; i < rects.length; i += 1) {
          const [a, b] = [rects[i - 1], rects[i]];
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
          expect(overlap, JSON.stringify([a, b])).toBe(false);
        }
        for (const rect of rects) {
          expect(rect.left).toBeGreaterThanOrEqual(0);
          expect(rect.right).toBeLessThanOrEqual(width);
        }
      }
      console.log(
        `[dealer-day] statistics at ${width}px: ${axes.length} axes, ${labels} tick labels drawn, none overlapping`,
      );
      expect(labels).toBeGreaterThan(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
