import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRegisterBody } from '../../contract/api/customer-account.js';
import { errors } from '../../i18n/it/errors.js';
import { REGISTRATION_THROTTLE } from '../../server/auth/throttle.js';
import { query, type Actors, actors } from './quotations-fixtures.js';

let a: Actors;
let province: number;
beforeAll(async () => {
  a = await actors();
  [{ id: province }] = await query<{ id: number }>(a.t, `select id from provinces where code = 'MI'`);
});
afterAll(async () => {
  await a?.t.close();
});

let serial = 0;
function body(patch: Partial<CustomerRegisterBody> = {}): CustomerRegisterBody {
  serial += 1;
  return {
    email: `nuovo${serial}@clienti.example`,
    password: 'segreta123',
    password_confirmation: 'segreta123',
    name: 'Mario',
    surname: 'Rossi',
    phone: '+393331234567',
    fiscal_code: 'rssmra80a01h501u',
    vat_number: null,
    adr_street: 'Via Roma',
    adr_house_no: '1',
    adr_city: 'Milano',
    adr_province: province,
    adr_zip_code: '20100',
    terms: true,
    ...patch,
  };
}
/** Valid and invalid forms alike (outside the contract's type on purpose), each from its own address. */
const register = (payload: unknown, ip = '10.0.0.1') =>
  a.t.client().call('customerRegister', { payload, remoteAddress: ip });

describe('POST /customer/register', () => {
  it('creates a customer and answers like a login of the customer app', async () => {
    const payload = body();
    const answer = await register(payload);
    expect(answer.status, answer.text).toBe(201);
    const logged = answer.body;
    expect(logged.user).toMatchObject({ role: 'customer', email: payload.email });
    const me = await a.t.client(logged.token).call('customerSubmissions');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ data: [], total: 0, page: 1, last_page: 1 });
    const [stored] = await query<{ fiscal_code: string; terms: boolean }>(
      a.t,
      `select fiscal_code, terms_accepted_at is not null as terms from users where email = '${payload.email}'`,
    );
    expect(stored).toEqual({ fiscal_code: 'RSSMRA80A01H501U', terms: true });
    // The portal refuses the new customer and says where to go.
    const portal = await a.t.client().login(payload.email, 'dealer-portal', 'segreta123');
    expect(portal.status).toBe(403);
    expect(portal.error?.message).toBe(errors.customerUseApp);
  });

  it('takes a VAT number instead of a fiscal code, and needs one of the two', async () => {
    expect((await register(body({ fiscal_code: '', vat_number: '12345678901' }), '10.0.0.2')).status).toBe(201);
    const none = await register(body({ fiscal_code: null, vat_number: null }), '10.0.0.2');
    expect(none.status).toBe(422);
    expect(none.error?.errors?.fiscal_code).toEqual([errors.fiscalCodeOrVat]);
  });

  it('refuses an email already registered (any case) with 409', async () => {
    const answer = await register(body({ email: 'CLIENTE@demo.example' }), '10.0.0.3');
    expect(answer.status).toBe(409);
    expect(answer.error?.message).toBe(errors.emailTaken);
  });

  it('refuses bad fields with 422 and Italian messages', async () => {
    const cases: [Partial<CustomerRegisterBody>, string, string][] = [
      [{ fiscal_code: 'RSSMRA80A01H501' }, 'fiscal_code', errors.fiscalCode],
      [{ fiscal_code: null, vat_number: '1234' }, 'vat_number', errors.vatNumber],
      [{ phone: 'abc' }, 'phone', errors.phone],
      [{ adr_zip_code: '2010' }, 'adr_zip_code', errors.zipCode],
      [{ password_confirmation: 'altra-password' }, 'password_confirmation', errors.passwordsMismatch],
      [{ terms: false as true }, 'terms', errors.termsRequired],
      [{ adr_province: 999_999 }, 'adr_province', 'Provincia inesistente'],
    ];
    for (const [patch, field, message] of cases) {
      const answer = await register(body(patch), '10.0.0.4');
      expect(answer.status, field).toBe(422);
      expect(answer.error?.errors?.[field], field).toEqual([message]);
    }
  });

  it('throttles the accounts created from one address', async () => {
    const ip = '10.0.0.5';
    for (let i = 0; i < REGISTRATION_THROTTLE.address.limit; i++) expect((await register(body(), ip)).status).toBe(201);
    const refused = await register(body(), ip);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(errors.registrationThrottled);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(body(), '10.0.0.6')).status).toBe(201);
  });
});

describe('login of each application', () => {
  it('the customer app refuses dealers (pointing to /) and operators (pointing to /admin)', async () => {
    const dealer = await a.t.client().login('dealer@demo.example', 'customer-app');
    expect(dealer.status).toBe(403);
    expect(dealer.error?.message).toBe(errors.dealerUsePortal);
    expect(errors.dealerUsePortal).toContain('/');
    const [operator] = await query<{ email: string }>(a.t, `select email from users where role = 'operator' limit 1`);
    const refused = await a.t.client().login(operator.email, 'customer-app');
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(errors.operatorUsePortal);
  });

  it('the dealer portal refuses customers pointing to /cliente', async () => {
    const answer = await a.t.client().login('cliente@demo.example', 'dealer-portal');
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBe(errors.customerUseApp);
    expect(errors.customerUseApp).toContain('/cliente');
  });

  it('password recovery works for customers: the mailed password logs in to the customer app', async () => {
    const sent = await a.t.client().call('forgotPassword', { body: { email: 'luca.ferrari@clienti.demo.example' } });
    expect(sent.status).toBe(200);
    const [user] = await query<{ pending: boolean }>(
      a.t,
      `select reset_password_hash is not null and reset_password_expires_at > now() as pending from users where email = 'luca.ferrari@clienti.demo.example'`,
    );
    expect(user.pending).toBe(true);
  });
});
