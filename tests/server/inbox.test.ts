import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxCounters, SubmissionNewEvent } from '../../contract/realtime.js';
import { routes } from '../../contract/routes.js';
import {
  call,
  DEALER,
  DEALER2,
  newRequest,
  query,
  requestBody,
  sendQuotation,
  type Actors,
  actors,
} from './quotations-fixtures.js';
import { benchDealers, connectInbox, until, type InboxClient } from './inbox-support.js';
import { listen } from './chat-support.js';

/*
 * The app socket's events reach exactly the dealers whose lists show the change, and nobody else.
 * The request of these tests is the fixtures' one: a Fiat in Milano (MI), rows under the first parts.
 */
let a: Actors;
let url: string;
const open: InboxClient[] = [];
const dealers: Record<
  'plain' | 'excludesMilano' | 'servesFiat' | 'servesOther' | 'otherCategory',
  { id: number; token: string }
> = {} as never;

async function inbox(token: string, headers: Record<string, string> = {}): Promise<InboxClient> {
  const client = await connectInbox(url, token, headers);
  open.push(client);
  return client;
}

/** Gives a push a moment to arrive (events are sent a few ms after the change): what has not come by then never will. */
const quietly = () => new Promise((resolve) => setTimeout(resolve, 400));

async function listIds(token: string, filter: 'pending' | 'outlet'): Promise<number[]> {
  const answer = await call(a.t, token, routes.submissionList, { filter });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { id: number }[] }>().data.map((s) => s.id);
}

beforeAll(async () => {
  a = await actors();
  url = await listen(a.t.app);
  const made = await benchDealers(a.t, ['plain', 'excl', 'fiat', 'other', 'category']);
  [dealers.plain, dealers.excludesMilano, dealers.servesFiat, dealers.servesOther, dealers.otherCategory] = made;
  const [milano] = await query<{ id: number }>(a.t, `select id from provinces where code = 'MI'`);
  await query(
    a.t,
    `insert into dealer_provinces (dealer_id, province_id) values (${dealers.excludesMilano.id}, ${milano.id})`,
  );
  await query(
    a.t,
    `insert into dealer_manufacturers (dealer_id, manufacturer_id) select ${dealers.servesFiat.id}, id from manufacturers where name = 'Fiat'`,
  );
  await query(
    a.t,
    `insert into dealer_manufacturers (dealer_id, manufacturer_id) select ${dealers.servesOther.id}, id from manufacturers where name <> 'Fiat' order by id limit 1`,
  );
  // A top-level category none of the request's parts is under.
  const body = await requestBody(a.t);
  await query(
    a.t,
    `insert into dealer_categories (dealer_id, part_id) select ${dealers.otherCategory.id}, p.id from parts p
    where p.part_parent_id is null and not exists (select 1 from submissions s where false)
      and p.id not in (with recursive up(id, parent) as (select id, part_parent_id from parts where id in (${body.rows.map((r) => r.part_id).join(',')})
        union select p2.id, p2.part_parent_id from parts p2 join up on p2.id = up.parent) select id from up)
    order by p.id limit 1`,
  );
});
afterAll(async () => {
  for (const client of open) client.close();
  await a?.t.close();
});

