import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../contract/routes.js';
import { serverMessages } from '../../i18n/it/server.js';
import { validCompany } from '../support/rule-cases.js';
import { bearer, DEMO_PASSWORD, testApp, type TestApp } from '../server/support/app.js';

/*
 * Once the terms are accepted, POST /dealer/{dealerId}/update no longer changes the password;
 * only password/update, with the current one, does. The register screen may still be sent again before the
 * subscription exists: its password pair is then ignored. A registered dealer's password pair is refused (422).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const canLogIn = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: apiPath(routes.login),
      payload: { email, password, security: 'dealer-portal' },
    })
  ).statusCode === 200;

async function sendRegistration(email: string, password: string) {
  const token = await t.login(email);
  const id = (await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).json<{
    id: number;
  }>().id;
  const [{ id: province }] = (await t.database.query(`select id from provinces where code = 'RM'`)) as { id: number }[];
  return t.app.inject({
    method: 'POST',
    url: apiPath(routes.dealerUpdate, { dealerId: id }),
    headers: bearer(token),
    payload: {
      ...validCompany,
      adr_province: Number(province),
      password,
      password_confirmation: password,
      terms: true,
    },
  });
}

describe('finding 6: the registration sets the password only before the terms are accepted', () => {
  it('ignores the password pair of a dealer who accepted the terms but has no subscription yet', async () => {
    const email = 'nuovo@demo.example';
    await t.database.query(`update users set terms_accepted_at = now() - interval '1 day' where email = '${email}'`);

    const answer = await sendRegistration(email, 'cambiata-senza-vecchia');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ legal_name: validCompany.legal_name });
    expect(await canLogIn(email, 'cambiata-senza-vecchia')).toBe(false);
    expect(await canLogIn(email, DEMO_PASSWORD)).toBe(true);
  });

  it('refuses the password pair of a registered dealer with an Italian message on the field', async () => {
    const answer = await sendRegistration('dealer@demo.example', 'cambiata-senza-vecchia');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.password).toEqual([serverMessages.passwordOnlyAtRegistration]);
    expect(await canLogIn('dealer@demo.example', DEMO_PASSWORD)).toBe(true);
  });

  it('still sets the password at the first registration', async () => {
    const email = 'nuovo@demo.example';
    await t.database.query(`update users set terms_accepted_at = null where email = '${email}'`);
    expect((await sendRegistration(email, 'primapassword1')).statusCode).toBe(200);
    expect(await canLogIn(email, 'primapassword1')).toBe(true);
    const [row] = (await t.database.query(`select terms_accepted_at from users where email = '${email}'`)) as {
      terms_accepted_at: unknown;
    }[];
    expect(row.terms_accepted_at).not.toBeNull();
  });
});
