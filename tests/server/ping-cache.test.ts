import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PingData } from '../../contract/entities/ping.js';
import { apiPath, routes } from '../../contract/routes.js';
import { dealerCountersChanged, requestsChanged } from '../../server/cache/dealer-counters.js';
import { pauseTimer, resumeTimer } from '../../server/domain/submission-timer.js';
import { ensureConversation, markConversationRead, storeMessage } from '../../server/repositories/chat.js';
import { cancelExpiredQuotations } from '../../server/repositories/quotations-expiry.js';
import {
  call,
  CUSTOMER,
  DEALER,
  DEALER2,
  newRequest,
  query,
  sendQuotation,
  type Actors,
} from './quotations-fixtures.js';
import { testApp } from './support/app.js';

/*
 * The ping's counters are cached (server/repositories/ping.ts). Each test pings first (filling the cache), makes
 * one kind of write through the code the app uses for it, and pings again at once: the answer must be the new
 * truth — the totals of the three lists and the counts of the tables — never the cached one.
 */
let a: Actors;
beforeAll(async () => {
  const t = await testApp();
  a = {
    t,
    dealer: await t.login('dealer@demo.example'),
    dealer2: await t.login('dealer2@demo.example'),
    customer: await t.login('cliente@demo.example', undefined, 'customer-app'),
    customer2: await t.login('luca.ferrari@clienti.demo.example', undefined, 'customer-app'),
  };
});
afterAll(async () => a?.t.close());

const ping = async (token = a.dealer) =>
  PingData.parse((await call(a.t, token, routes.ping, {}, undefined, '?security=dealer-portal')).json());
