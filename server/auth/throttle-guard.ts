import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/http-error.js';
import type { Throttle } from './throttle.js';

/**
 * Refuses with 429 and Retry-After (whole seconds) while the account or the caller's address is over its limit;
 * otherwise counts this attempt and answers the function that takes it back.
 */
export function takeAttempt(throttle: Throttle, email: string, request: FastifyRequest, reply: FastifyReply, message: string): () => void {
  const waitMs = throttle.retryAfterMs(email, request.ip);
  if (waitMs > 0) {
    reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw new HttpError(429, message);
  }
  return throttle.record(email, request.ip);
}
