import type { FastifyInstance } from 'fastify';
import accountRoutes from './accounts.js';
import contentRoutes from './content.js';
import marketplaceRoutes from './marketplace.js';
import platformRoutes from './platform.js';

/** The operator's console: every route 'operator' in the contract, so the guard refuses anyone else with 403. */
export default async function adminRoutes(app: FastifyInstance) {
  for (const part of [accountRoutes, marketplaceRoutes, contentRoutes, platformRoutes]) await part(app);
}
