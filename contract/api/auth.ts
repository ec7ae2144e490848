import { errors } from '../../i18n/it/errors.js';
import { CLIENT_KEYS, type ClientKey } from '../constants.js';
import { User } from '../entities/user.js';
import { email } from '../rules.js';
import { z } from '../z.js';

const clientKeys = Object.keys(CLIENT_KEYS) as [ClientKey, ...ClientKey[]];
export const SecurityKey = z.enum(clientKeys, { error: errors.unknownClient });

export const LoginBody = z.object({
  email: z.string().trim().min(1, errors.required).max(254, errors.tooLong),
  password: z.string().min(1, errors.required).max(200, errors.tooLong),
  security: SecurityKey,
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: User,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ForgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const SecurityQuery = z.object({ security: SecurityKey });
