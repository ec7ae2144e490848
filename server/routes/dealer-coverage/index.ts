import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { getCoverage, replaceCoverage } from '../../repositories/coverage.js';
import { defineRoute } from '../define-route.js';

/** "Marche e categorie trattate": read and replace, as the other profile sections (the guard has checked :dealerId). */
export default async function coverageRoutes(app: FastifyInstance) {
  defineRoute(app, routes.coverage, ({ db, user }) => getCoverage(db, user.id));
  defineRoute(app, routes.coverageUpdate, ({ db, user, body }) =>
    replaceCoverage(db, user.id, body.manufacturers, body.categories),
  );
}
