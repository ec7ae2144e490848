import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PingData } from '../../contract/entities/ping.js';
import { apiPath, routes } from '../../contract/routes.js';
import { dealerCountersChanged, requestsChanged } from '../../server/cache/dealer-counters.js';
import { bearer, testApp, type TestApp } from './support/app.js';

let t: TestApp;
let token: string;
let mainDealerId: number;

beforeAll(async () => {
  t = await testApp({ PAYPAL_CLIENT_ID: 'sb-client', STRIPE_PUBLIC_KEY: 'pk_test_123' });
  token = await t.login('dealer@demo.example');
  mainDealerId = (await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) })).json().id;
});
afterAll(async () => t?.close());

async function ping(as = token): Promise<PingData> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${apiPath(routes.ping)}?security=dealer-portal`,
    headers: bearer(as),
  });
  expect(answer.statusCode).toBe(200);
  return PingData.parse(answer.json());
}

/**
 * The ping caches its counters (server/repositories/ping.ts) and the repositories tell the cache about their
 * writes. These rule tests write with raw SQL behind the repositories' back, so they tell it too.
 */
const rawWriteDone = () => {
  requestsChanged();
  dealerCountersChanged([mainDealerId]);
};

const rows = async <T>(sql: string) => (await t.database.query(sql)) as T[];
const count = async (sql: string) => Number((await rows<{ n: number | string }>(sql))[0].n);

/** The rules of the counters, computed request by request in JS from plain rows (not with the server's query). */
async function expectedCounters(dealerId = mainDealerId) {
  const submissions = await rows<{
    id: number;
    province_id: number | null;
    is_outlet: boolean;
    ahead: boolean;
    closed: boolean;
  }>(
    `select id, province_id, is_outlet, deadline_at > now() as ahead, closed_at is not null as closed from submissions`,
  );
  const excluded = new Set(
    (await rows<{ province_id: number }>(`select province_id from dealer_provinces where dealer_id = ${dealerId}`)).map(
      (r) => r.province_id,
    ),
  );
  const frozen = new Set(
    (
      await rows<{ submission_id: number }>(
        `select submission_id from conversations where dealer_id = ${dealerId} and frozen_since is not null`,
      )
    ).map((r) => r.submission_id),
  );
  const visible = submissions.filter((s) => !s.closed && !(s.province_id !== null && excluded.has(s.province_id)));
  const open = (s: (typeof visible)[number]) => s.ahead || frozen.has(s.id);
  const quotations = await rows<{ status: string }>(`select status from quotations where dealer_id = ${dealerId}`);
  const withStatus = (...statuses: string[]) => quotations.filter((q) => statuses.includes(q.status)).length;
  return {
    dealer_pending_submissions_count: visible.filter((s) => open(s) && !s.is_outlet).length,
    dealer_outlet_submissions_count: visible.filter((s) => open(s) && s.is_outlet).length,
    dealer_expired_submissions_count: visible.filter((s) => !open(s)).length,
    dealer_sended_quotations_count: withStatus('pending'),
    dealer_accepted_quotations_count: withStatus('payment-pending', 'paid', 'complete'),
    dealer_cancelled_quotations_count: withStatus('cancelled'),
    messages_to_read: await count(
      `select count(*) as n from messages m join conversations c on c.id = m.conversation_id where c.dealer_id = ${dealerId} and m.is_client and m.read_at is null`,
    ),
    notifications_to_read: await count(
      `select count(*) as n from notifications where user_id = ${dealerId} and read_at is null`,
    ),
  };
}

describe('GET /api/ping', () => {
  const dealerId = () => mainDealerId;
  it('answers every counter as the rules compute them, on demo data that has some of each', async () => {
    const data = await ping();
    const expected = await expectedCounters();
    expect(data).toMatchObject(expected);
    for (const [name, value] of Object.entries(expected)) expect(value, name).toBeGreaterThan(0);
  });

  it('answers the branding, and no provider keys while the demo provider is active', async () => {
    // Public keys alone do not make a provider active: the web must not load an SDK the server cannot serve.
    const data = await ping();
    expect(data.logo).toEqual({
      horizontal: { light: '/media/brand-horizontal-light.svg' },
      vertical: { color: '/media/brand-vertical-color.svg' },
    });
    expect(data.paypal_client_id).toBeNull();
    expect(data.paypal_dealer_plan).toBeNull();
    expect(data.stripe_public_key).toBeNull();
  });

  it('hands the web the public keys of the configured provider only', async () => {
    const paypal = await testApp({
      PAYPAL_CLIENT_ID: 'sb-client',
      PAYPAL_CLIENT_SECRET: 'sb-secret',
      PAYPAL_DEALER_PLAN: 'P-PLAN',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      STRIPE_PUBLIC_KEY: 'pk_test_123',
    });
    try {
      const token = await paypal.login('dealer@demo.example');
      const answer = await paypal.app.inject({
        method: 'GET',
        url: `${apiPath(routes.ping)}?security=dealer-portal`,
        headers: bearer(token),
      });
      expect(answer.json()).toMatchObject({
        paypal_client_id: 'sb-client',
        paypal_dealer_plan: 'P-PLAN',
        stripe_public_key: null,
      });
    } finally {
      await paypal.close();
    }
  });

  it('drops the requests of a province the dealer excludes', async () => {
    const before = await ping();
    const [busiest] = await rows<{ province_id: number; n: number }>(`
      select s.province_id, count(*)::int as n from submissions s
      where s.closed_at is null and not s.is_outlet and s.deadline_at > now() and s.province_id is not null
        and s.province_id not in (select province_id from dealer_provinces where dealer_id = ${dealerId()})
        and s.id not in (select submission_id from conversations where dealer_id = ${dealerId()} and frozen_since is not null)
      group by s.province_id order by n desc limit 1`);
    expect(busiest.n).toBeGreaterThan(0);
    await t.database.query(
      `insert into dealer_provinces (dealer_id, province_id) values (${dealerId()}, ${busiest.province_id})`,
    );
    rawWriteDone();
    const after = await ping();
    expect(after.dealer_pending_submissions_count).toBe(before.dealer_pending_submissions_count - busiest.n);
    expect(after).toMatchObject(await expectedCounters());
  });

  it('counts an expired request as open again while this dealer’s conversation on it is frozen', async () => {
    const before = await ping();
    const [expired] = await rows<{ id: number; is_outlet: boolean }>(`
      select s.id, s.is_outlet from submissions s
      where s.closed_at is null and s.deadline_at <= now()
        and (s.province_id is null or s.province_id not in (select province_id from dealer_provinces where dealer_id = ${dealerId()}))
        and not exists (select 1 from conversations c where c.submission_id = s.id and c.dealer_id = ${dealerId()})
      order by s.id limit 1`);
    expect(expired).toBeDefined();
    await t.database.query(
      `insert into conversations (uuid, submission_id, dealer_id, frozen_since) values ('00000000-0000-4000-8000-${String(expired.id).padStart(12, '0')}', ${expired.id}, ${dealerId()}, now())`,
    );
    rawWriteDone();
    const after = await ping();
    expect(after.dealer_expired_submissions_count).toBe(before.dealer_expired_submissions_count - 1);
    const openCounter = expired.is_outlet ? 'dealer_outlet_submissions_count' : 'dealer_pending_submissions_count';
    expect(after[openCounter]).toBe(before[openCounter] + 1);
  });

  it('follows reads and quotation changes', async () => {
    const before = await ping();
    await t.database.query(
      `update notifications set read_at = now() where id = (select min(id) from notifications where user_id = ${dealerId()} and read_at is null)`,
    );
    await t.database.query(
      `update quotations set status = 'cancelled' where id = (select min(id) from quotations where dealer_id = ${dealerId()} and status = 'pending')`,
    );
    rawWriteDone();
    const after = await ping();
    expect(after.notifications_to_read).toBe(before.notifications_to_read - 1);
    expect(after.dealer_sended_quotations_count).toBe(before.dealer_sended_quotations_count - 1);
    expect(after.dealer_cancelled_quotations_count).toBe(before.dealer_cancelled_quotations_count + 1);
  });

  it('keeps each dealer’s counters its own', async () => {
    const otherToken = await t.login('dealer2@demo.example');
    const otherId = (await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(otherToken) })).json()
      .id;
    expect(await ping(otherToken)).toMatchObject(await expectedCounters(otherId));
    expect(await ping()).toMatchObject(await expectedCounters());
  });
});
