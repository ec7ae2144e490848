import { describe, expect, it } from 'vitest';
import { DealerUpdateBody, MethodsUpdateBody, PasswordUpdateBody, RegisterBody } from '../../contract/api/dealer.js';
import type { z } from '../../contract/z.js';
import {
  outputOf,
  passwordPairCases,
  passwordPairMessage,
  ruleCases,
  termsCases,
  termsMessage,
  validCompany,
  type RuleTable,
} from '../support/rule-cases.js';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe.each(Object.entries(ruleCases) as [string, RuleTable][])('rule %s (contract)', (_name, table) => {
  it.each(table.valid.map((c) => [JSON.stringify(c.input), c] as const))('accepts %s', (_label, c) => {
    const result = table.schema.safeParse(c.input);
    expect(messagesOf(result)).toEqual([]);
    expect(result.data).toEqual(outputOf(c));
  });

  it.each(table.invalid.map((c) => [JSON.stringify(c.input).slice(0, 40), c] as const))(
    'refuses %s with its Italian message',
    (_label, c) => {
      expect(messagesOf(table.schema.safeParse(c.input))).toEqual([c.message ?? table.message]);
    },
  );
});

const register = (overrides: Record<string, unknown>) =>
  RegisterBody.safeParse({
    ...validCompany,
    adr_province: '5',
    password: 'abcdefgh',
    password_confirmation: 'abcdefgh',
    terms: true,
    ...overrides,
  });
const fieldMessages = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success
    ? []
    : result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);

describe('password pair', () => {
  it.each(passwordPairCases)('register: $password / $repeat → valid $valid', ({ password, repeat, valid }) => {
    const result = register({ password, password_confirmation: repeat });
    expect(fieldMessages(result, 'password_confirmation')).toEqual(valid ? [] : [passwordPairMessage]);
  });

  it.each(passwordPairCases)('password change: $password / $repeat → valid $valid', ({ password, repeat, valid }) => {
    const result = PasswordUpdateBody.safeParse({
      old_password: 'vecchia',
      new_password: password,
      repeat_password: repeat,
    });
    expect(fieldMessages(result, 'repeat_password').includes(passwordPairMessage)).toBe(!valid);
  });

  it('reports the mismatch together with the other field errors, not only once they are fixed', () => {
    const result = register({ phone: '1', password: 'abcdefgh', password_confirmation: 'zzzzzzzz' });
    expect(fieldMessages(result, 'phone')).toHaveLength(1);
    expect(fieldMessages(result, 'password_confirmation')).toEqual([passwordPairMessage]);
  });
});

describe('registration', () => {
  it.each(termsCases)('terms $input → valid $valid', ({ input, valid }) => {
    expect(fieldMessages(register({ terms: input }), 'terms')).toEqual(valid ? [] : [termsMessage]);
  });

  it('needs the password at registration, not for a later company-data update', () => {
    expect(fieldMessages(register({ password: undefined, password_confirmation: undefined }), 'password')).toHaveLength(
      1,
    );
    expect(DealerUpdateBody.safeParse({ ...validCompany, adr_province: 5 }).success).toBe(true);
  });

  it('requires every company field and the province', () => {
    const result = RegisterBody.safeParse({
      password: 'abcdefgh',
      password_confirmation: 'abcdefgh',
      terms: true,
      adr_province: '',
    });
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(fields.sort()).toEqual([...Object.keys(validCompany), 'adr_province'].sort());
  });
});

describe('payment methods body', () => {
  it('keeps method 4 and sorts', () => {
    expect(MethodsUpdateBody.parse({ methods: [3, 2] })).toEqual({ methods: [2, 3, 4] });
  });
});
