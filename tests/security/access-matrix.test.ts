import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../contract/common.js';
import { apiPath, isSelfParam, pathParams, type RouteDef, type RouteName, routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { User, USER_FIELDS_BY_AREA } from '../../contract/entities/user.js';
import { mayWorkIn, STAFF_ROLES, type StaffArea, type StaffRole } from '../../contract/staff.js';
import { connectInbox, until, type InboxClient } from '../server/inbox-support.js';
import { requestBody } from '../server/quotations-fixtures.js';
import { bearer, DEMO_PASSWORD, testApp, type TestApp } from '../server/support/app.js';
import { listen, refusalOf } from '../server/chat-support.js';
import { changedTables, dbState } from './support/db-state.js';
import {
  CUSTOMER,
  DEALER_1,
  DEALER_2,
  kindOfIdParam,
  OPERATOR,
  recordsOf,
  type DealerRecords,
} from './support/records.js';
import { RECORD_FIELDS, SAMPLES } from './support/samples.js';
import { fieldsOf, jsonSchemaOf, sampleOf } from './support/schema.js';

/*
 * The access matrix, generated from the server's own route table (app.apiRoutes): a route added later is swept
 * without editing this file. Every request here must be refused and leave every table as it was.
 */

let t: TestApp;
let listening: Promise<string> | null = null;
/** The app listens once for the file's socket tests: a second listen on the same app is refused. */
const baseUrlOf = () => (listening ??= listen(t.app));
let tokens: { dealer1: string; dealer2: string; customer: string; operator: string };
let records: DealerRecords;

const nameOf = (route: RouteDef) =>
  (Object.entries(routes).find(([, r]) => r.method === route.method && r.path === route.path)?.[0] ?? '') as RouteName;
const label = (route: RouteDef) => `${route.method} ${route.path}`;
const isSelfRoute = (route: RouteDef) => kindOfIdParam(route.path) === 'self';

/** A valid value for every path parameter but the ones `idParams` fills (enum params take their first value). */
function otherParams(route: RouteDef): Record<string, string | number> {
  if (!route.params) return {};
  const sample = sampleOf(jsonSchemaOf(route.params)) as Record<string, string | number>;
  return { ...sample, id: 0 };
}

/** A request's `id`: the caller's id a self route names (its :dealerId, :userId), the record's :id on any other. */
function idParams(route: RouteDef, id: number): Record<string, number> {
  const self = pathParams(route.path).filter(isSelfParam);
  return self.length > 0 ? Object.fromEntries(self.map((name) => [name, id])) : { id };
}

function queryString(route: RouteDef, security = 'dealer-portal'): string {
  if (!route.query) return '';
  const sample = {
    ...(sampleOf(jsonSchemaOf(route.query)) as Record<string, unknown>),
    ...(route.query === routes.ping.query ? { security } : {}),
  };
  const scalar = Object.entries(sample).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return scalar.length ? `?${new URLSearchParams(scalar.map(([key, value]) => [key, String(value)])).toString()}` : '';
}

function bodyRecordFields(route: RouteDef): string[] {
  if (!route.body) return [];
  return fieldsOf(jsonSchemaOf(route.body))
    .map((field) => String(field.path[field.path.length - 1]))
    .filter((key) => RECORD_FIELDS.has(key));
}

async function send(
  route: RouteDef,
  id: number,
  headers: Record<string, string>,
  body?: unknown,
  params: Record<string, number> = {},
) {
  const url = apiPath(route, { ...otherParams(route), ...params, ...idParams(route, id) }) + queryString(route);
  return t.app.inject({
    method: route.method,
    url,
    headers,
    payload: route.body ? ((body ?? {}) as object) : undefined,
  });
}

/** Sends, then checks the answer is one of `statuses` with the error shape and that no table changed. */
async function expectRefused(
  route: RouteDef,
  id: number,
  headers: Record<string, string>,
  statuses: number[],
  body?: unknown,
  params?: Record<string, number>,
) {
  const before = await dbState(t);
  const answer = await send(route, id, headers, body, params);
  const what = `${label(route)} with id ${id}`;
  expect(statuses, `${what}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
  expect(ErrorResponse.safeParse(answer.json()).success, `${what}: error shape`).toBe(true);
  expect(changedTables(before, await dbState(t)), `${what}: tables changed`).toEqual([]);
  return answer;
}

beforeAll(async () => {
  // The sweep would write sweep_runs during this long test: tables must change only by what a route does (as in bad-input).
  t = await testApp({ SWEEP_SECONDS: '86400' });
  const users = (await t.database.query(
    `select id, email from users where email in ('${DEALER_1.email}', '${DEALER_2.email}', '${CUSTOMER.email}')`,
  )) as { id: number; email: string }[];
  expect(new Map(users.map((u) => [u.email, Number(u.id)]))).toEqual(
    new Map([
      [DEALER_1.email, DEALER_1.id],
      [DEALER_2.email, DEALER_2.id],
      [CUSTOMER.email, CUSTOMER.id],
    ]),
  );
  tokens = {
    dealer1: await t.login(DEALER_1.email),
    dealer2: await t.login(DEALER_2.email),
    customer: await t.login(CUSTOMER.email, undefined, 'customer-app'),
    operator: await t.login(OPERATOR.email, undefined, 'operator-console'),
  };
  records = await recordsOf(t, DEALER_1.id, DEALER_2.id);
});

afterAll(async () => {
  await t?.close();
});

describe('the route table the matrix is generated from', () => {
  it('is the real, non-trivial table: every contract route, protected ones, routes naming records, dealer 1 owning records', () => {
    const registered = t.app.apiRoutes.map(label);
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered.sort()).toEqual(Object.values(routes).map(label).sort());
    const isProtected = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(isProtected.length).toBeGreaterThanOrEqual(30);
    expect(
      t.app.apiRoutes.filter((route) => route.path.includes(':id') && !isSelfRoute(route)).length,
    ).toBeGreaterThanOrEqual(5);
    expect(t.app.apiRoutes.filter(isSelfRoute).length).toBeGreaterThanOrEqual(15);
    for (const kind of ['submissions', 'quotations', 'orders', 'conversations', 'notifications'] as const) {
      expect(records[kind].length, `dealer 1 has ${kind}`).toBeGreaterThan(0);
    }
  });

  it('knows which record each :id names', () => {
    const unknown = t.app.apiRoutes
      .filter((route) => route.path.includes(':id') && kindOfIdParam(route.path) === null)
      .map(label);
    expect(unknown, 'add the kind of these :id params to tests/security/support/records.ts').toEqual([]);
  });
});

describe('without a token', () => {
  it('every protected route answers 401 with the error shape and changes nothing', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const answer = await expectRefused(route, DEALER_1.id, {}, [401]);
      expect(answer.json()).toEqual({
        message: route.access === 'stockKey' ? stockMessages.apiKeyInvalid : errors.unauthorized,
      });
    }
  });
});

describe('the stock API key access class', () => {
  it('takes no session token of any role, nor a made-up key, on every stockKey route', async () => {
    const keyRoutes = t.app.apiRoutes.filter((route) => route.access === 'stockKey');
    expect(keyRoutes.length).toBeGreaterThanOrEqual(1);
    const forged = 'rhk_00000000_' + 'A'.repeat(43);
    for (const route of keyRoutes) {
      for (const headers of [
        ...Object.values(tokens).map(bearer),
        { authorization: `ApiKey ${tokens.dealer1}` },
        { 'x-api-key': forged },
      ]) {
        const answer = await expectRefused(route, DEALER_1.id, headers, [401]);
        expect(answer.json()).toEqual({ message: stockMessages.apiKeyInvalid });
      }
    }
  });

  it("is not a session: a dealer's stock key on every token route answers 401 and changes nothing", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.stockApiKeyCreate, { dealerId: DEALER_1.id }),
      headers: bearer(tokens.dealer1),
      payload: { name: 'matrice' },
    });
    const { secret } = created.json<{ secret: string }>();
    for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public' && r.access !== 'stockKey')) {
      await expectRefused(route, DEALER_1.id, { 'x-api-key': secret }, [401]);
      await expectRefused(route, DEALER_1.id, { authorization: `ApiKey ${secret}` }, [401]);
    }
  });
});

describe('with the wrong role', () => {
  it("a customer's token on every dealer route answers 403 and changes nothing", async () => {
    const dealerRoutes = t.app.apiRoutes.filter((route) => route.access === 'dealer');
    expect(dealerRoutes.length).toBeGreaterThanOrEqual(25);
    for (const route of dealerRoutes) await expectRefused(route, CUSTOMER.id, bearer(tokens.customer), [403]);
  });

  it("a dealer's token on every customer route answers 403 and changes nothing", async () => {
    const customerRoutes = t.app.apiRoutes.filter((route) => route.access === 'customer');
    expect(customerRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of customerRoutes)
      await expectRefused(route, records.quotations[0], bearer(tokens.dealer2), [403]);
  });

  it("a dealer's and a customer's token on every operator route answer 403 with the Italian message and change nothing", async () => {
    const operatorRoutes = t.app.apiRoutes.filter((route) => route.access === 'operator');
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(30);
    for (const route of operatorRoutes) {
      for (const token of [tokens.dealer1, tokens.customer]) {
        const answer = await expectRefused(route, DEALER_1.id, bearer(token), [403]);
        expect(answer.json()).toEqual({ message: errors.operatorOnly });
      }
    }
  });

  it("the operator's token on every dealer and customer route answers 403 and changes nothing", async () => {
    const portalRoutes = t.app.apiRoutes.filter((route) => route.access === 'dealer' || route.access === 'customer');
    for (const route of portalRoutes) {
      const answer = await expectRefused(route, DEALER_1.id, bearer(tokens.operator), [403]);
      expect(answer.json()).toEqual({ message: errors.operatorNotAllowed });
    }
  });
});

/** Each request dealer 2 makes on dealer 1's ids and records: the route, the :id and the body. */
interface Attempt {
  route: RouteDef;
  id: number;
  body?: unknown;
  /** Path parameters other than :id that name the record (a sample's `params`). */
  params?: Record<string, number>;
}

async function intruderAttempts(): Promise<{ attempts: Attempt[]; missingSamples: string[] }> {
  const attempts: Attempt[] = [];
  const missingSamples: string[] = [];
  for (const route of t.app.apiRoutes.filter(
    (r) => r.access === 'dealer' || r.access === 'user' || r.access === 'customer',
  )) {
    const found = kindOfIdParam(route.path);
    const pathKind = found === 'console' ? null : found;
    const sample = SAMPLES[nameOf(route)];
    const bodyNamesRecords = bodyRecordFields(route).length > 0;
    if (pathKind === 'self' && !bodyNamesRecords) {
      attempts.push({ route, id: DEALER_1.id });
      continue;
    }
    if (!pathKind && !bodyNamesRecords) continue; // acts on the caller's own data only
    const needsBody = route.body !== undefined && route.access !== 'customer';
    if (needsBody && !sample) {
      missingSamples.push(label(route));
      continue;
    }
    const kind = pathKind && pathKind !== 'self' ? pathKind : sample?.kind;
    if (!kind) {
      missingSamples.push(`${label(route)} (no record kind)`);
      continue;
    }
    // The role decides customer routes, whatever the id: one record is enough there.
    for (const recordId of route.access === 'customer' ? records[kind].slice(0, 1) : records[kind]) {
      const body = needsBody && sample ? await sample.body({ t, recordId, owner: DEALER_1.id }) : undefined;
      attempts.push({
        route,
        id: pathKind === 'self' ? DEALER_2.id : recordId,
        body,
        params: sample?.params?.(recordId),
      });
    }
  }
  return { attempts, missingSamples };
}

describe("a second dealer on the first dealer's ids and records", () => {
  it('is refused with 403 or 404 everywhere, and nothing changes', async () => {
    const { attempts, missingSamples } = await intruderAttempts();
    expect(missingSamples, 'add a valid body for these routes to tests/security/support/samples.ts').toEqual([]);
    const covered = new Set(attempts.map((attempt) => label(attempt.route)));
    for (const route of [
      routes.submission,
      routes.quotationTracking,
      routes.feedbackSubmit,
      routes.quotationNew,
      routes.paymentUpdate,
      routes.notificationList,
      routes.messageList,
    ]) {
      expect(covered, 'the sweep reaches the routes that name records').toContain(label(route));
    }
    for (const { route, id, body, params } of attempts)
      await expectRefused(route, id, bearer(tokens.dealer2), [403, 404], body, params);
  });

  it('the same requests by the owner are not refused, so the refusals above are about ownership', async () => {
    const { attempts } = await intruderAttempts();
    const onRecords = attempts.filter(
      ({ route }) => route.access !== 'customer' && (!isSelfRoute(route) || bodyRecordFields(route).length > 0),
    );
    const reached = new Set<string>();
    for (const { route, id, body, params } of onRecords) {
      const answer = await send(route, isSelfRoute(route) ? DEALER_1.id : id, bearer(tokens.dealer1), body, params);
      expect(answer.statusCode, `${label(route)} ${id}: ${answer.body}`).toBeLessThan(500);
      if (![401, 403, 404, 422].includes(answer.statusCode)) reached.add(label(route));
    }
    expect([...reached].sort()).toEqual([...new Set(onRecords.map(({ route }) => label(route)))].sort());
  });
});

describe("a second dealer on the first dealer's chats", () => {
  it('cannot open the chat of a request only dealer 1 may read, and no conversation row is made', async () => {
    const baseUrl = await baseUrlOf();
    const ids = records.submissions.join(',');
    const tokensOf = (await t.database.query(`select token_uuid from submissions where id in (${ids})`)) as {
      token_uuid: string;
    }[];
    expect(tokensOf.length).toBe(records.submissions.length);
    const before = await dbState(t);
    for (const { token_uuid: chatToken } of tokensOf) {
      const refusal = await refusalOf(baseUrl, { token: tokens.dealer2, chatToken });
      expect(['forbidden', 'not_found'], `${chatToken}: ${refusal.message}`).toContain(refusal.code);
    }
    expect(changedTables(before, await dbState(t))).toEqual([]);
  });
});

/*
 * A company's people: besides the routes of their areas (tests/security/staff-roles.test.ts), what each
 * role reads where no route names an area, generated from the contract: the User (GET /user and the login answer)
 * carries the fields of an area only to the roles of that area (USER_FIELDS_BY_AREA), and the /inbox socket carries a
 * request card only to the roles that GET /submission/{id} answers.
 */
describe("a company's people: what each role reads beyond its routes", () => {
  const people = {} as Record<StaffRole, { email: string; token: string }>;

  beforeAll(async () => {
    people.owner = { email: DEALER_1.email, token: tokens.dealer1 };
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      const email = `${role}@ruoli.invalid`;
      await t.database.query(`insert into users (role, company_id, staff_role, email, password_hash, name, surname)
        select 'staff', ${DEALER_1.id}, '${role}', '${email}', password_hash, 'Persona', '${role}' from users
        where id = ${DEALER_1.id}`);
      people[role] = { email, token: await t.login(email) };
    }
  });

  const areaFields = Object.entries(USER_FIELDS_BY_AREA) as [StaffArea, readonly string[]][];

  it('has area fields to hide and roles on both sides of them', () => {
    expect(areaFields.flatMap(([, fields]) => fields)).toEqual(
      expect.arrayContaining(['iban', 'credits', 'current_subscription']),
    );
    for (const [area] of areaFields) {
      expect(STAFF_ROLES.some((role) => mayWorkIn(role, area))).toBe(true);
      expect(STAFF_ROLES.some((role) => !mayWorkIn(role, area))).toBe(true);
    }
  });

  for (const role of STAFF_ROLES) {
    it(`gives the ${role} a User with the fields of its areas only, on GET /user and in the login answer`, async () => {
      const me = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(people[role].token) });
      const login = await t.app.inject({
        method: 'POST',
        url: apiPath(routes.login),
        payload: { email: people[role].email, password: DEMO_PASSWORD, security: 'dealer-portal' },
      });
      for (const [what, answer, user] of [
        ['GET /user', me, me.json<Record<string, unknown>>()],
        ['login', login, login.json<{ user: Record<string, unknown> }>().user],
      ] as const) {
        expect(answer.statusCode, `${what}: ${answer.body}`).toBe(200);
        expect(User.safeParse(user).error, what).toBeUndefined();
        expect(user.id, what).toBe(DEALER_1.id);
        for (const [area, fields] of areaFields)
          for (const field of fields) expect(field in user, `${what} ${role} ${field}`).toBe(mayWorkIn(role, area));
      }
    });
  }

  it('pushes a new request card on /inbox to the roles GET /submission/{id} answers, the counters alone to the others', async () => {
    const baseUrl = await baseUrlOf();
    const sockets = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await connectInbox(baseUrl, people[role].token)])),
    ) as Record<StaffRole, InboxClient>;
    try {
      const body = await requestBody(t);
      const created = await t.app.inject({
        method: 'POST',
        url: apiPath(routes.customerSubmissionNew),
        headers: bearer(tokens.customer),
        payload: body,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();
      const readers = STAFF_ROLES.filter((role) => mayWorkIn(role, routes.submission.staff));
      expect(readers).toContain('owner');
      expect(readers.length).toBeLessThan(STAFF_ROLES.length);
      for (const role of STAFF_ROLES) {
        const answer = await send(routes.submission, id, bearer(people[role].token));
        expect(answer.statusCode, `${role}: GET /submission/${id}`).toBe(readers.includes(role) ? 200 : 403);
        await until(
          () => sockets[role].of('submission:new').length + sockets[role].of('counters').length > 1,
          `${role}'s push`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const role of STAFF_ROLES) {
        const cards = sockets[role].of('submission:new');
        expect(
          cards.map((card) => card.submission.id),
          role,
        ).toEqual(readers.includes(role) ? [id] : []);
        if (!readers.includes(role)) {
          // The raised counter, as the person's ping shows it.
          const [first, last] = [sockets[role].of('counters')[0], sockets[role].of('counters').at(-1)];
          expect(last?.dealer_pending_submissions_count, role).toBe((first?.dealer_pending_submissions_count ?? 0) + 1);
        }
      }
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });
});
