import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiOf } from './support/api';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';
import { uniquePlate } from '../support/plates';

/*
 * The dealer's stock end to end: the demo dealer uploads a semicolon CSV at /magazzino (Italian decimals),
 * sees the preview and imports; a request arrives for a part in stock; in its draft "Dal tuo magazzino" offers the
 * item and one click fills the option; "Conferma invio" warns that the quantity exceeds the stock; the quotation sent
 * carries the item's code, brand and price. At 1440×900, and /magazzino at 390×844 without horizontal scrolling.
 */
let browser: Browser;
let page: Page;
let baseUrl: string;

const { call, login } = apiOf(() => baseUrl);
beforeAll(async () => {
  baseUrl = inject('baseUrl');
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => {
  await browser?.close();
});

const horizontalOverflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** What sticks out on the right, to name the culprit when the page scrolls sideways. */
const wideElements = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ${Math.round(element.getBoundingClientRect().right)}`,
      ),
  );

describe('the dealer’s stock in Chromium, against the real server', () => {
  it('uploads a CSV, imports it, adds the stock item to a draft in one click, is warned about the quantity, sends', async () => {
    const customer = (await login('cliente@demo.example', 'customer-app')).token;
    const dealer = await login('dealer@demo.example', 'dealer-portal');
    const [manufacturers, parts, provinces] = await Promise.all([
      call('manufacturerList', customer),
      call('partList', customer),
      call('provinceList', customer),
    ]);
    const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
    const part = parts.find((p) => p.part_parent_id !== null && !parts.some((child) => child.part_parent_id === p.id))!;
    const stamp = Date.now().toString().slice(-5);
    const code = `STK-${stamp}`;

    // Magazzino, from the header's navigation: a semicolon CSV as Excel writes it (CRLF, decimal commas).
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Magazzino' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Magazzino' }).waitFor();
    const csv = [
      'Codice OE;Marca;Descrizione;Condizione;Prezzo netto;Prezzo di listino;IVA;Quantità',
      `${code};Bosch;${part.name} ${stamp};nuovo;45,50;60,00;22;2`,
      `${code}-B;Valeo;"Altro; articolo";usato;1.234,56;;22;5`,
    ].join('\r\n');
    await page
      .getByTestId('stock-file')
      .setInputFiles({ name: 'listino.csv', mimeType: 'text/csv', buffer: Buffer.from(csv + '\r\n', 'utf8') });
    const firstLines = page.getByRole('table', { name: 'Prime righe lette' });
    await firstLines.getByRole('row').filter({ hasText: code }).first().waitFor();
    await firstLines.getByText('1.234,56 €').waitFor();
    await page.getByText('Nessun errore: il file si può importare.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Merge: the demo dealer's other items stay.
    await page.getByRole('radio', { name: /^Unisci/ }).check();
    await page.getByRole('button', { name: 'Importa' }).click();
    await page.getByText(/Importazione completata: 2 righe lette/).waitFor();
    await page.getByRole('searchbox', { name: 'Cerca codice, marca o descrizione' }).fill(code);
    await page
      .getByRole('table', { name: 'Articoli' })
      .getByRole('row')
      .filter({ hasText: `${code}-B` })
      .waitFor();
    await page.getByText(/Aggiornato il/).waitFor();

    // A request for that part, 3 pieces (2 in stock).
    const plate = uniquePlate('SK');
    const request = await call('customerSubmissionNew', customer, {
      body: {
        vehicle: {
          plate,
          manufacturer_id: manufacturers[0].id,
          model: 'Magazzino',
          year_of_production: 2020,
          km_count: 2,
        },
        province_id: province.id,
        notes: 'Richiesta di prova: magazzino',
        rows: [{ part_id: part.id, quantity: 3, brand: 'Bosch' }],
      },
    });
    await page.goto(`/dashboard?search=${plate}`);
    await page.getByRole('link', { name: new RegExp(plate) }).click();
    await page.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
    await page.waitForURL('**/dashboard/draft**');
    const draft = page.getByRole('article', { name: new RegExp(plate) });
    const row = draft.getByRole('region', { name: part.name });
    const suggestions = row.getByRole('table', { name: `Dal tuo magazzino: ${part.name}` });
    const item = suggestions.getByRole('row').filter({ hasText: `${part.name} ${stamp}` });
    await item.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await item.getByRole('button', { name: /^Aggiungi/ }).click();
    const option = row.getByRole('group', { name: 'Opzione 1' });
    await expect(option.getByLabel('Codice OE').inputValue()).resolves.toBe(code);
    await expect(option.getByLabel('Marca').inputValue()).resolves.toBe('Bosch');
    await expect(option.getByLabel('Prezzo netto (€)').inputValue()).resolves.toBe('45,50');
    await expect(option.getByLabel(/^Quantità/).inputValue()).resolves.toBe('3');

    await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();
    const review = page.getByRole('dialog', { name: 'Conferma invio' });
    await review
      .getByRole('alert')
      .getByText(`${part.name}, opzione 1: quantità 3 ma in magazzino ne hai 2 disponibili (${code} Bosch).`)
      .waitFor();
    await review.getByRole('button', { name: 'Conferma e invia' }).click();
    await page.getByRole('dialog', { name: 'Preventivo inviato!' }).waitFor();

    // What the customer receives.
    const { quotations } = await call('customerSubmissionQuotations', customer, { params: { id: request.id } });
    const rows = quotations.find((q) => q.dealer_id === dealer.user.id)!.quotation_rows;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ part_code: code, brand: 'Bosch', net_price: 45.5, quantity: 3 }),
      ]),
    );
  });

  it('/magazzino has no horizontal scrolling on a 390×844 phone', async () => {
    const phone = await newPage(browser, baseUrl);
    await phone.setViewportSize({ width: 390, height: 844 });
    await logIn(phone, 'dealer@demo.example');
    await phone.waitForURL('**/dashboard');
    await phone.goto('/magazzino');
    await phone.getByRole('link', { name: /Le chiavi API .* sono nel Profilo/ }).waitFor();
    await phone.getByRole('table', { name: 'Articoli' }).waitFor();
    expect(await horizontalOverflow(phone), (await wideElements(phone)).join('\n')).toBeLessThanOrEqual(0);
    await page.goto('/magazzino');
    await page.getByRole('table', { name: 'Articoli' }).waitFor();
    expect(await horizontalOverflow(page), (await wideElements(page)).join('\n')).toBeLessThanOrEqual(0);
    await phone.context().close();
  });
});
