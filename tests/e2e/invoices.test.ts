import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiOf } from './support/api';
import { launchBrowser, logIn, newPage } from './support/browser';
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

/** A request the demo dealer quotes (22% and 10%), the customer accepts online and pays, the dealer ships: all through the API. */
async function shippedQuotation(plate: string) {
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
  const request = await call('customerSubmissionNew', customer, {
    body: {
      vehicle: { plate, manufacturer_id: manufacturers[0].id, model: 'Fattura', year_of_production: 2020, km_count: 2 },
      province_id: province.id,
      rows: [
        { part_id: leaves[0].id, quantity: 1 },
        { part_id: leaves[1].id, quantity: 2 },
      ],
    },
  });
  const option = (rowId: number, netPrice: number, vat: number) => ({
    submission_row_id: rowId,
    quantity: 1,
    part_code: `OE-${rowId}`,
    brand: 'Bosch',
    condition: 'new' as const,
    net_price: netPrice,
    tax_import: vat,
  });
  await call('quotationNew', dealer.token, {
    body: {
      submission_id: request.id,
      vehicle_id: request.vehicle_id,
      author_id: request.author_id,
      dealer_id: dealer.user.id,
      shipping_cost_flat: 9.9,
      quotation_rows: JSON.stringify([
        option(request.submission_rows[0].id, 80, 22),
        option(request.submission_rows[1].id, 15.5, 10),
      ]),
    },
  });
  const { quotations } = await call('customerSubmissionQuotations', customer, { params: { id: request.id } });
  const quotation = quotations.find((q) => q.dealer_id === dealer.user.id)!;
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
  const shipped = await call('quotationTracking', dealer.token, {
    params: { id: quotation.id },
    body: { tracking_code: 'BRT-FATTURA-1' },
  });
  return { quotation: shipped, vat: dealer.user.vat_number };
}

describe('electronic invoice in Chromium, against the real server', () => {
  it('the dealer downloads the FatturaPA XML of a shipped quotation from its detail', async () => {
    const plate = uniquePlate('FT');
    const { quotation, vat } = await shippedQuotation(plate);
    expect(quotation.status).toBe('complete');

    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/fulfilled?search=${plate}`);
    await page.getByRole('button', { name: new RegExp(`Preventivo ${quotation.quotation_code}`) }).click();
    const detail = page.getByRole('article', { name: `Preventivo ${quotation.quotation_code}` });
    await detail.getByRole('list', { name: 'Stato del preventivo' }).getByText('Spedito').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Fattura elettronica' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^IT${vat}_[0-9A-Z]{5}\\.xml$`));
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
    expect(xml).toContain(`<ImportoTotaleDocumento>${quotation.total_price.toFixed(2)}</ImportoTotaleDocumento>`);
    expect(xml).toContain('<ModalitaPagamento>MP08</ModalitaPagamento>');
    await detail
      .getByTestId('invoice-number')
      .getByText(/^Fattura n\. \d{4}\/\d+ del \d{2}\/\d{2}\/\d{4}$/)
      .waitFor();
  });
});
