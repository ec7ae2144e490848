import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDispute, AdminDisputeDetail, CustomerReturn, ReturnFigures } from '../../contract/returns.js';
import { routes } from '../../contract/routes.js';
import { returnMessages } from '../../i18n/it/returns.js';
import { call, CUSTOMER, DEALER, notificationsOf, query } from './quotations-fixtures.js';
import {
  askReturn,
  dealerCall,
  dealerView,
  deliveredPurchase,
  ledgerDisagreements,
  returnActors,
  type ReturnActors,
} from './returns-support.js';

/*
 * Disputes: the customer opens one on a refused return (or one accepted and not refunded in time), the operator
 * decides in the console — full, partial or no refund — once, logged, told to both sides; and the figures.
 */

let a: ReturnActors;
beforeAll(async () => {
  a = await returnActors();
});
afterAll(async () => a?.t.close());

const TEXT = 'Il ricambio era già rotto nella scatola, ho le foto della consegna.';

async function refused(payment: 'online' | 'offline' = 'online') {
  const purchase = await deliveredPurchase(a, payment);
  const asked = await askReturn(a, purchase, { reason: 'danneggiato_trasporto' });
  const answer = await dealerCall(a, a.warehouse, routes.dealerReturnRefuse, asked.id, {
    reason: 'Il pacco è arrivato integro al cliente',
  });
  expect(answer.statusCode).toBe(200);
  return { purchase, asked };
}

async function disputed(payment: 'online' | 'offline' = 'online') {
  const { purchase, asked } = await refused(payment);
  const opened = await call(a.t, a.customer, routes.customerDisputeOpen, { id: asked.id }, { text: TEXT });
  expect(opened.statusCode, opened.body).toBe(200);
  const view = opened.json<CustomerReturn>();
  return { purchase, asked, disputeId: view.dispute!.id };
}

const decide = (disputeId: number, body: Record<string, unknown>, token = a.operator) =>
  call(a.t, token, routes.adminDisputeDecide, { id: disputeId }, body);

describe('Apri controversia', () => {
  it('opens on a refused return only, once, by its customer; the sale is held again; the dealer is told', async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const asked = await askReturn(a, purchase);
    const early = await call(a.t, a.customer, routes.customerDisputeOpen, { id: asked.id }, { text: TEXT });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(returnMessages.disputeNotAvailable);
    await dealerCall(a, a.warehouse, routes.dealerReturnRefuse, asked.id, { reason: 'Ricambio montato e usato' });
    const [released] = await query<{ available_at: string | null }>(
      a.t,
      `select available_at from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    expect(released.available_at).not.toBeNull();

    expect(
      (await call(a.t, a.customer2, routes.customerDisputeOpen, { id: asked.id }, { text: TEXT })).statusCode,
    ).toBe(404);
    const short = await call(a.t, a.customer, routes.customerDisputeOpen, { id: asked.id }, { text: 'No' });
    expect(short.statusCode).toBe(422);
    const opened = await call(a.t, a.customer, routes.customerDisputeOpen, { id: asked.id }, { text: TEXT });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<CustomerReturn>()).toMatchObject({ may_open_dispute: false, dispute: { state: 'open' } });
    const twice = await call(a.t, a.customer, routes.customerDisputeOpen, { id: asked.id }, { text: TEXT });
    expect(twice.statusCode).toBe(409);
    const [held] = await query<{ available_at: string | null }>(
      a.t,
      `select available_at from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    expect(held.available_at).toBeNull();
    expect((await notificationsOf(a.t, DEALER)).at(-1)?.title).toBe('Controversia aperta');
  });

  it('opens on a return accepted and not refunded once the days have passed', async () => {
    const asked = await askReturn(a, await deliveredPurchase(a, 'online'));
    await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id);
    const mine = (await call(a.t, a.customer, routes.customerReturn, { id: asked.id })).json<CustomerReturn>();
    expect(mine.may_open_dispute).toBe(false);
    expect(mine.dispute_available_at).not.toBeNull();
    await query(a.t, `update returns set answered_at = now() - interval '15 days' where id = ${asked.id}`);
    const opened = await call(a.t, a.customer, routes.customerDisputeOpen, { id: asked.id }, { text: TEXT });
    expect(opened.statusCode, opened.body).toBe(200);
  });
});

