import type { FastifyInstance } from 'fastify';
import type { PingData } from '../../../contract/entities/ping.js';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';
import { listFaq } from '../../repositories/lookups.js';
import { pingCounters } from '../../repositories/ping.js';
import { defineRoute } from '../define-route.js';

/** Branding files shipped with the seed under DATA_DIR/uploads. */
export const LOGO = {
  horizontal: { light: '/media/brand-horizontal-light.svg' },
  vertical: { color: '/media/brand-vertical-color.svg' },
} as const;

/** What the shell polls (counters, unread, branding, provider keys) and the FAQ. */
export default async function infoRoutes(app: FastifyInstance) {
  defineRoute(app, routes.ping, async ({ db, user }): Promise<PingData> => {
    // Only the active provider's public keys: the web loads the SDK of whichever key it receives.
    const { paypalClientId, paypalDealerPlan, stripePublicKey } = app.config;
    const active = app.payments.provider.name;
    return {
      logo: LOGO,
      ...(await pingCounters(db, user)),
      paypal_client_id: active === 'paypal' ? paypalClientId : null,
      paypal_dealer_plan: active === 'paypal' ? paypalDealerPlan : null,
      stripe_public_key: active === 'stripe' ? stripePublicKey : null,
    };
  });

  defineRoute(app, routes.discovery, async ({ db }) => ({ faq: await listFaq(db) }));

  // The trivial route: the baseline of bench/ping.ts, and a liveness probe for a load balancer.
  defineRoute(app, routes.health, async () => ({ status: 'ok' as const }));

  // Readiness for a balancer (docs/deploy.md): an instance whose database does not answer gets no traffic (503).
  defineRoute(app, routes.ready, async () => {
    await app.database.query('select 1').catch((err: unknown) => {
      app.log.warn({ err }, 'readiness: database not answering');
      throw new HttpError(503, errors.unavailable);
    });
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
