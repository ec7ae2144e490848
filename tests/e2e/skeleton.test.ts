import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await newPage(browser, inject('baseUrl'));
});

describe('walking skeleton in Chromium', () => {
  it('a dealer with an active subscription logs in and lands on the dashboard', async () => {
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(true);
    expect(await page.title()).toContain('RicambiHub');
  });

  it('a wrong password shows the server message under the form and stays on login', async () => {
    await logIn(page, 'dealer@demo.example', 'sbagliata');
    const alert = page.getByRole('alert').filter({ hasText: 'Email o password non corretti.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a dealer without a subscription is sent to the registration', async () => {
    await logIn(page, 'nuovo@demo.example');
    await page.waitForURL('**/register');
  });

  it('an unknown path shows the 404 text to a logged-in dealer', async () => {
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto('/non-esiste/davvero');
    await page.getByText('La pagina che stai cercando non è stata trovata').waitFor();
  });

  it('a logged-out visitor of a protected path is sent to login', async () => {
    await page.goto('/wallet');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Entra' }).waitFor();
  });

  it('the login page has no serious accessibility violations', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Entra' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
