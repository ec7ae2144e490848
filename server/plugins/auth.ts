import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../auth/session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard of non-public routes. */
    user: SessionUser | null;
  }
}

/**
 * Request decoration for the caller; the access checks run per route (see auth/access.ts). The login and
 * forgot-password throttles count in app.limits (server/auth/throttle.ts), shared by every instance with Redis.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
  },
  { name: 'auth', dependencies: ['db', 'limits'] },
);
