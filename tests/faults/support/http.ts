import { apiPath, type RouteDef } from '../../../contract/routes.js';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string | null;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

/** One API call over real HTTP; the answer's JSON (or its text when it is not JSON). */
export async function callApi<T = unknown>(
  baseUrl: string,
  route: RouteDef,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const { token, params = {}, query, body, signal } = options;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const answer = await fetch(`${baseUrl}${apiPath(route, params)}${search}`, {
    method: route.method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await answer.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text for the failure message
  }
  return { status: answer.status, body: parsed as T };
}
