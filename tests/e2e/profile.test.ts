import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';

/**
 * The profile against the real server, as dealer2@demo.example (the account kept for e2e writes, so files relying
 * on dealer@demo.example see untouched demo data). Whatever it changes is put back afterwards.
 */
const EMAIL = 'dealer2@demo.example';

let browser: Browser;
let page: Page;
let original: { iban: string | null; user_provinces: number[] } | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (original && page) {
    const me = await api(page, 'GET', '/api/user');
    if (original.iban) await api(page, 'POST', `/api/dealer/${me.id}/iban/update`, { iban: original.iban });
    await api(page, 'POST', `/api/dealer/${me.id}/provinces/update`, { provinces: original.user_provinces });
  }
  await browser?.close();
});

/** A call with the page's own session, for set-up and checks the screens do not show. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(target: Page, method: string, path: string, body?: unknown): Promise<any> {
  return target.evaluate(
    async ({ method, path, body }) => {
      const { token } = JSON.parse(window.localStorage.getItem('ricambihub.auth') ?? '{}');
      const answer = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return answer.json();
    },
    { method, path, body },
  );
}

const section = (name: string) => page.getByRole('region', { name, exact: true });

async function openProfile() {
  await page.getByRole('link', { name: 'Profilo' }).first().click();
  await page.waitForURL('**/profile');
  await section('IBAN').waitFor();
}

describe('profile in Chromium', () => {
  beforeEach(async () => {
    page = await newPage(browser, inject('baseUrl'));
    await logIn(page, EMAIL);
    await page.waitForURL('**/dashboard');
    original ??= await api(page, 'GET', '/api/user');
  });

  it('saves an IBAN typed with spaces, without them', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Modifica: IBAN' }).click();
    await section('IBAN').getByRole('textbox', { name: /IBAN/ }).fill('it02 l123 4512 3451 2345 6789 012');
    await section('IBAN').getByRole('button', { name: 'Salva' }).click();
    await section('IBAN').getByText('IT02L1234512345123456789012').waitFor();

    await page.reload();
    await section('IBAN').getByText('IT02L1234512345123456789012').waitFor();
    expect((await api(page, 'GET', '/api/user')).iban).toBe('IT02L1234512345123456789012');
  });

  it('says "Formato Iban errato" for a wrong IBAN and keeps the saved one', async () => {
    await openProfile();
    const before = (await api(page, 'GET', '/api/user')).iban;
    await page.getByRole('button', { name: 'Modifica: IBAN' }).click();
    await section('IBAN').getByRole('textbox', { name: /IBAN/ }).fill('IT60X0542');
    await section('IBAN').getByRole('button', { name: 'Salva' }).click();
    await section('IBAN').getByText('Formato Iban errato').waitFor();
    expect((await api(page, 'GET', '/api/user')).iban).toBe(before);
  });

  it('excluding a province takes its requests out of the new tab', async () => {
    const pending = await api(page, 'GET', '/api/submission/list/pending?page=1');
    const provinceId: number = pending.data.find(
      (s: { province_id: number | null }) => s.province_id !== null,
    ).province_id;
    const provinces: { id: number; name: string; code: string }[] = await api(page, 'GET', '/api/province/list');
    const province = provinces.find((p) => p.id === provinceId)!;
    const inProvince: number = (await api(page, 'GET', `/api/submission/list/pending?province=${provinceId}`)).total;
    expect(inProvince).toBeGreaterThan(0);

    const tabs = page.getByRole('navigation', { name: 'Sezioni della dashboard' });
    const newTab = tabs.getByRole('link', { name: /In scadenza/ });
    const countOf = async () => Number((await newTab.innerText()).replace(/\D+/g, ''));
    await expect.poll(countOf).toBe(pending.total);

    await openProfile();
    await page.getByRole('button', { name: 'Modifica: Province escluse' }).click();
    await section('Province escluse').getByRole('combobox').fill(province.name);
    await page.getByRole('option', { name: `${province.name} (${province.code})`, exact: true }).click();
    await section('Province escluse').getByRole('button', { name: 'Salva' }).click();
    await section('Province escluse').getByText(`${province.name} (${province.code})`).waitFor();

    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL('**/dashboard');
    await expect.poll(countOf).toBe(pending.total - inProvince);
    expect((await api(page, 'GET', `/api/submission/list/pending?province=${provinceId}`)).total).toBe(0);
  });

  it('the profile, in edit mode too, has no serious accessibility violations', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Modifica: Dati aziendali' }).click();
    await section('Dati aziendali').getByRole('button', { name: 'Salva' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('register in Chromium', () => {
  it('shows the form to a dealer without a subscription, with no serious accessibility violations', async () => {
    const visitor = await newPage(browser, inject('baseUrl'));
    await logIn(visitor, 'nuovo@demo.example');
    await visitor.waitForURL('**/register');
    await visitor.getByRole('button', { name: 'Conferma i dati' }).waitFor();
    await visitor.getByRole('option', { name: 'Roma (RM)' }).waitFor({ state: 'attached' });
    await expect.poll(() => visitor.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('nuovo@demo.example');
    expect(await seriousA11yViolations(visitor)).toEqual([]);
  });
});
