import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiOf } from './support/api';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';
import { uniquePlate } from '../support/plates';

/*
 * Dealer intelligence end to end: two dealers quote one request, the customer takes the cheaper one;
 * the other dealer reads "Posizione 2 di 2" in Archivio, finds that price again under the part of a new request
 * ("I tuoi ultimi prezzi", Riusa) and opens its statistics.
 */
let browser: Browser;
let page: Page;
let baseUrl: string;

/** A typed call of the contract's route table against the running server. */
const { call, login } = apiOf(() => baseUrl);

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe('dealer intelligence in Chromium, against the real server', () => {
  it('the dealer not chosen sees its rank in Archivio, reuses its price on the next request, reads its statistics', async () => {
    const customer = (await login('cliente@demo.example', 'customer-app')).token;
    const [dealer, rival] = await Promise.all([
      login('dealer@demo.example', 'dealer-portal'),
      login('dealer2@demo.example', 'dealer-portal'),
    ]);
    const [manufacturers, parts, provinces] = await Promise.all([
      call('manufacturerList', customer),
      call('partList', customer),
      call('provinceList', customer),
    ]);
    const province = provinces.find(
      (p) => !dealer.user.user_provinces.includes(p.id) && !rival.user.user_provinces.includes(p.id),
    )!;
    const part = parts.find((p) => p.part_parent_id !== null && !parts.some((child) => child.part_parent_id === p.id))!;
    const model = `Intelligence ${Date.now().toString().slice(-6)}`;
    const publish = (plate: string) =>
      call('customerSubmissionNew', customer, {
        body: {
          vehicle: { plate, manufacturer_id: manufacturers[0].id, model, year_of_production: 2018, km_count: 3 },
          province_id: province.id,
          notes: 'Richiesta di prova: statistiche',
          rows: [{ part_id: part.id, quantity: 1 }],
        },
      });
    const [firstPlate, nextPlate] = [uniquePlate('NT'), uniquePlate('NV')];
    const request = await publish(firstPlate);

    // Both dealers answer: dealer@demo at 100 € net, dealer2@demo at 80 € net; the customer takes the cheaper one.
    const quote = (who: typeof dealer, brand: string, netPrice: number) =>
      call('quotationNew', who.token, {
        body: {
          submission_id: request.id,
          vehicle_id: request.vehicle_id,
          author_id: request.author_id,
          dealer_id: who.user.id,
          shipping_cost_flat: 10,
          quotation_rows: JSON.stringify([
            {
              submission_row_id: request.submission_rows[0].id,
              quantity: 1,
              part_code: 'OE-INT-1',
              brand,
              condition: 'new',
              net_price: netPrice,
              tax_import: 22,
            },
          ]),
        },
      });
    const mine = await quote(dealer, 'Bosch', 100);
    const theirs = await quote(rival, 'Valeo', 80);
    await call('customerQuotationAccept', customer, {
      params: { id: theirs.id },
      body: {
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: theirs.quotation_rows.map((row) => row.id),
      },
    });

    // Archivio: the rank in the list and in the detail; with two quotations no gap at all.
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/archived?search=${firstPlate}`);
    const item = page.getByRole('button', { name: new RegExp(`Preventivo ${mine.quotation_code}`) });
    await item.getByText('Non scelto · Posizione 2 di 2').waitFor();
    await item.click();
    const detail = page.getByRole('article', { name: `Preventivo ${mine.quotation_code}` });
    await detail.getByText(/^Non scelto · Posizione 2 di 2$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A new request for the same part and vehicle: the price memory offers the 100 € price, and Riusa fills it in.
    const next = await publish(nextPlate);
    await page.goto(`/dashboard?search=${nextPlate}`);
    await page.getByRole('link', { name: new RegExp(nextPlate) }).click();
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
    await page.waitForURL('**/dashboard/draft**');
    const draft = page.getByRole('article', { name: new RegExp(nextPlate) });
    const row = draft.getByRole('region', { name: part.name });
    const memory = row.getByRole('table', { name: `I tuoi ultimi prezzi: ${part.name}` });
    const past = memory.getByRole('row').filter({ hasText: 'Bosch' }).first();
    await past.getByText('Non scelto').waitFor();
    await past.getByText('stesso veicolo').waitFor();
    await past.getByRole('button', { name: /^Riusa/ }).press('Enter');
    const option = row.getByRole('group', { name: 'Opzione 1' });
    await expect(option.getByLabel('Marca').inputValue()).resolves.toBe('Bosch');
    await expect(option.getByLabel('Prezzo netto (€)').inputValue()).resolves.toBe('100,00');
    await expect(option.getByLabel('Codice OE').evaluate((input) => input === document.activeElement)).resolves.toBe(
      true,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(next.id).toBeGreaterThan(request.id);

    // Statistiche, from the header's navigation.
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Statistiche' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Statistiche' }).waitFor();
    await page.getByRole('heading', { name: 'In sintesi' }).waitFor();
    await page.getByRole('region', { name: 'Preventivi e vinti per settimana' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
