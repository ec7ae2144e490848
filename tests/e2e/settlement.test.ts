import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleSetup } from './support/afterSaleSetup';
import { apiOf } from './support/api';
import { launchBrowser, logIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * Settlement end to end, in Chromium against the real server with PAYOUT_HOLD_DAYS=0: the customer pays an 80,00 €
 * quotation with the demo card; the dealer's Incassi holds 77,60 € more "In attesa" with a 2,40 € fee and "Salda fee"
 * has nothing new; "Ho ricevuto il ricambio" makes it "Disponibile" at once; "Richiedi versamento" makes it "Versato";
 * the CSV and the payout's PDF statement list the sale. Once at a desk and once at 390×844, where no amount may leave
 * the screen. A server of its own: the hold window is part of its configuration.
 */
let server: RunningServer;
let browser: Browser;

const { call, login } = apiOf(() => server.url);
/** The 80,00 € quotation (50,00 € at 22% VAT, 15,57 € of shipping plus its 22%), accepted online: through the API. */
const { accepted: acceptedQuotation } = afterSaleSetup(() => server.url);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ PAYOUT_HOLD_DAYS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** 1.234,56 € → 123456 (cents). */
const cents = (text: string) => {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})\s€/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2]);
};
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function pageAt(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width, height },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function customerPage(width: number, height: number): Promise<Page> {
  const page = await pageAt(width, height);
  await page.goto('/cliente/accedi');
  await page.getByLabel(/^Email/).fill('cliente@demo.example');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Entra' }).click();
  await page.getByRole('heading', { name: 'Le mie richieste' }).waitFor();
  return page;
}

/** Every piece of text with an amount in euro that reaches past either side of the viewport, and a page that pans. */
async function amountsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\d,\d{2}\s?€/.test(node.textContent ?? '')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5))
          found.push(`"${node.textContent}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
    }
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width} px`);
    return found;
  });
}

/** Incassi, loaded down to its payouts (the last part of the page). */
async function openIncassi(page: Page) {
  await page.goto('/incassi');
  await page.getByRole('heading', { level: 1, name: 'Incassi' }).waitFor();
  await page.getByRole('region', { name: 'Versamenti', exact: true }).getByRole('list').first().waitFor();
  await page
    .getByRole('region', { name: 'Vendite online' })
    .getByText(/\d,\d{2}\s€/)
    .first()
    .waitFor();
}

