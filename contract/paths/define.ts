/**
 * What a route is made of: its method, path and access (what a web app's client needs), and its schemas (what the
 * server validates and documents). Each area (contract/areas/) declares a route once, with both; its schema-free
 * table (contract/paths/<area>.ts) is what the web apps import.
 */

import type { StaffArea } from '../staff.js';
import type { z } from '../z.js';

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

/** A path parameter: a name as Fastify reads it, up to the next `/` or `.` (`:id` in /returns/:id/label.pdf). */
const PATH_PARAM = /:([A-Za-z_]+)/g;

/**
 * The path parameters that always name the signed-in account: `:dealerId` on the dealer's own routes
 * (/dealer/:dealerId/…), `:userId` on the user's own (/user/:userId/…). The server refuses any other id there, and
 * the web apps fill them from the session; every other parameter (`:id`, `:returnId`, `:memberId`…) is a record.
 */
export const SELF_PARAMS = ['dealerId', 'userId'] as const;
export type SelfParam = (typeof SELF_PARAMS)[number];

export const isSelfParam = (name: string): name is SelfParam => (SELF_PARAMS as readonly string[]).includes(name);

/** The :params a path names, in order: pathParams('/dealer/:dealerId/returns/:returnId') → ['dealerId', 'returnId']. */
export function pathParams(path: string): string[] {
  return Array.from(path.matchAll(PATH_PARAM), (match) => match[1]);
}

/** The names of a path's :params, from its literal type: 'dealerId' | 'returnId' for /dealer/:dealerId/returns/:returnId. */
export type PathParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamName<`/${Tail}`>
    : Rest
  : never;

/**
 * A path's :params by name, every one required (a path known only as a string takes any; for one of several paths,
 * the params of one of them).
 */
export type PathParamValues<P extends string> = string extends P
  ? Record<string, string | number>
  : P extends string
    ? { [K in PathParamName<P>]: string | number }
    : never;

/** Fills :params into a route's path and prefixes it: apiPath(routes.submission, { id: 3 }) → /api/submission/3. */
export function apiPath<P extends string>(
  route: { path: P },
  params: PathParamValues<P> = {} as PathParamValues<P>,
): string {
  return (
    API_PREFIX +
    route.path.replace(PATH_PARAM, (_, key: string) => {
      const value = (params as Record<string, string | number | undefined>)[key];
      if (value === undefined) throw new Error(`Missing path parameter ${key} for ${route.path}`);
      return encodeURIComponent(String(value));
    })
  );
}

/** What the server validates and documents of a route, beside its method, path and access. */
export interface RouteSchemas {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** A route as its area declares it, once: `route(get('/ping', 'user'), { summary, query, response })`. */
export const route = <const R extends RoutePath, const S extends RouteSchemas>(path: R, schemas: S) =>
  ({ ...path, ...schemas }) as R & S;

type PathOf<R> = Pick<R, Extract<keyof R, keyof RoutePath>>;

/** An area's routes without their schemas: method, path, access and, where set, staff and beforeSubscription. */
export function pathsOf<const T extends Readonly<Record<string, RoutePath>>>(
  area: T,
): { [N in keyof T]: PathOf<T[N]> } {
  const entries = Object.entries(area).map(([name, { method, path, access, beforeSubscription, staff }]) => [
    name,
    { method, path, access, ...(beforeSubscription ? { beforeSubscription } : {}), ...(staff ? { staff } : {}) },
  ]);
  return Object.fromEntries(entries) as { [N in keyof T]: PathOf<T[N]> };
}
