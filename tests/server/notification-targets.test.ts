import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/entities/chat.js';
import { routes } from '../../contract/routes.js';
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
  (await call(a.t, token, routes.notificationList, { id: userId })).json<Notification[]>();

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
