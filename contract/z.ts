import { errors } from '../i18n/it/errors.js';
import * as z from './zod-strings.js';

// Every schema of the contract is built from this z, so zod's own messages are Italian everywhere,
// and a missing field says so plainly instead of zod's generic "expected string, received undefined".
z.config(z.locales.it());
z.config({
  customError: (issue) => (issue.input === undefined && issue.code === 'invalid_type' ? errors.required : undefined),
});

export { z };
