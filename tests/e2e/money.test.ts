import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleSetup } from './support/afterSaleSetup';
import { apiOf } from './support/api';
import { launchBrowser, loggedInPage, newPage, seriousA11yViolations } from './support/browser';
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

/*
 * Every field where money is typed reads it the Italian way: "12,50" is stored as 12.5, "1.234,56" as 1234.56, and
 * "12.50" as 12.5 or refused with a message, never as 1250. Each field is typed in Chromium and what the server stored
 * is read back through the API.
 */
type Outcome = number | 'refused';
const AMOUNTS: { typed: string; stored: number; mayRefuse?: true }[] = [
  { typed: '12,50', stored: 12.5 },
  { typed: '1.234,56', stored: 1234.56 },
  { typed: '12.50', stored: 12.5, mayRefuse: true },
];

const tokenOf = (page: Page, key = 'ricambihub.auth') =>
  page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '{}').token as string, key);
async function getJson<T>(page: Page, path: string, key?: string): Promise<T> {
  const answer = await fetch(`${server.url}/api${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page, key)}`, accept: 'application/json' },
  });
  if (!answer.ok) throw new Error(`GET ${path} → ${answer.status}`);
  return (await answer.json()) as T;
}

/** Saved (the step's `saved` shows) or refused (a field marked invalid): whichever comes first. */
async function savedOrRefused(
  saved: Promise<unknown>,
  field: ReturnType<Page['getByLabel']>,
): Promise<'saved' | 'refused'> {
  const refused = field.and(field.page().locator('[aria-invalid="true"]')).waitFor();
  return Promise.race([saved.then(() => 'saved' as const), refused.then(() => 'refused' as const)]);
}

function expectRead(outcome: Outcome, { typed, stored, mayRefuse }: (typeof AMOUNTS)[number]) {
  if (outcome === 'refused') expect(mayRefuse, `"${typed}" refused`).toBe(true);
  else expect(outcome, `"${typed}" stored`).toBe(stored);
}

async function operatorPage(): Promise<Page> {
  const page = await newPage(browser, server.url);
  await page.goto('/admin/login');
  await page.getByLabel(/^Email/).fill('operatore@demo.example');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor();
  return page;
}

