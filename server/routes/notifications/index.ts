import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { messagingMessages } from '../../../i18n/it/messaging.js';
import { listNotifications, markAllNotificationsRead } from '../../repositories/notifications-list.js';
import { defineRoute } from '../define-route.js';

/** The notifications screen: the list, and "mark all read" when it opens (a GET, as the spec lists it). */
export default async function notificationRoutes(app: FastifyInstance) {
  defineRoute(app, routes.notificationList, ({ db, user }) => listNotifications(db, user.id));
  defineRoute(app, routes.notificationRead, async ({ db, user }) => {
    await markAllNotificationsRead(db, user.id);
    return { message: messagingMessages.notificationsRead };
  });
}
