import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { shippingMessages } from '../../../i18n/it/shipping.js';
import { HttpError } from '../../plugins/http-error.js';
import { applyCourierEvents } from '../../shipping/events.js';
import { shipmentByTracking } from '../../shipping/records.js';
import { defineRoute } from '../define-route.js';

const RAW_BODY = Symbol('rawBody');
type WithRawBody = FastifyRequest & { [RAW_BODY]?: Buffer };

/**
 * POST /shipping/{courier}/webhook: a courier's pushed events, verified on the exact bytes it sent (hence its own
 * plugin, as the payment webhooks). An event already applied answers "already received" and changes nothing; a
 * shipment we do not know is acknowledged, so the courier stops retrying.
 */
export default async function courierWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    (request as WithRawBody)[RAW_BODY] = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new HttpError(400, errors.malformedBody), undefined);
    }
  });

  defineRoute(app, routes.courierWebhook, async ({ db, params, request }) => {
    const courier =
      params.courier === 'demo'
        ? app.shipping.demo
        : app.shipping.courier.name === params.courier
          ? app.shipping.courier
          : null;
    const rawBody = (request as WithRawBody)[RAW_BODY];
    if (!courier || !rawBody) throw new HttpError(400, shippingMessages.webhookInvalid);
    const pushed = await courier.receiveWebhook({ rawBody, headers: request.headers });
    if (!pushed) throw new HttpError(400, shippingMessages.webhookInvalid);
    const shipment = await shipmentByTracking(db, courier.name, pushed.trackingNumber);
    if (!shipment) return { message: shippingMessages.webhookUnknown };
    const outcome = await applyCourierEvents(db, Number(shipment.id), pushed.events, app.config.payoutHoldDays);
    return { message: outcome.applied > 0 ? shippingMessages.webhookApplied : shippingMessages.webhookReplayed };
  });
}
