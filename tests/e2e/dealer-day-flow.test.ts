import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loggedInPage, newPage, seriousA11yViolations } from './support/browser';
import { completeRegistration } from './support/registration';
import { startServer, type RunningServer } from './support/server';

// The dealer's day (payments, links, phone): it pays and settles fees, so it runs on a server of its own.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dealerPage = (email: string, home?: RegExp): Promise<Page> => loggedInPage(browser, server.url, email, home);

async function fillCard(page: Page, number: string) {
  await page.getByText('Pagamento dimostrativo: nessun addebito reale').waitFor();
  await page.getByLabel('Intestatario della carta').fill('Mario Rossi');
  await page.getByLabel('Numero della carta').fill(number);
  await page.getByLabel('Scadenza (MM/AA)').fill('');
  // Typed as a dealer types it: the slash comes by itself.
  await page.getByLabel('Scadenza (MM/AA)').pressSequentially('1240');
  expect(await page.getByLabel('Scadenza (MM/AA)').inputValue()).toBe('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('the dealer’s day in Chromium', { timeout: 120_000 }, () => {
  it('a declined card, then a good one on the same screen, buys the credits', async () => {
    const page = await dealerPage('dealer2@demo.example');
    await page.goto('/purchase-credits');
    await page.getByRole('combobox', { name: 'Crediti da acquistare' }).click();
    await page.getByRole('option', { name: '50 crediti' }).click();
    await page.getByRole('button', { name: 'Procedi al pagamento' }).click();

    await fillCard(page, '4000 0000 0000 0002');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Indietro' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/thank-you/credits');
  });

  it('pays the fees due with the credits once, and the wallet then shows none due', async () => {
    const page = await dealerPage('dealer@demo.example');
    await page.goto('/wallet');
    const due = page.getByTestId('wallet-fees-due');
    await due.getByRole('link').click();
    await page.waitForURL('**/pay-fee');
    const payWithCredits = page.getByRole('button', { name: 'Paga con i crediti' });
    await payWithCredits.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await payWithCredits.click();
    const confirm = page.getByRole('dialog', { name: 'Pagare le fee con i crediti?' });
    expect(await confirm.textContent()).toMatch(/Spenderai [\d.,]+ crediti per saldare [\d.,]+\s€ di fee/);
    await confirm.getByRole('button', { name: /^Spendi [\d.,]+ crediti$/ }).dblclick();
    await page.getByRole('heading', { name: 'Congratulazioni' }).waitFor();
    expect(await page.getByTestId('fees-settled-credits').textContent()).toMatch(
      /Hai usato [\d.,]+ crediti; ne restano [\d.,]+\./,
    );

    await page.goto('/wallet');
    await page.getByText('Nessuna fee da saldare').waitFor();
    // The credits spent are in the wallet's register, with the credits left after them.
    const movements = page.getByRole('region', { name: 'Movimenti' });
    const latest = movements.getByRole('row').nth(1);
    await latest.waitFor();
    expect(await latest.textContent()).toMatch(/Fee pagata con i crediti.*−[\d.,]+\s€.*[\d.,]+ crediti/);
  });

  it('a deep link opened logged out is restored after the login', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/notifications');
    await page.waitForURL(/\/\?next=%2Fnotifications$/);
    await page.getByLabel('Email').fill('dealer2@demo.example');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('list', { name: 'Elenco delle notifiche' }).waitFor();
  });

  it('at 390×844 the wallet, the dashboard and the messages have no horizontal page scroll', async () => {
    const page = await dealerPage('dealer@demo.example');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/wallet', '/dashboard', '/messages']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
    }
  });

  it('a new dealer registers, pays the subscription and the thank-you page stays', async () => {
    const page = await dealerPage('nuovo@demo.example', /\/register$/);
    await completeRegistration(page);
    await page.waitForURL('**/subscription-payment');

    await page.getByRole('region', { name: 'Il tuo ordine' }).getByText('Abbonamento mensile RicambiHub').waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/thank-you/subscription');
    await page.waitForTimeout(2_000);
    expect(new URL(page.url()).pathname).toBe('/thank-you/subscription');
    await page.getByRole('link', { name: 'Vai alla dashboard', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
  });
});
