import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PingData } from '../../contract/entities/ping.js';
import { Submission, SUBMISSION_FILTERS, type SubmissionFilter } from '../../contract/entities/submission.js';
import { apiPath, routes } from '../../contract/routes.js';
import { dealerCountersChanged, requestClosed } from '../../server/cache/dealer-counters.js';
import { pauseTimer, resumeTimer } from '../../server/domain/submission-state.js';
import { bearer, testApp, type TestApp } from './support/app.js';
import { allIds, getPage, listUrl, loadModel, stateOf } from './submissions-fixtures.js';

let t: TestApp;
let dealer: string;
let dealer2: string;
const D1 = 1;
const D2 = 2;

/**
 * Raw SQL for the rules under test. The ping caches its counters and the repositories tell the cache about their
 * writes (server/cache/dealer-counters.ts); these writes go behind their back (deadlines moved into the past), so
 * they tell it too.
 */
const sql = async <T = Record<string, unknown>>(text: string) => {
  const result = (await t.database.query(text)) as T[];
  if (!/^\s*select\b/i.test(text)) {
    requestClosed();
    dealerCountersChanged([D1, D2]);
  }
  return result;
};
const detail = (id: number | string, token = dealer) =>
  t.app.inject({ method: 'GET', url: `/api/submission/${id}`, headers: bearer(token) });

beforeAll(async () => {
  t = await testApp();
  dealer = await t.login('dealer@demo.example');
  dealer2 = await t.login('dealer2@demo.example');
});
afterAll(async () => t?.close());

describe('GET /api/submission/:id', () => {
  it('answers a request exactly as its list card, in the contract shape', async () => {
    const page = await getPage(t, dealer, listUrl('pending'));
    for (const card of page.data.slice(0, 3)) {
      const answer = await detail(card.id);
      expect(answer.statusCode).toBe(200);
      expect(Submission.parse(answer.json())).toEqual(card);
    }
    const expired = (await getPage(t, dealer, listUrl('expired'))).data[0];
    expect((await detail(expired.id)).json()).toEqual(expired);
  });

  it('is 404 for a missing request and for one of a province the dealer excludes, readable by the other dealer', async () => {
    for (const id of [999_999, 59, 62, 67, 13]) {
      const answer = await detail(id);
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.json()).toEqual({ message: 'Risorsa non trovata.' });
    }
    for (const id of [59, 62, 67, 13]) expect((await detail(id, dealer2)).statusCode).toBe(200);
    for (const id of ['abc', '0', '-4']) expect((await detail(id)).statusCode).toBe(422);
  });

  it('a closed request is readable only by a dealer who quoted it, with no time left', async () => {
    const closed = await sql<{ id: number; d1: boolean; d2: boolean }>(`select s.id,
        exists (select 1 from quotations q where q.submission_id = s.id and q.dealer_id = ${D1}) as d1,
        exists (select 1 from quotations q where q.submission_id = s.id and q.dealer_id = ${D2}) as d2
      from submissions s where s.closed_at is not null order by s.id`);
    expect(closed.some((c) => c.d1 && !c.d2)).toBe(true);
    for (const c of closed) {
      for (const [token, quoted] of [
        [dealer, c.d1],
        [dealer2, c.d2],
      ] as const) {
        const answer = await detail(c.id, token);
        expect(answer.statusCode, `${c.id}`).toBe(quoted ? 200 : 404);
        if (quoted) expect(answer.json()).toMatchObject({ timing_residue: 0, is_frozen: false });
      }
    }
  });

  it('stays readable by a dealer who quoted it after the dealer excludes its province, while leaving the lists', async () => {
    const [quoted] = await sql<{ id: number; province_id: number }>(`select s.id, s.province_id from submissions s
      join quotations q on q.submission_id = s.id and q.dealer_id = ${D2}
      where s.closed_at is null and s.deadline_at > now() and s.province_id is not null order by s.id limit 1`);
    expect(await allIds(t, dealer2, 'pending')).toContain(quoted.id);
    await sql(`insert into dealer_provinces (dealer_id, province_id) values (${D2}, ${quoted.province_id})`);
    expect((await detail(quoted.id, dealer2)).statusCode).toBe(200);
    expect(await allIds(t, dealer2, 'pending')).not.toContain(quoted.id);
    await sql(`delete from dealer_provinces where dealer_id = ${D2}`);
  });
});

