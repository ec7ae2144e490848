import { ErrorResponse } from '../../contract/common.js';
import type { ClientKey } from '../../contract/constants.js';
import type { PathParamValues } from '../../contract/paths/define.js';
import { apiPath, routes, type Body, type Reply, type RouteName, type Routes } from '../../contract/routes.js';

/** One HTTP exchange, whatever carries it: Fastify's inject in the server tests, fetch against a running server in e2e. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The caller's address, for the per-address limits (inject only: over fetch it is the socket's). */
  remoteAddress?: string;
}
export interface WireAnswer {
  status: number;
  text: string;
  /** Lower-case names; a repeated header joined by ', '. */
  headers: Record<string, string>;
}
export type Transport = (request: WireRequest) => Promise<WireAnswer>;

/** The seeded demo accounts' password (server/seed). */
export const DEMO_PASSWORD = 'demo1234';

/** Something with Fastify's `inject` (a FastifyInstance): the server tests' transport, no socket needed. */
interface Injectable {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
    remoteAddress?: string;
  }): Promise<{ statusCode: number; body: string; headers: Record<string, string | string[] | number | undefined> }>;
}

function flatHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : `${value}`;
  return flat;
}

export const injectTransport =
  (app: Injectable): Transport =>
  async ({ method, url, headers, body, remoteAddress }) => {
    const answer = await app.inject({ method, url, headers, payload: body, remoteAddress });
    return { status: answer.statusCode, text: answer.body, headers: flatHeaders(answer.headers) };
  };

export const fetchTransport =
  (baseUrl: string): Transport =>
  async ({ method, url, headers, body }) => {
    const response = await fetch(baseUrl + url, { method, headers, body });
    return {
      status: response.status,
      text: await response.text(),
      headers: Object.fromEntries(response.headers.entries()),
    };
  };

export interface CallInput<N extends RouteName> {
  /** By name, as the route's path writes them (`:dealerId`, `:returnId`…). */
  params?: PathParamValues<Routes[N]['path']>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: Body<N>;
  /**
   * A body outside the contract's type, instead of `body`: the bad input a test expects refused, or exact bytes (a
   * string is sent as it is, e.g. a signed webhook or broken JSON).
   */
  payload?: unknown;
  /** Another caller's bearer token for this call only (null: anonymous). */
  token?: string | null;
  /** Headers of this call, over the client's (accept, authorization, content-type). */
  headers?: Record<string, string>;
  /** The caller's address (inject only). */
  remoteAddress?: string;
}

/** An answer of the API: its status, and its JSON (the contract's reply when the status is 2xx). */
export interface CallAnswer<N extends RouteName> {
  status: number;
  ok: boolean;
  body: Reply<N>;
  /** The answer as the server wrote it: an error's Italian message, a CSV, a PDF's first bytes. */
  text: string;
  /** The API's error shape (Italian message, code, per-field messages) when the status is not 2xx and it has one. */
  error: ErrorResponse | undefined;
  /** Lower-case names. */
  headers: Record<string, string>;
}

function queryString(query: CallInput<RouteName>['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, `${value}`);
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The typed client of the contract's route table that the server tests (over inject) and the e2e tests (over fetch)
 * share: a route by its name, its parameters, body and query typed from the contract, as a caller of the API sees it.
 */
export function apiClient(transport: Transport, token: string | null = null) {
  async function call<N extends RouteName>(name: N, input: CallInput<N> = {}): Promise<CallAnswer<N>> {
    const route = routes[name];
    const who = input.token === undefined ? token : input.token;
    const sent: unknown = input.body === undefined ? input.payload : input.body;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (who) headers.authorization = `Bearer ${who}`;
    if (sent !== undefined) headers['content-type'] = 'application/json';
    const answer = await transport({
      method: route.method,
      url:
        apiPath<string>(route, input.params as Record<string, string | number> | undefined) + queryString(input.query),
      headers: { ...headers, ...input.headers },
      body: sent === undefined ? undefined : typeof sent === 'string' ? sent : JSON.stringify(sent),
      remoteAddress: input.remoteAddress,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    const body = parse(answer.text);
    const error = ok ? undefined : ErrorResponse.safeParse(body).data;
    return { status: answer.status, ok, body: body as Reply<N>, text: answer.text, error, headers: answer.headers };
  }

  /** The call's reply, or an error naming the route, the status and the server's message. */
  async function ok<N extends RouteName>(name: N, input: CallInput<N> = {}): Promise<Reply<N>> {
    const answer = await call(name, input);
    if (!answer.ok) {
      const route = routes[name];
      throw new Error(`${route.method} ${route.path} → ${answer.status} ${answer.text.slice(0, 500)}`);
    }
    return answer.body;
  }

  /** POST login from one of the apps, answered whatever its status: a refused login is often the test's subject. */
  function login(
    email: string,
    security: ClientKey,
    password = DEMO_PASSWORD,
    input: Omit<CallInput<'login'>, 'body'> = {},
  ) {
    return call('login', { ...input, body: { email, password, security } });
  }

  return { call, ok, login, as: (other: string | null) => apiClient(transport, other) };
}

export type ApiClient = ReturnType<typeof apiClient>;
