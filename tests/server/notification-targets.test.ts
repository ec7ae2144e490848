import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/entities/chat.js';
import { routes } from '../../contract/routes.js';
import { NOTIFICATIONS } from '../../server/seed/catalog/requests.js';
import {
  actors,
  call,
  CUSTOMER,
  DEALER,
  DEALER2,
  newRequest,
  query,
  sendQuotation,
  type Actors,
} from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const notificationsOf = async (token: string, userId: number) =>
  (await call(a.t, token, routes.notificationList, { userId })).json<Notification[]>();

describe('notifications lead to their quotation or to the wallet', () => {
  it("the winner's and the loser's notifications open their own quotation, in the list it is in now", async () => {
    const request = await newRequest(a);
    const won = await sendQuotation(a, request);
    const lost = await sendQuotation(a, request, a.dealer2, DEALER2);
    const accept = {
      payment_type: 'online',
      payment_method_id: 4,
      shipping_fee_chosen: 'flat',
      accepted_rows: [won.quotation_rows[0].id],
    };
    expect((await call(a.t, a.customer, routes.customerQuotationAccept, { id: won.id }, accept)).statusCode).toBe(200);

    const [winner] = await notificationsOf(a.dealer, DEALER);
    expect(winner.target).toEqual({ kind: 'quotation', id: won.id, filter: 'accepted' });
    const [loser] = await notificationsOf(a.dealer2, DEALER2);
    expect(loser.target).toEqual({ kind: 'quotation', id: lost.id, filter: 'cancelled' });
    const [received] = await query<{ target_kind: string; target_id: number }>(
      a.t,
      `select target_kind, target_id from notifications where user_id = ${CUSTOMER} order by id desc limit 1`,
    );
    expect(received).toEqual({ target_kind: 'quotation', target_id: lost.id });
  });

  it('a notification whose quotation moved on names the list it is in now; a plain notice leads nowhere', async () => {
    const sent = await sendQuotation(a, await newRequest(a));
    await query(
      a.t,
      `insert into notifications (user_id, title, text, target_kind, target_id) values (${DEALER}, 'T', 'x', 'quotation', ${sent.id})`,
    );
    expect((await notificationsOf(a.dealer, DEALER))[0].target).toEqual({
      kind: 'quotation',
      id: sent.id,
      filter: 'pending',
    });
    await query(a.t, `update quotations set status = 'cancelled' where id = ${sent.id}`);
    expect((await notificationsOf(a.dealer, DEALER))[0].target).toEqual({
      kind: 'quotation',
      id: sent.id,
      filter: 'cancelled',
    });
    await query(a.t, `insert into notifications (user_id, title, text) values (${DEALER}, 'Avviso', 'y')`);
    expect((await notificationsOf(a.dealer, DEALER))[0].target).toBeNull();
  });
});

describe('notifications lead to their request, conversation or fee', () => {
  const notify = (userId: number, kind: string, id: number) =>
    query(
      a.t,
      `insert into notifications (user_id, title, text, target_kind, target_id) values (${userId}, 'T', 'x', '${kind}', ${id})`,
    );
  const newest = async (token: string, userId: number) => (await notificationsOf(token, userId))[0].target;

  it('a request opens in the dealer’s list it is in now: pending, then expired', async () => {
    const request = await newRequest(a);
    await notify(DEALER, 'request', request.id);
    expect(await newest(a.dealer, DEALER)).toEqual({ kind: 'request', id: request.id, list: 'pending' });
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${request.id}`);
    expect(await newest(a.dealer, DEALER)).toEqual({ kind: 'request', id: request.id, list: 'expired' });
    await query(
      a.t,
      `update submissions set is_outlet = true, deadline_at = now() + interval '1 day' where id = ${request.id}`,
    );
    expect(await newest(a.dealer, DEALER)).toEqual({ kind: 'request', id: request.id, list: 'outlet' });
  });

  it('a conversation opens by its uuid for the dealer, and on its dealer’s quotation for the customer', async () => {
    const request = await newRequest(a);
    const uuid = '8a4c1f3e-2b7d-4e59-9c1a-6f0e2d3b4a5c';
    const [conversation] = await query<{ id: number }>(
      a.t,
      `insert into conversations (uuid, submission_id, dealer_id) values ('${uuid}', ${request.id}, ${DEALER}) returning id`,
    );
    await notify(DEALER, 'conversation', conversation.id);
    await notify(CUSTOMER, 'conversation', conversation.id);
    const before = { kind: 'conversation', uuid, submission_id: request.id, quotation_id: null };
    expect(await newest(a.dealer, DEALER)).toEqual(before);
    const customerChat = async () =>
      (await call(a.t, a.customer, routes.customerNotifications))
        .json<Notification[]>()
        .find((n) => n.target?.kind === 'conversation')?.target;
    expect(await customerChat()).toEqual(before);
    const sent = await sendQuotation(a, request);
    expect(await customerChat()).toEqual({ ...before, quotation_id: sent.id });
  });

  it('a fee opens "Salda fee" while due and the wallet’s movements once settled', async () => {
    const [fee] = await query<{ id: number }>(
      a.t,
      `insert into fees (dealer_id, amount_cents, description) values (${DEALER}, 150, 'Fee di prova') returning id`,
    );
    await notify(DEALER, 'fee', fee.id);
    expect(await newest(a.dealer, DEALER)).toEqual({ kind: 'fee', id: fee.id, due: true });
    await query(a.t, `update fees set paid_at = now(), settled_by = 'credits' where id = ${fee.id}`);
    expect(await newest(a.dealer, DEALER)).toEqual({ kind: 'fee', id: fee.id, due: false });
  });

  it('the demo dealer’s notifications each lead somewhere but the subscription’s, and name their quotation', async () => {
    const titles = NOTIFICATIONS.map(([title]) => `'${title.replace(/'/g, "''")}'`).join(', ');
    const untargeted = await query<{ title: string }>(
      a.t,
      `select distinct title from notifications where user_id = ${DEALER} and title in (${titles}) and target_kind is null`,
    );
    expect(untargeted).toEqual([{ title: 'Abbonamento rinnovato' }]);
    const paid = (await notificationsOf(a.dealer, DEALER)).find((n) => n.title === 'Pagamento ricevuto');
    expect(paid?.target).toMatchObject({ kind: 'quotation', filter: 'accepted' });
    expect(paid?.text).toMatch(/preventivo RH-\d{4}-\d{6}/);
  });
});
