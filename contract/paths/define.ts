/**
 * What every area's path table is made of: name → method, path, access. The tables carry no schema, so the web app's
 * first load (its http client, the auth provider) takes its own table without zod; contract/routes.ts adds the schemas
 * for the server and the tests.
 */

import type { StaffArea } from '../staff.js';

export const API_PREFIX = '/api';

/**
 * Who may call a route: anyone, any logged-in user, a dealer acting on its own id, a customer, or an operator of the
 * platform (the console's /admin routes; an operator is refused on dealer and customer routes), or a dealer's
 * stock API key (the machine import only, header X-Api-Key; never a session token).
 */
export type Access = 'public' | 'user' | 'dealer' | 'customer' | 'operator' | 'stockKey';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RoutePath {
  method: Method;
  /** Path below API_PREFIX, with :params as Fastify writes them. */
  path: string;
  access: Access;
  /**
   * On a 'dealer' route: callable before the dealer is registered and subscribed (what /register,
   * /subscription-payment and the profile need). Every other dealer route answers 403 until then (SPEC §2 on the
   * server): a new dealer route is guarded unless it says otherwise here.
   */
  beforeSubscription?: true;
  /**
   * On a 'dealer' route: the area of the company's work it belongs to (contract/staff.ts), hence which of
   * the company's people may call it. A dealer route without one is the owner's only.
   */
  staff?: StaffArea;
}

export type RouteTable = Readonly<Record<string, RoutePath>>;

export const get = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'GET', path, access }) as const;
export const post = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'POST', path, access }) as const;
export const put = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'PUT', path, access }) as const;
export const del = <const P extends string, const A extends Access>(path: P, access: A) =>
  ({ method: 'DELETE', path, access }) as const;
/** Marks a dealer route open before registration and subscription (RoutePath.beforeSubscription). */
export const beforeSubscription = <const R extends RoutePath>(route: R) =>
  ({ ...route, beforeSubscription: true }) as const;

/** Opens a dealer route to the company's people who work in `area` (RoutePath.staff). */
export const staff = <const A extends StaffArea, const R extends RoutePath>(area: A, route: R) =>
  ({ ...route, staff: area }) as const;

/** Fills :params into a route's path and prefixes it: apiPath(routes.submission, { id: 3 }) → /api/submission/3. */
export function apiPath(route: Pick<RoutePath, 'path'>, params: Record<string, string | number> = {}): string {
  return (
    API_PREFIX +
    route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`Missing path parameter ${key} for ${route.path}`);
      return encodeURIComponent(String(value));
    })
  );
}
