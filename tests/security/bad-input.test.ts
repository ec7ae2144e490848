import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../contract/common.js';
import { API_PREFIX, apiPath, isSelfParam, routes, type RouteDef } from '../../contract/routes.js';
import type { z } from '../../contract/z.js';
import { bearer, DEMO_PASSWORD, testApp, type TestApp } from '../server/support/app.js';
import { changedTables, dbState } from './support/db-state.js';
import { CUSTOMER, DEALER_1, OPERATOR } from './support/records.js';
import { fieldsOf, jsonSchemaOf, mainBranch, REMOVE, sampleOf, withValue, type Field } from './support/schema.js';

/*
 * Invalid payloads generated from each route's own zod schemas (contract/routes.ts, through app.apiRoutes): for
 * every field of params, query and body, values of the wrong type, missing required fields, huge strings,
 * negative and non-finite numbers (as strings where JSON cannot carry them), unknown enum values and injection
 * strings, NUL bytes (PostgreSQL text refuses them) and ids past PostgreSQL's integer. What the contract refuses must be answered 4xx with the error shape and change no table; what it
 * happens to accept (an injection string is a fine company name) must still never be a 5xx.
 */

const MEGABYTE = 'A'.repeat(1024 * 1024);
/** One past PostgreSQL's integer: an id or count the database cannot hold. */
const ABOVE_INT4 = 2_147_483_648;
const NUL_TEXT = 'testo\u0000nullo';
const INJECTIONS = [
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '{"$gt":""}',
  '%00',
  '${7*7}',
];
/** Values for JSON fields: each is tried in every field whatever its type. */
const BODY_VALUES: unknown[] = [
  12345,
  -1,
  -0.5,
  1.5,
  1e308,
  2 ** 53 + 1,
  ABOVE_INT4,
  NUL_TEXT,
  '\u0000',
  true,
  null,
  {},
  [],
  { $gt: '' },
  ['x'],
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e309',
  'valore-inesistente',
  '',
  ' ',
  'x'.repeat(100_000),
  MEGABYTE,
  ...INJECTIONS,
];
/** Values for path and query parameters: always text in a URL. */
const URL_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '99999999999999999999',
  String(ABOVE_INT4),
  NUL_TEXT,
  'valore-inesistente',
  '',
  'x'.repeat(10_000),
  ...INJECTIONS,
];
/** Well-formed but impossible days, tried in every date field (these answered 500). */
const IMPOSSIBLE_DAYS = [
  '2026-13-01',
  '2026-02-30',
  '0000-00-00',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
];
/** A date field: its schema is the contract's YYYY-MM-DD pattern. */
const isDayField = (field: Field) => /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(mainBranch(field.schema).pattern ?? '');

/** Whole bodies that are not the JSON object every route expects. */
const RAW_BODIES: { payload: string; type: string }[] = [
  { payload: '', type: 'application/json' },
  { payload: '{', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '"testo"', type: 'application/json' },
  { payload: '123', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: JSON.stringify({ x: MEGABYTE + MEGABYTE }), type: 'application/json' },
  { payload: 'email=a@b.it', type: 'application/x-www-form-urlencoded' },
  { payload: '{}', type: 'text/plain' },
];

let t: TestApp;
let headersFor: Record<RouteDef['access'], Record<string, string>>;

interface Payload {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  raw?: { payload: string; type: string };
}

const label = (route: RouteDef) => `${route.method} ${route.path}`;
/** Routes whose accepted call changes who may call the rest, with the route that undoes it. */
const UNDO: Record<string, RouteDef> = {
  [label(routes.adminDealerSuspend)]: routes.adminDealerReactivate,
  [label(routes.adminCustomerSuspend)]: routes.adminCustomerReactivate,
};
const asText = (value: unknown) =>
  Array.isArray(value)
    ? value.join(',')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** A valid-looking starting point: the caller's own id, first enum values, required fields filled. */
function basePayload(route: RouteDef): Payload {
  const params = route.params ? (sampleOf(jsonSchemaOf(route.params)) as Record<string, unknown>) : {};
  for (const name of Object.keys(params)) if (isSelfParam(name)) params[name] = DEALER_1.id;
  if ('id' in params) params.id = route.access === 'customer' ? CUSTOMER.id : DEALER_1.id;
  const query = route.query ? (sampleOf(jsonSchemaOf(route.query)) as Record<string, unknown>) : {};
  if ('security' in query) query.security = route.access === 'customer' ? 'customer-app' : 'dealer-portal';
  return { params, query, body: route.body ? sampleOf(jsonSchemaOf(route.body)) : undefined };
}

/** Every mutated payload of a route, each with the part the contract judges. */
function mutations(route: RouteDef): Payload[] {
  const base = basePayload(route);
  const out: Payload[] = [];
  for (const part of ['params', 'query'] as const) {
    const schema = route[part];
    if (!schema) continue;
    for (const field of fieldsOf(jsonSchemaOf(schema))) {
      const values: unknown[] = [
        ...URL_VALUES,
        ...(isDayField(field) ? IMPOSSIBLE_DAYS : []),
        ...(field.required ? [REMOVE] : []),
      ];
      for (const value of values)
        out.push({
          ...base,
          [part]: withValue(base[part], field.path.slice(0, 1), value === REMOVE ? REMOVE : asText(value)),
        });
    }
  }
  if (route.body) {
    for (const field of fieldsOf(jsonSchemaOf(route.body))) {
      for (const value of [
        ...BODY_VALUES,
        ...(isDayField(field) ? IMPOSSIBLE_DAYS : []),
        ...(field.required ? [REMOVE] : []),
      ])
        out.push({ ...base, body: withValue(base.body, field.path, value) });
    }
    for (const value of [[], 'testo', 42, null, { $gt: '' }]) out.push({ ...base, body: value });
    for (const raw of RAW_BODIES) out.push({ ...base, raw });
  }
  return out;
}

