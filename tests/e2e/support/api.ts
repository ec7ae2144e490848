import type { Body, RouteName } from '../../../contract';
import { apiClient, fetchTransport, type CallInput } from '../../support/apiClient';

export type RouteInput<N extends RouteName> = { params?: CallInput<N>['params']; body?: Body<N> };

/** A typed call of the contract's route table against the running server (tests/support/apiClient.ts, over fetch). */
export async function callRoute<N extends RouteName>(
  baseUrl: string,
  name: N,
  token: string | null,
  input: RouteInput<N> = {},
) {
  return apiClient(fetchTransport(baseUrl), token).ok(name, input);
}

/**
 * The e2e files' caller of the API: `call(name, token, input)` and `login(email, security)` against the server at
 * `url` (read when called, so a file may learn it in beforeAll).
 */
export function apiOf(url: string | (() => string)) {
  const baseUrl = typeof url === 'string' ? () => url : url;
  const call = <N extends RouteName>(name: N, token: string | null, input: RouteInput<N> = {}) =>
    callRoute(baseUrl(), name, token, input);
  const login = (email: string, security: 'dealer-portal' | 'customer-app', password = 'demo1234') =>
    call('login', null, { body: { email, password, security } });
  return { call, login };
}
