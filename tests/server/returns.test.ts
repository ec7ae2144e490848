import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerReturn, DealerReturn, ReturnOptions } from '../../contract/returns.js';
import { RETURN_ANSWER_WORKING_DAYS } from '../../contract/returns.js';
import { routes } from '../../contract/routes.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { returnMessages } from '../../i18n/it/returns.js';
import { staffMessages } from '../../i18n/it/staff.js';
import { workingDaysDeadline } from '../../server/domain/working-days.js';
import { runReturnsSweep } from '../../server/returns/job.js';
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
 * Returns from the customer's "Richiedi reso" to the money going back: who may do what, the window, the deadline,
 * the label, the refund exactly once (online through the provider, offline "Rimborsato"), the fee credited back.
 */

let a: ReturnActors;
beforeAll(async () => {
  a = await returnActors();
});
afterAll(async () => a?.t.close());

const options = async (quotationId: number, token = a.customer) => {
  const answer = await call(a.t, token, routes.customerReturnOptions, { id: quotationId });
  return { status: answer.statusCode, body: answer.json<ReturnOptions>() };
};

describe('Richiedi reso', () => {
  it('is offered on a delivered purchase for 14 days, to its buyer only, and the window closes after them', async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const open = await options(purchase.quotation.id);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ available: true, unavailable: null, business_buyer: false });
    expect(open.body.rows[0]).toMatchObject({ quotation_row_id: purchase.rowIds[0], quantity_returnable: 1 });
    expect((await options(purchase.quotation.id, a.customer2)).status).toBe(404);

    await query(
      a.t,
      `update quotations set delivered_at = now() - interval '15 days' where id = ${purchase.quotation.id}`,
    );
    expect((await options(purchase.quotation.id)).body).toMatchObject({ available: false, unavailable: 'window_over' });
    const late = await call(
      a.t,
      a.customer,
      routes.customerReturnCreate,
      { id: purchase.quotation.id },
      { rows: [{ quotation_row_id: purchase.rowIds[0], quantity: 1 }], reason: 'ripensamento' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(returnMessages.notAvailable);
  });

  it("gives a buyer with a VAT number the dealer's policy: none at 0 days", async () => {
    const purchase = await deliveredPurchase(a, 'offline');
    await query(a.t, `update users set vat_number = '01234567890' where id = ${CUSTOMER}`);
    try {
      const policy = await call(
        a.t,
        a.dealer,
        routes.returnPolicyUpdate,
        { dealerId: DEALER },
        { business_return_days: 0 },
      );
      expect(policy.statusCode, policy.body).toBe(200);
      expect((await options(purchase.quotation.id)).body).toMatchObject({
        available: false,
        unavailable: 'not_accepted_by_dealer',
        business_buyer: true,
      });
      await call(
        a.t,
        a.dealer,
        routes.returnPolicyUpdate,
        { dealerId: DEALER },
        {
          business_return_days: 30,
          business_terms: 'Solo ricambi non montati',
        },
      );
      expect((await options(purchase.quotation.id)).body).toMatchObject({
        available: true,
        business_terms: 'Solo ricambi non montati',
      });
      // The policy is the owner's: Magazzino reads it, may not change it.
      expect((await call(a.t, a.warehouse, routes.returnPolicy, { dealerId: DEALER })).statusCode).toBe(200);
      expect(
        (await call(a.t, a.warehouse, routes.returnPolicyUpdate, { dealerId: DEALER }, { business_return_days: 5 }))
          .statusCode,
      ).toBe(403);
    } finally {
      await query(a.t, `update users set vat_number = null where id = ${CUSTOMER}`);
    }
  });

  it('refuses pieces not bought, more pieces than bought and photos the customer did not upload', async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const ask = (body: Record<string, unknown>) =>
      call(
        a.t,
        a.customer,
        routes.customerReturnCreate,
        { id: purchase.quotation.id },
        { reason: 'difettoso', ...body },
      );
    const tooMany = await ask({ rows: [{ quotation_row_id: purchase.rowIds[0], quantity: 5 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['rows.0.quantity']).toEqual([returnMessages.quantityTooHigh(1)]);
    const other = await ask({ rows: [{ quotation_row_id: 999_999, quantity: 1 }] });
    expect(other.json().errors['rows.0.quotation_row_id']).toEqual([returnMessages.rowUnknown]);
    const stolen = await ask({
      rows: [{ quotation_row_id: purchase.rowIds[0], quantity: 1 }],
      photos: ['/media/upload-00000000000000000000000000000000.jpg'],
    });
    expect(stolen.json().errors.photos).toEqual([customerErrors.uploadNotOwn]);
    const noReason = await call(
      a.t,
      a.customer,
      routes.customerReturnCreate,
      { id: purchase.quotation.id },
      {
        rows: [{ quotation_row_id: purchase.rowIds[0], quantity: 1 }],
      },
    );
    expect(noReason.statusCode).toBe(422);
    expect(await query(a.t, `select id from returns where quotation_id = ${purchase.quotation.id}`)).toHaveLength(0);
  });

  it('records the request with its deadline of 2 working days, tells the dealer, holds the sale, and admits one at a time', async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const before = Date.now();
    const asked = await askReturn(a, purchase, { note: 'Non entra nel vano' });
    expect(asked).toMatchObject({ state: 'requested', reason: 'non_compatibile', may_cancel: true, dispute: null });
    const due = new Date(asked.answer_due_at).getTime();
    expect([
      workingDaysDeadline(new Date(before), RETURN_ANSWER_WORKING_DAYS).getTime(),
      workingDaysDeadline(new Date(), RETURN_ANSWER_WORKING_DAYS).getTime(),
    ]).toContain(due);
    // A withdrawal of the whole purchase gives back the shipping too.
    expect(asked.amount).toBe(Math.round(purchase.quotation.total_price * 100) / 100);

    const [sale] = await query<{ state: string; available_at: string | null }>(
      a.t,
      `select state, available_at from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    expect(sale).toMatchObject({ state: 'held', available_at: null });
    expect((await notificationsOf(a.t, DEALER)).at(-1)?.title).toBe('Nuova richiesta di reso');

    const second = await call(
      a.t,
      a.customer,
      routes.customerReturnCreate,
      { id: purchase.quotation.id },
      {
        rows: [{ quotation_row_id: purchase.rowIds[0], quantity: 1 }],
        reason: 'difettoso',
      },
    );
    expect(second.statusCode).toBe(409);

    // Another customer, another dealer: as if it did not exist.
    expect((await call(a.t, a.customer2, routes.customerReturn, { id: asked.id })).statusCode).toBe(404);
    expect((await call(a.t, a.dealer2, routes.dealerReturn, { dealerId: 2, returnId: asked.id })).statusCode).toBe(404);
    const list = await call(a.t, a.dealer, routes.dealerReturns, { dealerId: DEALER }, undefined, '?state=requested');
    expect(list.json<{ data: DealerReturn[] }>().data.map((r) => r.id)).toContain(asked.id);
  });

  it('lets the customer cancel while unanswered, and the sale goes back to its course', async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const asked = await askReturn(a, purchase);
    const cancelled = await call(a.t, a.customer, routes.customerReturnCancel, { id: asked.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<CustomerReturn>().state).toBe('cancelled');
    const [sale] = await query<{ available_at: string | null }>(
      a.t,
      `select available_at from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    expect(sale.available_at).not.toBeNull();
    expect((await call(a.t, a.customer, routes.customerReturnCancel, { id: asked.id })).statusCode).toBe(409);
    expect((await options(purchase.quotation.id)).body.available).toBe(true);
  });
});

describe('the dealer answers', () => {
  it('Magazzino accepts; a label goes to the customer; Preventivista may not answer', async () => {
    const purchase = await deliveredPurchase(a, 'online');
    const asked = await askReturn(a, purchase);
    const quoter = await dealerCall(a, a.quoter, routes.dealerReturnAccept, asked.id);
    expect(quoter.statusCode).toBe(403);
    expect(quoter.json().message).toBe(staffMessages.notAllowed);

    const accepted = await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const view = accepted.json<DealerReturn>();
    expect(view).toMatchObject({ state: 'accepted', auto_accepted: false, may_receive: true, may_refund: false });
    expect(view.label?.tracking_number).toMatch(/^RHD\d{10}$/);

    const label = await call(a.t, a.customer, routes.customerReturnLabel, { id: asked.id });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(a.t, a.customer2, routes.customerReturnLabel, { id: asked.id })).statusCode).toBe(404);
    expect((await notificationsOf(a.t, CUSTOMER)).at(-1)?.title).toBe('Reso accettato');

    const again = await dealerCall(a, a.warehouse, routes.dealerReturnRefuse, asked.id, {
      reason: 'Ricambio montato e usato',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(returnMessages.notRequested);
  });

  it('20 concurrent "Accetta reso": one acceptance, one label, nineteen 409', async () => {
    const asked = await askReturn(a, await deliveredPurchase(a, 'online'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const events = await query<{ kind: string }>(a.t, `select kind from return_events where return_id = ${asked.id}`);
    expect(events.filter((e) => e.kind === 'accepted')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'label')).toHaveLength(1);
  });

  it('refuses with a reason the customer reads; a short reason is refused', async () => {
    const asked = await askReturn(a, await deliveredPurchase(a, 'online'));
    const short = await dealerCall(a, a.warehouse, routes.dealerReturnRefuse, asked.id, { reason: 'no' });
    expect(short.statusCode).toBe(422);
    const refused = await dealerCall(a, a.warehouse, routes.dealerReturnRefuse, asked.id, {
      reason: 'Il ricambio risulta montato',
    });
    expect(refused.statusCode).toBe(200);
    const mine = (await call(a.t, a.customer, routes.customerReturn, { id: asked.id })).json<CustomerReturn>();
    expect(mine).toMatchObject({
      state: 'refused',
      refuse_reason: 'Il ricambio risulta montato',
      may_open_dispute: true,
    });
  });

  it('accepts by itself once the 2 working days passed, once however many sweeps run', async () => {
    const asked = await askReturn(a, await deliveredPurchase(a, 'online'));
    await query(a.t, `update returns set answer_due_at = now() - interval '1 minute' where id = ${asked.id}`);
    const runs = await Promise.all([0, 1, 2].map(() => runReturnsSweep(a.t.app, new Date(), 60_000)));
    expect(runs.reduce((sum, run) => sum + run.autoAccepted, 0)).toBe(1);
    const view = await dealerView(a, asked.id);
    expect(view).toMatchObject({ state: 'accepted', auto_accepted: true });
    expect(view.label).not.toBeNull();
    expect(view.timeline.map((e) => e.kind)).toEqual(['requested', 'auto_accepted', 'label']);
    expect((await runReturnsSweep(a.t.app, new Date(), 60_000)).autoAccepted).toBe(0);
  });
});

describe('the refund', () => {
  async function received(payment: 'online' | 'offline') {
    const purchase = await deliveredPurchase(a, payment);
    const asked = await askReturn(a, purchase);
    expect((await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id)).statusCode).toBe(200);
    const got = await dealerCall(a, a.warehouse, routes.dealerReturnReceived, asked.id, { condition: 'intact' });
    expect(got.statusCode, got.body).toBe(200);
    return { purchase, asked };
  }

  it('only the owner and Amministrazione refund; Magazzino receives but may not refund', async () => {
    const { asked } = await received('online');
    const warehouse = await dealerCall(a, a.warehouse, routes.dealerReturnRefund, asked.id, {});
    expect(warehouse.statusCode).toBe(403);
    const quoter = await dealerCall(a, a.quoter, routes.dealerReturnRefund, asked.id, {});
    expect(quoter.statusCode).toBe(403);
    const billing = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json<DealerReturn>()).toMatchObject({ state: 'refunded', refund_method: 'provider' });
  });

  it('online: 20 concurrent refunds make one provider refund, one ledger movement, the fee credited back in proportion', async () => {
    const { purchase, asked } = await received('online');
    const [sale] = await query<{ gross_cents: string; fee_cents: string; net_cents: string }>(
      a.t,
      `select gross_cents, fee_cents, net_cents from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    const spy = vi.spyOn(a.t.app.payments.demo, 'refundPayment');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {})),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][1]).toBe(`rh-return-${asked.id}-refund-1`);
    spy.mockRestore();

    const view = await dealerView(a, asked.id);
    const refundCents = Math.round(view.refund_amount! * 100);
    expect(refundCents).toBe(Number(sale.gross_cents));
    expect(Math.round(view.fee_credit! * 100)).toBe(Number(sale.fee_cents));
    const ledger = await query<{ kind: string; amount_cents: string }>(
      a.t,
      `select kind, amount_cents from ledger_transactions where key like 'return:${asked.id}:%' order by id`,
    );
    expect(ledger.map((l) => l.kind)).toEqual(['sale_refund', 'fee_credit']);
    const [after] = await query<{ gross_cents: string; net_cents: string }>(
      a.t,
      `select gross_cents, net_cents from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    expect([Number(after.gross_cents), Number(after.net_cents)]).toEqual([0, 0]);
    expect(await ledgerDisagreements(a)).toEqual([]);
    expect((await notificationsOf(a.t, CUSTOMER)).at(-1)?.title).toBe('Rimborso eseguito');
    // This month's fees are not invoiced yet: the credit note waits for that invoice (tests/server/fee-credit-notes).
    expect(view.credit_note_number).toBeNull();
    const notes = await query<{ status: string; fee_credit_cents: string }>(
      a.t,
      `select status, fee_credit_cents from credit_notes where return_id = ${asked.id}`,
    );
    expect(notes).toEqual([{ status: 'waiting', fee_credit_cents: sale.fee_cents }]);
  });

  it('online, partial: the amount given, the fee back in proportion, the rest held for the dealer', async () => {
    const { purchase, asked } = await received('online');
    const [sale] = await query<{ gross_cents: string; fee_cents: string; net_cents: string }>(
      a.t,
      `select gross_cents, fee_cents, net_cents from settlement_sales where quotation_id = ${purchase.quotation.id}`,
    );
    const tooMuch = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, { amount: '9.999,00' });
    expect(tooMuch.statusCode).toBe(422);
    const partial = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, { amount: '10,00' });
    expect(partial.statusCode, partial.body).toBe(200);
    const [after] = await query<{ gross_cents: string; fee_cents: string; net_cents: string; available_at: string }>(
      a.t,
      `select gross_cents, fee_cents, net_cents, available_at from settlement_sales
      where quotation_id = ${purchase.quotation.id}`,
    );
    const feeBack = Number(sale.fee_cents) - Number(after.fee_cents);
    expect(Number(after.gross_cents)).toBe(Number(sale.gross_cents) - 1000);
    expect(feeBack).toBe(Math.round((Number(sale.fee_cents) * 1000) / Number(sale.gross_cents)));
    expect(Number(after.net_cents)).toBe(Number(sale.net_cents) - (1000 - feeBack));
    // The return is over: the sale's release date is back.
    expect(after.available_at).not.toBeNull();
    expect(await ledgerDisagreements(a)).toEqual([]);
  });

  it('a provider that fails leaves the refund pending; the sweep completes it once with the same key', async () => {
    const { asked } = await received('online');
    const spy = vi.spyOn(a.t.app.payments.demo, 'refundPayment').mockRejectedValueOnce(new Error('socket hang up'));
    const failed = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(returnMessages.refundPending);
    const retry = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
    expect(retry.statusCode).toBe(409);
    expect((await dealerView(a, asked.id)).state).toBe('received');

    const sweeps = await Promise.all([0, 1].map(() => runReturnsSweep(a.t.app, new Date(Date.now() + 1000), 0)));
    expect(sweeps.reduce((sum, run) => sum + run.refunds, 0)).toBe(1);
    expect(spy.mock.calls.map((call) => call[1])).toEqual(
      Array(spy.mock.calls.length).fill(`rh-return-${asked.id}-refund-1`),
    );
    spy.mockRestore();
    expect((await dealerView(a, asked.id)).state).toBe('refunded');
    const done = await query(a.t, `select id from return_refunds where return_id = ${asked.id} and status = 'done'`);
    expect(done).toHaveLength(1);
    const moves = await query(a.t, `select id from ledger_transactions where key = 'return:${asked.id}:refund'`);
    expect(moves).toHaveLength(1);
  });

  it('a refusal by the provider marks the refund failed; asking again makes a new refund with a new key', async () => {
    const { asked } = await received('online');
    const refusal = Object.assign(new Error('Amount exceeds the refundable amount'), { statusCode: 400 });
    const spy = vi.spyOn(a.t.app.payments.demo, 'refundPayment').mockRejectedValueOnce(refusal);
    const failed = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(returnMessages.refundFailed);
    expect((await runReturnsSweep(a.t.app, new Date(Date.now() + 1000), 0)).refunds).toBe(0);
    const again = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(spy.mock.calls.map((call) => call[1])).toEqual([
      `rh-return-${asked.id}-refund-1`,
      `rh-return-${asked.id}-refund-2`,
    ]);
    spy.mockRestore();
    const refunds = await query<{ status: string }>(
      a.t,
      `select status from return_refunds where return_id = ${asked.id} order by id`,
    );
    expect(refunds.map((r) => r.status)).toEqual(['failed', 'done']);
  });

  it('offline: "Rimborsato" needs how; the fee comes back as credits with a credit note (TD04) valid against the XSD', async () => {
    const { purchase, asked } = await received('offline');
    const noMethod = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors.method).toEqual([returnMessages.methodRequired]);
    const [fee] = await query<{ amount_cents: string; settled_by: string }>(
      a.t,
      `select amount_cents, settled_by from fees where quotation_id = ${purchase.quotation.id}`,
    );
    const [before] = await query<{ credits: string }>(a.t, `select credits from users where id = ${DEALER}`);
    const done = await dealerCall(a, a.dealer, routes.dealerReturnRefund, asked.id, {
      method: 'bonifico',
      note: 'CRO 123456',
    });
    expect(done.statusCode, done.body).toBe(200);
    const view = done.json<DealerReturn>();
    expect(view).toMatchObject({ state: 'refunded', refund_method: 'bonifico', refund_note: 'CRO 123456' });
    const [after] = await query<{ credits: string }>(a.t, `select credits from users where id = ${DEALER}`);
    expect(Math.round((Number(after.credits) - Number(before.credits)) * 100)).toBe(Number(fee.amount_cents));
    expect(Math.round(view.fee_credit! * 100)).toBe(Number(fee.amount_cents));
    expect(await ledgerDisagreements(a)).toEqual([]);

    expect(fee.settled_by).toBe('credits');
    expect(view.credit_note_number).toMatch(/^NC-\d{4}\/\d+$/);
    const xml = await dealerCall(a, a.billing, routes.dealerReturnCreditNoteXml, asked.id);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml.body).toContain('<DatiFattureCollegate>');
    const { fatturaPaErrors } = await import('./invoices-xsd.js');
    expect(await fatturaPaErrors(xml.body)).toEqual([]);
    expect((await dealerCall(a, a.warehouse, routes.dealerReturnCreditNoteXml, asked.id)).statusCode).toBe(403);
  });
});
