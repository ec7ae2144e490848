import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { getQuotation, getSubmission, listQuotations, listSubmissions } from '../../repositories/admin/marketplace.js';
import { getOrder, listOrders } from '../../repositories/admin/orders.js';
import { refundOrder } from '../../payments/refund.js';
import { defineRoute } from '../define-route.js';
import { found } from './found.js';

/** Richieste, Preventivi (read-only) and Ordini e pagamenti with the refund. */
export default async function marketplaceRoutes(app: FastifyInstance) {
  defineRoute(app, routes.adminSubmissions, ({ db, query }) => listSubmissions(db, query));
  defineRoute(app, routes.adminSubmission, async ({ db, params }) => found(await getSubmission(db, params.id)));
  defineRoute(app, routes.adminQuotations, ({ db, query }) => listQuotations(db, query));
  defineRoute(app, routes.adminQuotation, async ({ db, params }) => found(await getQuotation(db, params.id)));
  defineRoute(app, routes.adminOrders, ({ db, query }) => listOrders(db, query));
  defineRoute(app, routes.adminOrder, async ({ db, params }) => found(await getOrder(db, params.id)));
  defineRoute(app, routes.adminOrderRefund, async ({ db, user, params, body, request }) =>
    found(
      await refundOrder(db, app.payments.provider, request.log, {
        orderId: params.id,
        operatorId: user.id,
        reason: body.reason,
      }),
    ),
  );
}
