/**
 * npm run screens: screenshots of the three apps into docs/screens/ (linked from the README), so the pictures in the
 * docs stay true to the code. Starts the real server on a fresh data folder with the seeded demo data (the e2e
 * support's startServer, on the built web app in dist/: the npm script builds first), drives Debian's Chromium
 * through playwright-core, and writes, at 1440×900 (desktop) and 390×844 (phone):
 *   the dealer's dashboard (a request open), review ("Conferma invio" of a filled draft), quotation (an accepted
 *   quotation's detail), wallet; the customer's requests, offers side by side and an order; the console's overview
 *   and dealers.
 * The draft is made on a request the script publishes as the demo customer, on this throwaway server only.
 * PNGs of the viewport only; when a working ImageMagick `convert` is on the PATH they are reduced to a 256-colour
 * palette (no visible loss on flat UI colours); otherwise they stay as Chromium wrote them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { CUSTOMER_EMAIL, DEALER_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL } from '../server/seed/catalog/people.js';
import { callRoute } from '../tests/e2e/support/api.js';
import { launchBrowser, logIn, newPage } from '../tests/e2e/support/browser.js';
import { startServer } from '../tests/e2e/support/server.js';
import { uniquePlate } from '../tests/support/plates.js';

const OUT = resolve('docs/screens');
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A one-row request from the demo customer, in a province the demo dealer serves, for the draft to review. */
async function publishRequest(baseUrl: string) {
  const customer = (
    await callRoute(baseUrl, 'login', null, {
      body: { email: CUSTOMER_EMAIL, password: DEMO_PASSWORD, security: 'customer-app' },
    })
  ).token;
  const dealer = await callRoute(baseUrl, 'login', null, {
    body: { email: DEALER_EMAIL, password: DEMO_PASSWORD, security: 'dealer-portal' },
  });
  const [manufacturers, parts, provinces] = await Promise.all([
    callRoute(baseUrl, 'manufacturerList', customer),
    callRoute(baseUrl, 'partList', customer),
    callRoute(baseUrl, 'provinceList', customer),
  ]);
  const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
  const leaves = parts.filter(
    (part) => part.part_parent_id !== null && !parts.some((child) => child.part_parent_id === part.id),
  );
  const plate = uniquePlate('SC');
  const request = await callRoute(baseUrl, 'customerSubmissionNew', customer, {
    body: {
      vehicle: { plate, manufacturer_id: manufacturers[0].id, model: 'Panda', year_of_production: 2019, km_count: 2 },
      province_id: province.id,
      notes: 'Ricambio per la revisione',
      rows: [{ part_id: leaves[4].id, quantity: 1 }],
    },
  });
  const accepted = await callRoute(baseUrl, 'quotationList', dealer.token, {
    params: { dealerId: dealer.user.id, filter: 'accepted' },
  });
  return { request, plate, part: leaves[4], acceptedId: accepted.data[0]?.id ?? null };
}