describe('what each dealer sees of a request', () => {
  it('quotations: only the caller’s own, with its id, dealer_id and status (which list holds it)', async () => {
    const [both] = await sql<{ id: number }>(`select submission_id as id from quotations group by submission_id
      having count(distinct dealer_id) = 2 and bool_and((select closed_at is null from submissions s where s.id = submission_id))
      order by submission_id limit 1`);
    for (const [token, dealerId] of [
      [dealer, D1],
      [dealer2, D2],
    ] as const) {
      const own = await sql<{ id: number; status: string }>(
        `select id, status from quotations where submission_id = ${both.id} and dealer_id = ${dealerId} order by id`,
      );
      expect((await detail(both.id, token)).json().quotations).toEqual(
        own.map((q) => ({ id: q.id, dealer_id: dealerId, status: q.status })),
      );
    }
    const [untouched] = (await getPage(t, dealer, listUrl('pending', { page: 1 }))).data.filter(
      (s) => s.quotations.length === 0,
    );
    expect(untouched.quotations).toEqual([]);
  });

  it('message_count: the messages of the caller’s own conversation on it', async () => {
    const conversations = await sql<{
      submission_id: number;
      dealer_id: number;
      n: number;
    }>(`select c.submission_id, c.dealer_id,
        (select count(*)::int from messages m where m.conversation_id = c.id) as n
      from conversations c join submissions s on s.id = c.submission_id where s.closed_at is null`);
    expect(conversations.length).toBeGreaterThan(3);
    for (const c of conversations) {
      const answers = await Promise.all([detail(c.submission_id, dealer), detail(c.submission_id, dealer2)]);
      const [mine, theirs] = c.dealer_id === D1 ? answers : [answers[1], answers[0]];
      if (mine.statusCode === 200) expect(mine.json().message_count).toBe(c.n);
      const otherHas = conversations.some((o) => o.submission_id === c.submission_id && o.dealer_id !== c.dealer_id);
      if (theirs.statusCode === 200 && !otherHas) expect(theirs.json().message_count).toBe(0);
    }
  });

  it('timing_residue and is_frozen follow this dealer’s timer', async () => {
    const model = await loadModel(t, D1);
    const frozen = [...model.timers.entries()].filter(([, timer]) => timer.frozenSince).map(([id]) => id);
    expect(frozen.length).toBeGreaterThan(0);
    for (const filter of SUBMISSION_FILTERS) {
      for (const id of await allIds(t, dealer, filter)) {
        const s = (await detail(id)).json();
        const request = model.requests.find((r) => r.id === id);
        const timer = model.timers.get(id);
        const end = (request?.deadlineAt.getTime() ?? 0) + (timer?.pausedMs ?? 0);
        const minutes = Math.max(0, Math.ceil((end - (timer?.frozenSince ?? model.now).getTime()) / 60_000));
        expect(s.is_frozen, `${id}`).toBe(frozen.includes(id));
        expect(Math.abs(s.timing_residue - minutes), `${id}`).toBeLessThanOrEqual(1);
        if (filter === 'expired') expect(s.timing_residue).toBe(0);
        else expect(s.timing_residue).toBeGreaterThan(0);
      }
    }
    for (const id of frozen) expect((await detail(id, dealer2)).json().is_frozen).toBe(false);
  });
});

