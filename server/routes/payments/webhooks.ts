import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { applyProviderEvent } from '../../payments/apply-event.js';
import type { PaymentProviderAdapter } from '../../payments/provider.js';
import { StripeProvider } from '../../payments/stripe.js';
import { HttpError } from '../../plugins/http-error.js';
import { defineRoute } from '../define-route.js';

const RAW_BODY = Symbol('rawBody');
type WithRawBody = FastifyRequest & { [RAW_BODY]?: Buffer };

const OUTCOME_MESSAGES = {
  applied: serverMessages.webhookApplied,
  replayed: serverMessages.webhookReplayed,
  ignored: serverMessages.webhookIgnored,
} as const;

/**
 * The provider webhooks, in their own encapsulated plugin: here (and only here) JSON bodies keep their raw
 * bytes, because signatures are computed on the exact bytes the provider sent.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    (request as WithRawBody)[RAW_BODY] = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new HttpError(400, errors.malformedBody), undefined);
    }
  });

  const receive = async (
    provider: Pick<PaymentProviderAdapter, 'name' | 'receiveWebhook'> | null,
    request: FastifyRequest,
  ) => {
    const rawBody = (request as WithRawBody)[RAW_BODY];
    if (!provider || !rawBody) throw new HttpError(400, serverMessages.webhookSignatureInvalid);
    let event;
    try {
      event = await provider.receiveWebhook({ rawBody, headers: request.headers });
    } catch (error) {
      request.log.error({ err: error, provider: provider.name }, serverMessages.paymentProviderUnavailable);
      throw new HttpError(502, serverMessages.paymentProviderUnavailable);
    }
    if (!event) throw new HttpError(400, serverMessages.webhookSignatureInvalid);
    try {
      return { message: OUTCOME_MESSAGES[await applyProviderEvent(app.db, event, request.log)] };
    } catch (error) {
      request.log.error(
        { err: error, eventId: event.eventId },
        serverMessages.paymentEventFailed(event.provider, event.eventId),
      );
      throw error;
    }
  };
  const configured = (name: PaymentProviderAdapter['name']) =>
    app.payments.provider.name === name ? app.payments.provider : null;

  defineRoute(app, routes.stripeWebhook, ({ request }) => receive(configured('stripe'), request));
  // Connect's events (the dealers' accounts and payouts) on their own endpoint, read with Connect's own secret.
  defineRoute(app, routes.stripeConnectWebhook, ({ request }) => {
    const stripe = app.payments.provider instanceof StripeProvider ? app.payments.provider : null;
    return receive(
      stripe && { name: 'stripe', receiveWebhook: (webhook) => stripe.receiveConnectWebhook(webhook) },
      request,
    );
  });
  defineRoute(app, routes.paypalWebhook, ({ request }) => receive(configured('paypal'), request));
  defineRoute(app, routes.demoWebhook, ({ request }) => receive(app.payments.demo, request));
}
