import { z as zod } from 'zod';
import { errors } from '../i18n/it/errors.js';

/*
 * zod, with one change: every string refuses NUL (U+0000). PostgreSQL text cannot hold it, so a NUL in any field
 * of a request or a chat payload used to reach the database and answer 500; refused here, it is a 422 (or the
 * chat's 'invalid') for every schema of the contract at once. contract/z.ts exports this.
 */
export * from 'zod';

const withoutNul = (value: string) => !value.includes('\u0000');

export const string = ((params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).refine(withoutNul, errors.nulCharacter)) as typeof zod.string;
