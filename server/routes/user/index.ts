import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { requestPasswordReset } from '../../auth/forgot-password.js';
import { logIn, matchPassword } from '../../auth/login.js';
import { guardPasswordCheck, guardPasswordReset } from '../../auth/throttle-guard.js';
import { HttpError } from '../../plugins/http-error.js';
import { closeSessionSockets, closeUserSockets } from '../../realtime/sessions.js';
import { revokeSession } from '../../repositories/sessions.js';
import { toUserDto } from '../../repositories/users.js';
import { defineRoute } from '../define-route.js';

/** Login, logout, current user and password recovery; login and recovery are throttled (server/auth/throttle.ts). */
export default async function userRoutes(app: FastifyInstance) {
  // Mails of forgot-password leave after the answer; closing the app waits for them.
  const deliveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(deliveries);
  });

  defineRoute(app, routes.login, async ({ db, body, request, reply }) => {
    // Only wrong credentials count: a right password from the wrong client application is not a guess.
    const match = await guardPasswordCheck(app, body.email, request, reply, async () => {
      const found = await matchPassword(db, body.email, body.password);
      return found
        ? { ok: true as const, value: found }
        : { ok: false as const, error: new HttpError(401, errors.invalidCredentials) };
    });
    const { answer, sessionsClosedFor } = await logIn(db, body, match, app.config.tokenTtlHours);
    if (sessionsClosedFor !== null) closeUserSockets(app.io, sessionsClosedFor);
    return answer;
  });

  defineRoute(app, routes.logout, async ({ db, user }) => {
    await revokeSession(db, user.sessionId);
    closeSessionSockets(app.io, user.sessionId);
    return { message: serverMessages.loggedOut };
  });

  defineRoute(app, routes.me, async ({ db, user }) => {
    const dto = await toUserDto(db, user.actorId);
    if (!dto) throw new HttpError(401, errors.unauthorized);
    return dto;
  });

  defineRoute(app, routes.forgotPassword, async ({ db, body, request, reply }) => {
    await guardPasswordReset(app, body.email, request, reply);
    const { appName, publicUrl } = app.config;
    const { delivery } = await requestPasswordReset(
      { db, log: request.log, sendMail: app.sendMail, appName, loginUrl: `${publicUrl}/` },
      body.email,
    );
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
    return { message: errors.forgotPasswordSent };
  });
}
