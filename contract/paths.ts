/**
 * The whole route table, for the server and the tests: the union of the areas' tables in contract/paths/ (checked
 * here for a name or a method and path declared twice). A web app never imports it: each app's client is built over
 * its own areas (src/platform/api/), so its first load carries only its own routes.
 */

import { adminPaths } from './paths/admin.js';
import { authPaths } from './paths/auth.js';
import { customerPaths } from './paths/customer.js';
import { dealerPaths } from './paths/dealer.js';
import type { RouteTable } from './paths/define.js';
import { machinePaths } from './paths/machine.js';

export {
  API_PREFIX,
  apiPath,
  isSelfParam,
  pathParams,
  SELF_PARAMS,
  type Access,
  type Method,
  type RoutePath,
  type RouteTable,
} from './paths/define.js';
export { QUOTATION_FILTERS, SUBMISSION_FILTERS } from './filters.js';

/** The areas by name; a route belongs to exactly one. */
export const routeAreas = {
  auth: authPaths,
  dealer: dealerPaths,
  customer: customerPaths,
  admin: adminPaths,
  machine: machinePaths,
} as const;

/** Joins tables, refusing a name or a method and path that two of them declare. */
export function joinTables(tables: readonly RouteTable[]): RouteTable {
  const joined: Record<string, RouteTable[string]> = {};
  const byPath = new Map<string, string>();
  for (const table of tables)
    for (const [name, route] of Object.entries(table)) {
      if (name in joined) throw new Error(`Route name ${name} is declared twice`);
      const key = `${route.method} ${route.path}`;
      if (byPath.has(key)) throw new Error(`Routes ${byPath.get(key)} and ${name} are both ${key}`);
      byPath.set(key, name);
      joined[name] = route;
    }
  return joined;
}

/** Every API call of SPEC §7 (plus the few the spec leaves unshown). */
export const routePaths = joinTables(Object.values(routeAreas)) as typeof authPaths &
  typeof dealerPaths &
  typeof customerPaths &
  typeof adminPaths &
  typeof machinePaths;

export type RoutePaths = typeof routePaths;
export type RoutePathName = keyof RoutePaths;
