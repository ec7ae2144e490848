import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loggedInPage, seriousA11yViolations } from './support/browser';
import { completeRegistration } from './support/registration';
import { startServer, type RunningServer } from './support/server';

// Paying changes the demo data for good (credits, fees, nuovo's subscription): this file runs on a server of its
// own, so the other e2e files keep seeing the seed as it is.
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

/** The wallet's credits once GET /api/user has answered (the page shows the stored user until then). */
async function walletCredits(page: Page): Promise<number> {
  // Shorter than the polls around it, so that a visit that missed the answer is retried by them.
  const fresh = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user', {
    timeout: 10_000,
  });
  await Promise.all([fresh, page.goto('/wallet')]);
  await page
    .getByRole('table', { name: 'Ultimi preventivi accettati' })
    .or(page.getByText('NON SONO PRESENTI DATI'))
    .waitFor();
  const text = (await page.getByTestId('wallet-credits').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The demo provider's card form (no real money). */
async function payWithDemoCard(page: Page) {
  await page.getByText('Pagamento dimostrativo: nessun addebito reale').waitFor();
  await page.getByLabel('Intestatario della carta').fill('Mario Rossi');
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

// Three full payments through a real server and browser: slower than the suite's default 60 s on a busy machine.
describe('money in Chromium with the demo provider', { timeout: 120_000 }, () => {
  it('buys 100 credits with the coupon BENVENUTO10 and the wallet grows by 110', async () => {
    const page = await dealerPage('dealer2@demo.example');
    const before = await walletCredits(page);
    await page.getByRole('link', { name: 'Acquista crediti' }).click();
    await page.waitForURL('**/purchase-credits');
    await page.getByRole('combobox', { name: 'Crediti da acquistare' }).waitFor();
    // Checked before the credits menu opens: axe must not read its options while they fade in or out.
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Crediti da acquistare' }).click();
    await page.getByRole('option', { name: '100 crediti' }).click();
    await page.getByLabel('Coupon').fill('BENVENUTO10');
    await page.getByLabel('Coupon').blur();
    await page.getByText('Crediti omaggio: 10').waitFor();
    expect(await page.getByText('Totale', { exact: true }).locator('xpath=..').textContent()).toContain('122,00');

    await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
    await payWithDemoCard(page);
    await page.waitForURL('**/thank-you/credits');
    await expect.poll(() => walletCredits(page).catch(() => Number.NaN), { timeout: 30_000 }).toBe(before + 110);
  });

  it('pays the due fees and then sees Congratulazioni', async () => {
    const page = await dealerPage('dealer@demo.example');
    await page.goto('/wallet');
    await page.getByRole('link', { name: 'Salda fee' }).click();
    await page.waitForURL('**/pay-fee');
    await page.getByRole('table', { name: 'Righe dell’ordine' }).waitFor();
    await page.getByRole('button', { name: 'Salda ora' }).click();
    await page.getByText('Totale da pagare (IVA inclusa)').waitFor();
    await payWithDemoCard(page);
    await page.waitForURL('**/thank-you/fee');

    // The page reads the due fees once per visit: come back until the payment shows (seen late once under CI load).
    await expect
      .poll(
        async () => {
          await page.goto('/pay-fee');
          await page.getByRole('heading', { level: 1 }).waitFor();
          return page
            .getByRole('heading', { name: 'Congratulazioni' })
            .waitFor({ timeout: 3_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
  });

  it('nuovo@demo.example completes the registration and the subscription and reaches the dashboard', async () => {
    const page = await dealerPage('nuovo@demo.example', /\/register$/);
    await completeRegistration(page);

    await page.waitForURL('**/subscription-payment');
    const order = page.getByRole('region', { name: 'Il tuo ordine' });
    await order.getByText('Abbonamento mensile RicambiHub').waitFor();
    expect(await order.textContent()).toContain('Dal prossimo mese');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await payWithDemoCard(page);
    await page.waitForURL('**/thank-you/subscription');

    await page.getByRole('link', { name: 'Vai alla dashboard', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByPlaceholder('Cerca...').waitFor();
    // A reload keeps the dealer on the dashboard: the stored user has its subscription now.
    await page.reload();
    await page.getByPlaceholder('Cerca...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
