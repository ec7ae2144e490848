import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../i18n/it/errors.js';
import { HttpError } from '../plugins/http-error.js';
import { admitLogin, registrationWaitMs, takeInvitation, takePasswordReset, type Attempt } from './throttle.js';

function refuse(reply: FastifyReply, waitMs: number, message: string): never {
  reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
  throw new HttpError(429, message);
}

/**
 * Runs one password check under the login throttle (server/auth/throttle.ts): 429 with Retry-After (whole
 * seconds) while this account and address must wait; otherwise `check` runs and its outcome is counted. `check`
 * resolves true for the right password, false for a wrong one; whatever it throws counts as no guess.
 */
export async function guardPasswordCheck<T>(
  app: FastifyInstance,
  email: string,
  request: FastifyRequest,
  reply: FastifyReply,
  check: () => Promise<{ ok: true; value: T } | { ok: false; error: unknown }>,
): Promise<T> {
  const admission = await admitLogin(app.limits, email, request.ip);
  if ('retryAfterMs' in admission) refuse(reply, admission.retryAfterMs, errors.loginThrottled);
  const attempt: Attempt = admission.attempt;
  let outcome: Awaited<ReturnType<typeof check>>;
  try {
    outcome = await check();
  } catch (error) {
    await attempt.notCounted();
    throw error;
  }
  if (!outcome.ok) {
    await attempt.failed();
    throw outcome.error;
  }
  await attempt.succeeded();
  return outcome.value;
}

/** Forgot password: 429 with Retry-After beyond its limits (every request counts). */
export async function guardPasswordReset(
  app: FastifyInstance,
  email: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const waitMs = await takePasswordReset(app.limits, email, request.ip);
  if (waitMs > 0) refuse(reply, waitMs, errors.passwordResetThrottled);
}

/** Customer registration: 429 with Retry-After once the address has created its accounts for the hour. */
export async function guardRegistration(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const waitMs = await registrationWaitMs(app.limits, request.ip);
  if (waitMs > 0) refuse(reply, waitMs, errors.registrationThrottled);
}

/** An invitation mail of the company's owner: 429 with Retry-After beyond the company's or the address's limit. */
export async function guardInvitation(
  app: FastifyInstance,
  companyId: number,
  email: string,
  reply: FastifyReply,
): Promise<void> {
  const over = await takeInvitation(app.limits, companyId, email);
  if (over)
    refuse(
      reply,
      over.waitMs,
      over.limit === 'company' ? errors.invitationsThrottledCompany : errors.invitationsThrottledAddress,
    );
}
