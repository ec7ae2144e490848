import { randomBytes } from 'node:crypto';
import type { LoginBody, LoginResponse } from '../../contract/api/auth.js';
import { CLIENT_KEYS } from '../../contract/constants.js';
import { errors } from '../../i18n/it/errors.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { createSession } from '../repositories/sessions.js';
import { findUserByEmail, toUserDto } from '../repositories/users.js';
import { hashPassword, verifyPassword } from './password.js';

let dummyHash: Promise<string> | undefined;
/** Verifying against this when the email is unknown makes both failures take the same time. */
function timingDummy(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
}

/**
 * Email and password must match (one message for either mistake); then the role must be the one the client
 * application (`security`) serves: dealers log in to the portal, customers to the customer app.
 */
export async function logIn(db: Db, body: LoginBody, tokenTtlHours: number): Promise<LoginResponse> {
  const candidate = await findUserByEmail(db, body.email);
  const passwordOk = await verifyPassword(body.password, candidate?.passwordHash ?? (await timingDummy()));
  if (!candidate || !passwordOk) throw new HttpError(401, errors.invalidCredentials);
  if (CLIENT_KEYS[body.security] !== candidate.role) throw new HttpError(403, errors.wrongClient);

  const user = await toUserDto(db, candidate.id);
  if (!user) throw new HttpError(401, errors.invalidCredentials);
  const session = await createSession(db, { userId: candidate.id, client: body.security, ttlHours: tokenTtlHours });
  return { token: session.token, expires_at: session.expiresAt.toISOString(), user };
}
