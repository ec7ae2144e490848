import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { listen } from './chat-support.js';
import { activityOf, admin, adminActors, OPERATOR_EMAIL, type AdminActors } from './admin-support.js';
import { connectInbox, until } from './inbox-support.js';

/* The operator role, its guard both ways, suspension (routes, login, sockets) and live notices. */

let a: AdminActors;
let url: string;

beforeAll(async () => {
  a = await adminActors();
  url = await listen(a.t.app);
});
afterAll(async () => a?.t.close());

describe('the operator role', () => {
  it('logs the operator in from the console, with its role in the answer and in GET /user', async () => {
    const answer = await a.t.client().login(OPERATOR_EMAIL, 'operator-console');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ role: 'operator', email: OPERATOR_EMAIL });
    const me = await a.t.client(a.operator).call('me');
    expect(me.body).toMatchObject({ role: 'operator' });
  });

  it('refuses the operator at the dealer portal’s login with a message pointing to /admin', async () => {
    const answer = await a.t.client().login(OPERATOR_EMAIL, 'dealer-portal');
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBe(errors.operatorUsePortal);
    expect(errors.operatorUsePortal).toContain('/admin');
  });

  it('refuses dealers and customers at the console’s login and on console routes (403, Italian)', async () => {
    expect((await a.t.client().login('dealer@demo.example', 'operator-console')).status).toBe(403);
    for (const token of [a.dealer, a.customer]) {
      const answer = await a.t.client(token).call('adminDealers');
      expect(answer.status).toBe(403);
      expect(answer.error?.message).toBe(errors.operatorOnly);
    }
    expect((await a.t.client(null).call('adminDealers')).status).toBe(401);
  });

  it('refuses the operator on dealer and customer routes', async () => {
    const dealerRoute = await a.t.client(a.operator).call('feeAmount', { params: { dealerId: a.ids.operator } });
    expect(dealerRoute.status).toBe(403);
    expect(dealerRoute.error?.message).toBe(errors.operatorNotAllowed);
    const customerRoute = await a.t.client(a.operator).call('customerQuotation', { params: { id: 1 } });
    expect(customerRoute.status).toBe(403);
  });
});

describe('suspension', () => {
  it('refuses a suspended dealer on every dealer route, at login and at socket handshakes; reactivated, it works again', async () => {
    const inbox = await connectInbox(url, a.dealer2);
    let closed = false;
    inbox.socket.on('disconnect', () => (closed = true));

    // A suspension says why: without a reason it is refused and changes nothing.
    const unexplained = await admin(a, routes.adminDealerSuspend, { id: a.ids.dealer2 }, { reason: ' ' });
    expect(unexplained.status).toBe(422);
    expect(unexplained.raw).toContain(errors.reasonRequired);
    expect((await a.t.client(a.dealer2).call('feeAmount', { params: { dealerId: a.ids.dealer2 } })).status).toBe(200);

    const suspended = await admin(a, routes.adminDealerSuspend, { id: a.ids.dealer2 }, { reason: 'Fatture false' });
    expect(suspended.status, suspended.raw).toBe(200);
    expect(suspended.body.suspended_at).not.toBeNull();
    await until(() => closed, 'the suspended dealer’s socket to close');

    const refused = await a.t.client(a.dealer2).call('feeAmount', { params: { dealerId: a.ids.dealer2 } });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(errors.accountSuspended);
    expect((await a.t.client(a.dealer2).call('ping')).status).toBe(403);
    const again = await a.t.client().login('dealer2@demo.example', 'dealer-portal');
    expect(again.status).toBe(403);
    expect(again.error?.message).toBe(errors.accountSuspended);
    await expect(connectInbox(url, a.dealer2)).rejects.toThrow();
    expect((await admin(a, routes.adminDealerSuspend, { id: a.ids.dealer2 }, { reason: 'Di nuovo' })).status).toBe(409);
    // Other dealers are untouched.
    expect((await a.t.client(a.dealer).call('feeAmount', { params: { dealerId: a.ids.dealer } })).status).toBe(200);

    const reactivated = await admin(a, routes.adminDealerReactivate, { id: a.ids.dealer2 });
    expect(reactivated.status, reactivated.raw).toBe(200);
    expect(reactivated.body.suspended_at).toBeNull();
    expect((await a.t.client(a.dealer2).call('feeAmount', { params: { dealerId: a.ids.dealer2 } })).status).toBe(200);
    expect((await a.t.client().login('dealer2@demo.example', 'dealer-portal')).status).toBe(200);
    const reconnected = await connectInbox(url, a.dealer2);
    reconnected.close();

    const log = await activityOf(a, 'dealer', a.ids.dealer2);
    expect(log.slice(0, 2).map((e) => e.action)).toEqual(['dealer.reactivate', 'dealer.suspend']);
    expect(log[1]).toMatchObject({
      operator_id: a.ids.operator,
      before: { suspended_at: null },
      after: { reason: 'Fatture false' },
    });
  });

  it('suspends and reactivates a customer', async () => {
    expect((await admin(a, routes.adminCustomerSuspend, { id: a.ids.customer }, { reason: 'Spam' })).status).toBe(200);
    const refused = await a.t.client(a.customer).call('customerQuotation', { params: { id: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(errors.accountSuspended);
    expect((await a.t.client().login('cliente@demo.example', 'customer-app')).status).toBe(403);
    expect((await admin(a, routes.adminCustomerReactivate, { id: a.ids.customer })).status).toBe(200);
    expect((await a.t.client().login('cliente@demo.example', 'customer-app')).status).toBe(200);
    expect((await admin(a, routes.adminCustomerSuspend, { id: a.ids.dealer }, { reason: 'Spam' })).status).toBe(404);
  });
});

describe('notices (Avvisi)', () => {
  it('delivers a notice to one dealer live, and to every dealer', async () => {
    const one = await connectInbox(url, a.dealer);
    const other = await connectInbox(url, a.dealer2);
    const sent = await admin(
      a,
      routes.adminNoticeSend,
      {},
      { dealer_id: a.ids.dealer, title: 'Manutenzione', text: 'Stanotte alle 2' },
    );
    expect(sent.status, sent.raw).toBe(201);
    expect(sent.body).toEqual({ recipients: 1, dealer_id: a.ids.dealer });
    await until(
      () => one.of('notification:new').some((n) => n.title === 'Manutenzione'),
      'the notice on the dealer’s socket',
    );

    const all = await admin(
      a,
      routes.adminNoticeSend,
      {},
      { dealer_id: null, title: 'A tutti', text: 'Novità nel listino' },
    );
    expect(all.status).toBe(201);
    expect(Number(all.body.recipients)).toBeGreaterThanOrEqual(2);
    await until(
      () => other.of('notification:new').some((n) => n.title === 'A tutti'),
      'the broadcast on another dealer’s socket',
    );
    expect(other.of('notification:new').some((n) => n.title === 'Manutenzione')).toBe(false);
    one.close();
    other.close();

    expect(
      (await admin(a, routes.adminNoticeSend, {}, { dealer_id: a.ids.customer, title: 'x', text: 'y' })).status,
    ).toBe(404);
    expect((await activityOf(a, 'notice', null))[0]).toMatchObject({
      action: 'notice.send',
      after: { title: 'A tutti' },
    });
  });
});
