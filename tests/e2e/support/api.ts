import { apiPath, routes, type Body, type Reply, type RouteName } from '../../../contract';

export type RouteInput<N extends RouteName> = { params?: Record<string, string | number>; body?: Body<N> };

/** A typed call of the contract's route table against the running server (the customer's side of the story). */
export async function callRoute<N extends RouteName>(
  baseUrl: string,
  name: N,
  token: string | null,
  input: RouteInput<N> = {},
) {
  const route = routes[name];
  const response = await fetch(baseUrl + apiPath(route, input.params), {
    method: route.method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(input.body ? { 'content-type': 'application/json' } : {}),
    },
    body: input.body ? JSON.stringify(input.body) : undefined,
  });
  const payload = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${route.method} ${route.path} → ${response.status} ${JSON.stringify(payload)}`);
  return payload as Reply<N>;
}
