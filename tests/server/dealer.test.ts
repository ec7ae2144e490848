import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../contract/entities/user.js';
import type { RouteName } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import { tinyPng } from '../support/images.js';
import { validCompany } from '../support/rule-cases.js';
import { DEMO_PASSWORD, testApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

interface Session {
  id: number;
  token: string;
}

async function session(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const token = await t.login(email, password);
  return { id: (await t.client(token).ok('me')).id, token };
}

/** The payload is what a form might send, valid or not: outside the contract's type on purpose. */
const post = <N extends RouteName>(route: N, who: Session, payload: unknown) =>
  t.client(who.token).call(route, { params: ownId(who), payload });
const get = <N extends RouteName>(route: N, who: Session, query: Record<string, string | number> = {}) =>
  t.client(who.token).call(route, { params: ownId(who), query });
/** The caller as the profile routes' :dealerId; typed for any route (`me` has no params and ignores it). */
const ownId = (who: Session) => ({ dealerId: who.id }) as never;
const me = async (who: Session) => User.parse((await get('me', who)).body);
const provinceId = async (code: string) =>
  Number(((await t.database.query(`select id from provinces where code = '${code}'`)) as { id: number }[])[0].id);
const canLogIn = async (email: string, password: string) =>
  (await t.client().call('login', { body: { email, password, security: 'dealer-portal' } })).status === 200;

describe('registration: POST /api/dealer/{dealerId}/update by a dealer without a subscription', () => {
  const email = 'nuovo@demo.example';
  const body = async (overrides: Record<string, unknown> = {}) => ({
    ...validCompany,
    adr_province: await provinceId('RM'),
    password: 'nuovapassword1',
    password_confirmation: 'nuovapassword1',
    terms: true,
    ...overrides,
  });

  it.each([
    ['terms not accepted', { terms: false }, 'terms', errors.termsRequired],
    ['terms missing', { terms: undefined }, 'terms', errors.termsRequired],
    [
      'passwords that differ',
      { password_confirmation: 'altrapassword' },
      'password_confirmation',
      errors.passwordsMismatch,
    ],
    ['no password', { password: undefined, password_confirmation: undefined }, 'password', errors.required],
    ['an unknown province', { adr_province: 99_999 }, 'adr_province', serverMessages.provinceUnknown],
  ])('refuses %s with the message on the field, changing nothing', async (_label, overrides, field, message) => {
    const dealer = await session(email);
    const before = await me(dealer);
    const answer = await post('dealerUpdate', dealer, await body(overrides));
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.[field]).toEqual([message]);
    expect(await me(dealer)).toEqual(before);
    expect(await canLogIn(email, DEMO_PASSWORD)).toBe(true);
  });

  it('stores the data, the terms acceptance and the new password; this session stays, the others end', async () => {
    const other = await session(email);
    const dealer = await session(email);
    const answer = await post('dealerUpdate', dealer, await body());
    expect(answer.status).toBe(200);
    const user = User.parse(answer.body);
    expect(user).toMatchObject({
      ...validCompany,
      adr_province: await provinceId('RM'),
      email,
      current_subscription: null,
    });
    expect(await me(dealer)).toEqual(user);

    const [row] = (await t.database.query(`select terms_accepted_at from users where id = ${dealer.id}`)) as {
      terms_accepted_at: Date | string;
    }[];
    expect(Date.now() - new Date(row.terms_accepted_at).getTime()).toBeLessThan(60_000);

    expect((await get('me', other)).status).toBe(401);
    expect(await canLogIn(email, DEMO_PASSWORD)).toBe(false);
    expect(await canLogIn(email, 'nuovapassword1')).toBe(true);
  });

  it('keeps asking for password and terms until the dealer subscribes (the web sends it back to /register)', async () => {
    const dealer = await session(email, 'nuovapassword1');
    const answer = await post('dealerUpdate', dealer, await body({ terms: false }));
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.terms).toEqual([errors.termsRequired]);
  });
});

