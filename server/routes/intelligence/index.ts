import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { dealerAnalytics } from '../../repositories/analytics.js';
import { priceMemory } from '../../repositories/price-memory.js';
import { defineRoute } from '../define-route.js';
import { takeAnalyticsRequest } from './analytics-limit.js';

/** Dealer intelligence: the guard has checked that :dealerId is the caller; both read only the caller's data. */
export default async function intelligenceRoutes(app: FastifyInstance) {
  defineRoute(app, routes.priceMemory, async ({ db, user, query }) => ({
    data: await priceMemory(db, user.id, query),
  }));
  defineRoute(app, routes.analytics, async ({ db, user, query, reply }) => {
    await takeAnalyticsRequest(app.limits, user.actorId, app.config.analyticsPerUser, reply);
    return dealerAnalytics(db, user.id, query);
  });
}