describe('every amount field reads Italian amounts', { timeout: 180_000 }, () => {
  it.each(['Spedizione completa', 'Spedizione parziale'] as const)('Profilo → %s', async (name) => {
    const page = await dealerPage('dealer2@demo.example');
    for (const amount of AMOUNTS) {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Modifica: Spese di spedizione' }).click();
      const section = page.getByRole('region', { name: 'Spese di spedizione' });
      const field = section.getByLabel(new RegExp(`^${name}`));
      await section.getByLabel(/^Spedizione completa/).fill('9,90');
      await section.getByLabel(/^Spedizione parziale/).fill('4,90');
      await field.fill(amount.typed);
      await section.getByRole('button', { name: 'Salva' }).click();
      const saved = page.getByRole('button', { name: 'Modifica: Spese di spedizione' }).waitFor();
      const outcome =
        (await savedOrRefused(saved, field)) === 'refused'
          ? 'refused'
          : (await getJson<{ default_flat_fee: number; default_partial_fee: number }>(page, '/user'))[
              name === 'Spedizione completa' ? 'default_flat_fee' : 'default_partial_fee'
            ];
      expectRead(outcome, amount);
    }
  });

  it('the draft: net price, list price and both shipping fees of a sent quotation', async () => {
    const page = await dealerPage('dealer@demo.example');
    const pending = await getJson<{ data: { id: number; submission_rows: unknown[]; quotations?: unknown[] }[] }>(
      page,
      '/submission/list/pending?page=1',
    );
    const requests = pending.data.filter((r) => r.submission_rows.length > 1 && !(r.quotations ?? []).length);
    for (const [i, amount] of AMOUNTS.entries()) {
      const request = requests[i];
      await page.goto(`/dashboard?id=${request.id}`);
      await page.getByRole('button', { name: 'Crea preventivo' }).click();
      await page.waitForURL('**/dashboard/draft**');
      const draft = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Invia preventivo' }) });
      await draft.getByRole('group', { name: 'Opzione 1' }).first().waitFor();
      for (const option of await draft.getByRole('group', { name: 'Opzione 1' }).all()) {
        await option.getByLabel('Codice OE').fill('OE-MONEY');
        await option.getByLabel('Marca').fill('Bosch');
        await option.getByLabel('Prezzo di listino (€)').fill(amount.typed);
        await option.getByLabel('Prezzo netto (€)').fill(amount.typed);
      }
      await draft.getByLabel(/^Spedizione completa/).fill(amount.typed);
      await draft.getByLabel(/^Spedizione parziale/).fill(amount.typed);
      await draft.getByRole('button', { name: 'Invia preventivo' }).click();
      const confirm = page
        .getByRole('dialog', { name: 'Conferma invio' })
        .getByRole('button', { name: 'Conferma e invia' });
      const refused = draft.locator('[aria-invalid="true"]').first().waitFor();
      const step = await Promise.race([confirm.waitFor().then(() => 'review'), refused.then(() => 'refused')]);
      if (step === 'refused') {
        expectRead('refused', amount);
        continue;
      }
      await confirm.click();
      // Closed as a dealer would (the sent draft has left Bozze already, with the dialog open: tests/web/drafts-sent).
      const done = page.getByRole('dialog', { name: 'Preventivo inviato!' });
      await done.getByRole('button', { name: 'Chiudi' }).click();
      await done.waitFor({ state: 'hidden' });
      const sent = await getJson<{
        data: {
          submission_id: number;
          shipping_cost_flat: number;
          shipping_cost_partial: number | null;
          quotation_rows: { net_price: number; full_net_price: number | null }[];
        }[];
      }>(page, `/dealer/${(await getJson<{ id: number }>(page, '/user')).id}/quotation/list/pending?page=1`);
      const quotation = sent.data.find((q) => q.submission_id === request.id)!;
      for (const stored of [
        quotation.shipping_cost_flat,
        quotation.shipping_cost_partial ?? Number.NaN,
        ...quotation.quotation_rows.flatMap((row) => [row.net_price, row.full_net_price ?? Number.NaN]),
      ])
        expectRead(stored, amount);
    }
  });

  it('the console: a credit adjustment and a coupon’s free credits', async () => {
    const page = await operatorPage();
    const dealers = await getJson<{ data: { id: number; email: string }[] }>(
      page,
      '/admin/dealers?q=dealer2%40demo.example',
      'ricambihub.console.auth',
    );
    const dealerId = dealers.data[0].id;
    const creditsOf = async () =>
      (await getJson<{ credits: number }>(page, `/admin/dealers/${dealerId}`, 'ricambihub.console.auth')).credits;
    for (const amount of AMOUNTS) {
      const before = await creditsOf();
      await page.goto(`/admin/dealers/${dealerId}/show`);
      await page.getByRole('button', { name: 'Rettifica crediti' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rettifica crediti' });
      const field = dialog.getByLabel(/^Crediti \(negativo per togliere\)/);
      await field.fill(amount.typed);
      await dialog.getByLabel(/^Motivo/).fill('Prova degli importi');
      const confirm = dialog.getByRole('button', { name: 'Conferma' });
      if (await confirm.isDisabled()) {
        expectRead('refused', amount);
        await dialog.getByRole('button', { name: 'Annulla' }).click();
        continue;
      }
      await confirm.click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(creditsOf).not.toBe(before);
      expectRead(Math.round(((await creditsOf()) - before) * 100) / 100, amount);
    }
    for (const [i, amount] of AMOUNTS.entries()) {
      const code = `SOLDI${i}`;
      await page.goto('/admin/coupons/create');
      await page.getByLabel(/^Codice/).fill(code);
      const field = page.getByLabel(/^Crediti omaggio/);
      await field.fill(amount.typed);
      await page.getByRole('button', { name: 'Salva' }).click();
      const saved = page.waitForURL(/\/admin\/coupons$/);
      if ((await savedOrRefused(saved, field)) === 'refused') {
        expectRead('refused', amount);
        continue;
      }
      const coupons = await getJson<{ data: { code: string; free_credits: number }[] }>(
        page,
        `/admin/coupons?q=${code}`,
        'ricambihub.console.auth',
      );
      expectRead(coupons.data.find((c) => c.code === code)!.free_credits, amount);
    }
  });
});

/*
 * The amount fields of stock, after-sale and settlement, typed the same way. The refund and the dispute's partial
 * refund are capped at the return's value (80,00 €): there "1.234,56" is refused with the message that says so, and
 * then the same return is refunded "12,50". Each sale, return and dispute is set up through the API.
 */
describe('every amount field reads Italian amounts: stock, refunds, disputes, payouts', { timeout: 240_000 }, () => {
  const setup = afterSaleSetup(() => server.url);
  const dealerLogin = () => apiOf(server.url).login('dealer@demo.example', 'dealer-portal');
  const [typedRight, typedGrouped, typedDot] = AMOUNTS;

  it('Magazzino → the net price of an item', async () => {
    const dealer = await dealerLogin();
    const code = `OE-IMPORTO-${Date.now().toString().slice(-5)}`;
    const csv = `Codice OE;Marca;Descrizione;Condizione;Prezzo netto;IVA;Quantità\r\n${code};Bosch;Prova;nuovo;9,90;22;1\r\n`;
    await setup.ok('stockImport', dealer.token, {
      params: { dealerId: dealer.user.id },
      body: { file: Buffer.from(csv).toString('base64'), name: 'importi.csv', mode: 'merge' },
    });
    const page = await dealerPage('dealer@demo.example');
    for (const amount of AMOUNTS) {
      await page.goto('/magazzino');
      await page.getByRole('searchbox', { name: 'Cerca codice, marca o descrizione' }).fill(code);
      await page.getByRole('button', { name: `Modifica ${code} Bosch` }).click();
      await page.getByRole('textbox', { name: `Prezzo netto di ${code} Bosch` }).fill(amount.typed);
      await page.getByRole('button', { name: `Salva ${code} Bosch` }).click();
      const saved = page.getByRole('button', { name: `Modifica ${code} Bosch` }).waitFor();
      const refused = page.getByRole('table', { name: 'Articoli' }).getByRole('alert').waitFor();
      const step = await Promise.race([saved.then(() => 'saved'), refused.then(() => 'refused' as const)]);
      const { data } = await setup.ok('stockList', dealer.token, {
        params: { dealerId: dealer.user.id },
        query: { q: code },
      });
      expectRead(step === 'refused' ? 'refused' : data[0].net_price, amount);
    }
  });

  it('Resi → "Rimborsa" (online) and "Segna come rimborsato" (offline): the amount refunded', async () => {
    const page = await dealerPage('dealer@demo.example');
    for (const [payment, amounts] of [
      ['online', [typedGrouped, typedRight]],
      ['offline', [typedDot]],
    ] as const) {
      const { sale, returnId } = await setup.returnToRefund(payment === 'online' ? 'MR' : 'MF', payment);
      await page.goto(`/resi?id=${returnId}`);
      const detail = page.getByRole('article', { name: `Reso del preventivo ${sale.code}` });
      await detail.getByRole('button', { name: payment === 'online' ? 'Rimborsa' : 'Segna come rimborsato' }).click();
      const dialog = page.getByRole('dialog', {
        name: payment === 'online' ? 'Rimborsare il cliente?' : 'Segnare il reso come rimborsato?',
      });
      if (payment === 'offline')
        await dialog.getByRole('combobox', { name: /Come hai rimborsato/ }).selectOption({ label: 'Contanti' });
      const field = dialog.getByRole('textbox', { name: /^Importo da rimborsare/ });
      for (const amount of amounts) {
        await field.fill(amount.typed);
        await dialog.getByRole('button', { name: 'Continua' }).click();
        if (amount === typedGrouped) {
          // Above the return's 80,00 €: refused, with the field named and the limit.
          await dialog.getByText('Importo da rimborsare (€): non può superare 80,00 €').waitFor();
          expect(await field.getAttribute('aria-invalid')).toBe('true');
          continue;
        }
        const confirm = page.getByRole('dialog', { name: /^Confermi il rimborso di/ });
        const step = await Promise.race([
          confirm.waitFor().then(() => 'confirm'),
          field
            .and(page.locator('[aria-invalid="true"]'))
            .waitFor()
            .then(() => 'refused' as const),
        ]);
        if (step === 'refused') {
          expectRead('refused', amount);
          continue;
        }
        await confirm.getByRole('button', { name: 'Conferma il rimborso' }).click();
        await page.getByText(/^Rimborso registrato: /).waitFor();
        expectRead((await setup.dealerReturn(returnId)).refund_amount ?? Number.NaN, amount);
      }
    }
  });

  it('Controversie → Decidi → "Rimborso parziale": the amount refunded', async () => {
    const page = await operatorPage();
    for (const [letters, amounts] of [
      ['MD', [typedGrouped, typedRight]],
      ['ME', [typedDot]],
    ] as const) {
      const { returnId, disputeId } = await setup.disputeOpened(letters);
      await page.goto(`/admin/disputes/${disputeId}/show`);
      await page.getByRole('button', { name: 'Decidi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decidi la controversia' });
      await dialog.getByRole('radio', { name: 'Rimborso parziale' }).check();
      await dialog.getByRole('textbox', { name: /^Motivazione/ }).fill('Prova degli importi: una parte del valore');
      const field = dialog.getByRole('textbox', { name: /^Importo da rimborsare/ });
      for (const amount of amounts) {
        await field.fill(amount.typed);
        await dialog.getByRole('button', { name: 'Continua' }).click();
        if (amount === typedGrouped) {
          await dialog.getByText('Importo da rimborsare (€): non può superare 80,00 €').waitFor();
          expect(await field.getAttribute('aria-invalid')).toBe('true');
          continue;
        }
        const confirm = page.getByRole('dialog', { name: 'Confermi la decisione?' });
        const step = await Promise.race([
          confirm.waitFor().then(() => 'confirm'),
          field
            .and(page.locator('[aria-invalid="true"]'))
            .waitFor()
            .then(() => 'refused' as const),
        ]);
        if (step === 'refused') {
          expectRead('refused', amount);
          continue;
        }
        await confirm.getByRole('button', { name: 'Conferma la decisione' }).click();
        await page.getByText('Controversia decisa.').waitFor();
        expectRead((await setup.dealerReturn(returnId)).refund_amount ?? Number.NaN, amount);
      }
    }
  });

  it('Incassi → Versamenti automatici → the minimum amount', async () => {
    const dealer = await dealerLogin();
    const page = await dealerPage('dealer@demo.example');
    for (const amount of AMOUNTS) {
      await page.goto('/incassi');
      const section = page.getByRole('region', { name: 'Versamenti automatici' });
      const field = section.getByRole('textbox', { name: /^Importo minimo/ });
      await field.fill(amount.typed);
      await section.getByRole('button', { name: 'Salva' }).click();
      const saved = section.getByText('Versamenti automatici aggiornati.').waitFor();
      const outcome =
        (await savedOrRefused(saved, field)) === 'refused'
          ? 'refused'
          : (await setup.ok('payoutAccount', dealer.token, { params: { dealerId: dealer.user.id } })).minimum_amount;
      expectRead(outcome, amount);
    }
  });
});