const balance = async (page: Page, name: 'In attesa' | 'Disponibile' | 'Versato') =>
  cents(
    await page
      .getByRole('region', { name: 'Saldi' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .innerText(),
  );

/** The sale's row at a desk, its card on a phone. */
const saleOf = (page: Page, code: string, phone: boolean): Locator =>
  page
    .getByRole('region', { name: 'Vendite online' })
    .getByRole(phone ? 'listitem' : 'row')
    .filter({ hasText: code });

describe('settlement in Chromium (PAYOUT_HOLD_DAYS=0)', () => {
  for (const [label, width, height, letters] of [
    ['1440×900', 1440, 900, 'SD'],
    ['390×844', 390, 844, 'SP'],
  ] as const) {
    const phone = width < 600;
    it(`at ${label}: paid 80,00 € → 77,60 € In attesa, fee 2,40 €; received → Disponibile; Richiedi versamento → Versato; CSV and PDF`, async () => {
      const dealerToken = (await login('dealer@demo.example', 'dealer-portal')).token;
      const creditsBefore = (await call('me', dealerToken)).credits;

      const dealer = await pageAt(width, height);
      await logIn(dealer, 'dealer@demo.example');
      await dealer.waitForURL('**/dashboard');
      if (!phone) {
        // In the header's navigation at a desk (on a phone it is behind "Altro").
        await dealer
          .getByRole('navigation', { name: 'Navigazione principale' })
          .getByRole('link', { name: 'Incassi' })
          .click();
        await dealer.waitForURL('**/incassi');
      }
      await openIncassi(dealer);
      const before = {
        held: await balance(dealer, 'In attesa'),
        available: await balance(dealer, 'Disponibile'),
        paid: await balance(dealer, 'Versato'),
      };
      await dealer.goto('/pay-fee');
      await dealer.getByRole('heading', { level: 1, name: 'Salda fee' }).waitFor();
      const main = dealer.getByRole('main');
      // Loaded: the fees due with their total, or the message that nothing is due.
      const feesShown = () => main.getByText(/^(Totale \(IVA esclusa\)|Hai saldato tutte le fee.*)$/).waitFor();
      await feesShown();
      const feesBefore = await main.innerText();

      // The customer pays the 80,00 € quotation with the demo card.
      const quotation = await acceptedQuotation(letters, 'online');
      const customer = await customerPage(width, height);
      await customer.goto(`/cliente/preventivi/${quotation.id}`);
      const pay = customer.getByRole('region', { name: 'Paga' });
      await pay.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
      await pay.getByLabel('Scadenza (MM/AA)').fill('12/39');
      await pay.getByLabel('CVC').fill('123');
      await pay.getByLabel('Intestatario').fill('Giulia Bianchi');
      await pay.getByRole('button', { name: 'Paga 80,00 €' }).click();
      await customer.getByRole('status', { name: 'Stato' }).getByText('Pagato').waitFor();

      // Its receipt: the dealer sells, the platform collects on the dealer's behalf.
      await customer.getByRole('link', { name: 'Ricevuta del pagamento' }).click();
      await customer.getByRole('heading', { name: `Ricevuta del preventivo ${quotation.code}` }).waitFor();
      const seller = customer.getByRole('region', { name: 'Venditore' });
      await seller.getByText('Ricambi Rossi S.r.l.', { exact: true }).waitFor();
      await seller.getByText(/incassa il pagamento per conto del venditore/).waitFor();
      expect(plain(await customer.getByRole('region', { name: 'Importi' }).innerText())).toMatch(
        /Totale pagato\s+80,00 €/,
      );
      if (phone) expect(await amountsOffScreen(customer)).toEqual([]);

      // Incassi: 77,60 € more In attesa, the sale with its 2,40 € fee.
      await openIncassi(dealer);
      expect(await balance(dealer, 'In attesa')).toBe(before.held + 7760);
      const sale = saleOf(dealer, quotation.code, phone);
      const held = plain(await sale.innerText());
      for (const shown of ['80,00 €', '2,40 €', '0,43 €', '77,60 €', 'In attesa']) expect(held).toContain(shown);
      expect(await amountsOffScreen(dealer)).toEqual([]);
      // "Salda fee" has nothing new and no credits were spent.
      await dealer.goto('/pay-fee');
      await feesShown();
      expect(await main.innerText()).toBe(feesBefore);
      expect((await call('me', dealerToken)).credits).toBe(creditsBefore);

      // The dealer ships; the customer has the part.
      await call('quotationTracking', dealerToken, {
        params: { id: quotation.id },
        body: { tracking_code: `BRT-${letters}-1` },
      });
      await customer.goto(`/cliente/preventivi/${quotation.id}`);
      await customer.getByRole('button', { name: 'Ho ricevuto il ricambio' }).click();
      await customer.getByText(/^Ricambio ricevuto il \d{2}\/\d{2}\/\d{4}$/).waitFor();

      // No protection window: Disponibile at once.
      await openIncassi(dealer);
      expect(await balance(dealer, 'In attesa')).toBe(before.held);
      const available = await balance(dealer, 'Disponibile');
      expect(available).toBe(before.available + 7760);
      await saleOf(dealer, quotation.code, phone).getByText('Disponibile', { exact: true }).waitFor();
      expect(await amountsOffScreen(dealer)).toEqual([]);

      // "Richiedi versamento", confirmed, pays out everything available.
      await dealer.getByRole('button', { name: 'Richiedi versamento' }).click();
      const dialog = dealer.getByRole('dialog', { name: 'Richiedi versamento' });
      expect(cents(await dialog.innerText())).toBe(available);
      if (phone) expect(await amountsOffScreen(dealer)).toEqual([]);
      await dialog.getByRole('button', { name: 'Conferma il versamento' }).click();
      await dealer.getByText(/^Versamento di .* richiesto\.$/).waitFor();
      await expect.poll(() => balance(dealer, 'Versato')).toBe(before.paid + available);
      expect(await balance(dealer, 'Disponibile')).toBe(0);
      await saleOf(dealer, quotation.code, phone).getByText('Versato', { exact: true }).waitFor();
      expect(await amountsOffScreen(dealer)).toEqual([]);

      // The CSV lists the sale, the Italian way.
      const [csvFile] = await Promise.all([
        dealer.waitForEvent('download'),
        dealer.getByRole('button', { name: 'Esporta CSV' }).click(),
      ]);
      expect(csvFile.suggestedFilename()).toBe('incassi.csv');
      const csv = await readFile((await csvFile.path())!, 'utf8');
      expect(csv).toContain(`;${quotation.code};80,00;2,40;0,43;77,60;Versato;`);

      // The payout's PDF statement lists it too.
      const payout = dealer
        .getByRole('region', { name: 'Versamenti', exact: true })
        .getByRole('listitem')
        .filter({ has: dealer.getByRole('heading', { name: /^Versamento n\. \d+ del / }) })
        .filter({ hasText: quotation.code });
      const [pdfFile] = await Promise.all([
        dealer.waitForEvent('download'),
        payout.getByRole('button', { name: /Estratto PDF/i }).click(),
      ]);
      expect(pdfFile.suggestedFilename()).toMatch(/^versamento-\d+\.pdf$/);
      // jsPDF writes its text uncompressed, the euro sign as WinAnsi's 0x80.
      const pdf = (await readFile((await pdfFile.path())!)).toString('latin1');
      expect(pdf).toContain(`(${quotation.code}) Tj`);
      expect(pdf).toContain('(77,60\u00a0\u0080) Tj');
      expect(pdf).toContain('(80,00\u00a0\u0080) Tj');

      await customer.context().close();
      await dealer.context().close();
    }, 240_000);
  }
});
