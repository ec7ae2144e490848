import { randomBytes } from 'node:crypto';
import type { LoginBody, LoginResponse } from '../../contract/api/auth.js';
import { CLIENT_KEYS } from '../../contract/constants.js';
import { errors } from '../../i18n/it/errors.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { createSession, revokeUserSessions } from '../repositories/sessions.js';
import { findUserByEmail, toUserDto, useResetPassword, type LoginCandidate } from '../repositories/users.js';
import { hashPassword, verifyPassword } from './password.js';

let dummyHash: Promise<string> | undefined;
/** Verifying against this when the email is unknown makes both failures take the same time. */
function timingDummy(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
}

/** Which of the account's passwords matched: its own, or the one mailed by forgot-password (not yet used). */
export type PasswordMatch = { candidate: LoginCandidate; via: 'password' | 'reset' } | null;

export async function matchPassword(db: Db, email: string, password: string): Promise<PasswordMatch> {
  const candidate = await findUserByEmail(db, email);
  if (await verifyPassword(password, candidate?.passwordHash ?? (await timingDummy()))) {
    return candidate ? { candidate, via: 'password' } : null;
  }
  if (candidate?.resetPasswordHash && (await verifyPassword(password, candidate.resetPasswordHash))) return { candidate, via: 'reset' };
  return null;
}

export interface LoggedIn {
  answer: LoginResponse;
  /** Set when the mailed password was used: it is now the password and the user's other sessions were closed. */
  sessionsClosedFor: number | null;
}

/**
 * Logs in an account whose password matched: the role must be the one the client application (`security`)
 * serves (dealers log in to the portal, customers to the customer app). The first login with a mailed password
 * makes it the password and closes the other sessions, as a password change does.
 */
export async function logIn(db: Db, body: LoginBody, match: NonNullable<PasswordMatch>, tokenTtlHours: number): Promise<LoggedIn> {
  const { candidate, via } = match;
  if (CLIENT_KEYS[body.security] !== candidate.role) throw new HttpError(403, errors.wrongClient);
  let sessionsClosedFor: number | null = null;
  if (via === 'reset') {
    // Used by a parallel login meanwhile (it is the password now, so this one may go on) or expired in between.
    if (!(await useResetPassword(db, candidate.id, candidate.resetPasswordHash ?? ''))) {
      const again = await findUserByEmail(db, candidate.email);
      if (again?.passwordHash !== candidate.resetPasswordHash) throw new HttpError(401, errors.invalidCredentials);
    } else {
      await revokeUserSessions(db, candidate.id);
      sessionsClosedFor = candidate.id;
    }
  }

  const user = await toUserDto(db, candidate.id);
  if (!user) throw new HttpError(401, errors.invalidCredentials);
  const session = await createSession(db, { userId: candidate.id, client: body.security, ttlHours: tokenTtlHours });
  return { answer: { token: session.token, expires_at: session.expiresAt.toISOString(), user }, sessionsClosedFor };
}
