import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../contract/routes.js';
import infoRoutes from './info/index.js';
import lookupRoutes from './lookups/index.js';
import userRoutes from './user/index.js';

/** One plugin per area (server/routes/<area>/index.ts); a new area is one more line here. */
const areas = [userRoutes, infoRoutes, lookupRoutes];

export async function apiRoutes(app: FastifyInstance) {
  for (const area of areas) await app.register(area, { prefix: API_PREFIX });
}
