import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { cancelExpiredQuotations, sweepExpiredQuotations } from '../../repositories/quotations-expiry.js';
import { listDealerQuotations } from '../../repositories/quotations-list.js';
import { markDelivered } from '../../repositories/quotations-delivery.js';
import { shipQuotation } from '../../repositories/quotations-progress.js';
import { sendQuotation } from '../../repositories/quotations-send.js';
import { defineRoute } from '../define-route.js';

/** The dealer's quotations: send, the three lists, shipping confirmation, offline delivery; plus the expiry sweep. */
export default async function quotationRoutes(app: FastifyInstance) {
  defineRoute(app, routes.quotationNew, ({ db, user, body }) => sendQuotation(db, user.id, body, user.actorId));

  defineRoute(app, routes.quotationList, async ({ db, user, params, query }) => {
    // Lazily, for this dealer only: the list never shows as pending a quotation whose request has expired.
    await cancelExpiredQuotations(db, new Date(), { dealerId: user.id });
    return listDealerQuotations(db, user.id, params.filter, query);
  });

  defineRoute(app, routes.quotationTracking, ({ db, user, params, body }) =>
    shipQuotation(db, user.id, params.id, body, new Date(), user.actorId),
  );

  defineRoute(app, routes.quotationDelivered, ({ db, user, params, body }) =>
    markDelivered(db, user.id, params.id, body.kind, new Date(), user.actorId),
  );

  // The sweep keeps ping's counters and the customer's side right for dealers who do not open their lists.
  // Every SWEEP_SECONDS, once across all instances (server/shared/run-once.ts).
  const everyMs = app.config.sweepSeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredQuotations(app.db, new Date(), everyMs).catch((err: unknown) =>
        app.log.error({ err }, 'quotation expiry sweep failed'),
      );
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
