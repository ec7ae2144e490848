import { createHmac, randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReceiveEvent, chatSendEvent } from '../../contract/realtime.js';
import { apiPath, routes } from '../../contract/routes.js';
import { statusesAllowing } from '../../server/domain/quotation-state.js';
import { CHAT_SOCKET_OPTIONS } from '../../src/domain/chat/socketOptions.js';
import { callApi } from '../faults/support/http.js';
import { tinyPng } from '../support/images.js';
import { hashToken, newToken } from '../../server/auth/tokens.js';
import { CHAT_SOCKET_PATH, INBOX_NAMESPACE } from '../../contract/realtime.js';
import { io as connectRaw } from 'socket.io-client';
import { closedWithin, connectSocket, GOOD_CARD, login, msUntil, nextEvent, ping } from './support/clients.js';
import { missingServices, startCluster, SWEEP_SECONDS, type Cluster } from './support/cluster.js';

/*
 * Two real instances on one PostgreSQL and one Redis, behind a round-robin balancer without affinity.
 * Each check is one bullet of the issue's list of what broke with two instances.
 */

const missing = await missingServices();
if (missing) console.warn(missing);

let cluster: Cluster;
const sockets: Socket[] = [];
let A = '';
let B = '';
let LB = '';

beforeAll(async () => {
  if (missing) return;
  cluster = await startCluster();
  [A, B] = cluster.instances.map((instance) => instance.url);
  LB = cluster.balancer.url;
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await cluster?.close();
});

const open = async (...args: Parameters<typeof connectSocket>) => {
  const socket = await connectSocket(...args);
  sockets.push(socket);
  return socket;
};
const idOf = async (baseUrl: string, token: string) =>
  (await callApi<{ id: number }>(baseUrl, routes.me, { token })).body.id;

