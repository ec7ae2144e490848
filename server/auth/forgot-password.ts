import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { serverMessages } from '../../i18n/it/server.js';
import type { Db } from '../db/types.js';
import type { OutgoingMail } from '../mail/transport.js';
import { findUserByEmail, setResetPassword } from '../repositories/users.js';
import { hashPassword } from './password.js';

/** No 0/O, 1/l/I: the password is read from a mail and typed by hand. */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** How long a mailed password may be used (once). */
export const RESET_PASSWORD_MINUTES = 30;

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
 * Mails a new password (SPEC) without touching the current one: it is stored beside it, valid for
 * RESET_PASSWORD_MINUTES and once; its first login makes it the password (server/auth/login.ts). So a stranger
 * asking for it changes nothing for the owner, who can ignore the mail.
 *
 * Unknown addresses, and people invited to a company who have not accepted yet, do the same slow work (a hash) and
 * nothing else, and the mail leaves after the answer
 * (answered here as `delivery`), so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(
  deps: ForgotPasswordDeps,
  email: string,
): Promise<{ delivery: Promise<void> }> {
  const found = await findUserByEmail(deps.db, email);
  // A person invited to a company who has not accepted yet has no password to recover (an empty hash): the invitation
  // link, within its expiry, is their only way in. Answered as an unknown address, so it tells nothing either.
  const user = found && found.passwordHash !== '' ? found : null;
  const password = readablePassword();
  const passwordHash = await hashPassword(password);
  if (!user) return { delivery: Promise.resolve() };

  await setResetPassword(deps.db, user.id, passwordHash, RESET_PASSWORD_MINUTES);
  const mail = serverMessages.newPasswordMail(deps.appName, password, deps.loginUrl);
  const delivery = deps.sendMail({ to: user.email, subject: mail.subject, text: mail.text }).catch((err: unknown) => {
    // The user can ask again; the answer was the same anyway, so it cannot be used to probe accounts.
    deps.log.error({ err }, serverMessages.mailFailed(user.email));
  });
  return { delivery };
}
