import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../contract/entities/user.js';
import { routes, type RouteName } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import {
  outputOf,
  passwordPairCases,
  passwordPairMessage,
  ruleCases,
  termsCases,
  termsMessage,
  validCompany,
  type RuleName,
  type RuleTable,
} from '../support/rule-cases.js';
import { DEMO_PASSWORD, testApp, type TestApp } from './support/app.js';

/** Every case of tests/support/rule-cases.ts through the real route: 200 and stored as the rule says, or 422 with its message. */
let t: TestApp;
let dealer: { id: number; token: string };
let provinceId: number;
beforeAll(async () => {
  t = await testApp();
  const token = await t.login('dealer2@demo.example');
  dealer = { token, id: (await t.client(token).ok('me')).id };
  provinceId = Number(
    ((await t.database.query(`select id from provinces where code = 'NA'`)) as { id: number }[])[0].id,
  );
});
afterAll(async () => t?.close());

/** Every case sends what a form might, valid or not: the payload is outside the contract's type on purpose. */
const post = (route: RouteName, payload: unknown, who = dealer) =>
  t.client(who.token).call(route, { params: { dealerId: who.id }, payload });
const me = async (who = dealer) => User.parse(await t.client(who.token).ok('me'));

interface Surface {
  route: RouteName;
  field: string;
  body: (value: unknown) => Record<string, unknown>;
  stored: (user: User) => unknown;
}

const company = (field: keyof User): Surface => ({
  route: 'dealerUpdate',
  field,
  body: (value) => ({ ...validCompany, adr_province: provinceId, [field]: value }),
  stored: (user) => user[field],
});

/** Where each rule meets the API. */
const surfaces: Partial<Record<RuleName, Surface[]>> = {
  phone: [company('phone')],
  vatNumber: [company('vat_number')],
  sdi: [company('sdi')],
  zipCode: [company('adr_zip_code')],
  pec: [company('pec')],
  requiredText: [company('legal_name'), company('adr_street'), company('adr_city')],
  iban: [{ route: 'ibanUpdate', field: 'iban', body: (iban) => ({ iban }), stored: (user) => user.iban }],
  fee: [
    {
      route: 'feesUpdate',
      field: 'default_flat_fee',
      body: (fee) => ({ default_flat_fee: fee, default_partial_fee: 1 }),
      stored: (u) => u.default_flat_fee,
    },
    {
      route: 'feesUpdate',
      field: 'default_partial_fee',
      body: (fee) => ({ default_flat_fee: 1, default_partial_fee: fee }),
      stored: (u) => u.default_partial_fee,
    },
  ],
  paymentMethods: [
    {
      route: 'methodsUpdate',
      field: 'methods',
      body: (methods) => ({ methods }),
      stored: (user) => user.available_methods,
    },
  ],
};

const cases = Object.entries(surfaces).flatMap(([name, list]) =>
  list.flatMap((surface) => {
    const table: RuleTable = ruleCases[name as RuleName];
    const label = (input: unknown) =>
      `${name} → ${routes[surface.route].path.split('/').slice(3).join('/')} ${surface.field}: ${JSON.stringify(input).slice(0, 40)}`;
    return [
      ...table.valid.map((c) => ({
        label: label(c.input),
        surface,
        input: c.input,
        expected: { ok: true as const, output: outputOf(c) },
      })),
      ...[...table.invalid, ...(table.serverInvalid ?? [])].map((c) => ({
        label: label(c.input),
        surface,
        input: c.input,
        expected: { ok: false as const, message: c.message ?? table.message },
      })),
    ];
  }),
);

describe('the §5 rules on the server', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, { surface, input, expected }) => {
    const before = await me();
    const answer = await post(surface.route, surface.body(input));
    if (expected.ok) {
      expect(answer.status, answer.text).toBe(200);
      expect(surface.stored(User.parse(answer.body))).toEqual(expected.output);
      expect(surface.stored(await me())).toEqual(expected.output);
    } else {
      expect(answer.status).toBe(422);
      expect(answer.error?.errors?.[surface.field]).toEqual([expected.message]);
      expect(await me()).toEqual(before);
    }
  });

  it.each(
    ruleCases.newPassword.valid.concat(ruleCases.newPassword.invalid).map((c) => [JSON.stringify(c.input), c] as const),
  )('new password %s on the password change', async (_label, c) => {
    const valid = ruleCases.newPassword.valid.includes(c);
    const answer = await post('passwordUpdate', {
      old_password: DEMO_PASSWORD,
      new_password: c.input,
      repeat_password: c.input,
    });
    if (valid) {
      expect(answer.status).toBe(200);
      const back = await post('passwordUpdate', {
        old_password: c.input,
        new_password: DEMO_PASSWORD,
        repeat_password: DEMO_PASSWORD,
      });
      expect(back.status).toBe(200);
    } else {
      expect(answer.status).toBe(422);
      expect(answer.error?.errors?.new_password).toEqual([ruleCases.newPassword.message]);
    }
  });

  it.each(passwordPairCases)(
    'password pair $password / $repeat on the password change → valid $valid',
    async ({ password, repeat, valid }) => {
      const answer = await post('passwordUpdate', {
        old_password: DEMO_PASSWORD,
        new_password: password,
        repeat_password: repeat,
      });
      if (valid) {
        expect(answer.status).toBe(200);
        await post('passwordUpdate', {
          old_password: password,
          new_password: DEMO_PASSWORD,
          repeat_password: DEMO_PASSWORD,
        });
      } else {
        expect(answer.status).toBe(422);
        expect(answer.error?.errors?.repeat_password).toContain(passwordPairMessage);
      }
    },
  );
});

describe('the registration rules on the server (a dealer without a subscription)', () => {
  let newcomer: { id: number; token: string };
  let password = DEMO_PASSWORD;
  beforeAll(async () => {
    const token = await t.login('nuovo@demo.example');
    newcomer = { token, id: (await t.client(token).ok('me')).id };
  });
  const register = (overrides: Record<string, unknown>) =>
    post(
      'dealerUpdate',
      {
        ...validCompany,
        adr_province: provinceId,
        password,
        password_confirmation: password,
        terms: true,
        ...overrides,
      },
      newcomer,
    );

  it.each(passwordPairCases)(
    'password $password / confirmation $repeat → valid $valid',
    async ({ password: first, repeat, valid }) => {
      const answer = await register({ password: first, password_confirmation: repeat });
      if (valid) {
        expect(answer.status).toBe(200);
        password = first;
      } else {
        expect(answer.status).toBe(422);
        expect(answer.error?.errors?.password_confirmation).toContain(passwordPairMessage);
      }
    },
  );

  it.each(termsCases)('terms $input → valid $valid', async ({ input, valid }) => {
    const answer = await register({ terms: input });
    expect(answer.status).toBe(valid ? 200 : 422);
    if (!valid) expect(answer.error?.errors?.terms).toEqual([termsMessage]);
  });

  it('reports every missing company field at once', async () => {
    const answer = await post('dealerUpdate', { password, password_confirmation: password, terms: true }, newcomer);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error?.errors ?? {}).sort()).toEqual(
      [...Object.keys(validCompany), 'adr_province'].sort(),
    );
    expect(answer.error?.errors?.legal_name).toEqual([errors.required]);
  });
});
