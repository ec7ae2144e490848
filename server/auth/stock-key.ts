import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { errors } from '../../i18n/it/errors.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { HttpError } from '../plugins/http-error.js';
import { findStockApiKey } from '../repositories/stock-api-keys.js';
import { requireDealerStanding } from './dealer-standing.js';
import type { SessionUser } from './session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The stock API key a 'stockKey' route was called with. */
    stockKeyId?: number;
  }
}

/** Machine imports per key and hour: a nightly push needs one; a retry loop gets 429 soon. */
export const STOCK_KEY_RATE = { windowMs: 60 * 60 * 1000, imports: 12 } as const;

/** The key of `X-Api-Key: …` or `Authorization: ApiKey …`. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  const match = typeof authorization === 'string' ? /^ApiKey\s+(\S+)$/i.exec(authorization) : null;
  return match ? match[1] : null;
}

/**
 * The 'stockKey' access class (docs/security.md): a valid, unrevoked stock API key acts as its dealer on the machine
 * import only, under the same conditions as the dealer's own session (not suspended, subscription in standing), and
 * at most STOCK_KEY_RATE.imports times an hour per key, counted in the shared limits (beyond: 429 with Retry-After).
 */
export async function stockKeyUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const key = keyOf(request);
  const found = key ? await findStockApiKey(request.server.db, key) : null;
  if (!found) throw new HttpError(401, stockMessages.apiKeyInvalid);
  const { rows } = await request.server.db.execute<{
    email: string;
    suspended: boolean;
  }>(sql`select email, suspended_at is not null as suspended
    from users where id = ${found.dealerId} and role = 'dealer'`);
  if (!rows[0]) throw new HttpError(401, stockMessages.apiKeyInvalid);
  if (rows[0].suspended) throw new HttpError(403, errors.accountSuspended);
  await requireDealerStanding(request.server.db, found.dealerId);
  const taken = await request.server.limits.add(`stock-import:${found.keyId}`, STOCK_KEY_RATE.windowMs);
  if (taken.count > STOCK_KEY_RATE.imports) {
    const minutes = Math.max(1, Math.ceil(taken.resetInMs / 60_000));
    // As every other 429 of the API (auth/throttle-guard.ts): whole seconds, so a nightly job can wait and retry.
    reply.header('Retry-After', String(Math.max(1, Math.ceil(taken.resetInMs / 1000))));
    throw new HttpError(429, stockMessages.apiKeyRate(minutes));
  }
  request.stockKeyId = found.keyId;
  return {
    id: found.dealerId,
    actorId: found.dealerId,
    staffRole: 'owner',
    role: 'dealer',
    email: rows[0].email,
    sessionId: 0,
    client: 'stock-api',
    suspended: false,
  };
}