const count = async (sql: string) => Number((await query<{ n: number }>(a.t, sql))[0].n);
const listTotal = async (filter: 'pending' | 'outlet' | 'expired', token = a.dealer) =>
  (
    await a.t.app.inject({
      method: 'GET',
      url: apiPath(routes.submissionList, { filter }),
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<{ total: number }>().total;

/** What a dealer's counters must be now: the lists' totals and the tables' counts. */
async function truth(dealerId = DEALER, token = a.dealer) {
  const quotations = (statuses: string) =>
    count(`select count(*)::int as n from quotations where dealer_id = ${dealerId} and status in (${statuses})`);
  return {
    dealer_pending_submissions_count: await listTotal('pending', token),
    dealer_outlet_submissions_count: await listTotal('outlet', token),
    dealer_expired_submissions_count: await listTotal('expired', token),
    dealer_sended_quotations_count: await quotations(`'pending'`),
    dealer_accepted_quotations_count: await quotations(`'payment-pending', 'paid', 'complete'`),
    dealer_cancelled_quotations_count: await quotations(`'cancelled'`),
    messages_to_read:
      await count(`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
      where c.dealer_id = ${dealerId} and m.is_client and m.read_at is null`),
    notifications_to_read: await count(
      `select count(*)::int as n from notifications where user_id = ${dealerId} and read_at is null`,
    ),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (no timing asserted) until the database clock is past `at`. */
async function until(at: Date) {
  while (new Date(String((await query<{ now: string }>(a.t, 'select now()::text as now'))[0].now)) <= at)
    await sleep(100);
}

describe('the cached ping follows every kind of write at once', () => {
  it('a new request, then a quotation on it', async () => {
    const before = await ping();
    const request = await newRequest(a);
    const afterRequest = await ping();
    expect(afterRequest).toMatchObject(await truth());
    expect(afterRequest.dealer_pending_submissions_count).toBe(before.dealer_pending_submissions_count + 1);
    await sendQuotation(a, request);
    const afterSend = await ping();
    expect(afterSend.dealer_sended_quotations_count).toBe(before.dealer_sended_quotations_count + 1);
    expect(afterSend).toMatchObject(await truth());
  });

  it('an acceptance: the request closes for everyone, the other dealer’s quotation is cancelled, both are notified', async () => {
    const request = await newRequest(a);
    await sendQuotation(a, request);
    const theirs = await sendQuotation(a, request, a.dealer2, DEALER2);
    const [before1, before2] = [await ping(), await ping(a.dealer2)];
    const [method] = await query<{ id: number }>(
      a.t,
      `select method_id as id from dealer_methods where dealer_id = ${DEALER2} order by 1 limit 1`,
    );
    const answer = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: theirs.id },
      {
        payment_type: 'offline',
        payment_method_id: method.id,
        shipping_fee_chosen: 'flat',
        accepted_rows: [theirs.quotation_rows[0].id],
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [after1, after2] = [await ping(), await ping(a.dealer2)];
    expect(after1.dealer_pending_submissions_count).toBe(before1.dealer_pending_submissions_count - 1);
    expect(after1.dealer_cancelled_quotations_count).toBe(before1.dealer_cancelled_quotations_count + 1);
    expect(after1.notifications_to_read).toBe(before1.notifications_to_read + 1);
    expect(after2.dealer_accepted_quotations_count).toBe(before2.dealer_accepted_quotations_count + 1);
    expect(after1).toMatchObject(await truth());
    expect(after2).toMatchObject(await truth(DEALER2, a.dealer2));
  });

  it('chat: a customer’s message, the dealer reading it, the dealer’s pause and the customer’s reply', async () => {
    const request = await newRequest(a);
    const conversationId = await ensureConversation(a.t.app.db, request.id, DEALER);
    const before = await ping();
    await storeMessage(a.t.app.db, {
      conversationId,
      authorId: CUSTOMER,
      isClient: true,
      userName: 'Cliente',
      text: 'Salve',
      attachments: [],
    });
    expect((await ping()).messages_to_read).toBe(before.messages_to_read + 1);
    await markConversationRead(a.t.app.db, conversationId, false);
    expect((await ping()).messages_to_read).toBe(before.messages_to_read);

    // The dealer writes: the timer pauses. Then the window ends (moved behind the app's back, so it says so):
    // the paused request stays open; the customer's reply resumes the timer and it is expired at once.
    expect(await pauseTimer(a.t.app.db, conversationId)).toBe(true);
    await query(a.t, `update submissions set deadline_at = now() - interval '1 hour' where id = ${request.id}`);
    requestsChanged();
    const paused = await ping();
    expect(paused.dealer_pending_submissions_count).toBe(before.dealer_pending_submissions_count);
    await resumeTimer(a.t.app.db, conversationId);
    const resumed = await ping();
    expect(resumed.dealer_pending_submissions_count).toBe(before.dealer_pending_submissions_count - 1);
    expect(resumed.dealer_expired_submissions_count).toBe(before.dealer_expired_submissions_count + 1);
    expect(resumed).toMatchObject(await truth());
  });

  it('notifications read and excluded provinces changed through the API', async () => {
    expect((await ping()).notifications_to_read).toBeGreaterThan(0);
    expect((await call(a.t, a.dealer, routes.notificationRead, { userId: DEALER })).statusCode).toBe(200);
    expect((await ping()).notifications_to_read).toBe(0);

    const before = await ping();
    const [milano] = await query<{ id: number }>(a.t, `select id from provinces where code = 'MI'`);
    const inMilano = await count(
      `select count(*)::int as n from submissions where province_id = ${milano.id} and closed_at is null and deadline_at > now() and not is_outlet`,
    );
    expect(inMilano).toBeGreaterThan(0);
    expect(
      (await call(a.t, a.dealer, routes.provincesUpdate, { dealerId: DEALER }, { provinces: [milano.id] })).statusCode,
    ).toBe(200);
    const after = await ping();
    expect(after.dealer_pending_submissions_count).toBeLessThan(before.dealer_pending_submissions_count);
    expect(after).toMatchObject(await truth());
    expect(
      (await call(a.t, a.dealer, routes.provincesUpdate, { dealerId: DEALER }, { provinces: [] })).statusCode,
    ).toBe(200);
    expect(await ping()).toMatchObject(await truth());
  });

  it('the expiry sweep cancelling a quotation', async () => {
    const request = await newRequest(a);
    await sendQuotation(a, request);
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${request.id}`);
    requestsChanged();
    const before = await ping();
    expect(await cancelExpiredQuotations(a.t.app.db, new Date(), { submissionId: request.id })).toBe(1);
    const after = await ping();
    expect(after.dealer_sended_quotations_count).toBe(before.dealer_sended_quotations_count - 1);
    expect(after.dealer_cancelled_quotations_count).toBe(before.dealer_cancelled_quotations_count + 1);
    expect(after).toMatchObject(await truth());
  });
});

describe('the cached ping follows time with no write', () => {
  it('a window ending moves the request from pending to expired; so does the end of a paused extension', async () => {
    const [first, second] = [await newRequest(a), await newRequest(a)];
    const conversationId = await ensureConversation(a.t.app.db, second.id, DEALER);
    // first: its window ends in a second; second: its window ended, the dealer's paused time keeps it open a second more.
    const [{ at }] = await query<{ at: string }>(a.t, `select (now() + interval '1 second')::text as at`);
    await query(a.t, `update submissions set deadline_at = '${at}' where id = ${first.id}`);
    await query(a.t, `update submissions set deadline_at = now() - interval '1 hour' where id = ${second.id}`);
    await query(a.t, `update conversations set paused_ms = 3600 * 1000 + 1000 where id = ${conversationId}`);
    requestsChanged();
    dealerCountersChanged([DEALER]);
    const before = await ping();
    expect(before).toMatchObject(await truth());
    await until(new Date(new Date(at).getTime() + 100));
    const after = await ping();
    expect(after.dealer_pending_submissions_count).toBe(before.dealer_pending_submissions_count - 2);
    expect(after.dealer_expired_submissions_count).toBe(before.dealer_expired_submissions_count + 2);
    expect(after).toMatchObject(await truth());
  });
});