describe('the operator decides', () => {
  it('lists the open disputes first with everything to decide; dealers and customers are refused the console', async () => {
    const { disputeId } = await disputed();
    const list = await call(a.t, a.operator, routes.adminDisputes, {}, undefined, '?state=open');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: AdminDispute[] }>().data.map((d) => d.id)).toContain(disputeId);
    const detail = await call(a.t, a.operator, routes.adminDispute, { id: disputeId });
    expect(detail.json<AdminDisputeDetail>()).toMatchObject({
      state: 'open',
      text: TEXT,
      return: { state: 'refused', refuse_reason: 'Il pacco è arrivato integro al cliente' },
    });
    expect(detail.json<AdminDisputeDetail>().refundable).toBeGreaterThan(0);
    expect((await call(a.t, a.dealer, routes.adminDisputes)).statusCode).toBe(403);
    expect((await call(a.t, a.customer, routes.adminDispute, { id: disputeId })).statusCode).toBe(403);
    expect((await decide(disputeId, { outcome: 'none', note: 'Nessun danno provato' }, a.dealer)).statusCode).toBe(403);
  });

  it('a partial refund: 20 concurrent decisions move the money once; both sides are told; the decision is logged', async () => {
    const { purchase, asked, disputeId } = await disputed();
    const spy = vi.spyOn(a.t.app.payments.demo, 'refundPayment');
    const body = { outcome: 'partial', amount: '12,50', note: 'Danno parziale documentato dalle foto' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(disputeId, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][2]).toBe(1250);
    spy.mockRestore();

    const detail = answers.find((r) => r.statusCode === 200)!.json<AdminDisputeDetail>();
    expect(detail).toMatchObject({ state: 'decided', outcome: 'partial', decided_amount: 12.5 });
    expect(detail.return).toMatchObject({ state: 'refunded', refund_amount: 12.5, refund_method: 'provider' });
    const moves = await query(
      a.t,
      `select id from ledger_transactions where key = 'return:${asked.id}:refund' and quotation_id = ${purchase.quotation.id}`,
    );
    expect(moves).toHaveLength(1);
    expect(await ledgerDisagreements(a)).toEqual([]);
    const activity = await query<{ action: string }>(
      a.t,
      `select action from activity_log where entity = 'dispute' and entity_id = ${disputeId}`,
    );
    expect(activity.map((e) => e.action)).toEqual(['dispute.decide']);
    expect((await notificationsOf(a.t, CUSTOMER)).map((n) => n.title)).toContain('Controversia decisa');
    expect((await notificationsOf(a.t, DEALER)).map((n) => n.title)).toContain('Controversia decisa');
    expect((await decide(disputeId, { outcome: 'none', note: 'Ci ripenso ancora' })).statusCode).toBe(409);
  });

  it('no refund closes the return and releases the sale; a partial without amount is refused', async () => {
    const { purchase, asked, disputeId } = await disputed();
    const missing = await decide(disputeId, { outcome: 'partial', note: 'Manca la cifra decisa' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.amount).toEqual([returnMessages.amountForPartial]);
    const none = await decide(disputeId, { outcome: 'none', note: 'Le foto mostrano un ricambio montato' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<AdminDisputeDetail>()).toMatchObject({ outcome: 'none', return: { state: 'closed' } });
    const [sale] = await query<{ available_at: string | null }>(
      a.t,
      `select available_at from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    expect(sale.available_at).not.toBeNull();
    expect(await query(a.t, `select id from return_refunds where return_id = ${asked.id}`)).toHaveLength(0);
  });

  it('a full refund on an offline sale binds the dealer: recorded once, the fee credited back', async () => {
    const { asked, disputeId } = await disputed('offline');
    const full = await decide(disputeId, { outcome: 'full', note: 'Il ricambio non era quello descritto' });
    expect(full.statusCode, full.body).toBe(200);
    const view = await dealerView(a, asked.id);
    expect(view).toMatchObject({ state: 'refunded', refund_method: 'altro', dispute: { outcome: 'full' } });
    expect(view.fee_credit).toBeGreaterThan(0);
    expect(await ledgerDisagreements(a)).toEqual([]);
  });

  it("the dealer's refund meanwhile resolves the dispute", async () => {
    const asked = await askReturn(a, await deliveredPurchase(a, 'online'));
    await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id);
    await query(a.t, `update returns set answered_at = now() - interval '15 days' where id = ${asked.id}`);
    await call(a.t, a.customer, routes.customerDisputeOpen, { id: asked.id }, { text: TEXT });
    const refund = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await dealerView(a, asked.id)).dispute?.state).toBe('resolved');
  });
});

describe('figures', () => {
  it("the dealer's Statistiche count returns, reasons and the time to answer; the console has them per dealer", async () => {
    const figures = await call(a.t, a.quoter, routes.returnFigures, { dealerId: DEALER });
    expect(figures.statusCode, figures.body).toBe(200);
    const mine = figures.json<ReturnFigures>();
    expect(mine.returns).toBeGreaterThan(5);
    expect(mine.reasons.find((r) => r.reason === 'danneggiato_trasporto')?.count).toBeGreaterThan(0);
    expect(mine.answered).toBeGreaterThan(0);
    expect(mine.answer_hours_median).not.toBeNull();
    expect(mine.return_rate).toBeGreaterThan(0);
    expect(mine.disputes).toBeGreaterThan(0);
    expect((await call(a.t, a.warehouse, routes.returnFigures, { dealerId: DEALER })).statusCode).toBe(403);

    const perDealer = await call(a.t, a.operator, routes.adminReturnFigures, {}, undefined, '?sort=returns');
    expect(perDealer.statusCode, perDealer.body).toBe(200);
    const row = perDealer.json<{ data: { dealer_id: number; returns: number; disputes: number }[] }>().data[0];
    expect(row).toMatchObject({ dealer_id: DEALER });
    expect(row.returns).toBe(
      mine.returns + (await query(a.t, `select id from returns where state = 'cancelled'`)).length,
    );
    const summary = await call(a.t, a.warehouse, routes.dealerReturnSummary, { dealerId: DEALER });
    expect(summary.statusCode).toBe(200);
  });
});