describe.skipIf(missing !== null)('two instances behind a balancer without affinity', () => {
  it('serves an upload made on one instance from the other', async () => {
    const token = await login(A, 'dealer@demo.example');
    const png = tinyPng();
    const stored = await callApi<{ url: string }>(A, routes.uploadFile, {
      token,
      body: { file: png.toString('base64') },
    });
    expect(stored.status).toBe(201);
    const served = await fetch(`${B}${stored.body.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('shows the same counters on every instance within 2 s of a write', async () => {
    const token = await login(A, 'dealer@demo.example');
    const id = await idOf(A, token);
    const before = await ping(B, token);
    expect(before.notifications_to_read).toBeGreaterThan(0);
    expect(await ping(A, token)).toEqual(before);
    expect((await callApi(A, routes.notificationRead, { token, params: { userId: id } })).status).toBe(200);
    const ms = await msUntil(async () => (await ping(B, token)).notifications_to_read === 0, 2_000);
    expect(ms).toBeLessThan(2_000);
    expect(await ping(B, token)).toEqual(await ping(A, token));
  });

  it('refuses a logged-out token on every instance within 1 s, over HTTP and for sockets old and new', async () => {
    const token = await login(A, 'dealer@demo.example');
    const dealerId = await idOf(A, token);
    const [chat] = await cluster.sql<{ token_uuid: string }>(
      'select s.token_uuid from conversations c join submissions s on s.id = c.submission_id where c.dealer_id = $1 order by c.id limit 1',
      [dealerId],
    );
    expect((await callApi(B, routes.me, { token })).status).toBe(200);
    const openOnB = await open(B, { token, chatToken: chat.token_uuid });
    const closing = closedWithin(openOnB, 1_000);

    expect((await callApi(A, routes.logout, { token })).status).toBe(200);
    expect(await msUntil(async () => (await callApi(B, routes.me, { token })).status === 401, 1_000)).toBeLessThan(
      1_000,
    );
    await expect(connectSocket(B, { token, chatToken: chat.token_uuid })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(await closing).toBe(true);
  });

  it('closes a dealer’s chat and /inbox sockets on the other instance within 1 s when its subscription stops working', async () => {
    // A dealer whose first subscription payment is in flight (processing: it may work), sockets on B.
    const [{ id }] = await cluster.sql<{
      id: number;
    }>(`insert into users (role, email, password_hash, legal_name, terms_accepted_at)
      values ('dealer', 'standing-${randomBytes(3).toString('hex')}@cluster.invalid', 'x', 'Ricambi Cluster', now()) returning id`);
    const [subscription] = await cluster.sql<{ id: number }>(
      `insert into subscriptions (dealer_id, status, provider, external_id) values ($1, 'processing', 'demo', 'demo_sub_cluster') returning id`,
      [id],
    );
    const [order] = await cluster.sql<{ id: number }>(
      `insert into orders (dealer_id, condition, status, total_cents, provider, subscription_id)
      values ($1, 'dealer', 'pending', 6100, 'demo', $2) returning id`,
      [id, subscription.id],
    );
    const token = newToken();
    await cluster.sql(
      `insert into sessions (user_id, token_hash, client, expires_at) values ($1, $2, 'test', now() + interval '1 hour')`,
      [id, hashToken(token)],
    );
    const [chat] = await cluster.sql<{ token_uuid: string }>(
      'select token_uuid from submissions where closed_at is null and deadline_at > now() order by id limit 1',
    );
    const chatOnB = await open(B, { token, chatToken: chat.token_uuid });
    const inboxOnB = connectRaw(`${B}${INBOX_NAMESPACE}`, {
      path: CHAT_SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(inboxOnB);
    await new Promise<void>((resolve, reject) => {
      inboxOnB.once('counters', () => resolve());
      inboxOnB.once('connect_error', reject);
    });
    const closing = [closedWithin(chatOnB, 1_000), closedWithin(inboxOnB, 1_000)];

    // The provider says the payment failed, on instance A: the subscription goes to error with no paid period.
    const [secret] = await cluster.sql<{ value: string }>(
      `select value from app_secrets where name = 'demo_payment_secret'`,
    );
    const body = JSON.stringify({
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'payment.failed',
      order_id: order.id,
      amount_cents: 6100,
      external_id: 'demo_sub_cluster',
    });
    const answer = await fetch(`${A}${apiPath(routes.demoWebhook)}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-demo-signature': createHmac('sha256', Buffer.from(secret.value, 'hex')).update(body).digest('hex'),
      },
    });
    expect(answer.status).toBe(200);
    expect(await Promise.all(closing)).toEqual([true, true]);
  });

  it('counts wrong logins on all instances together: 5 through the balancer lock the account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await callApi(LB, routes.login, {
        body: { email: 'nuovo@demo.example', password: 'sbagliata-123', security: 'dealer-portal' },
      });
      expect(answer.status).toBe(401);
    }
    const right = await callApi(LB, routes.login, {
      body: { email: 'nuovo@demo.example', password: 'demo1234', security: 'dealer-portal' },
    });
    expect(right.status).toBe(429);
  });

  it('completes a demo purchase started on one instance and paid on the other', async () => {
    const token = await login(LB, 'dealer@demo.example');
    const id = await idOf(LB, token);
    const before = (await callApi<{ credits: number }>(LB, routes.me, { token })).body.credits;
    const first = cluster.balancer.picks.length;
    const setup = await callApi<{ client_secret: string }>(LB, routes.creditsBuy, {
      token,
      params: { dealerId: id },
      body: { credits_amount: 50 },
    });
    expect(setup.status).toBe(200);
    const paid = await callApi<{ status: string }>(LB, routes.demoCheckout, {
      token,
      body: { client_secret: setup.body.client_secret, ...GOOD_CARD },
    });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    const [startedOn, paidOn] = cluster.balancer.picks.slice(first, first + 2);
    expect(startedOn).not.toBe(paidOn);
    expect((await callApi<{ credits: number }>(LB, routes.me, { token })).body.credits).toBe(before + 50);
  });

  it("chats through the balancer with the web client's socket settings", async () => {
    const dealerToken = await login(LB, 'dealer@demo.example');
    const customerToken = await login(LB, 'cliente@demo.example', 'customer-app');
    const dealerId = await idOf(LB, dealerToken);
    const customerId = await idOf(LB, customerToken);
    const [chat] = await cluster.sql<{ token_uuid: string }>(
      `select s.token_uuid from conversations c join submissions s on s.id = c.submission_id
      where c.dealer_id = $1 and s.author_id = $2 order by c.id limit 1`,
      [dealerId, customerId],
    );
    const settings = { ...CHAT_SOCKET_OPTIONS, transports: [...CHAT_SOCKET_OPTIONS.transports] };
    const dealer = await open(LB, { token: dealerToken, chatToken: chat.token_uuid }, settings);
    const customer = await open(LB, { token: customerToken, chatToken: chat.token_uuid, dealerId }, settings);
    const text = `Attraverso il bilanciatore ${randomBytes(4).toString('hex')}`;
    const received = nextEvent(dealer, chatReceiveEvent(chat.token_uuid), 5_000, text);
    const ack = (await customer
      .timeout(5_000)
      .emitWithAck(chatSendEvent(chat.token_uuid), { type: 'newMessage', text, attachments: [] })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    expect(JSON.stringify(await received)).toContain(text);
    // The balancer really has no affinity: long-polling alone (socket.io's old default first transport) fails.
    await expect(
      connectSocket(LB, { token: dealerToken, chatToken: chat.token_uuid }, { transports: ['polling'] }),
    ).rejects.toThrow();
  });

  it('keeps two deployments sharing one Redis apart: a chat message does not reach the other deployment', async () => {
    const stranger = await cluster.startStranger();
    const dealerToken = await login(A, 'dealer@demo.example');
    const customerToken = await login(A, 'cliente@demo.example', 'customer-app');
    const dealerId = await idOf(A, dealerToken);
    const customerId = await idOf(A, customerToken);
    const [chat] = await cluster.sql<{ token_uuid: string }>(
      `select s.token_uuid from conversations c join submissions s on s.id = c.submission_id
      where c.dealer_id = $1 and s.author_id = $2 order by c.id limit 1`,
      [dealerId, customerId],
    );
    const auth = { token: dealerToken, chatToken: chat.token_uuid };
    const [sameDeployment, otherDeployment] = await Promise.all([open(B, auth), open(stranger.url, auth)]);
    const customer = await open(A, { token: customerToken, chatToken: chat.token_uuid, dealerId });
    const event = chatReceiveEvent(chat.token_uuid);
    const text = `Solo per questo impianto ${randomBytes(4).toString('hex')}`;
    const [here, there] = [
      nextEvent(sameDeployment, event, 1_500, text),
      nextEvent(otherDeployment, event, 1_500, text),
    ];
    await customer
      .timeout(5_000)
      .emitWithAck(chatSendEvent(chat.token_uuid), { type: 'newMessage', text, attachments: [] });
    expect(await here).not.toBeNull();
    expect(await there).toBeNull();
    // Two deployments never share a database: the stranger goes before it sweeps this one's (tests below).
    await stranger.stop();
  });

  it('runs the expiry sweep once per tick, and every instance learns what it cancelled', async () => {
    const token = await login(A, 'dealer2@demo.example');
    const dealerId = await idOf(A, token);
    const cancellable = statusesAllowing('cancel');
    await ping(B, token);
    const before = await ping(A, token);
    const pending = await cluster.sql<{ quotation_code: string }>(
      `update submissions s set deadline_at = now() - interval '1 day'
      from quotations q where q.submission_id = s.id and q.dealer_id = $1 and q.status = any($2) and s.closed_at is null
      returning q.quotation_code`,
      [dealerId, cancellable],
    );
    expect(pending.length).toBeGreaterThan(0);
    const runs = async () =>
      Number(
        (await cluster.sql<{ runs: number }>(`select runs from sweep_runs where name = 'quotation-expiry'`))[0]?.runs ??
          0,
      );
    const startRuns = await runs();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4 * SWEEP_SECONDS * 1000));
    const ticks = Math.ceil((Date.now() - started) / (SWEEP_SECONDS * 1000));
    const ran = (await runs()) - startRuns;
    expect(ran).toBeGreaterThanOrEqual(ticks - 2);
    expect(ran).toBeLessThanOrEqual(ticks + 1);

    const codes = pending.map((row) => row.quotation_code);
    const [{ cancelled }] = await cluster.sql<{ cancelled: number }>(
      `select count(*)::int as cancelled from quotations where quotation_code = any($1) and status = 'cancelled'`,
      [codes],
    );
    expect(cancelled).toBeGreaterThan(0);
    const [{ notices }] = await cluster.sql<{ notices: number }>(
      `select count(*)::int as notices from notifications where user_id = $1 and title = 'Preventivo scaduto'
        and (${codes.map((_, i) => `text like '%' || $${i + 2} || '%'`).join(' or ')})`,
      [dealerId, ...codes],
    );
    expect(notices).toBe(cancelled);
    const onB = await ping(B, token);
    expect(onB.dealer_cancelled_quotations_count).toBe(Number(before.dealer_cancelled_quotations_count) + cancelled);
    expect(onB).toEqual(await ping(A, token));
  });

  it('redeems a one-per-dealer coupon once under concurrent payments on both instances: 0 of 20 rounds twice', async () => {
    const tokens = await Promise.all([login(A, 'dealer2@demo.example'), login(B, 'dealer2@demo.example')]);
    const id = await idOf(A, tokens[0]);
    let twice = 0;
    for (let round = 0; round < 20; round += 1) {
      const code = `GARA${randomBytes(4).toString('hex').toUpperCase()}`;
      await cluster.sql('insert into coupons (code, free_credits) values ($1, 5)', [code]);
      const setups = await Promise.all(
        [A, B].map((base, i) =>
          callApi<{ client_secret: string }>(base, routes.creditsBuy, {
            token: tokens[i],
            params: { dealerId: id },
            body: { credits_amount: 50, coupon: code },
          }),
        ),
      );
      expect(
        setups.map((setup) => setup.status),
        JSON.stringify(setups[0].body),
      ).toEqual([200, 200]);
      const paid = await Promise.all(
        [A, B].map((base, i) =>
          callApi<{ status?: string }>(base, routes.demoCheckout, {
            token: tokens[i],
            body: { client_secret: setups[i].body.client_secret, ...GOOD_CARD },
          }),
        ),
      );
      expect(
        paid.some((answer) => answer.body.status === 'succeeded'),
        JSON.stringify(paid),
      ).toBe(true);
      const [{ uses }] = await cluster.sql<{ uses: number }>('select uses from coupons where code = $1', [code]);
      if (uses > 1) twice += 1;
    }
    expect(twice).toBe(0);
  });

  it('answers readiness with a database check, and /api/health stays the cheap liveness probe', async () => {
    const ready = await fetch(`${LB}${apiPath(routes.ready)}`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(await (await fetch(`${LB}${apiPath(routes.health)}`)).json()).toEqual({ status: 'ok' });
  });
});
