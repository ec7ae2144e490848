import type { FastifyInstance, FastifyReply } from 'fastify';
import { stockMessages } from '../../../i18n/it/stock.js';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError } from '../../plugins/http-error.js';

export const STOCK_FILES_WINDOW_MS = 10 * 60_000;

/**
 * Stock file previews and imports per person (config STOCK_FILES_PER_USER) and per company (STOCK_FILES_PER_COMPANY)
 * in 10 minutes, in the shared counters (app.limits: every instance at once with REDIS_URL). Each file costs seconds
 * of reading; beyond either limit: 429 with Retry-After, before the file is read.
 */
export async function takeStockFileTurn(app: FastifyInstance, user: SessionUser, reply: FastifyReply): Promise<void> {
  const [person, company] = await Promise.all([
    app.limits.add(`stock-file:user:${user.actorId}`, STOCK_FILES_WINDOW_MS),
    app.limits.add(`stock-file:company:${user.id}`, STOCK_FILES_WINDOW_MS),
  ]);
  const waits: number[] = [];
  if (person.count > app.config.stockFilesPerUser) waits.push(person.resetInMs);
  if (company.count > app.config.stockFilesPerCompany) waits.push(company.resetInMs);
  if (waits.length === 0) return;
  const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  reply.header('Retry-After', String(seconds));
  throw new HttpError(429, stockMessages.filesThrottled(Math.ceil(seconds / 60)));
}
