import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiOf } from './support/api';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';
import { uniquePlate } from '../support/plates';

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

describe('quotation workflow in Chromium, against the real server', () => {
  it('dealer quotes a new request; the customer accepts online and pays; the dealer confirms shipping', async () => {
    // The customer publishes a request with two parts, in a province the demo dealer serves.
    const customer = (await login('cliente@demo.example', 'customer-app')).token;
    const dealer = await login('dealer@demo.example', 'dealer-portal');
    const [manufacturers, parts, provinces] = await Promise.all([
      call('manufacturerList', customer),
      call('partList', customer),
      call('provinceList', customer),
    ]);
    const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
    const leaves = parts.filter(
      (part) => part.part_parent_id !== null && !parts.some((child) => child.part_parent_id === part.id),
    );
    const plate = uniquePlate('EE');
    const request = await call('customerSubmissionNew', customer, {
      body: {
        vehicle: { plate, manufacturer_id: manufacturers[0].id, model: 'Prova', year_of_production: 2019, km_count: 2 },
        province_id: province.id,
        notes: 'Richiesta di prova end-to-end',
        rows: [
          { part_id: leaves[0].id, quantity: 1 },
          { part_id: leaves[1].id, quantity: 2 },
        ],
      },
    });

    // The dealer opens it and creates the quotation.
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard?search=${plate}`);
    await page.getByRole('link', { name: new RegExp(plate) }).click();
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
    await page.waitForURL('**/dashboard/draft**');

    const draft = page.getByRole('article', { name: new RegExp(plate) });
    for (const [index, part] of [leaves[0].name, leaves[1].name].entries()) {
      const option = draft.getByRole('region', { name: part }).getByRole('group', { name: 'Opzione 1' });
      await option.getByLabel('Codice OE').fill(`OE-E2E-${index + 1}`);
      await option.getByLabel('Marca').fill('Bosch');
      await option.getByLabel('Prezzo netto (€)').fill(index === 0 ? '80' : '15.50');
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();
    await page
      .getByRole('dialog', { name: 'Conferma invio' })
      .getByRole('button', { name: 'Conferma e invia' })
      .click();
    await page.getByRole('dialog', { name: 'Preventivo inviato!' }).waitFor();
    await expect(draft.count()).resolves.toBe(0);

    // The customer accepts it with online payment, then pays.
    const { quotations } = await call('customerSubmissionQuotations', customer, { params: { id: request.id } });
    const quotation = quotations.find((q) => q.dealer_id === dealer.user.id)!;
    expect(quotation.quotation_rows).toHaveLength(2);
    await call('customerQuotationAccept', customer, {
      params: { id: quotation.id },
      body: {
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: quotation.quotation_rows.map((row) => row.id),
      },
    });
    await call('customerQuotationPay', customer, { params: { id: quotation.id } });

    // The dealer sees it to ship, confirms shipping with a tracking code and sees it shipped.
    await page.goto(`/dashboard/fulfilled?search=${plate}`);
    const item = page.getByRole('button', { name: new RegExp(`Preventivo ${quotation.quotation_code}`) });
    await item.click();
    const detail = page.getByRole('article', { name: `Preventivo ${quotation.quotation_code}` });
    await detail.getByRole('list', { name: 'Stato del preventivo' }).getByText('Da Spedire').waitFor();
    await detail.getByRole('region', { name: 'Dati del cliente' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'CONFERMA SPEDIZIONE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conferma spedizione' });
    await dialog.getByLabel('Codice di tracciamento').fill('BRT-E2E-0001');
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await dialog.getByText('Spedizione confermata: i dati di tracciamento sono stati inseriti.').waitFor();
    await dialog.getByRole('button', { name: 'Chiudi' }).click();

    await detail.getByRole('list', { name: 'Stato del preventivo' }).getByText('Spedito').waitFor();
    await detail.getByText('Codice di tracciamento: BRT-E2E-0001').waitFor();
    await expect(detail.getByRole('button', { name: 'CONFERMA SPEDIZIONE' }).count()).resolves.toBe(0);
  });
});
