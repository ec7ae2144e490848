import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffList } from '../../contract/api/staff.js';
import type { StaffMember } from '../../contract/entities/staff.js';
import type { User } from '../../contract/entities/user.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { staffMessages } from '../../i18n/it/staff.js';
import { INVITATION_THROTTLE } from '../../server/auth/throttle.js';
import { outboxDir } from '../../server/mail/index.js';
import { readOutbox } from '../../server/mail/outbox.js';
import { actors, call, DEALER, newRequest, query, sendBody, type Actors } from './quotations-fixtures.js';

/* Company accounts: the demo company's people, the owner's team routes, the invitation link, "Inviato da". */

let a: Actors;
let quoter: string;
let shipping: string;

beforeAll(async () => {
  a = await actors();
  quoter = await a.t.login('preventivi@demo.example');
  shipping = await a.t.login('magazzino@demo.example');
});

afterAll(async () => {
  await a?.t.close();
});

/** The link of the last invitation mailed to `email`, and its token. */
async function invitationLink(email: string): Promise<{ link: string; token: string }> {
  const mails = (await readOutbox(outboxDir(a.t.database.dataDir))).filter((m) => m.to === email);
  const link = /https?:\/\/\S+\/invito\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return { link: link[0], token: link[1] };
}

describe('the demo company', () => {
  it("logs its quoter in to the portal as the company, with the person's name and role beside it", async () => {
    const me = (await call(a.t, quoter, routes.me)).json<User>();
    expect(me.id).toBe(DEALER);
    expect(me.legal_name).toBe('Ricambi Rossi S.r.l.');
    expect(me.staff).toMatchObject({
      email: 'preventivi@demo.example',
      name: 'Paola',
      surname: 'Verdi',
      role: 'quoter',
    });
  });

  it('lets each role work only in its areas: 403 with an Italian message elsewhere', async () => {
    const requests = await call(a.t, quoter, routes.submissionList, { filter: 'pending' });
    expect(requests.statusCode).toBe(200);
    const wallet = await call(a.t, quoter, routes.dealerInvoices, { dealerId: DEALER });
    expect(wallet.statusCode).toBe(403);
    expect(wallet.json()).toMatchObject({ message: staffMessages.notAllowed, code: 'staff_not_allowed' });
    expect((await call(a.t, shipping, routes.quotationList, { dealerId: DEALER, filter: 'accepted' })).statusCode).toBe(
      200,
    );
    expect((await call(a.t, shipping, routes.submissionList, { filter: 'pending' })).statusCode).toBe(403);
    // The team is the owner's.
    expect((await call(a.t, quoter, routes.staffList, { dealerId: DEALER })).statusCode).toBe(403);
  });

  it('records who sent a quotation: "Inviato da" names the quoter in the dealer\'s view, never in the customer\'s', async () => {
    const request = await newRequest(a);
    const sent = await call(a.t, quoter, routes.quotationNew, {}, sendBody(request, DEALER));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ sent_by: 'Paola Verdi' });
    const customerView = await call(a.t, a.customer, routes.customerQuotation, { id: sent.json<{ id: number }>().id });
    expect(customerView.json()).not.toHaveProperty('sent_by');
  });

  it("lists in the owner's Attività who sent the quotation, newest first; the team's people cannot read it", async () => {
    const activity = await call(a.t, a.dealer, routes.staffActivity, { dealerId: DEALER });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json<{ data: { action: string; person: string }[] }>().data[0]).toMatchObject({
      action: 'sent',
      person: 'Paola Verdi',
    });
    expect((await call(a.t, quoter, routes.staffActivity, { dealerId: DEALER })).statusCode).toBe(403);
  });

  it("filters the owner's statistics by the person who sent", async () => {
    const [paola] = await query<{ id: number }>(a.t, `select id from users where email = 'preventivi@demo.example'`);
    // The default range: the last 30 days up to today, which holds her quotation of a moment ago.
    const all = await call(a.t, a.dealer, routes.analytics, { dealerId: DEALER });
    const hers = await call(a.t, a.dealer, routes.analytics, { dealerId: DEALER }, undefined, `?sent_by=${paola.id}`);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json<{ quotations_sent: number }>().quotations_sent).toBe(1);
    expect(all.json<{ quotations_sent: number }>().quotations_sent).toBeGreaterThan(1);
    expect(hers.json<{ requests_received: number }>().requests_received).toBe(
      all.json<{ requests_received: number }>().requests_received,
    );
  });

  it('names a sender without a name by the email, as Attività does', async () => {
    await query(a.t, `update users set name = null, surname = null where email = 'preventivi@demo.example'`);
    try {
      const sent = await call(a.t, quoter, routes.quotationNew, {}, sendBody(await newRequest(a), DEALER));
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ sent_by: 'preventivi@demo.example' });
    } finally {
      await query(a.t, `update users set name = 'Paola', surname = 'Verdi' where email = 'preventivi@demo.example'`);
    }
  });
});