describe('company data: POST /api/dealer/{dealerId}/update by a subscribed dealer', () => {
  it('updates the company fields without asking for password or terms again', async () => {
    const dealer = await session('dealer2@demo.example');
    const [before] = (await t.database.query(
      `select terms_accepted_at from users where id = ${dealer.id}`,
    )) as unknown[];
    const answer = await post('dealerUpdate', dealer, {
      ...validCompany,
      adr_province: await provinceId('NA'),
      legal_name: 'Esposito Ricambi S.r.l.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      legal_name: 'Esposito Ricambi S.r.l.',
      vat_number: validCompany.vat_number,
      adr_province: await provinceId('NA'),
    });
    const [after] = (await t.database.query(
      `select terms_accepted_at from users where id = ${dealer.id}`,
    )) as unknown[];
    expect(after).toEqual(before);
  });

  it('refuses a password here: it changes in the password section, with the current one', async () => {
    const dealer = await session('dealer2@demo.example');
    const answer = await post('dealerUpdate', dealer, {
      ...validCompany,
      adr_province: await provinceId('NA'),
      password: 'unaltrapassword',
      password_confirmation: 'unaltrapassword',
    });
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.password).toEqual([serverMessages.passwordOnlyAtRegistration]);
    expect(await canLogIn('dealer2@demo.example', DEMO_PASSWORD)).toBe(true);
  });
});

describe('POST /api/dealer/{dealerId}/password/update', () => {
  it('refuses a wrong current password with "Password attuale errata" on old_password', async () => {
    const dealer = await session('dealer2@demo.example');
    const answer = await post('passwordUpdate', dealer, {
      old_password: 'sbagliata',
      new_password: 'nuovissima1',
      repeat_password: 'nuovissima1',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Password attuale errata',
      errors: { old_password: ['Password attuale errata'] },
    });
    expect(await canLogIn('dealer2@demo.example', DEMO_PASSWORD)).toBe(true);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await session('dealer2@demo.example');
    const dealer = await session('dealer2@demo.example');
    const answer = await post('passwordUpdate', dealer, {
      old_password: DEMO_PASSWORD,
      new_password: 'nuovissima1',
      repeat_password: 'nuovissima1',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: serverMessages.passwordChanged });
    expect((await get('me', dealer)).status).toBe(200);
    expect((await get('me', other)).status).toBe(401);
    expect(await canLogIn('dealer2@demo.example', DEMO_PASSWORD)).toBe(false);
    expect(await canLogIn('dealer2@demo.example', 'nuovissima1')).toBe(true);
    // back to the demo password for the rest of the file
    await post('passwordUpdate', dealer, {
      old_password: 'nuovissima1',
      new_password: DEMO_PASSWORD,
      repeat_password: DEMO_PASSWORD,
    });
  });
});

describe('IBAN and fees', () => {
  it('stores the IBAN without spaces and in capitals', async () => {
    const dealer = await session('dealer2@demo.example');
    const answer = await post('ibanUpdate', dealer, { iban: 'it60 x054 2811 1010 0000 0123 456' });
    expect(answer.status).toBe(200);
    expect(answer.body.iban).toBe('IT60X0542811101000000123456');
    const [row] = (await t.database.query(`select iban from users where id = ${dealer.id}`)) as { iban: string }[];
    expect(row.iban).toBe('IT60X0542811101000000123456');
  });

  it('stores both shipping fees', async () => {
    const dealer = await session('dealer2@demo.example');
    const answer = await post('feesUpdate', dealer, { default_flat_fee: '7.5', default_partial_fee: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ default_flat_fee: 7.5, default_partial_fee: 0 });
  });
});

