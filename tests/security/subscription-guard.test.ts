import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type RouteDef, routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { subscriptionWorks } from '../../server/auth/dealer-standing.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { connectChat, listen, refusalOf } from '../server/chat-support.js';
import { freshRequest, rows, sessionToken } from './support/chat.js';
import { changedTables, dbState } from './support/db-state.js';
import { jsonSchemaOf, sampleOf } from './support/schema.js';

/*
 * SPEC §2 on the server: a dealer that has not accepted the terms, or whose subscription does
 * not work, is refused on every dealer route not declared `beforeSubscription` in contract/areas/dealer.ts. The sweep is
 * generated from the server's route table, so a dealer route added later is guarded (and tested) by default.
 */

let t: TestApp;
let newcomer: { id: number; token: string };
let baseUrl: string;

const label = (route: RouteDef) => `${route.method} ${route.path}`;
const guarded = () => t.app.apiRoutes.filter((route) => route.access === 'dealer' && !route.beforeSubscription);
const DAY_MS = 86_400_000;

function urlOf(route: RouteDef, dealerId: number): string {
  const sample = route.params ? (sampleOf(jsonSchemaOf(route.params)) as Record<string, string | number>) : {};
  return apiPath(route, { ...sample, id: 1, dealerId, userId: dealerId });
}

const call = (route: RouteDef, who: { id: number; token: string }) =>
  t.app.inject({
    method: route.method,
    url: urlOf(route, who.id),
    headers: bearer(who.token),
    payload: route.body ? {} : undefined,
  });

async function setStanding(terms: boolean, subscription: { status: string; endsInDays: number | null } | null) {
  await t.database.query(`update users set terms_accepted_at = ${terms ? 'now()' : 'null'} where id = ${newcomer.id}`);
  // The newest row is the current subscription; rows of earlier steps stay (orders may name them).
  const createdAt = `now() + interval '${(step += 1)} minutes'`;
  if (!subscription) {
    await t.database.query(
      `update subscriptions set created_at = now() - interval '1 year' where dealer_id = ${newcomer.id}`,
    );
    await t.database.query(
      `delete from subscriptions s where dealer_id = ${newcomer.id} and not exists (select 1 from orders o where o.subscription_id = s.id)`,
    );
    const [{ n }] = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from subscriptions where dealer_id = ${newcomer.id}`,
    );
    expect(n, 'a subscription of this dealer is named by an order').toBe(0);
    return;
  }
  const endsAt =
    subscription.endsInDays === null ? 'null' : `now() + interval '${subscription.endsInDays * DAY_MS} milliseconds'`;
  await t.database.query(
    `insert into subscriptions (dealer_id, status, provider, ends_at, created_at) values (${newcomer.id}, '${subscription.status}', 'demo', ${endsAt}, ${createdAt})`,
  );
}
let step = 0;

beforeAll(async () => {
  t = await testApp();
  const [{ id }] = await rows<{ id: number }>(t, `select id from users where email = 'nuovo@demo.example'`);
  newcomer = { id: Number(id), token: '' };
  newcomer.token = await sessionToken(t, newcomer.id);
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('which subscriptions let a dealer work', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  it.each([
    ['none', null, false],
    ['created (procedure not completed)', { status: 'created', endsAt: null }, false],
    ['processing (payment entered, awaiting receipt)', { status: 'processing', endsAt: null }, true],
    ['pending', { status: 'pending', endsAt: null }, true],
    ['active within its period', { status: 'active', endsAt: days(5) }, true],
    ['active just past its period (renewal in flight)', { status: 'active', endsAt: days(-0.5) }, true],
    ['active two days past its period', { status: 'active', endsAt: days(-2) }, false],
    ['canceled while the paid period runs', { status: 'canceled', endsAt: days(3) }, true],
    ['canceled after the paid period', { status: 'canceled', endsAt: days(-1) }, false],
    ['error while the paid period runs', { status: 'error', endsAt: days(3) }, true],
    ['error with no paid period', { status: 'error', endsAt: null }, false],
    ['ended', { status: 'ended', endsAt: days(-10) }, false],
  ] as const)('%s → %s', (_label, subscription, works) => {
    expect(subscriptionWorks(subscription, now)).toBe(works);
  });
});

describe('a dealer not registered or not subscribed', () => {
  it('the guarded routes are the dealer data: lists, detail, send, tracking, money other than the subscription', () => {
    const names = guarded().map(label);
    for (const route of [
      routes.submissionList,
      routes.submission,
      routes.quotationNew,
      routes.quotationList,
      routes.quotationTracking,
      routes.messageList,
      routes.creditsBuy,
      routes.feePay,
    ]) {
      expect(names).toContain(label(route));
    }
    for (const route of [
      routes.paymentSetup,
      routes.paymentUpdate,
      routes.dealerUpdate,
      routes.passwordUpdate,
      routes.demoCheckout,
    ]) {
      expect(names).not.toContain(label(route));
    }
  });

  it.each([
    ['never registered, no subscription', false, null],
    ['registered, no subscription', true, null],
    ['registered, subscription only created', true, { status: 'created', endsInDays: null }],
    ['registered, subscription ended', true, { status: 'ended', endsInDays: -3 }],
    ['registered, canceled after the paid period', true, { status: 'canceled', endsInDays: -1 }],
    ['subscribed but terms never accepted', false, { status: 'active', endsInDays: 20 }],
  ] as const)(
    '%s: every guarded dealer route answers 403 subscription_required with the Italian message and changes nothing',
    async (_label, terms, subscription) => {
      await setStanding(terms, subscription);
      const before = await dbState(t);
      for (const route of guarded()) {
        const answer = await call(route, newcomer);
        expect(answer.statusCode, `${label(route)}: ${answer.body}`).toBe(403);
        expect(answer.json(), label(route)).toEqual({
          message: errors.subscriptionRequired,
          code: 'subscription_required',
        });
      }
      expect(changedTables(before, await dbState(t))).toEqual([]);
    },
  );

  it('keeps what registration and the subscription payment need open', async () => {
    await setStanding(false, null);
    for (const route of t.app.apiRoutes.filter((r) => r.access === 'dealer' && r.beforeSubscription)) {
      const answer = await call(route, newcomer);
      expect(answer.json().message, label(route)).not.toBe(errors.subscriptionRequired);
    }
  });

  it('cannot open a chat until subscribed', async () => {
    const request = await freshRequest(t);
    await setStanding(true, { status: 'ended', endsInDays: -3 });
    const refusal = await refusalOf(baseUrl, { token: newcomer.token, chatToken: request.token });
    expect(refusal.code).toBe('forbidden');
    await setStanding(true, { status: 'active', endsInDays: 20 });
    const client = await connectChat(baseUrl, { token: newcomer.token, chatToken: request.token });
    client.socket.disconnect();
  });

  it.each([
    ['active', 20],
    ['processing', null],
    ['canceled', 5],
  ] as const)('registered with a %s subscription, the lists answer', async (status, endsInDays) => {
    await setStanding(true, { status, endsInDays });
    const answer = await call(routes.submissionList, newcomer);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
