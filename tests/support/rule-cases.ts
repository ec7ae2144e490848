import * as rule from '../../contract/rules.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';

/**
 * ONE table of valid and invalid values per validation rule of SPEC §5. The same cases run against the
 * contract schema (tests/contract/rules.test.ts), the real API routes (tests/server/dealer-rules.test.ts) and
 * the web forms (tests/web/register-rules.test.tsx, tests/web/profile-rules.test.tsx), so the three can
 * never disagree on a value or a message.
 */
export interface ValidCase {
  input: unknown;
  /** What the rule makes of the input (trimmed, normalised); the server stores exactly this. Default: input. */
  output?: unknown;
}
export interface InvalidCase {
  input: unknown;
  /** Default: the table's message. */
  message?: string;
}
export interface RuleTable {
  /** The contract's schema of one value. */
  schema: z.ZodType;
  message: string;
  valid: ValidCase[];
  invalid: InvalidCase[];
  /** Values the contract's shape accepts but the server refuses after looking at its data. */
  serverInvalid?: InvalidCase[];
}

const longText = 'x'.repeat(256);

export const ruleCases = {
  phone: {
    schema: rule.phone,
    message: errors.phone,
    valid: [
      { input: '+390212345678' },
      { input: '0212345' },
      { input: '-3331234567' },
      { input: ' 3331234567 ', output: '3331234567' },
    ],
    invalid: [
      { input: '123456' },
      { input: '+39 02 1234567' },
      { input: '02/1234567' },
      { input: 'telefono' },
      { input: '++3331234567' },
      { input: '', message: errors.required },
    ],
  },
  vatNumber: {
    schema: rule.vatNumber,
    message: errors.vatNumber,
    valid: [{ input: '12345678901' }, { input: ' 01234567890 ', output: '01234567890' }],
    invalid: [
      { input: '1234567890' },
      { input: '123456789012' },
      { input: '1234567890A' },
      { input: 'IT12345678901' },
      { input: '', message: errors.required },
    ],
  },
  sdi: {
    schema: rule.sdi,
    message: errors.sdi,
    valid: [{ input: 'M5UXCR1' }, { input: 'abc-123' }, { input: '0000000' }],
    invalid: [
      { input: 'ABC123' },
      { input: 'ABC12345' },
      { input: 'ABC 123' },
      { input: 'ABC_123' },
      { input: '', message: errors.required },
    ],
  },
  zipCode: {
    schema: rule.zipCode,
    message: errors.zipCode,
    valid: [{ input: '20121' }, { input: '00118' }],
    invalid: [{ input: '2012' }, { input: '201211' }, { input: '2012A' }, { input: '', message: errors.required }],
  },
  pec: {
    schema: rule.pec,
    message: errors.pec,
    valid: [{ input: 'azienda@pec.example.it' }, { input: ' ufficio@legalmail.it ', output: 'ufficio@legalmail.it' }],
    invalid: [
      { input: 'azienda' },
      { input: 'azienda@' },
      { input: '@pec.it' },
      { input: 'a b@pec.it' },
      { input: '', message: errors.required },
    ],
  },
  requiredText: {
    schema: rule.requiredText(),
    message: errors.required,
    valid: [{ input: 'Ricambi Verdi S.r.l.' }, { input: '  Officina  ', output: 'Officina' }],
    invalid: [{ input: '' }, { input: '   ' }, { input: longText, message: errors.tooLong }],
  },
  iban: {
    schema: rule.iban,
    message: errors.iban,
    valid: [
      { input: 'IT60X0542811101000000123456' },
      { input: 'IT60 X054 2811 1010 0000 0123 456', output: 'IT60X0542811101000000123456' },
      { input: 'it02l1234512345123456789012', output: 'IT02L1234512345123456789012' },
    ],
    invalid: [
      { input: 'IT60X054281110100000012345' },
      { input: 'IT60X05428111010000001234567' },
      { input: 'DE89370400440532013000' },
      { input: 'IT6OX0542811101000000123456' },
      { input: 'IT601054281110100000012345' },
      { input: 'IT60X0542811101000000123-56' },
      { input: '' },
    ],
  },
  fee: {
    schema: rule.fee,
    message: errors.feeNumber,
    valid: [
      { input: '0', output: 0 },
      { input: '12.5', output: 12.5 },
      { input: 9.99 },
      { input: '1000', output: 1000 },
      // typed the Italian way: never scaled by the comma
      { input: '12,50', output: 12.5 },
      { input: '12.50', output: 12.5 },
      { input: '1.234,56', output: 1234.56 },
      { input: '1.005', output: 1005 },
    ],
    invalid: [
      { input: '-1' },
      { input: '1,005' },
      { input: '12,5,0' },
      { input: 'abc' },
      { input: '100001' },
      { input: '', message: errors.required },
    ],
  },
  paymentMethods: {
    schema: rule.paymentMethods,
    message: errors.paymentMethodsRequired,
    // Method 4 is always accepted: the rule adds it.
    valid: [{ input: [2], output: [2, 4] }, { input: [2, 3, 4] }, { input: [4] }, { input: [3, 3], output: [3, 4] }],
    invalid: [{ input: [] }],
    serverInvalid: [
      { input: [1, 2], message: serverMessages.paymentMethodUnavailable },
      { input: [99], message: serverMessages.paymentMethodUnavailable },
    ],
  },
  newPassword: {
    schema: rule.newPassword,
    message: errors.passwordMin,
    valid: [{ input: 'abcdefgh' }, { input: 'una frase lunga e sicura' }],
    invalid: [{ input: 'abcdefg' }, { input: '' }],
  },
} satisfies Record<string, RuleTable>;

export type RuleName = keyof typeof ruleCases;

/** Password and its repetition (register: password_confirmation; profile: repeat_password). */
export const passwordPairCases: { password: string; repeat: string; valid: boolean }[] = [
  { password: 'abcdefgh', repeat: 'abcdefgh', valid: true },
  { password: 'abcdefgh', repeat: 'abcdefgH', valid: false },
  { password: 'abcdefgh', repeat: 'abcdefgh ', valid: false },
  { password: 'abcdefgh', repeat: '', valid: false },
];
export const passwordPairMessage = errors.passwordsMismatch;

/** The terms checkbox of the registration. */
export const termsCases: { input: unknown; valid: boolean }[] = [
  { input: true, valid: true },
  { input: false, valid: false },
  { input: undefined, valid: false },
];
export const termsMessage = errors.termsRequired;

/** The value a valid case must come out as. */
export const outputOf = (c: ValidCase) => ('output' in c ? c.output : c.input);

/** A complete valid registration / company body (fields the rule under test does not touch). */
export const validCompany = {
  legal_name: 'Ricambi Verdi S.r.l.',
  phone: '+390612345678',
  vat_number: '09876543210',
  sdi: 'ABCDEFG',
  pec: 'verdi@pec.example.it',
  adr_street: 'Via Appia Nuova',
  adr_house_no: '12/B',
  adr_city: 'Roma',
  adr_zip_code: '00183',
};
