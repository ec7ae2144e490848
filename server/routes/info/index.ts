import type { FastifyInstance } from 'fastify';
import type { PingData } from '../../../contract/entities/ping.js';
import { routes } from '../../../contract/routes.js';
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
    const { paypalClientId, paypalDealerPlan, stripePublicKey } = app.config;
    return {
      logo: LOGO,
      ...(await pingCounters(db, user)),
      paypal_client_id: paypalClientId,
      paypal_dealer_plan: paypalDealerPlan,
      stripe_public_key: stripePublicKey,
    };
  });

  defineRoute(app, routes.discovery, async ({ db }) => ({ faq: await listFaq(db) }));
}
