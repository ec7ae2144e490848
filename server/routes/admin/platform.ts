import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { getActivity, listActivity } from '../../repositories/admin/activity.js';
import { sendNotice } from '../../repositories/admin/notices.js';
import { marketplaceOverview } from '../../repositories/admin/overview.js';
import { defineRoute } from '../define-route.js';
import { found } from './found.js';

/** Avvisi, Registro attività and Panoramica. */
export default async function platformRoutes(app: FastifyInstance) {
  defineRoute(app, routes.adminNoticeSend, async ({ db, user, body }) => found(await sendNotice(db, user.id, body)), {
    status: 201,
  });
  defineRoute(app, routes.adminActivity, ({ db, query }) => listActivity(db, query));
  defineRoute(app, routes.adminActivityEntry, async ({ db, params }) => found(await getActivity(db, params.id)));
  defineRoute(app, routes.adminOverview, ({ db, query }) => marketplaceOverview(db, query.from, query.to));
}
