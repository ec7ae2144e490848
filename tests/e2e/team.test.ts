import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../server/mail/index.js';
import { readOutbox } from '../../server/mail/outbox.js';
import { apiOf } from './support/api';
import { launchBrowser, loggedInPage, newPage, seriousA11yViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { uniquePlate } from '../support/plates';

// Company accounts: inviting people changes the demo company for good, so this file has a server of its own.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const { call } = apiOf(() => server.url);

/** The path of the last invitation link mailed to `email` (the outbox: no SMTP in tests). */
async function invitationPath(email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(outboxDir(server.dataDir))).filter((mail) => mail.to === email);
        path = /https?:\/\/[^/\s]+(\/invito\/[A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
        return path;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return path!;
}

/** A new request of cliente@demo.example in a province the demo company serves; its plate. */
async function newCustomerRequest(): Promise<string> {
  const customer = (
    await call('login', null, {
      body: { email: 'cliente@demo.example', password: 'demo1234', security: 'customer-app' },
    })
  ).token;
  const owner = await call('login', null, {
    body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' },
  });
  const [manufacturers, parts, provinces] = await Promise.all([
    call('manufacturerList', customer),
    call('partList', customer),
    call('provinceList', customer),
  ]);
  const province = provinces.find((p) => !owner.user.user_provinces.includes(p.id))!;
  const leaf = parts.find(
    (part) => part.part_parent_id !== null && !parts.some((child) => child.part_parent_id === part.id),
  )!;
  const plate = uniquePlate('TM');
  await call('customerSubmissionNew', customer, {
    body: {
      vehicle: { plate, manufacturer_id: manufacturers[0].id, model: 'Prova', year_of_production: 2019, km_count: 2 },
      province_id: province.id,
      notes: 'Richiesta del team',
      rows: [{ part_id: leaf.id, quantity: 1 }],
    },
  });
  return plate;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('company accounts in Chromium', { timeout: 120_000 }, () => {
  it('the owner invites a quoter, who chooses a password from the mailed link, sends a quotation signed with their name and cannot open the wallet', async () => {
    const owner = await loggedInPage(browser, server.url, 'dealer@demo.example');
    await owner.goto('/profile');
    const team = owner.getByRole('region', { name: 'Team' });
    await team.getByRole('button', { name: 'Invita una persona' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invita una persona' });
    await dialog.getByLabel(/^Email/).fill('nina.neri@ricambirossi.example');
    await dialog.getByLabel(/^Nome/).fill('Nina');
    await dialog.getByLabel('Cognome').fill('Neri');
    await dialog.getByRole('button', { name: 'Invia invito' }).click();
    await owner.getByText('Invito inviato a nina.neri@ricambirossi.example: il link vale 72 ore').waitFor();
    await team.getByRole('listitem', { name: 'Nina Neri' }).getByText('Invito in attesa').waitFor();
    expect(await seriousA11yViolations(owner)).toEqual([]);

    const quoter = await newPage(browser, server.url);
    await quoter.goto(await invitationPath('nina.neri@ricambirossi.example'));
    await quoter.getByText('Ricambi Rossi S.r.l. ti ha invitato con il ruolo Preventivista').waitFor();
    await quoter.getByLabel(/^Password/).fill('nina-segreta-1');
    await quoter.getByLabel('Ripeti la password').fill('nina-segreta-1');
    await quoter.getByRole('button', { name: 'Scegli la password ed entra' }).click();
    await quoter.waitForURL('**/dashboard');

    // Her nav has no wallet, and its URL says it is not her role's page.
    const nav = quoter.getByRole('navigation', { name: 'Navigazione principale' });
    await nav.getByRole('link', { name: 'Inviati' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Portafoglio' }).count()).toBe(0);
    await quoter.goto('/wallet');
    await quoter.getByRole('heading', { name: 'Questa pagina non fa parte del tuo ruolo' }).waitFor();

    // She quotes a new request: the quotation names her.
    const plate = await newCustomerRequest();
    await quoter.goto(`/dashboard?search=${plate}`);
    await quoter.getByRole('link', { name: new RegExp(plate) }).click();
    await quoter.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
    await quoter.waitForURL('**/dashboard/draft**');
    const draft = quoter.getByRole('article', { name: new RegExp(plate) });
    const option = draft.getByRole('group', { name: 'Opzione 1' });
    await option.getByLabel('Codice OE').fill('OE-TEAM-1');
    await option.getByLabel('Marca').fill('Bosch');
    await option.getByLabel('Prezzo netto (€)').fill('45,50');
    await draft.getByRole('button', { name: 'INVIA PREVENTIVO' }).click();
    await quoter
      .getByRole('dialog', { name: 'Conferma invio' })
      .getByRole('button', { name: 'Conferma e invia' })
      .click();
    await quoter.getByRole('dialog', { name: 'Preventivo inviato!' }).waitFor();

    const token = (
      await call('login', null, {
        body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' },
      })
    ).token;
    const sent = await call('quotationList', token, { params: { dealerId: 1, filter: 'pending' } });
    const quotation = sent.data.find((q) => q.vehicle.plate === plate)!;
    expect(quotation.sent_by).toBe('Nina Neri');
    await owner.goto(`/dashboard/sent?id=${quotation.id}`);
    await owner.getByText('Inviato da Nina Neri').waitFor();
  });

  it('a warehouse person lands on the accepted quotations and sees only their tabs; the team section fits a phone', async () => {
    const shipping = await loggedInPage(browser, server.url, 'magazzino@demo.example', /\/dashboard\/fulfilled$/);
    const tabs = shipping.getByRole('navigation', { name: 'Sezioni della dashboard' });
    await tabs.getByRole('link', { name: /Accettati/ }).waitFor();
    expect(await tabs.getByRole('link', { name: /Bozze/ }).count()).toBe(0);

    const owner = await loggedInPage(browser, server.url, 'dealer@demo.example');
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto('/profile');
    await owner.getByRole('region', { name: 'Team' }).getByRole('listitem', { name: 'Luca Bianchi' }).waitFor();
    expect(await overflow(owner)).toBeLessThanOrEqual(0);
  });
});

describe('working together on one request', { timeout: 120_000 }, () => {
  it('a colleague sees "<Nome> sta preparando un preventivo" live while the draft is open, and not after', async () => {
    const plate = await newCustomerRequest();
    const owner = await loggedInPage(browser, server.url, 'dealer@demo.example');
    await owner.goto(`/dashboard?search=${plate}`);
    await owner.getByRole('link', { name: new RegExp(plate) }).click();
    await owner.getByRole('button', { name: 'CREA PREVENTIVO' }).waitFor();

    const quoter = await loggedInPage(browser, server.url, 'preventivi@demo.example');
    await quoter.goto(`/dashboard?search=${plate}`);
    await quoter.getByRole('link', { name: new RegExp(plate) }).click();
    await quoter.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
    await quoter.waitForURL('**/dashboard/draft**');

    await owner.getByText('Paola Verdi sta preparando un preventivo').first().waitFor({ timeout: 15_000 });
    expect(await owner.getByText(/solo preventivo per richiesta/).count()).toBe(1);

    // She leaves the drafts: the notice goes at once.
    await quoter.goto('/faq');
    await owner
      .getByText('Paola Verdi sta preparando un preventivo')
      .first()
      .waitFor({ state: 'hidden', timeout: 15_000 });
  });

  it('drafts live on the server: a colleague sees the draft in Bozze, takes it over with its text, and the first quoter is told live', async () => {
    const plate = await newCustomerRequest();
    const quoter = await loggedInPage(browser, server.url, 'preventivi@demo.example');
    await quoter.goto(`/dashboard?search=${plate}`);
    await quoter.getByRole('link', { name: new RegExp(plate) }).click();
    await quoter.getByRole('button', { name: 'CREA PREVENTIVO' }).click();
    await quoter.waitForURL('**/dashboard/draft**');
    const hers = quoter.getByRole('article', { name: new RegExp(plate) });
    await hers.getByRole('group', { name: 'Opzione 1' }).getByLabel('Codice OE').fill('OE-PAOLA');

    // Saved on the server (not only in her browser): the company's list has her text, with her as the editor.
    const token = (
      await call('login', null, {
        body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' },
      })
    ).token;
    await expect
      .poll(
        async () => {
          const drafts = await call('draftList', token, { params: { dealerId: 1 } });
          const draft = drafts.data.find(
            (d) => (d.body.submission as { vehicle?: { plate?: string } }).vehicle?.plate === plate,
          );
          return draft ? `${draft.editor?.name}:${draft.body.rows[0].options[0].part_code}` : null;
        },
        { timeout: 15_000 },
      )
      .toBe('Paola Verdi:OE-PAOLA');

    // The owner, in another browser, sees it in Bozze as hers and takes it over (confirmed first).
    const owner = await loggedInPage(browser, server.url, 'dealer@demo.example');
    await owner.goto('/dashboard/draft');
    const theirs = owner.getByRole('article', { name: new RegExp(plate) });
    await theirs.getByText('Bozza di Paola Verdi').waitFor({ timeout: 15_000 });
    await theirs.getByRole('button', { name: /Prendi in carico la bozza di/ }).click();
    await owner
      .getByRole('dialog', { name: 'Prendere in carico la bozza?' })
      .getByRole('button', { name: 'Prendi in carico' })
      .click();
    const code = theirs.getByRole('group', { name: 'Opzione 1' }).getByLabel('Codice OE');
    await code.waitFor();
    expect(await code.inputValue()).toBe('OE-PAOLA');

    // Paola is told at once, and her card now says whose draft it is.
    await quoter.getByText(/ha preso in carico la bozza di/).waitFor({ timeout: 15_000 });
    await hers.getByText(/^Bozza di /).waitFor();
    expect(await hers.getByRole('group', { name: 'Opzione 1' }).count()).toBe(0);
  });
});
