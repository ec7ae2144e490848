// Only a schema-free route table at run time: zod and the schemas stay out of the first bundle (docs/performance.md).
import { apiPath, type Method, type RoutePath } from '../../../contract/paths/define';
import type { Reply, RouteName, Routes } from '../../../contract/routes';
import type { z } from '../../../contract/z';
import { request, requestEarly, type Query } from './http';

type RouteOf<N extends RouteName> = Routes[N];
/** The names of a table that the contract knows (every table's are: contract/paths.ts joins them). */
type NamesOf<T> = Extract<keyof T, RouteName>;
type NamesWith<T, M extends Method> = { [N in NamesOf<T>]: RouteOf<N>['method'] extends M ? N : never }[NamesOf<T>];

type ParamsPart<N extends RouteName> =
  RouteOf<N> extends { params: z.ZodType } ? { params: z.output<RouteOf<N>['params']> } : { params?: never };
type QueryPart<N extends RouteName> =
  RouteOf<N> extends { query: z.ZodType } ? { query?: Partial<z.input<RouteOf<N>['query']>> } : { query?: never };
type BodyPart<N extends RouteName> =
  RouteOf<N> extends { body: z.ZodType } ? { body: z.input<RouteOf<N>['body']> } : { body?: never };

/** What a call to route N takes: its path params, query and body, typed by the contract. */
export type CallInput<N extends RouteName> = ParamsPart<N> &
  QueryPart<N> &
  BodyPart<N> & { signal?: AbortSignal; token?: string | null };

type NeedsInput<N extends RouteName> = RouteOf<N> extends { params: z.ZodType } | { body: z.ZodType } ? true : false;
type CallArgs<N extends RouteName> = NeedsInput<N> extends true ? [input: CallInput<N>] : [input?: CallInput<N>];

/** GET routes that need no input: the ones a screen can ask for before it has loaded. */
export type PlainGet<T = Routes> = {
  [N in NamesWith<T, 'GET'>]: NeedsInput<N> extends true ? never : N;
}[NamesWith<T, 'GET'>];

/**
 * A typed client over one app's route table (src/platform/api/): a route of another app is a type error, and its
 * path is not in this app's bundle.
 */
export function createApi<const T extends { readonly [N in keyof T]: RoutePath }>(table: T) {
  const routeOf = (name: RouteName): RoutePath => {
    const route = (table as Readonly<Record<string, RoutePath>>)[name];
    if (!route) throw new Error(`Route ${name} is not in this app's table`);
    return route;
  };

  /** Calls route N of the table; the answer is typed Reply<N>. A name outside the table rejects. */
  async function call<N extends NamesOf<T>>(name: N, ...[input]: CallArgs<N>): Promise<Reply<N>> {
    const route = routeOf(name);
    const { params, query, body, signal, token } = (input ?? {}) as CallInput<N>;
    return request<Reply<N>>(route.method, apiPath(route, params as Record<string, string | number> | undefined), {
      query: query as Query | undefined,
      body,
      signal,
      token,
    });
  }

  const byMethod =
    <M extends Method>() =>
    <N extends NamesWith<T, M>>(name: N, ...args: CallArgs<N>) =>
      call(name, ...args);

  /** `api.get('ping', { query: { security } })`, `api.post('login', { body })`: only routes of that method are accepted. */
  const api = {
    get: byMethod<'GET'>(),
    post: byMethod<'POST'>(),
    put: byMethod<'PUT'>(),
    delete: byMethod<'DELETE'>(),
  };

  /** Starts a parameterless GET before its screen has loaded (apps/dealer/prefetchFirstScreen.ts); the screen's call claims it. */
  function prefetch(name: PlainGet<T>): void {
    requestEarly(apiPath(routeOf(name)));
  }

  return { api, call, prefetch, routeOf };
}
