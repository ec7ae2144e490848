import { adminArea } from './areas/admin.js';
import { authArea } from './areas/auth.js';
import { customerArea } from './areas/customer.js';
import { dealerArea } from './areas/dealer.js';
import { machineArea } from './areas/machine.js';
import { joinTables, type RoutePath } from './paths.js';
import type { RouteSchemas } from './paths/define.js';
import type { z } from './z.js';

export { API_PREFIX, apiPath, isSelfParam, pathParams, SELF_PARAMS, type Access, type Method } from './paths.js';

/** A route of the table: its method, path and access, and what the server validates and documents. */
export interface RouteDef extends RoutePath, RouteSchemas {}

/**
 * Every API call of SPEC §7 (plus the few the spec leaves unshown), shared by server, web and tests: the union of the
 * areas (contract/areas/), where each route is declared once with its path and schemas.
 */
export const routes = joinTables([authArea, dealerArea, customerArea, adminArea, machineArea]) as typeof authArea &
  typeof dealerArea &
  typeof customerArea &
  typeof adminArea &
  typeof machineArea;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

export type Body<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type Reply<N extends RouteName> = z.output<Routes[N]['response']>;