describe("the owner's team", () => {
  it('lists the owner first, then the people with their roles', async () => {
    const list = (await call(a.t, a.dealer, routes.staffList, { dealerId: DEALER })).json<StaffList>();
    expect(list.data.map((m) => [m.email, m.role, m.status])).toEqual([
      ['dealer@demo.example', 'owner', 'active'],
      ['magazzino@demo.example', 'shipping', 'active'],
      ['preventivi@demo.example', 'quoter', 'active'],
    ]);
  });

  it('invites by email: the mailed link works once, sets the password and logs the person in', async () => {
    const invited = await call(
      a.t,
      a.dealer,
      routes.staffInvite,
      { dealerId: DEALER },
      { email: 'nuova@ricambirossi.example', name: 'Nadia', surname: 'Neri', role: 'billing' },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<StaffMember>()).toMatchObject({ status: 'invited', role: 'billing' });
    const { token } = await invitationLink('nuova@ricambirossi.example');

    const info = await call(a.t, null, routes.invitationInfo, {}, { token });
    expect(info.json()).toMatchObject({
      email: 'nuova@ricambirossi.example',
      company: 'Ricambi Rossi S.r.l.',
      role: 'billing',
    });
    // Before accepting, no password logs in.
    expect(
      (
        await call(
          a.t,
          null,
          routes.login,
          {},
          { email: 'nuova@ricambirossi.example', password: '', security: 'dealer-portal' },
        )
      ).statusCode,
    ).toBe(422);

    const accepted = await call(
      a.t,
      null,
      routes.invitationAccept,
      {},
      { token, password: 'segreta123', password_confirmation: 'segreta123' },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ user: User }>().user.staff).toMatchObject({ role: 'billing', name: 'Nadia' });
    expect(await a.t.login('nuova@ricambirossi.example', 'segreta123')).toBeTruthy();

    const again = await call(
      a.t,
      null,
      routes.invitationAccept,
      {},
      { token, password: 'altra12345', password_confirmation: 'altra12345' },
    );
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: staffMessages.invitationInvalid });
  });

  it('refuses an expired link, and a re-sent invitation replaces the old link', async () => {
    await call(
      a.t,
      a.dealer,
      routes.staffInvite,
      { dealerId: DEALER },
      { email: 'tardi@ricambirossi.example', name: 'Tina', surname: 'Tardi', role: 'quoter' },
    );
    const first = await invitationLink('tardi@ricambirossi.example');
    await query(a.t, `update staff_invitations set expires_at = now() - interval '1 minute'`);
    const expired = await call(
      a.t,
      null,
      routes.invitationAccept,
      {},
      { token: first.token, password: 'segreta123', password_confirmation: 'segreta123' },
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: staffMessages.invitationExpired });

    const [member] = await query<{ id: number }>(
      a.t,
      `select id from users where email = 'tardi@ricambirossi.example'`,
    );
    expect((await call(a.t, a.dealer, routes.staffResend, { dealerId: DEALER, memberId: member.id })).statusCode).toBe(
      200,
    );
    const second = await invitationLink('tardi@ricambirossi.example');
    expect(second.token).not.toBe(first.token);
    const ok = await call(
      a.t,
      null,
      routes.invitationAccept,
      {},
      { token: second.token, password: 'segreta123', password_confirmation: 'segreta123' },
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an email already used, with a message on the field', async () => {
    const taken = await call(
      a.t,
      a.dealer,
      routes.staffInvite,
      { dealerId: DEALER },
      { email: 'Cliente@demo.example', name: 'X', surname: 'Y', role: 'quoter' },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { email: [staffMessages.emailTaken] } });
    // The route's summary (the API docs) names the status the server answers.
    expect(routes.staffInvite.summary).toContain(`${taken.statusCode} se l’email è già usata`);
  });

  it("changes a role, and never touches another company's people", async () => {
    const [member] = await query<{ id: number }>(a.t, `select id from users where email = 'magazzino@demo.example'`);
    const changed = await call(
      a.t,
      a.dealer,
      routes.staffUpdate,
      { dealerId: DEALER, memberId: member.id },
      { role: 'billing' },
    );
    expect(changed.json<StaffMember>().role).toBe('billing');
    await call(a.t, a.dealer, routes.staffUpdate, { dealerId: DEALER, memberId: member.id }, { role: 'shipping' });
    const foreign = await call(
      a.t,
      a.dealer2,
      routes.staffUpdate,
      { dealerId: 2, memberId: member.id },
      { role: 'billing' },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("deactivates a person: their session stops at once, login is refused, the company's others go on", async () => {
    const token = await a.t.login('preventivi@demo.example');
    expect((await call(a.t, token, routes.me)).statusCode).toBe(200);
    const [member] = await query<{ id: number }>(a.t, `select id from users where email = 'preventivi@demo.example'`);
    const off = await call(a.t, a.dealer, routes.staffDeactivate, { dealerId: DEALER, memberId: member.id });
    expect(off.json<StaffMember>().status).toBe('deactivated');
    expect((await call(a.t, token, routes.me)).statusCode).toBe(401);
    await expect(a.t.login('preventivi@demo.example')).rejects.toThrow(/401/);
    expect((await call(a.t, shipping, routes.me)).statusCode).toBe(200);

    await call(a.t, a.dealer, routes.staffReactivate, { dealerId: DEALER, memberId: member.id });
    expect(await a.t.login('preventivi@demo.example')).toBeTruthy();
  });
});

/** Invites `email` to the company of `token` (dealer 1's unless told). */
const invite = (email: string, token = a.dealer, id = DEALER) =>
  call(a.t, token, routes.staffInvite, { dealerId: id }, { email, name: 'Ivo', surname: 'Invitato', role: 'quoter' });

const mailsTo = async (email: string) =>
  (await readOutbox(outboxDir(a.t.database.dataDir))).filter((m) => m.to === email).length;

describe('invitations', () => {
  it("shows in the owner's team when a pending invitation expires", async () => {
    const invited = await invite('scadenza@ricambirossi.example');
    expect(invited.statusCode, invited.body).toBe(201);
    const list = (await call(a.t, a.dealer, routes.staffList, { dealerId: DEALER })).json<StaffList>();
    const member = list.data.find((m) => m.email === 'scadenza@ricambirossi.example');
    expect(member?.status).toBe('invited');
    const inHours = (Date.parse(member?.invitation_expires_at ?? '') - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(71.9);
    expect(inHours).toBeLessThanOrEqual(72);
    expect(invited.json<StaffMember>().invitation_expires_at).toBe(member?.invitation_expires_at);
  });

  it('are throttled per address: the first mail and two re-sends, then 429 with Retry-After and no mail', async () => {
    const email = 'insistente@ricambirossi.example';
    expect((await invite(email)).statusCode).toBe(201);
    const [member] = await query<{ id: number }>(a.t, `select id from users where email = '${email}'`);
    for (let i = 1; i < INVITATION_THROTTLE.address.limit; i += 1)
      expect(
        (await call(a.t, a.dealer, routes.staffResend, { dealerId: DEALER, memberId: member.id })).statusCode,
      ).toBe(200);
    const mailed = await mailsTo(email);
    const refused = await call(a.t, a.dealer, routes.staffResend, { dealerId: DEALER, memberId: member.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: errors.invitationsThrottledAddress });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_600);
    expect(await mailsTo(email)).toBe(mailed);
  });

  it('are throttled per company: beyond its limit an invitation answers 429, creates nobody and mails nothing', async () => {
    const [{ id: company }] = await query<{ id: number }>(
      a.t,
      `select id from users where email = 'dealer2@demo.example'`,
    );
    for (let i = 0; i < INVITATION_THROTTLE.company.limit; i += 1)
      expect((await invite(`persona${i}@spam.example`, a.dealer2, company)).statusCode).toBe(201);
    const refused = await invite('unaltra@spam.example', a.dealer2, company);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: errors.invitationsThrottledCompany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await query(a.t, `select id from users where email = 'unaltra@spam.example'`)).toEqual([]);
    expect(await mailsTo('unaltra@spam.example')).toBe(0);
    // Another company's invitations are not counted with these.
    expect((await invite('altra-azienda@ricambirossi.example')).statusCode).toBe(201);
  });

  it('never keep an address from registering as a customer: the pending invitation is withdrawn', async () => {
    const email = 'mario.privato@posta.example';
    expect((await invite(email)).statusCode).toBe(201);
    const { token } = await invitationLink(email);
    const [{ id: province }] = await query<{ id: number }>(a.t, `select id from provinces where code = 'MI'`);
    const body = {
      email: 'Mario.Privato@posta.example',
      password: 'segreta123',
      password_confirmation: 'segreta123',
      name: 'Mario',
      surname: 'Privato',
      phone: '+393331234567',
      fiscal_code: 'rssmra80a01h501u',
      vat_number: null,
      adr_street: 'Via Roma',
      adr_house_no: '1',
      adr_city: 'Milano',
      adr_province: province,
      adr_zip_code: '20100',
      terms: true,
    };
    const register = (address: string) =>
      a.t.app.inject({
        method: 'POST',
        url: '/api/customer/register',
        payload: { ...body, email: address },
        remoteAddress: '10.9.9.9',
      });
    const registered = await register('Mario.Privato@posta.example');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json<{ user: User }>().user.role).toBe('customer');
    const list = (await call(a.t, a.dealer, routes.staffList, { dealerId: DEALER })).json<StaffList>();
    expect(list.data.map((m) => m.email.toLowerCase())).not.toContain(email);
    const accept = await call(
      a.t,
      null,
      routes.invitationAccept,
      {},
      { token, password: 'segreta123', password_confirmation: 'segreta123' },
    );
    expect(accept.statusCode).toBe(410);
    // An accepted invitation is a person of the company: their address stays theirs.
    const taken = await register('preventivi@demo.example');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: errors.emailTaken });
  });

  it('give no way in through forgot-password before they are accepted: answered as an unknown address', async () => {
    const email = 'smemorato@ricambirossi.example';
    expect((await invite(email)).statusCode).toBe(201);
    const mailed = await mailsTo(email);
    const forgot = (address: string) => call(a.t, null, routes.forgotPassword, {}, { email: address });
    const [invited, unknown] = [await forgot(email), await forgot('nessuno@ricambirossi.example')];
    expect([invited.statusCode, invited.json()]).toEqual([unknown.statusCode, unknown.json()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(email)).toBe(mailed);
    const [row] = await query<{ reset_password_hash: string | null; password_hash: string }>(
      a.t,
      `select reset_password_hash, password_hash from users where email = '${email}'`,
    );
    expect(row).toEqual({ reset_password_hash: null, password_hash: '' });
  });
});
