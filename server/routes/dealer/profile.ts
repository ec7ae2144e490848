import { PAYMENT_METHOD_HIDDEN_ID } from '../../../contract/constants.js';
import { RegisterBody, type DealerUpdateBody } from '../../../contract/api/dealer.js';
import type { User } from '../../../contract/entities/user.js';
import { errors } from '../../../i18n/it/errors.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../plugins/http-error.js';
import * as dealers from '../../repositories/dealers.js';
import { isOwnUpload } from '../../repositories/uploads.js';
import { dropResetPassword, termsAcceptedAt, toUserDto } from '../../repositories/users.js';
import { IMAGE_CONTENT_TYPES } from '../../storage/images.js';
import { mediaNameOf } from '../../storage/uploads.js';
import { fieldError, parseOr422 } from './field-errors.js';

export async function currentUser(db: Db, dealerId: number): Promise<User> {
  const user = await toUserDto(db, dealerId);
  if (!user) throw new HttpError(401, errors.unauthorized);
  return user;
}

/**
 * POST /dealer/{dealerId}/update. While registering (see dealers.isRegistering) the body must also pass RegisterBody.
 * The password is set here only by the first registration, before the terms are accepted:
 * - terms not yet accepted: the password pair is set and the acceptance time stored;
 * - terms accepted but no subscription yet (the register screen sent again, e.g. after closing the browser
 *   before paying): the pair must still pass RegisterBody but is ignored, the password stays as it is;
 * - registered (terms and a subscription): a password in the body is refused with 422.
 * Afterwards the password changes only through /password/update, which asks for the current one.
 */
export async function updateDealer(db: Db, caller: SessionUser, body: DealerUpdateBody): Promise<User> {
  const registering = await dealers.isRegistering(db, caller.id);
  if (registering) parseOr422(RegisterBody, body);
  else if (body.password !== undefined) throw fieldError('password', serverMessages.passwordOnlyAtRegistration);
  if ((await dealers.unknownProvinceIds(db, [body.adr_province])).length > 0) {
    throw fieldError('adr_province', serverMessages.provinceUnknown);
  }
  const firstRegistration =
    registering && body.password !== undefined && (await termsAcceptedAt(db, caller.id)) === null;
  const registration = firstRegistration
    ? { passwordHash: await hashPassword(body.password ?? ''), keepSessionId: caller.sessionId }
    : undefined;
  await dealers.updateCompany(db, caller.id, body, registration);
  if (registration) await dropResetPassword(db, caller.id);
  return currentUser(db, caller.id);
}

/** Runs a check of the current password under the login throttle (server/auth/throttle-guard.ts). */
export type PasswordCheckGuard = (
  check: () => Promise<{ ok: true; value: null } | { ok: false; error: unknown }>,
) => Promise<null>;

/** The current password is checked under the same throttle as login: guesses here count with those. */
export async function updatePassword(
  db: Db,
  caller: SessionUser,
  body: { old_password: string; new_password: string },
  guard: PasswordCheckGuard,
): Promise<void> {
  await guard(async () => {
    const stored = await dealers.passwordHashOf(db, caller.actorId);
    if (stored && (await verifyPassword(body.old_password, stored))) return { ok: true, value: null };
    return {
      ok: false,
      error: fieldError('old_password', serverMessages.oldPasswordWrong, serverMessages.oldPasswordWrong),
    };
  });
  // The person's own password (a staff person's, not the company's).
  await dealers.changePassword(db, caller.actorId, await hashPassword(body.new_password), caller.sessionId);
  await dropResetPassword(db, caller.actorId);
}

/** Only an image the caller uploaded itself, referenced as /media/<name>. */
export async function updatePhoto(db: Db, dealerId: number, url: string): Promise<User> {
  const name = mediaNameOf(url.trim());
  if (!name || !(await isOwnUpload(db, name, dealerId, IMAGE_CONTENT_TYPES))) {
    throw fieldError('profile_photo', serverMessages.photoNotOwnUpload, serverMessages.photoNotOwnUpload);
  }
  await dealers.setProfilePhoto(db, dealerId, url.trim());
  return currentUser(db, dealerId);
}

export async function updateProvinces(db: Db, dealerId: number, provinceIds: number[]): Promise<User> {
  if ((await dealers.unknownProvinceIds(db, provinceIds)).length > 0) {
    throw fieldError('provinces', serverMessages.provinceUnknown, serverMessages.provinceUnknown);
  }
  await dealers.replaceExcludedProvinces(db, dealerId, provinceIds);
  return currentUser(db, dealerId);
}

/** The contract already added the always-accepted method; the hidden one and unknown ids are refused. */
export async function updateMethods(db: Db, dealerId: number, methodIds: number[]): Promise<User> {
  const unknown = await dealers.unknownMethodIds(db, methodIds);
  if (methodIds.includes(PAYMENT_METHOD_HIDDEN_ID) || unknown.length > 0) {
    throw fieldError('methods', serverMessages.paymentMethodUnavailable, serverMessages.paymentMethodUnavailable);
  }
  await dealers.replaceMethods(db, dealerId, methodIds);
  return currentUser(db, dealerId);
}
