import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/api';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * The operator runs the marketplace from the console at /admin. A server of its own: this file suspends a
 * dealer, edits a FAQ entry and creates a coupon, and the other e2e files keep seeing the seed as it is.
 */
let server: RunningServer;
let browser: Browser;
let operator: Page;
let dealer: Page;

const COUPON = 'CONSOLE-E2E';
const ANSWER = 'Risposta aggiornata dalla console operatore.';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Two browser contexts: the operator's and a dealer's (sessions never mix).
  [operator, dealer] = await Promise.all([newPage(browser, server.url), newPage(browser, server.url)]);
  await operator.setViewportSize({ width: 1440, height: 900 });
  operator.setDefaultTimeout(15_000);
  dealer.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** How far the page scrolls sideways (0: it fits the viewport). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const axeReport = async (page: Page) =>
  (await seriousA11yViolations(page)).map(
    ({ id, nodes }) => `${id}: ${JSON.stringify(nodes.map((node) => node.target))}`,
  );

const operatorLogin = () =>
  callRoute(server.url, 'login', null, {
    body: { email: 'operatore@demo.example', password: 'demo1234', security: 'operator-console' },
  });

const dealerLogin = () =>
  callRoute(server.url, 'login', null, {
    body: { email: 'dealer2@demo.example', password: 'demo1234', security: 'dealer-portal' },
  });

