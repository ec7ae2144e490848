import { z as zod } from 'zod';
import { errors } from '../i18n/it/errors.js';

/*
 * zod as the contract uses it (contract/z.ts exports this), with two changes:
 *
 * - Italian messages. They are set here, beside `string`, and not in z.ts: the package declares its modules free of
 *   side effects, so a bundler keeps a module's top-level calls only when something defined in that module is used.
 *   z.ts only re-exports, so a locale set there would be dropped from the web bundles and the forms would speak
 *   zod's English; every schema with a string field uses `string` from here, so the locale travels with it.
 * - Every string refuses NUL (U+0000). PostgreSQL text cannot hold it, and a NUL reaching the database would answer
 *   500; refused here, it is a 422 (or the chat's 'invalid') for every schema of the contract at once.
 */
export * from 'zod';

zod.config(zod.locales.it());
zod.config({
  // A missing field says so plainly instead of zod's generic "expected string, received undefined".
  customError: (issue) => (issue.input === undefined && issue.code === 'invalid_type' ? errors.required : undefined),
});

const withoutNul = (value: string) => !value.includes('\u0000');

export const string = ((params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).refine(withoutNul, errors.nulCharacter)) as typeof zod.string;
