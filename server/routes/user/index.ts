import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { resetPassword } from '../../auth/forgot-password.js';
import { logIn } from '../../auth/login.js';
import { HttpError } from '../../plugins/http-error.js';
import { revokeSession } from '../../repositories/sessions.js';
import { toUserDto } from '../../repositories/users.js';
import { defineRoute } from '../define-route.js';

/** Login, logout, current user and password recovery. */
export default async function userRoutes(app: FastifyInstance) {
  defineRoute(app, routes.login, ({ db, body }) => logIn(db, body, app.config.tokenTtlHours));

  defineRoute(app, routes.logout, async ({ db, user }) => {
    await revokeSession(db, user.sessionId);
    return { message: serverMessages.loggedOut };
  });

  defineRoute(app, routes.me, async ({ db, user }) => {
    const dto = await toUserDto(db, user.id);
    if (!dto) throw new HttpError(401, errors.unauthorized);
    return dto;
  });

  defineRoute(app, routes.forgotPassword, async ({ db, body, request }) => {
    const { appName, publicUrl } = app.config;
    await resetPassword({ db, log: request.log, sendMail: app.sendMail, appName, loginUrl: `${publicUrl}/` }, body.email);
    return { message: errors.forgotPasswordSent };
  });
}
