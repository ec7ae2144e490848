import { io } from 'socket.io-client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, chatReceiveEvent, chatSendEvent } from '../../contract/realtime';
import { apiOf } from './support/api';
import { launchBrowser, logIn, newPage, seriousA11yViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * The customer's web app at /cliente, in Chromium against the real server, at 390×844 (first) and 1440×900.
 * A new customer registers, publishes a request with a photo; the dealer (a second browser context) sees it arrive live
 * and quotes it; the customer compares the offers, picks options, accepts, pays with the demo card, chats with the dealer
 * (who answers), sees the tracking the dealer enters without reloading, and rates the dealer, whose stars change.
 * A server of its own: this file registers customers and rates the demo dealer.
 */
let server: RunningServer;
let browser: Browser;

const { call } = apiOf(() => server.url);
const dealerLogin = () =>
  call('login', null, { body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' } });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pageAt(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width, height },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function expectAxeClean(page: Page) {
  expect(
    (await seriousA11yViolations(page)).map(
      ({ id, nodes }) => `${id}: ${JSON.stringify(nodes.map((node) => node.target))}`,
    ),
  ).toEqual([]);
}

describe('the customer app at /cliente', () => {
  it('the demo customer logs in; a dealer is refused and pointed to the portal', async () => {
    const page = await pageAt(390, 844);
    await page.goto('/cliente');
    await page.waitForURL('**/cliente/accedi');
    await page.getByLabel(/^Email/).fill('dealer@demo.example');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.getByText('i ricambisti accedono dal portale /').waitFor();
    await expectAxeClean(page);

    await page.getByLabel(/^Email/).fill('cliente@demo.example');
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.getByRole('heading', { name: 'Le mie richieste' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectAxeClean(page);
    await page.context().close();
  });

  it('the dealer portal keeps refusing a customer, pointing to /cliente', async () => {
    const page = await newPage(browser, server.url);
    await logIn(page, 'cliente@demo.example');
    await page.getByText('i clienti accedono da /cliente').waitFor();
    await page.context().close();
  });

  // Different stars in each run, so the dealer's average moves every time.
  for (const [label, width, height, letters, stars] of [
    ['390×844', 390, 844, 'MB', '1 stella'],
    ['1440×900', 1440, 900, 'DK', '5 stelle'],
  ] as const) {
    it(`at ${label}: register, request with a photo, live quote, compare, accept, pay, chat, tracking, rating`, async () => {
      const dealer = await dealerLogin();
      const starsBefore = (await call('me', dealer.token)).dealer_stars;
      const [manufacturers, parts, provinces] = await Promise.all([
        call('manufacturerList', dealer.token),
        call('partList', dealer.token),
        call('provinceList', dealer.token),
      ]);
      const province = provinces.find((p) => !dealer.user.user_provinces.includes(p.id))!;
      const leaves = parts.filter(
        (part) => part.part_parent_id !== null && !parts.some((child) => child.part_parent_id === part.id),
      );
      const leaf = leaves[0];
      const sub = parts.find((part) => part.id === leaf.part_parent_id)!;
      const root = parts.find((part) => part.id === sub.part_parent_id) ?? sub;
      const plate = `XE${String(Date.now() % 1000).padStart(3, '0')}${letters}`;
      const email = `nuovo.${letters.toLowerCase()}.${Date.now()}@example.com`;

      // The dealer waits on its dashboard (a second browser context).
      const dealerPage = await newPage(browser, server.url);
      dealerPage.setDefaultTimeout(15_000);
      await logIn(dealerPage, 'dealer@demo.example');
      await dealerPage.waitForURL('**/dashboard');
      await dealerPage.getByRole('region', { name: 'Richieste', exact: true }).getByRole('link').first().waitFor();

      // A new customer registers at /cliente.
      const page = await pageAt(width, height);
      await page.goto('/cliente/registrati');
      await page.getByLabel(/^Email/).fill(email);
      await page
        .getByLabel(/^Password/)
        .first()
        .fill('segreta123');
      await page.getByLabel(/^Conferma password/).fill('segreta123');
      await page.getByLabel(/^Nome/).fill('Giulia');
      await page.getByLabel(/^Cognome/).fill('Bianchi');
      await page.getByLabel(/^Telefono/).fill('3331234567');
      await page.getByLabel(/^Codice fiscale/).fill('BNCGLI80A41H501X');
      await page.getByLabel(/^Via/).fill('Via Roma');
      await page.getByLabel(/^Numero civico/).fill('10');
      await page.getByLabel(/^Città/).fill('Roma');
      await page.getByLabel(/^CAP/).fill('00100');
      await page.getByLabel(/^Provincia/).selectOption({ label: province.name });
      await page.getByLabel('Accetto i termini e condizioni').check();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Crea il mio account' }).click();
      await page.getByRole('heading', { name: 'Le mie richieste' }).waitFor();
      await page.getByText('Non hai ancora richieste.').waitFor();

      // Nuova richiesta: a wrong plate is refused in Italian, then the request with a photo of the part.
      await page.getByRole('link', { name: 'Nuova richiesta' }).first().click();
      await page.getByRole('heading', { name: 'Nuova richiesta' }).waitFor();
      await page.getByLabel(/^Targa/).fill('12345');
      await page.getByLabel(/^Marca$/).selectOption({ label: manufacturers[0].name });
      await page.getByLabel(/^Modello/).fill('Panda');
      await page.getByLabel(/^Anno/).fill('2018');
      await page.getByLabel(/^Chilometri/).selectOption({ label: '25.000-70.000' });
      await page.getByLabel(/^Categoria/).selectOption({ label: root.name });
      await page.getByLabel(/^Ricambio$/).selectOption({ label: leaf.name });
      await page.getByLabel(/^Marca preferita/).fill('Bosch');
      await page.getByLabel(/^Provincia/).selectOption({ label: province.name });
      await page
        .getByRole('region', { name: 'I ricambi' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'ricambio.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: 'Foto 1' }).waitFor();
      await page.getByRole('button', { name: 'Invia la richiesta' }).click();
      await page.getByText('Targa non valida: usa il formato AB123CD').waitFor();
      await page.getByLabel(/^Targa/).fill(plate);
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Invia la richiesta' }).click();
      await page.getByRole('heading', { name: new RegExp(plate) }).waitFor();
      await page.getByText('Nessuna offerta per ora').waitFor();

      // The dealer sees it arrive live and quotes it with two options (the customer will pick the dearer one).
      const list = dealerPage.getByRole('region', { name: 'Richieste', exact: true });
      await dealerPage
        .getByRole('status')
        .filter({ hasText: /nuov[ae] richiest[ae]/ })
        .getByRole('button', { name: 'Mostra' })
        .click();
      await list.getByRole('link', { name: new RegExp(plate) }).click();
      await dealerPage.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
      await dealerPage.waitForURL('**/dashboard/draft**');
      const draft = dealerPage.getByRole('article', { name: new RegExp(plate) });
      const region = draft.getByRole('region', { name: leaf.name });
      const first = region.getByRole('group', { name: 'Opzione 1' });
      await first.getByLabel('Codice OE').fill('OE-CLI-1');
      await first.getByLabel('Marca').fill('Bosch');
      await first.getByLabel('Prezzo netto (€)').fill('80');
      await region.getByRole('button', { name: /Aggiungi opzione/ }).click();
      const second = region.getByRole('group', { name: 'Opzione 2' });
      await second.getByLabel('Codice OE').fill('OE-CLI-2');
      await second.getByLabel('Marca').fill('Valeo');
      await second.getByLabel('Prezzo netto (€)').fill('100');
      await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();
      await dealerPage
        .getByRole('dialog', { name: 'Conferma invio' })
        .getByRole('button', { name: 'Conferma e invia' })
        .click();
      await dealerPage.getByRole('dialog', { name: 'Preventivo inviato!' }).waitFor();

      // The customer's comparison shows it without a reload: the cheapest choice, then the dearer option picked.
      const offer = page.getByRole('article', { name: /^Ricambista / });
      await offer.waitFor({ timeout: 20_000 });
      await offer.getByText(/Totale più conveniente/).waitFor();
      // The dealer's rating as its stars stand now (the first run's rating included in the second).
      await offer.getByText(new RegExp(`^${starsBefore.toLocaleString('it-IT')} su 5`)).waitFor();
      const total = offer.getByRole('status', { name: 'Il tuo totale' });
      const cheapest = await total.textContent();
      await offer.getByRole('radio', { name: /Valeo/ }).check();
      await expect.poll(() => total.textContent()).not.toBe(cheapest);
      await expectAxeClean(page);
      await offer.getByRole('button', { name: 'Accetta questo preventivo' }).click();
      const accept = page.getByRole('dialog', { name: /Accetta il preventivo/ });
      await accept.getByRole('radio', { name: 'Pagamento online con carta' }).check();
      await accept.getByRole('button', { name: 'Conferma' }).click();

      // Pay with the demo card: a declined card first, then 4242…; once.
      await page.getByRole('heading', { name: /^Preventivo / }).waitFor();
      await page.getByText('Da pagare').first().waitFor();
      const pay = page.getByRole('region', { name: 'Paga' });
      await pay.getByText('Pagamento dimostrativo').waitFor();
      await pay.getByLabel('Numero della carta').fill('4000 0000 0000 0002');
      await pay.getByLabel('Scadenza (MM/AA)').fill('12/39');
      await pay.getByLabel('CVC').fill('123');
      await pay.getByLabel('Intestatario').fill('Giulia Bianchi');
      await pay.getByRole('button', { name: /^Paga / }).click();
      await pay.getByText('La carta è stata rifiutata.').first().waitFor();
      await pay.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
      await expectAxeClean(page);
      await pay.getByRole('button', { name: /^Paga / }).click();
      await page.getByRole('status', { name: 'Stato' }).getByText('Pagato').waitFor();
      await expect(page.getByRole('region', { name: 'Paga' }).count()).resolves.toBe(0);

      // Chat: the customer writes with a photo; the dealer answers; the customer sees the answer live.
      const chat = page.getByRole('region', { name: /^Chat con / });
      await chat.getByLabel('Messaggio').fill('Buongiorno, quando spedite?');
      await chat.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
      await chat.getByRole('img', { name: 'Allegato 1' }).waitFor();
      await chat.getByRole('button', { name: 'Invia' }).click();
      await chat.getByRole('log').getByText('Buongiorno, quando spedite?').waitFor();
      const quotationId = Number(/preventivi\/(\d+)/.exec(page.url())![1]);
      await dealerAnswers(dealer.token, quotationId, plate, 'Spediamo oggi stesso.');
      await chat.getByRole('log').getByText('Spediamo oggi stesso.').waitFor();

      // The dealer confirms shipping with a tracking code; the customer's page shows it without a reload.
      const code = await quotationCode(dealer.token, quotationId);
      await dealerPage.goto(`/dashboard/fulfilled?search=${plate}`);
      await dealerPage.getByRole('button', { name: new RegExp(`Preventivo ${code}`) }).click();
      const detail = dealerPage.getByRole('article', { name: `Preventivo ${code}` });
      await detail.getByRole('button', { name: 'CONFERMA SPEDIZIONE' }).click();
      const dialog = dealerPage.getByRole('dialog', { name: 'Conferma spedizione' });
      await dialog.getByLabel('Codice di tracciamento').fill(`BRT-${letters}-0001`);
      await dialog.getByRole('button', { name: 'Invia' }).click();
      await dialog.getByText('Spedizione confermata: i dati di tracciamento sono stati inseriti.').waitFor();

      await page.getByText(`Codice di tracciamento: BRT-${letters}-0001`).waitFor({ timeout: 20_000 });
      await page.getByRole('status', { name: 'Stato' }).getByText('Spedito').waitFor();

      // Rating: 1 to 5 stars and a comment; the dealer's stars change.
      const rate = page.getByRole('region', { name: 'Valuta il ricambista' });
      await rate.getByRole('radio', { name: stars, exact: true }).check();
      await rate.getByLabel('Commento').fill('Consegna lenta.');
      await expectAxeClean(page);
      await rate.getByRole('button', { name: 'Invia valutazione' }).click();
      await rate.getByText('Grazie per la valutazione!').waitFor();
      expect((await call('me', dealer.token)).dealer_stars).not.toBe(starsBefore);

      await page.context().close();
      await dealerPage.context().close();
    });
  }
});

/** The dealer's quotation code (its list of accepted quotations). */
async function quotationCode(token: string, quotationId: number): Promise<string> {
  const me = await call('me', token);
  const page = await call('quotationList', token, { params: { dealerId: me.id, filter: 'accepted' } });
  const found = page.data.find((q) => q.id === quotationId);
  if (!found) throw new Error(`quotation ${quotationId} not in the dealer's accepted list`);
  return found.quotation_code;
}

/** The dealer answers in the request's chat over the real socket protocol. */
async function dealerAnswers(token: string, quotationId: number, plate: string, text: string): Promise<void> {
  const me = await call('me', token);
  const page = await call('quotationList', token, { params: { dealerId: me.id, filter: 'accepted' } });
  const quotation = page.data.find((q) => q.id === quotationId)!;
  const submission = await call('submission', token, { params: { id: quotation.submission_id } });
  expect(submission.vehicle.plate).toBe(plate);
  const socket = io(server.url, {
    path: CHAT_SOCKET_PATH,
    auth: { token, chatToken: submission.token_uuid },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.on(chatReceiveEvent(submission.token_uuid), () => undefined);
    const ack = (await socket
      .timeout(10_000)
      .emitWithAck(chatSendEvent(submission.token_uuid), { type: 'newMessage', text, attachments: [] })) as {
      ok: boolean;
    };
    expect(ack.ok).toBe(true);
  } finally {
    socket.disconnect();
  }
}
