import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../auth/session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard of non-public routes. */
    user: SessionUser | null;
  }
}

/** Request decoration for the caller; the checks themselves run per route (see auth/access.ts). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
  },
  { name: 'auth', dependencies: ['db'] },
);
