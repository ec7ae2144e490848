import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../auth/session-user.js';
import { LOGIN_THROTTLE, PASSWORD_RESET_THROTTLE, Throttle } from '../auth/throttle.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard of non-public routes. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Failed logins per account and per address (server/auth/throttle.ts). */
    loginThrottle: Throttle;
    /** Forgot-password requests per account and per address. */
    passwordResetThrottle: Throttle;
  }
}

/**
 * Request decoration for the caller and the login throttles (one set per app instance); the access checks run
 * per route (see auth/access.ts).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorate('loginThrottle', new Throttle(LOGIN_THROTTLE));
    app.decorate('passwordResetThrottle', new Throttle(PASSWORD_RESET_THROTTLE));
  },
  { name: 'auth', dependencies: ['db'] },
);
