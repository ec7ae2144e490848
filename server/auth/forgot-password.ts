import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { serverMessages } from '../../i18n/it/server.js';
import type { Db } from '../db/types.js';
import type { OutgoingMail } from '../mail/transport.js';
import { revokeUserSessions } from '../repositories/sessions.js';
import { findUserByEmail, setPasswordHash } from '../repositories/users.js';
import { hashPassword } from './password.js';

/** No 0/O, 1/l/I: the password is read from a mail and typed by hand. */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function readablePassword(length = 12): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
}

export interface ForgotPasswordDeps {
  db: Db;
  log: FastifyBaseLogger;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  appName: string;
  loginUrl: string;
}

/**
 * Sets a new random password, closes the user's sessions and mails it. Unknown addresses do the same slow
 * work (a hash) and nothing else, so the answer never tells whether an account exists. Answers the id of the
 * user whose sessions were closed (null for an unknown address), for the caller to close its sockets too.
 */
export async function resetPassword(deps: ForgotPasswordDeps, email: string): Promise<number | null> {
  const user = await findUserByEmail(deps.db, email);
  const password = readablePassword();
  const passwordHash = await hashPassword(user ? password : randomBytes(16).toString('hex'));
  if (!user) return null;

  await setPasswordHash(deps.db, user.id, passwordHash);
  await revokeUserSessions(deps.db, user.id);
  const mail = serverMessages.newPasswordMail(deps.appName, password, deps.loginUrl);
  try {
    await deps.sendMail({ to: user.email, subject: mail.subject, text: mail.text });
  } catch (err) {
    // The user can ask again; the answer stays the same so it cannot be used to probe accounts.
    deps.log.error({ err }, serverMessages.mailFailed(user.email));
  }
  return user.id;
}
