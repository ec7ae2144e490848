import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';
import { dealerReturnFigures, disputeDetail, listDisputes } from '../../returns/admin.js';
import { decideDispute } from '../../returns/disputes.js';
import { defineRoute } from '../define-route.js';

/** The operator's "Controversie" and the returns per dealer (the guard admits operators only). */
export default async function adminReturnRoutes(app: FastifyInstance) {
  const detail = async (id: number) => {
    const found = await disputeDetail(app.db, id);
    if (!found) throw new HttpError(404, errors.notFound);
    return found;
  };

  defineRoute(app, routes.adminDisputes, ({ db, query }) => listDisputes(db, query));
  defineRoute(app, routes.adminDispute, ({ params }) => detail(params.id));
  defineRoute(app, routes.adminDisputeDecide, async ({ user, params, body }) => {
    await decideDispute(app, user.id, params.id, body, new Date());
    return detail(params.id);
  });
  defineRoute(app, routes.adminReturnFigures, ({ db, query }) => dealerReturnFigures(db, query, new Date()));
}