describe('the operator console at /admin', () => {
  it('the dealer portal’s login refuses the operator and points to /admin', async () => {
    await logIn(dealer, 'operatore@demo.example');
    await dealer.getByText('Gli operatori accedono dalla console: apri /admin.').waitFor();
  });

  it('the operator logs in at /admin on the console’s own login page; its first screen passes axe', async () => {
    await operator.goto('/admin');
    await operator.getByLabel(/^Email/).fill('operatore@demo.example');
    await operator.getByLabel(/^Password/).fill('demo1234');
    await operator.getByRole('button', { name: 'Accedi' }).click();
    await operator.getByRole('menuitem', { name: 'Registro attività' }).waitFor();
    // Panoramica is the first screen: the figures of the last 30 days and the requests chart (@mui/x-charts).
    await operator.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor();
    await operator.getByRole('region', { name: 'Richieste', exact: true }).waitFor();
    await operator.getByRole('region', { name: 'Richieste al giorno' }).locator('svg').first().waitFor();
    expect(
      (await seriousA11yViolations(operator)).map(
        ({ id, nodes }) => `${id}: ${JSON.stringify(nodes.map((node) => node.target))}`,
      ),
    ).toEqual([]);
  });

  it('creates a coupon that a dealer then redeems on /purchase-credits', async () => {
    await operator.goto('/admin/coupons/create');
    await operator.getByLabel(/^Codice/).fill(COUPON);
    await operator.getByLabel(/^Crediti omaggio/).fill('15');
    await operator.getByRole('button', { name: 'Salva' }).click();
    await operator.waitForURL('**/admin/coupons');
    await operator.getByRole('cell', { name: COUPON }).waitFor();

    await logIn(dealer, 'dealer@demo.example');
    await dealer.waitForURL('**/dashboard');
    await dealer.goto('/purchase-credits');
    await dealer.getByLabel('Coupon').fill(COUPON);
    await dealer.getByLabel('Coupon').blur();
    await dealer.getByText('Crediti omaggio: 15').waitFor();
  });

  it('edits a FAQ entry that the dealer’s /faq shows', async () => {
    await operator.goto('/admin/faq');
    await operator.locator('tbody tr').first().click();
    const answer = operator.getByLabel(/^Risposta/);
    await answer.waitFor();
    await answer.fill(ANSWER);
    await operator.getByRole('button', { name: 'Salva' }).click();
    await operator.waitForURL('**/admin/faq');

    await dealer.goto('/faq');
    await dealer.getByText(ANSWER).waitFor({ state: 'attached' });
  });

  it('suspends dealer2 (its next request is refused) and reactivates it', async () => {
    const { token } = await dealerLogin();
    await operator.goto('/admin/dealers?filter=%7B%22q%22%3A%22dealer2%40demo.example%22%7D');
    await operator.getByRole('cell', { name: 'dealer2@demo.example' }).click();
    await operator.getByRole('button', { name: 'Sospendi' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Sospendi' });
    await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Verifica dei documenti');
    await dialog.getByRole('button', { name: 'Conferma sospensione' }).click();
    await operator.getByRole('button', { name: 'Riattiva' }).waitFor();
    await expect(callRoute(server.url, 'me', token)).rejects.toThrow(/403|401/);
    await expect(dealerLogin()).rejects.toThrow(/403/);

    await operator.getByRole('button', { name: 'Riattiva' }).click();
    await operator.getByRole('button', { name: 'Sospendi' }).waitFor();
    const again = await dealerLogin();
    expect((await callRoute(server.url, 'me', again.token)).email).toBe('dealer2@demo.example');
  });

  it('opens a request from Richieste, then its quotation, linked back to the request and the dealer', async () => {
    const { token } = await operatorLogin();
    const { data } = await callRoute(server.url, 'adminQuotations', token);
    const quotation = data[0];
    expect(quotation).toBeDefined();
    await operator.goto('/admin/submissions');
    await operator.getByRole('menuitem', { name: 'Richieste' }).waitFor();
    await operator.goto(`/admin/submissions/${quotation.submission_id}/show`);
    await operator.getByRole('cell', { name: quotation.quotation_code }).waitFor();
    expect(await axeReport(operator)).toEqual([]);
    await operator.getByRole('cell', { name: quotation.quotation_code }).click();
    await operator.waitForURL(`**/admin/quotations/${quotation.id}/show`);
    await operator.getByRole('link', { name: new RegExp(`^#${quotation.submission_id}\\b`) }).waitFor();
    if (quotation.dealer_name) await operator.getByRole('link', { name: quotation.dealer_name }).waitFor();
  });

  it('sends a notice to every dealer through the review dialog; a dealer then sees it', async () => {
    const title = 'Avviso dalla console (e2e)';
    await operator.goto('/admin/avvisi');
    await operator.getByLabel(/^Titolo/).fill(title);
    await operator.getByLabel(/^Testo/).fill('Sabato il portale sarà in manutenzione dalle 8 alle 10.');
    await operator.getByRole('button', { name: 'Rivedi l’avviso' }).click();
    const review = operator.getByRole('dialog', { name: 'Controlla l’avviso prima di inviarlo' });
    await review.getByText('Tutti i ricambisti non sospesi').waitFor();
    // axe on the dialog once its fade-in is over (mid-fade every text fails the contrast check).
    await operator.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDialog-container')].every((el) => getComputedStyle(el).opacity === '1'),
    );
    expect(await axeReport(operator)).toEqual([]);
    await review.getByRole('button', { name: 'Invia l’avviso' }).click();
    await operator.getByText(/^Avviso inviato a \d+ ricambist/).waitFor();
    await operator.getByRole('cell', { name: title }).waitFor();

    await dealer.goto('/notifications');
    await dealer.getByText(title).first().waitFor();
  });

  it('at 390×844 Panoramica has no horizontal page scroll', async () => {
    await operator.setViewportSize({ width: 390, height: 844 });
    await operator.goto('/admin');
    await operator.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor();
    await operator.getByRole('region', { name: 'Richieste al giorno' }).locator('svg').first().waitFor();
    await operator.waitForLoadState('networkidle');
    expect(await horizontalOverflow(operator)).toBe(0);
    await operator.setViewportSize({ width: 1440, height: 900 });
  });

  it('finds each action in Registro attività', async () => {
    await operator.goto('/admin/activity');
    for (const action of [
      'Coupon creato',
      'FAQ modificata',
      'Ricambista sospeso',
      'Ricambista riattivato',
      'Avviso inviato',
    ]) {
      await operator.getByRole('cell', { name: action }).first().waitFor();
    }
  });
});