describe('ping counters = list totals', () => {
  const counters = async (token: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${apiPath(routes.ping)}?security=dealer-portal`,
      headers: bearer(token),
    });
    const ping = PingData.parse(answer.json());
    return {
      pending: ping.dealer_pending_submissions_count,
      expired: ping.dealer_expired_submissions_count,
      outlet: ping.dealer_outlet_submissions_count,
    };
  };
  const totals = async (token: string) =>
    Object.fromEntries(
      await Promise.all(
        SUBMISSION_FILTERS.map(async (filter) => [filter, (await getPage(t, token, listUrl(filter))).total] as const),
      ),
    );
  const modelCounts = async (dealerId: number) => {
    const model = await loadModel(t, dealerId);
    const count = (filter: SubmissionFilter) => model.requests.filter((r) => stateOf(model, r) === filter).length;
    return { pending: count('pending'), expired: count('expired'), outlet: count('outlet') };
  };
  const agree = async () => {
    const result = [];
    for (const [token, dealerId] of [
      [dealer, D1],
      [dealer2, D2],
    ] as const) {
      const c = await counters(token);
      expect(c, `dealer ${dealerId}`).toEqual(await totals(token));
      expect(c, `dealer ${dealerId}`).toEqual(await modelCounts(dealerId));
      result.push(c);
    }
    return result;
  };

  it('agree for both demo dealers, and after every change of the data', async () => {
    const [before1, before2] = await agree();

    // Dealer 2 excludes the province of one of its pending requests: dealer 1 is not affected.
    const [request] = await sql<{ id: number; province_id: number }>(`select id, province_id from submissions
      where closed_at is null and deadline_at > now() and not is_outlet and province_id is not null
        and province_id not in (select province_id from dealer_provinces) order by id limit 1`);
    const updated = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.provincesUpdate, { dealerId: D2 }),
      headers: bearer(dealer2),
      payload: { provinces: [request.province_id] },
    });
    expect(updated.statusCode).toBe(200);
    const [after1, after2] = await agree();
    expect(after1).toEqual(before1);
    expect(after2.pending).toBeLessThan(before2.pending);

    // Dealer 1 writes on a pending request, then its deadline passes: frozen, it stays pending for dealer 1 only.
    const [conversation] = await sql<{ id: number }>(`insert into conversations (uuid, submission_id, dealer_id)
      values (gen_random_uuid()::text, ${request.id}, ${D1}) returning id`);
    expect(await pauseTimer(t.database.db, conversation.id)).toBe(true);
    await sql(`update submissions set deadline_at = now() - interval '1 minute' where id = ${request.id}`);
    const [frozen1] = await agree();
    expect(frozen1).toEqual(after1);
    expect(await allIds(t, dealer, 'pending')).toContain(request.id);

    // The customer answers after 3 hours of pause: 3 hours are added, the request stays open for 2:59 more.
    await sql(`update conversations set frozen_since = now() - interval '3 hours' where id = ${conversation.id}`);
    await resumeTimer(t.database.db, conversation.id);
    const [resumed1] = await agree();
    expect(resumed1).toEqual(after1);
    const residue = (await detail(request.id)).json().timing_residue;
    expect(residue).toBeGreaterThanOrEqual(178);
    expect(residue).toBeLessThanOrEqual(180);

    // Time passes beyond the extended deadline: expired for dealer 1 too.
    await sql(`update submissions set deadline_at = now() - interval '4 hours' where id = ${request.id}`);
    const [late1] = await agree();
    expect(late1).toEqual({ ...after1, pending: after1.pending - 1, expired: after1.expired + 1 });

    // A quotation is accepted: the request leaves every list.
    const [open] = await sql<{
      id: number;
    }>(`select id from submissions where closed_at is null and deadline_at > now() and is_outlet
      and province_id not in (select province_id from dealer_provinces) order by id limit 1`);
    await sql(`update submissions set closed_at = now() where id = ${open.id}`);
    const [closed1, closed2] = await agree();
    expect(closed1.outlet).toBe(late1.outlet - 1);
    expect(closed2.outlet).toBe(after2.outlet - 1);
  });

  it('agree after deletes, reopenings and deadlines reached earlier today (the per-day totals follow)', async () => {
    const [before1] = await agree();
    const [lonely] = await sql<{
      id: number;
    }>(`select s.id from submissions s where s.closed_at is null and s.deadline_at <= now()
      and not exists (select 1 from quotations q where q.submission_id = s.id)
      and not exists (select 1 from conversations c where c.submission_id = s.id)
      and (s.province_id is null or s.province_id not in (select province_id from dealer_provinces)) order by s.id limit 1`);
    await sql(`delete from submissions where id = ${lonely.id}`);
    const [pending] = await sql<{
      id: number;
    }>(`select id from submissions where closed_at is null and deadline_at > now() and not is_outlet
      and not exists (select 1 from conversations c where c.submission_id = submissions.id)
      and province_id not in (select province_id from dealer_provinces) order by id limit 1`);
    await sql(`update submissions set deadline_at = now() - interval '1 second' where id = ${pending.id}`);
    const [after1] = await agree();
    expect(after1).toEqual({ ...before1, pending: before1.pending - 1 });
    await sql(
      `update submissions set closed_at = null where id in (select id from submissions where closed_at is not null)`,
    );
    await agree();
    const days = await sql(`select day::text, requests from submission_deadline_days where requests <> 0 order by day`);
    expect(days).toEqual(
      await sql(`select (deadline_at at time zone 'UTC')::date::text as day, count(*)::int as requests
      from submissions where closed_at is null group by 1 order by 1`),
    );
    const totals = await sql(
      `select province_id, is_outlet, requests from submission_open_totals where requests <> 0 order by 1, 2`,
    );
    expect(totals).toEqual(
      await sql(`select coalesce(province_id, 0) as province_id, is_outlet, count(*)::int as requests
      from submissions where closed_at is null group by 1, 2 order by 1, 2`),
    );
  });
});