describe('app socket handshake', () => {
  it('sends the ping counters on connect, and refuses operators, bad tokens and foreign origins', async () => {
    const client = await inbox(a.dealer);
    const [counters] = client.of('counters');
    const ping = await call(a.t, a.dealer, routes.ping, {}, undefined, '?security=dealer-portal');
    const {
      logo: _logo,
      paypal_client_id: _p,
      paypal_dealer_plan: _d,
      stripe_public_key: _s,
      ...expected
    } = ping.json<Record<string, unknown>>();
    expect(counters).toEqual(expected);
    expect(InboxCounters.strict().safeParse(counters).error).toBeUndefined();
    const operator = await a.t.login('operatore@demo.example', undefined, 'operator-console');
    await expect(connectInbox(url, operator)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(connectInbox(url, 'x'.repeat(43))).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(connectInbox(url, a.dealer, { origin: 'https://evil.example' })).rejects.toMatchObject({
      code: 'origin',
    });
  });

  it('closes the socket when its session logs out', async () => {
    const [extra] = await benchDealers(a.t, ['leaving']);
    const client = await inbox(extra.token);
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    expect((await call(a.t, extra.token, routes.logout)).statusCode).toBe(200);
    await closed;
  });
});

describe('a new request', () => {
  it('reaches exactly the dealers whose lists show it (provinces, coverage), with the card and raised counters in one frame', async () => {
    const sockets = Object.fromEntries(
      await Promise.all(Object.entries(dealers).map(async ([name, d]) => [name, await inbox(d.token)] as const)),
    );
    const before = Object.fromEntries(
      Object.entries(sockets).map(([name, s]) => [
        name,
        s.of('counters').at(-1)?.dealer_pending_submissions_count ?? -1,
      ]),
    );
    const request = await newRequest(a);
    const shown = new Set<string>();
    for (const [name, d] of Object.entries(dealers))
      if ((await listIds(d.token, 'pending')).includes(request.id)) shown.add(name);
    expect([...shown].sort()).toEqual(['plain', 'servesFiat']);
    for (const name of shown) await until(() => sockets[name].of('submission:new').length > 0, `${name}'s event`);
    await quietly();
    for (const [name, socket] of Object.entries(sockets)) {
      const news = socket.of('submission:new');
      if (shown.has(name)) {
        expect(news, name).toHaveLength(1);
        expect(news[0]).toMatchObject({
          filter: 'pending',
          submission: { id: request.id, token_uuid: request.token_uuid, quotations: [] },
        });
        // What the web checks every payload against.
        expect(SubmissionNewEvent.safeParse(news[0]).error).toBeUndefined();
        // The raised counters ride on the card (one write per socket); no `counters` frame follows.
        expect(news[0].counters?.dealer_pending_submissions_count, name).toBe(before[name] + 1);
        expect(socket.of('counters'), name).toHaveLength(1);
      } else {
        expect(news, name).toEqual([]);
        expect(socket.of('counters'), name).toHaveLength(1);
      }
    }
  });

  it('an outlet request arrives as outlet, and not to a dealer who excludes its province', async () => {
    const plain = await inbox(dealers.plain.token);
    const excluding = await inbox(dealers.excludesMilano.token);
    const body = await requestBody(a.t);
    const answer = await call(a.t, a.customer, routes.customerSubmissionNew, {}, { ...body, is_outlet: true });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json<{ id: number }>().id;
    await until(() => plain.of('submission:new').length > 0, 'the outlet request');
    expect(plain.of('submission:new')[0]).toMatchObject({ filter: 'outlet', submission: { id, is_outlet: true } });
    expect(await listIds(dealers.plain.token, 'outlet')).toContain(id);
    await quietly();
    expect(excluding.of('submission:new')).toEqual([]);
  });
});

describe('quotation events', () => {
  it('go to the quotation’s own dealer only; another dealer never sees them', async () => {
    const request = await newRequest(a);
    const mine = await sendQuotation(a, request);
    const theirs = await sendQuotation(a, request, a.dealer2, DEALER2);
    const first = await inbox(a.dealer);
    const second = await inbox(a.dealer2);
    const bystander = await inbox(dealers.plain.token);
    const [method] = await query<{ id: number }>(
      a.t,
      `select method_id as id from dealer_methods where dealer_id = ${DEALER} order by 1 limit 1`,
    );
    const answer = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: mine.id },
      {
        payment_type: 'offline',
        payment_method_id: method.id,
        shipping_fee_chosen: 'flat',
        accepted_rows: [mine.quotation_rows[0].id],
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    await until(
      () => first.of('quotation:updated').length > 0 && second.of('quotation:updated').length > 0,
      'both dealers’ quotation events',
    );
    await until(() => first.of('notification:new').length > 0, 'the accepted dealer’s notification');
    await quietly();
    expect(first.of('quotation:updated')).toEqual([{ id: mine.id, submission_id: request.id, status: 'complete' }]);
    expect(second.of('quotation:updated')).toEqual([{ id: theirs.id, submission_id: request.id, status: 'cancelled' }]);
    expect(bystander.of('quotation:updated')).toEqual([]);
    const [stored] = await query<{ id: number; title: string }>(
      a.t,
      `select id, title from notifications where user_id = ${DEALER} order by id desc limit 1`,
    );
    expect(first.of('notification:new')).toEqual([
      expect.objectContaining({ id: stored.id, title: stored.title, read: 0 }),
    ]);
    expect(second.of('notification:new').every((n) => n.id !== stored.id)).toBe(true);
    const ping = await call(a.t, a.dealer, routes.ping, {}, undefined, '?security=dealer-portal');
    expect(first.of('counters').at(-1)?.dealer_accepted_quotations_count).toBe(
      ping.json<{ dealer_accepted_quotations_count: number }>().dealer_accepted_quotations_count,
    );
    // The closed request leaves the bystander's pending count at once.
    const bystanderPing = await call(a.t, dealers.plain.token, routes.ping, {}, undefined, '?security=dealer-portal');
    await until(
      () =>
        bystander.of('counters').at(-1)?.dealer_pending_submissions_count ===
        bystanderPing.json<{ dealer_pending_submissions_count: number }>().dealer_pending_submissions_count,
      'the bystander’s counters',
    );
  });
});

describe('scoping follows the lists', () => {
  it('a request a dealer declined is in none of its lists, and the fan-out query leaves that dealer out too', async () => {
    const { dealersListing } = await import('../../server/realtime/inbox-queries.js');
    const request = await newRequest(a);
    const everyone = Object.values(dealers).map((d) => d.id);
    const before = await dealersListing(a.t.app.db, request.id, 'pending', everyone);
    expect(before.sort()).toEqual([dealers.plain.id, dealers.servesFiat.id].sort());
    const declined = await call(
      a.t,
      dealers.plain.token,
      routes.submissionDecline,
      { id: request.id },
      { reason: 'part-unavailable' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await listIds(dealers.plain.token, 'pending')).not.toContain(request.id);
    expect(await dealersListing(a.t.app.db, request.id, 'pending', everyone)).toEqual([dealers.servesFiat.id]);
  });
});
