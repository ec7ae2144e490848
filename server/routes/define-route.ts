import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { ErrorResponse } from '../../contract/common.js';
import type { RouteDef } from '../../contract/routes.js';
import type { z } from '../../contract/z.js';
import { accessGuard } from '../auth/access.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Db } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Contract routes registered so far (for the 401/403 sweep tests and the docs). */
    apiRoutes: RouteDef[];
  }
}

type Part<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export interface RouteContext<R extends RouteDef> {
  params: Part<R, 'params'>;
  query: Part<R, 'query'>;
  body: Part<R, 'body'>;
  /** The caller: always present on 'user' and 'dealer' routes (the guard answered 401 otherwise). */
  user: R['access'] extends 'public' ? null : SessionUser;
  db: Db;
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (ctx: RouteContext<R>) => Promise<z.output<R['response']>>;

export interface RouteOptions {
  /** Status of a successful answer (200 unless the route creates something). */
  status?: number;
  /** Largest accepted body in bytes, for the few routes that take more than the app-wide limit (uploads). */
  bodyLimit?: number;
}

/**
 * Registers a route of contract/routes.ts: path under /api (the prefix of the routes plugin), validation of
 * params, query and body by the contract's zod schemas, serialization by its response schema, the access
 * guard of its `access`, and an OpenAPI entry. A later issue adds a route with one call:
 *   defineRoute(app, routes.submission, ({ params, user, db }) => getSubmission(db, user, params.id));
 */
export function defineRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const status = options.status ?? 200;
  const schema: FastifySchema & Record<string, unknown> = {
    summary: route.summary,
    tags: [route.path.split('/')[1] ?? 'api'],
    response: { [status]: route.response, '4xx': ErrorResponse, '5xx': ErrorResponse },
  };
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  if (route.access === 'stockKey') schema.security = [{ stockApiKey: [] }];
  else if (route.access !== 'public') schema.security = [{ bearerAuth: [] }];

  app.route({
    method: route.method,
    url: route.path,
    schema,
    onRequest: accessGuard(route),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        db: app.db,
        app,
        request,
        reply,
      } as unknown as RouteContext<R>);
      reply.code(status);
      return result;
    },
  });
  app.apiRoutes.push(route);
}
