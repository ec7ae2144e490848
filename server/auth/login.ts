import { randomBytes } from 'node:crypto';
import type { LoginBody, LoginResponse } from '../../contract/api/auth.js';
import { CLIENT_KEYS, type ClientKey } from '../../contract/constants.js';
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
  // An invited person who has not chosen a password yet has an empty hash: the same slow work as an unknown email.
  if (await verifyPassword(password, candidate?.passwordHash || (await timingDummy()))) {
    return candidate ? { candidate, via: 'password' } : null;
  }
  // A mailed password never opens an invitation not yet accepted (one mailed before forgot-password refused them).
  if (
    candidate?.resetPasswordHash &&
    candidate.passwordHash !== '' &&
    (await verifyPassword(password, candidate.resetPasswordHash))
  )
    return { candidate, via: 'reset' };
  return null;
}

/** A right password from another role's application: the refusal says where that role logs in. */
function refuseWrongClient(clientRole: LoginCandidate['role'], role: LoginCandidate['role']): void {
  if (clientRole === role) return;
  if (role === 'operator') throw new HttpError(403, errors.operatorUsePortal, undefined, 'wrong_portal');
  if (role === 'customer') throw new HttpError(403, errors.customerUseApp, undefined, 'wrong_portal');
  if (clientRole === 'customer') throw new HttpError(403, errors.dealerUsePortal, undefined, 'wrong_portal');
  throw new HttpError(403, errors.wrongClient, undefined, 'wrong_portal');
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
export async function logIn(
  db: Db,
  body: LoginBody,
  match: NonNullable<PasswordMatch>,
  tokenTtlHours: number,
): Promise<LoggedIn> {
  const { candidate, via } = match;
  refuseWrongClient(CLIENT_KEYS[body.security], candidate.role);
  if (candidate.suspended) throw new HttpError(403, errors.accountSuspended, undefined, 'account_suspended');
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

  return { answer: await openSession(db, candidate.id, body.security, tokenTtlHours), sessionsClosedFor };
}

/** A new session of `client` for the user: the answer of a login (and of a customer's registration). */
export async function openSession(
  db: Db,
  userId: number,
  client: ClientKey,
  tokenTtlHours: number,
): Promise<LoginResponse> {
  const user = await toUserDto(db, userId);
  if (!user) throw new HttpError(401, errors.invalidCredentials);
  const session = await createSession(db, { userId, client, ttlHours: tokenTtlHours });
  return { token: session.token, expires_at: session.expiresAt.toISOString(), user };
}
