import type { FastifyReply } from 'fastify';
import { intelligenceMessages } from '../../../i18n/it/intelligence.js';
import { HttpError } from '../../plugins/http-error.js';
import type { LimitStore } from '../../shared/limits.js';

export const ANALYTICS_WINDOW_MS = 60_000;

/**
 * Statistics requests per user and minute (config ANALYTICS_PER_USER), in the shared counters (app.limits: every
 * instance at once with REDIS_URL). A range never asked before costs a sort of every quotation in it: one dealer
 * asking a new range on every call slowed everyone. Over the limit: 429 with Retry-After.
 */
export async function takeAnalyticsRequest(
  limits: LimitStore,
  userId: number,
  perMinute: number,
  reply: FastifyReply,
): Promise<void> {
  const taken = await limits.add(`analytics:${userId}`, ANALYTICS_WINDOW_MS);
  if (taken.count <= perMinute) return;
  const seconds = Math.max(1, Math.ceil(taken.resetInMs / 1000));
  reply.header('Retry-After', String(seconds));
  throw new HttpError(429, intelligenceMessages.analyticsThrottled(seconds));
}