/** Whether the contract itself accepts the payload (what the server's validation does too). */
function contractAccepts(route: RouteDef, payload: Payload): boolean {
  if (payload.raw) return false;
  const parts: [z.ZodType | undefined, unknown][] = [
    [route.params, payload.params],
    [route.query, payload.query],
    [route.body, payload.body],
  ];
  return parts.every(([schema, value]) => {
    if (!schema) return true;
    const json = value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
    return schema.safeParse(json).success;
  });
}

function send(route: RouteDef, payload: Payload) {
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) =>
    encodeURIComponent(asText(payload.params[key] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(payload.query).map(([key, value]) => [key, asText(value)]),
  ).toString();
  const headers = { ...headersFor[route.access], ...(payload.raw ? { 'content-type': payload.raw.type } : {}) };
  const body = payload.raw ? payload.raw.payload : route.body ? JSON.stringify(payload.body) : undefined;
  if (body !== undefined && !payload.raw) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: route.method,
    url: `${API_PREFIX}${path}${query ? `?${query}` : ''}`,
    headers,
    payload: body,
  });
}

function expectErrorShape(answer: { statusCode: number; body: string }, what: string) {
  let json: unknown;
  expect(() => (json = JSON.parse(answer.body)), `${what}: JSON error body`).not.toThrow();
  expect(ErrorResponse.safeParse(json).success, `${what}: error shape ${answer.body.slice(0, 200)}`).toBe(true);
}

beforeAll(async () => {
  // The sweep would write sweep_runs during this minutes-long test: the tables must change only by what a route does.
  t = await testApp({ SWEEP_SECONDS: '86400' });
  headersFor = {
    public: {},
    user: bearer(await t.login(DEALER_1.email)),
    dealer: bearer(await t.login(DEALER_1.email)),
    customer: bearer(await t.login(CUSTOMER.email, undefined, 'customer-app')),
    operator: bearer(await t.login(OPERATOR.email, undefined, 'operator-console')),
    stockKey: {},
  };
  // A real key of dealer 1: the machine import's input is judged past its access guard.
  const created = await t.app.inject({
    method: 'POST',
    url: apiPath(routes.stockApiKeyCreate, { dealerId: DEALER_1.id }),
    headers: headersFor.dealer,
    payload: { name: 'bad-input' },
  });
  headersFor.stockKey = { 'x-api-key': created.json<{ secret: string }>().secret };
});

afterAll(async () => {
  await t?.close();
});

describe('generated invalid input on every route', () => {
  it('covers a non-trivial set of routes and payloads', () => {
    const withInput = t.app.apiRoutes.filter((route) => route.params || route.query || route.body);
    expect(withInput.length).toBeGreaterThanOrEqual(30);
    const total = withInput.reduce((sum, route) => sum + mutations(route).length, 0);
    expect(total).toBeGreaterThan(1_000);
    // The generator reaches nested fields (quotation rows, answers) and not only top-level ones.
    expect(
      withInput.some(
        (route) => route.body && fieldsOf(jsonSchemaOf(route.body)).some((field) => field.path.length > 2),
      ),
    ).toBe(true);
  });

  const routeNames = () => t.app.apiRoutes.filter((route) => route.params || route.query || route.body);

  it(
    'answers 4xx with the error shape and writes nothing for what the contract refuses; never 5xx',
    { timeout: 600_000 },
    async () => {
      let refused = 0;
      for (const route of routeNames()) {
        const all = mutations(route);
        const invalid = all.filter((payload) => !contractAccepts(route, payload));
        const accepted = all.filter((payload) => contractAccepts(route, payload));
        const before = await dbState(t);
        for (const payload of invalid) {
          const answer = await send(route, payload);
          const what = `${label(route)} ${JSON.stringify(payload.raw ?? { params: payload.params, query: payload.query, body: payload.body }).slice(0, 200)}`;
          expect(answer.statusCode, `${what}: ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode, `${what}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
          expectErrorShape(answer, what);
          refused += 1;
        }
        expect(changedTables(before, await dbState(t)), `${label(route)}: refused input changed tables`).toEqual([]);
        // Accepted oddities (injection strings as free text, say) may be stored; they must not break the server.
        for (const payload of accepted) {
          const answer = await send(route, payload);
          const what = `${label(route)} accepted ${JSON.stringify(payload).slice(0, 200)}`;
          expect(answer.statusCode, `${what}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
          if (answer.statusCode >= 400) expectErrorShape(answer, what);
          // A suspension with a valid reason is the operator's right: it is undone, so that the routes after it are
          // still judged on their input rather than refused to a suspended account.
          const undo = UNDO[label(route)];
          if (undo && answer.statusCode === 200) await send(undo, { ...payload, body: undefined });
        }
      }
      expect(refused).toBeGreaterThan(1_000);
      // Injection strings stored as text did not run: every table is still there and the demo users can log in.
      expect(Object.keys(await dbState(t))).toContain('users');
      // From an address that has not been failing: the generator's wrong passwords throttle this one (finding 4).
      const login = await t.app.inject({
        method: 'POST',
        url: apiPath(routes.login),
        remoteAddress: '198.51.100.7',
        payload: { email: DEALER_1.email, password: DEMO_PASSWORD, security: 'dealer-portal' },
      });
      expect(login.statusCode, login.body).toBe(200);
    },
  );
});
