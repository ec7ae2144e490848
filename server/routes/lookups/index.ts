import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { listManufacturers, listParts, listPaymentMethods, listProvinces } from '../../repositories/lookups.js';
import { defineRoute } from '../define-route.js';

/** Reference lists the filters and forms draw from. */
export default async function lookupRoutes(app: FastifyInstance) {
  defineRoute(app, routes.partList, ({ db }) => listParts(db));
  defineRoute(app, routes.provinceList, ({ db }) => listProvinces(db));
  defineRoute(app, routes.manufacturerList, ({ db }) => listManufacturers(db));
  defineRoute(app, routes.methodList, ({ db }) => listPaymentMethods(db));
}