describe('excluded provinces', () => {
  const pendingUrl = (who: Session, query: Record<string, string | number>) =>
    t.client(who.token).call('submissionList', { params: { filter: 'pending' }, query });
  const pingCount = async (who: Session) =>
    (await t.client(who.token).ok('ping', { query: { security: 'dealer-portal' } })).dealer_pending_submissions_count;

  it('hides the requests of an excluded province from the new tab and its counter, and lists it by name', async () => {
    const dealer = await session('dealer2@demo.example');
    const firstPage = (await pendingUrl(dealer, { page: 1 })).body.data;
    const province = firstPage.find((s) => s.province_id !== null)!.province_id!;
    const inProvince = (await pendingUrl(dealer, { province })).body.total;
    expect(inProvince).toBeGreaterThan(0);
    const countBefore = await pingCount(dealer);

    const answer = await post('provincesUpdate', dealer, { provinces: [province, province] });
    expect(answer.status).toBe(200);
    expect(answer.body.user_provinces).toEqual([province]);

    expect(await pingCount(dealer)).toBe(countBefore - inProvince);
    expect((await pendingUrl(dealer, { province })).body.total).toBe(0);
    const listed = (await get('dealerProvinces', dealer)).body;
    expect(listed).toHaveLength(1);
    expect(listed[0].id).toBe(province);
    expect(listed[0].name).toMatch(/\w/);

    expect((await post('provincesUpdate', dealer, { provinces: [] })).body.user_provinces).toEqual([]);
    expect(await pingCount(dealer)).toBe(countBefore);
  });

  it('refuses an unknown province id and keeps the previous list', async () => {
    const dealer = await session('dealer2@demo.example');
    const ao = await provinceId('AO');
    await post('provincesUpdate', dealer, { provinces: [ao] });
    const answer = await post('provincesUpdate', dealer, { provinces: [ao, 99_999] });
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.provinces).toEqual([serverMessages.provinceUnknown]);
    expect((await me(dealer)).user_provinces).toEqual([ao]);
    await post('provincesUpdate', dealer, { provinces: [] });
  });
});

describe('POST /api/dealer/{dealerId}/methods/update', () => {
  it('always keeps method 4', async () => {
    const dealer = await session('dealer2@demo.example');
    const answer = await post('methodsUpdate', dealer, { methods: [2] });
    expect(answer.status).toBe(200);
    expect(answer.body.available_methods).toEqual([2, 4]);
  });

  it.each([
    ['the hidden method 1', [1, 2], serverMessages.paymentMethodUnavailable],
    ['an unknown method', [2, 99], serverMessages.paymentMethodUnavailable],
    ['no method at all', [], errors.paymentMethodsRequired],
  ])('refuses %s', async (_label, methods, message) => {
    const dealer = await session('dealer2@demo.example');
    const before = (await me(dealer)).available_methods;
    const answer = await post('methodsUpdate', dealer, { methods });
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.methods).toEqual([message]);
    expect((await me(dealer)).available_methods).toEqual(before);
  });
});

describe('POST /api/dealer/{dealerId}/photo/update', () => {
  const uploadAs = async (who: Session) =>
    (await t.client(who.token).ok('uploadFile', { body: { file: tinyPng().toString('base64') } })).url;

  it('sets an image the dealer uploaded', async () => {
    const dealer = await session('dealer2@demo.example');
    const url = await uploadAs(dealer);
    const answer = await post('photoUpdate', dealer, { profile_photo: url });
    expect(answer.status).toBe(200);
    expect(answer.body.profile_photo).toBe(url);
  });

  it.each([
    ['another dealer’s upload', async () => uploadAs(await session('dealer@demo.example'))],
    ['a file nobody uploaded', async () => '/media/upload-00000000000000000000000000000000.png'],
    ['a seeded picture', async () => '/media/avatar-ricambi-rossi.svg'],
    ['an outside address', async () => 'https://example.com/foto.png'],
    ['a path out of the media folder', async () => '/media/../pgdata/PG_VERSION'],
  ])('refuses %s', async (_label, makeUrl) => {
    const dealer = await session('dealer2@demo.example');
    const before = (await me(dealer)).profile_photo;
    const answer = await post('photoUpdate', dealer, { profile_photo: await makeUrl() });
    expect(answer.status).toBe(422);
    expect(answer.error?.errors?.profile_photo).toEqual([serverMessages.photoNotOwnUpload]);
    expect((await me(dealer)).profile_photo).toBe(before);
  });
});
