import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { guardPasswordCheck } from '../../auth/throttle-guard.js';
import { closeOtherSessionSockets } from '../../realtime/sessions.js';
import * as dealers from '../../repositories/dealers.js';
import { defineRoute } from '../define-route.js';
import { currentUser, updateDealer, updateMethods, updatePassword, updatePhoto, updateProvinces } from './profile.js';
import { uploadRoutes } from './upload.js';

/**
 * The dealer's own account (registration, profile sections; the guard has checked that :dealerId is the caller)
 * and the file upload its avatar goes through.
 */
export default async function dealerRoutes(app: FastifyInstance) {
  // A password set (registration) or changed ends the dealer's other sessions: their open chat sockets close too.
  defineRoute(app, routes.dealerUpdate, async ({ db, user, body }) => {
    const updated = await updateDealer(db, user, body);
    if (body.password !== undefined) closeOtherSessionSockets(app.io, user.id, user.sessionId);
    return updated;
  });

  defineRoute(app, routes.passwordUpdate, async ({ db, user, body, request, reply }) => {
    await updatePassword(db, user, body, (check) => guardPasswordCheck(app, user.email, request, reply, check));
    closeOtherSessionSockets(app.io, user.actorId, user.sessionId);
    return { message: serverMessages.passwordChanged };
  });

  defineRoute(app, routes.ibanUpdate, async ({ db, user, body }) => {
    await dealers.setIban(db, user.id, body.iban);
    return currentUser(db, user.actorId);
  });

  defineRoute(app, routes.feesUpdate, async ({ db, user, body }) => {
    await dealers.setFees(db, user.id, { flat: body.default_flat_fee, partial: body.default_partial_fee });
    return currentUser(db, user.id);
  });

  defineRoute(app, routes.photoUpdate, ({ db, user, body }) => updatePhoto(db, user.id, body.profile_photo));
  defineRoute(app, routes.provincesUpdate, ({ db, user, body }) => updateProvinces(db, user.id, body.provinces));
  defineRoute(app, routes.methodsUpdate, ({ db, user, body }) => updateMethods(db, user.id, body.methods));
  defineRoute(app, routes.dealerProvinces, ({ db, user }) => dealers.listExcludedProvinces(db, user.id));

  await uploadRoutes(app);
}
