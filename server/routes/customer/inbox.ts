import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { messagingMessages } from '../../../i18n/it/messaging.js';
import { customerCounters } from '../../repositories/customer-counters.js';
import { listNotifications, markAllNotificationsRead } from '../../repositories/notifications-list.js';
import { defineRoute } from '../define-route.js';

/** The customer app's notifications and counters: the same notifications as the dealer's, read by the caller only. */
export default async function customerInboxRoutes(app: FastifyInstance) {
  defineRoute(app, routes.customerNotifications, ({ db, user }) => listNotifications(db, user.id));
  defineRoute(app, routes.customerNotificationsRead, async ({ db, user }) => {
    await markAllNotificationsRead(db, user.id);
    return { message: messagingMessages.notificationsRead };
  });
  defineRoute(app, routes.customerPing, ({ db, user }) => customerCounters(db, user.id, new Date()));
}
