import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { resetPassword } from '../../auth/forgot-password.js';
import { logIn } from '../../auth/login.js';
import { takeAttempt } from '../../auth/throttle-guard.js';
import { HttpError } from '../../plugins/http-error.js';
import { closeSessionSockets, closeUserSockets } from '../../realtime/sessions.js';
import { revokeSession } from '../../repositories/sessions.js';
import { toUserDto } from '../../repositories/users.js';
import { defineRoute } from '../define-route.js';

/** Login, logout, current user and password recovery; login and recovery are throttled (server/auth/throttle.ts). */
export default async function userRoutes(app: FastifyInstance) {
  defineRoute(app, routes.login, async ({ db, body, request, reply }) => {
    const takeBack = takeAttempt(app.loginThrottle, body.email, request, reply, errors.loginThrottled);
    try {
      const answer = await logIn(db, body, app.config.tokenTtlHours);
      takeBack();
      app.loginThrottle.clearAccount(body.email);
      return answer;
    } catch (error) {
      // Only wrong credentials count: a right password from the wrong client application is not a guess.
      if (!(error instanceof HttpError && error.statusCode === 401)) takeBack();
      throw error;
    }
  });

  defineRoute(app, routes.logout, async ({ db, user }) => {
    await revokeSession(db, user.sessionId);
    closeSessionSockets(app.io, user.sessionId);
    return { message: serverMessages.loggedOut };
  });

  defineRoute(app, routes.me, async ({ db, user }) => {
    const dto = await toUserDto(db, user.id);
    if (!dto) throw new HttpError(401, errors.unauthorized);
    return dto;
  });

  defineRoute(app, routes.forgotPassword, async ({ db, body, request, reply }) => {
    takeAttempt(app.passwordResetThrottle, body.email, request, reply, errors.passwordResetThrottled);
    const { appName, publicUrl } = app.config;
    const userId = await resetPassword({ db, log: request.log, sendMail: app.sendMail, appName, loginUrl: `${publicUrl}/` }, body.email);
    if (userId !== null) closeUserSockets(app.io, userId);
    return { message: errors.forgotPasswordSent };
  });
}
