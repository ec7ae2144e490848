import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiOf } from './support/api';
import { launchBrowser, logIn, newPage } from './support/browser';
import { uniquePlate } from '../support/plates';

/*
 * The live inbox in Chromium against the real server: with the 10-second ping blocked, only the app socket can move the
 * screen. A customer's request raises the "In scadenza" counter within seconds; the open list does not jump but
 * offers "Mostra", which inserts the card.
 */
let browser: Browser;
let page: Page;
let baseUrl: string;

/** A typed call of the contract's route table against the running server. */
const { call } = apiOf(() => baseUrl);

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

/** The number on the "In scadenza" tab, once it shows one. */
async function pendingCount(): Promise<number> {
  const tab = page
    .getByRole('navigation', { name: 'Sezioni della dashboard' })
    .getByRole('link', { name: /^In scadenza/ });
  await expect.poll(async () => /\d+/.test((await tab.textContent()) ?? ''), { timeout: 10_000 }).toBe(true);
  return Number(/(\d+)/.exec((await tab.textContent()) ?? '')?.[1]);
}

describe('live inbox in Chromium', () => {
  it('without the ping, a customer request raises "In scadenza" within seconds and "Mostra" inserts its card', async () => {
    let pings = 0;
    await page.route('**/api/ping**', (route) => {
      pings += 1;
      return route.abort();
    });
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    const list = page.getByRole('region', { name: 'Richieste', exact: true });
    await list.getByRole('link').first().waitFor();
    const before = await pendingCount();

    const customer = (
      await call('login', null, {
        body: { email: 'cliente@demo.example', password: 'demo1234', security: 'customer-app' },
      })
    ).token;
    const dealer = await call('login', null, {
      body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' },
    });
    const [manufacturers, parts, provinces] = await Promise.all([
      call('manufacturerList', customer),
      call('partList', customer),
      call('provinceList', customer),
    ]);
    const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
    const leaf = parts.find(
      (part) => part.part_parent_id !== null && !parts.some((child) => child.part_parent_id === part.id),
    )!;
    const plate = uniquePlate('LV');
    await call('customerSubmissionNew', customer, {
      body: {
        vehicle: {
          plate,
          manufacturer_id: manufacturers[0].id,
          model: 'Diretta',
          year_of_production: 2020,
          km_count: 1,
        },
        province_id: province.id,
        notes: 'Richiesta in tempo reale',
        rows: [{ part_id: leaf.id, quantity: 1 }],
      },
    });

    await expect.poll(pendingCount, { timeout: 5_000 }).toBeGreaterThan(before);
    await expect(list.getByRole('link', { name: new RegExp(plate) }).count()).resolves.toBe(0);
    const banner = page.getByRole('status').filter({ hasText: /nuov[ae] richiest[ae]/ });
    await banner.getByRole('button', { name: 'Mostra' }).click();
    await list.getByRole('link', { name: new RegExp(plate) }).waitFor({ timeout: 5_000 });
    await expect(page.title()).resolves.not.toMatch(/^\(\d+\)/);
    expect(pings).toBeGreaterThan(0);
  });
});