/** No spinner left and fonts drawn: what a dealer would see once the screen has settled. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function shoot(page: Page, name: string): Promise<string> {
  const file = join(OUT, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  const converted = spawnSync('convert', [file, '-colors', '256', `PNG8:${file}`], { stdio: 'ignore' });
  const size = Math.round(statSync(file).size / 1024);
  console.log(`${name}.png ${size} KB${converted.status === 0 ? ' (256 colours)' : ''}`);
  return file;
}

type Size = (typeof SIZES)[number];

/** The customer app: Le mie richieste, the offers of a request side by side, an order being followed. */
async function customerScreens(baseUrl: string, size: Size) {
  const page = await newPage(browserOf.current!, baseUrl);
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto('/cliente/accedi');
  await page.getByLabel(/^Email/).fill(CUSTOMER_EMAIL);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entra' }).click();
  await page.getByRole('heading', { name: 'Le mie richieste' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await settle(page);
  await shoot(page, `customer-requests-${size.name}`);

  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ricambihub.customer.auth') ?? '{}').token as string,
  );
  // Every page of Le mie richieste: the closed ones, with the orders, come last.
  const requests = { data: [] as { id: number }[] };
  for (let n = 1, last = 1; n <= last; n++) {
    const answer = (await (
      await fetch(`${baseUrl}/api/customer/submissions?page=${n}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number }[]; last_page: number };
    requests.data.push(...answer.data);
    last = answer.last_page;
  }
  const all = await Promise.all(
    requests.data.map((request) =>
      callRoute(baseUrl, 'customerSubmissionOffers', token, { params: { id: request.id } }),
    ),
  );
  // The request with the most offers still to choose from, and an order the customer has paid.
  const pendingOf = (offers: (typeof all)[number]) => offers.dealers.filter((d) => d.status === 'pending').length;
  const compared = [...all].sort((a, b) => pendingOf(b) - pendingOf(a))[0];
  if (compared && pendingOf(compared) > 0) {
    await page.goto(`/cliente/richieste/${compared.submission.id}`);
    await page
      .getByRole('article', { name: /^Ricambista / })
      .first()
      .waitFor();
    await settle(page);
    await shoot(page, `customer-offers-${size.name}`);
  }
  const orders = await Promise.all(
    requests.data.map((request) =>
      callRoute(baseUrl, 'customerSubmissionQuotations', token, { params: { id: request.id } }),
    ),
  );
  const order =
    orders
      .flatMap((list) => list.quotations)
      .find((q) => (q.status === 'paid' || q.status === 'complete') && q.payment_type === 'online')?.id ?? null;
  if (order !== null) {
    await page.goto(`/cliente/preventivi/${order}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    await shoot(page, `customer-order-${size.name}`);
  }
  await page.context().close();
}

/** The operator's console: its overview and the dealers' list. */
async function consoleScreens(baseUrl: string, size: Size) {
  const page = await newPage(browserOf.current!, baseUrl);
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto('/admin/login');
  await page.getByLabel(/^Email/).fill(OPERATOR_EMAIL);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor();
  await page.getByRole('region', { name: 'Richieste al giorno' }).locator('svg').first().waitFor();
  await settle(page);
  await shoot(page, `console-overview-${size.name}`);
  await page.goto('/admin/dealers');
  await page.getByRole('row').nth(1).waitFor();
  await settle(page);
  await shoot(page, `console-dealers-${size.name}`);
  await page.context().close();
}

/** The browser, for the customer's and the console's screens. */
const browserOf: { current: Awaited<ReturnType<typeof launchBrowser>> | null } = { current: null };

async function main() {
  mkdirSync(OUT, { recursive: true });
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  browserOf.current = browser;
  try {
    const { request, plate, part, acceptedId } = await publishRequest(server.url);
    for (const size of SIZES) {
      const page = await newPage(browser, server.url);
      await page.setViewportSize({ width: size.width, height: size.height });
      await logIn(page, DEALER_EMAIL, DEMO_PASSWORD);
      await page.waitForURL('**/dashboard');

      // Dashboard with the new request open (desktop: list and detail side by side).
      await page.goto(`/dashboard?id=${request.id}`);
      await page.getByRole('heading', { name: 'Ricambi richiesti' }).waitFor();
      await settle(page);
      // On a phone the detail scrolls itself into view (smoothly): the shot is of the list's top, once that is over.
      if (size.name === 'phone') {
        await page.waitForTimeout(800);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.waitForTimeout(200);
      }
      await shoot(page, `dashboard-${size.name}`);

      // "Conferma invio" of a filled draft (drafts live in the browser: each size's context makes its own).
      await page.getByRole('button', { name: 'Crea preventivo' }).click();
      await page.waitForURL('**/dashboard/draft**');
      const draft = page.getByRole('article', { name: new RegExp(plate) });
      await draft.waitFor();
      const edit = draft.getByRole('button', { name: 'Modifica' });
      if (await edit.count()) await edit.click();
      const option = draft.getByRole('region', { name: part.name }).getByRole('group', { name: 'Opzione 1' });
      await option.getByLabel('Codice OE').fill('0 986 494 123');
      await option.getByLabel('Marca').fill('Bosch');
      await option.getByLabel('Prezzo di listino (€)').fill('52,00');
      // The list price with the remembered discount fills the net price as it settles: the dealer's own figure is typed
      // after that (a fill racing it could land in the middle of the computed one).
      const net = option.getByLabel('Prezzo netto (€)');
      for (let attempt = 0; attempt < 5 && (await net.inputValue()) !== '45,50'; attempt++) {
        await page.waitForTimeout(200);
        await net.fill('45,50');
        await net.press('Tab');
      }
      await draft.getByRole('button', { name: 'Invia preventivo' }).click();
      await page.getByRole('dialog', { name: 'Conferma invio' }).waitFor();
      await settle(page);
      await shoot(page, `review-${size.name}`);
      await page.getByRole('button', { name: 'Torna a modificare' }).click();

      // An accepted quotation's detail (customer data, rows, totals, status).
      if (acceptedId !== null) {
        await page.goto(`/dashboard/fulfilled?id=${acceptedId}`);
        const detail = page.getByRole('article', { name: /^Preventivo / });
        await detail.waitFor();
        await settle(page);
        if (size.name === 'phone') await detail.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await shoot(page, `quotation-${size.name}`);
      }

      await page.goto('/wallet');
      await page.getByRole('heading', { level: 1, name: 'Portafoglio' }).waitFor();
      await page.getByTestId('wallet-fees-due').waitFor();
      await settle(page);
      await shoot(page, `wallet-${size.name}`);
      await page.context().close();

      await customerScreens(server.url, size);
      await consoleScreens(server.url, size);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
