// Only the schema-free route table at run time: zod and the schemas stay out of the first bundle (docs/performance.md).
import { apiPath, routePaths, type Method } from '../../../contract/paths';
import type { Reply, RouteName, Routes } from '../../../contract/routes';
import type { z } from '../../../contract/z';
import { request, requestEarly, type Query } from './http';

type RouteOf<N extends RouteName> = Routes[N];
type NamesWith<M extends Method> = { [N in RouteName]: RouteOf<N>['method'] extends M ? N : never }[RouteName];

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

/** Calls route N of the contract's route table; the answer is typed Reply<N>. */
export function call<N extends RouteName>(name: N, ...[input]: CallArgs<N>): Promise<Reply<N>> {
  const route = routePaths[name];
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
  <N extends NamesWith<M>>(name: N, ...args: CallArgs<N>) =>
    call(name, ...args);

/** `api.get('ping', { query: { security } })`, `api.post('login', { body })`: only routes of that method are accepted. */
export const api = {
  get: byMethod<'GET'>(),
  post: byMethod<'POST'>(),
  put: byMethod<'PUT'>(),
  delete: byMethod<'DELETE'>(),
};

/** GET routes that need no input: the ones a screen can ask for before it has loaded. */
export type PlainGet = { [N in NamesWith<'GET'>]: NeedsInput<N> extends true ? never : N }[NamesWith<'GET'>];

/** Starts a parameterless GET before its screen has loaded (routing/prefetchFirstScreen.ts); the screen's call claims it. */
export function prefetch(name: PlainGet): void {
  requestEarly(apiPath(routePaths[name]));
}
