import type { FetchLike } from '../../server/payments/paypal-client.js';

/** One HTTP call a provider made to the stub: what the tests assert on. */
export interface StubCall {
  method: string;
  url: URL;
  body: string;
  headers: Headers;
  /** Form (Stripe) or JSON (PayPal) body, parsed. */
  form: URLSearchParams;
  json: () => unknown;
}

type Answer = { status?: number; body: unknown };
type Route = [method: string, path: RegExp, answer: (call: StubCall) => Answer];

/** A fetch that answers recorded provider responses by method and path and remembers every call: no network. */
export function stubFetch(routes: Route[]): { fetch: FetchLike; calls: StubCall[] } {
  const calls: StubCall[] = [];
  const fetch: FetchLike = async (input, init = {}) => {
    const url = new URL(input);
    const body = typeof init.body === 'string' ? init.body : '';
    const call: StubCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      body,
      headers: new Headers(init.headers),
      form: new URLSearchParams(body),
      json: () => JSON.parse(body),
    };
    calls.push(call);
    const route = routes.find(([method, path]) => method === call.method && path.test(url.pathname));
    const answer = route
      ? route[2](call)
      : { status: 404, body: { error: { message: `no stub for ${call.method} ${url.pathname}` } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_stub' },
    });
  };
  return { fetch, calls };
}

export const callsTo = (calls: StubCall[], method: string, path: RegExp) =>
  calls.filter((c) => c.method === method && path.test(c.url.pathname));
