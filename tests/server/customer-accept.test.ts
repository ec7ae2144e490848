import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerQuotation, CustomerQuotationList } from '../../contract/api/customer.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { quotationTotals } from '../../contract/totals.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import { cancelExpiredQuotations } from '../../server/repositories/quotations-expiry.js';
import {
  actors,
  call,
  CUSTOMER,
  DEALER,
  DEALER2,
  newRequest,
  notificationsOf,
  query,
  sendQuotation,
  type Actors,
} from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => {
  await a?.t.close();
});

type Sent = Awaited<ReturnType<typeof sendQuotation>>;
const accept = (id: number, body: Record<string, unknown>, token = a.customer) =>
  call(a.t, token, routes.customerQuotationAccept, { id }, body);
const pay = (id: number, token = a.customer) => call(a.t, token, routes.customerQuotationPay, { id });
const online = (sent: Sent, rows = [sent.quotation_rows[0].id]) => ({
  payment_type: 'online',
  payment_method_id: 4,
  shipping_fee_chosen: 'flat',
  accepted_rows: rows,
});
const statusOf = async (id: number) =>
  (await query<{ status: string }>(a.t, `select status from quotations where id = ${id}`))[0].status;
const counters = async (token: string) =>
  (await call(a.t, token, routes.ping, {}, undefined, '?security=dealer-portal')).json<Record<string, number>>();
const feesOf = async (id: number) =>
  Number((await query<{ n: number }>(a.t, `select count(*)::int as n from fees where quotation_id = ${id}`))[0].n);
const lastTitle = async (userId: number) => (await notificationsOf(a.t, userId)).at(-1)?.title;

/** A request quoted by both dealers: [request, dealer 1's quotation, dealer 2's quotation]. */
async function quotedTwice() {
  const request = await newRequest(a);
  return [request, await sendQuotation(a, request), await sendQuotation(a, request, a.dealer2, DEALER2)] as const;
}

describe('online path: accept → pay → ship', () => {
  it('moves through payment-pending, paid and complete, with counters, customer data and notifications at each step', async () => {
    const [request, mine, theirs] = await quotedTwice();
    const [before1, before2] = [await counters(a.dealer), await counters(a.dealer2)];
    // The dearer reconditioned option on row 1 (the last option) and the only one on row 2.
    const chosen = [mine.quotation_rows[2].id, mine.quotation_rows[1].id];
    const answer = await accept(mine.id, online(mine, chosen));
    expect(answer.statusCode, answer.body).toBe(200);
    const accepted = answer.json<CustomerQuotation>();
    const expected = quotationTotals({
      options: mine.quotation_rows,
      shippingFlat: 10,
      shippingPartial: 6,
      shippingChosen: 'flat',
      acceptedOptionIndexes: [1, 2],
    });
    expect(accepted).toMatchObject({
      status: 'payment-pending',
      payment_type: 'online',
      payment_method_id: 4,
      shipping_fee_chosen: 'flat',
      cash_unlock: false,
      subtotal_price: expected.subtotal,
      total_tax: expected.total_tax,
      total_price: expected.total,
    });
    expect(accepted.accepted_date).not.toBeNull();
    expect(accepted.quotation_rows.map((row) => row.accepted)).toEqual([false, true, true]);

    expect(await statusOf(theirs.id)).toBe('cancelled');
    const closed = (
      await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id })
    ).json<CustomerQuotationList>();
    expect(closed.submission.state).toBe('closed');
    const [after1, after2] = [await counters(a.dealer), await counters(a.dealer2)];
    expect(after1.dealer_sended_quotations_count).toBe(before1.dealer_sended_quotations_count - 1);
    expect(after1.dealer_accepted_quotations_count).toBe(before1.dealer_accepted_quotations_count + 1);
    expect(after2.dealer_cancelled_quotations_count).toBe(before2.dealer_cancelled_quotations_count + 1);
    expect(after2.dealer_sended_quotations_count).toBe(before2.dealer_sended_quotations_count - 1);
    expect(await lastTitle(DEALER)).toBe('Preventivo accettato');
    expect(await lastTitle(DEALER2)).toBe('Preventivo non accettato');

    const dealerView = (
      await call(a.t, a.dealer, routes.quotationList, { dealerId: DEALER, filter: 'accepted' })
    ).json<{
      data: Quotation[];
    }>().data;
    expect(dealerView.find((q) => q.id === mine.id)?.user).toMatchObject({
      email: 'cliente@demo.example',
      name: 'Giulia',
      surname: 'Bianchi',
    });
    expect(await feesOf(mine.id)).toBe(0);

    expect((await pay(mine.id)).json<CustomerQuotation>().status).toBe('paid');
    expect(await lastTitle(DEALER)).toBe('Preventivo pagato: da spedire');
    expect(await feesOf(mine.id)).toBe(1);
    // A second payment answers the state it is in, paid, with no second fee nor notification (never a double charge).
    const notifications = (await notificationsOf(a.t, DEALER)).length;
    const again = await pay(mine.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<CustomerQuotation>().status).toBe('paid');
    expect(await feesOf(mine.id)).toBe(1);
    expect(await notificationsOf(a.t, DEALER)).toHaveLength(notifications);

    const shipped = await call(a.t, a.dealer, routes.quotationTracking, { id: mine.id }, { tracking_code: 'BRT 42' });
    expect(shipped.json<Quotation>().status).toBe('complete');
    expect(await lastTitle(CUSTOMER)).toBe('Ordine spedito');
  });
});

describe('offline path', () => {
  it('goes straight to complete with cash on delivery, and cannot be paid or shipped here', async () => {
    const [, mine] = await quotedTwice();
    const answer = await accept(mine.id, {
      payment_type: 'offline',
      payment_method_id: 2,
      accepted_rows: [mine.quotation_rows[0].id],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CustomerQuotation>()).toMatchObject({
      status: 'complete',
      payment_type: 'offline',
      payment_method_id: 2,
      shipping_fee_chosen: 'flat',
    });
    expect((await notificationsOf(a.t, DEALER)).at(-1)).toMatchObject({
      title: 'Preventivo accettato: gestione offline',
    });
    expect((await notificationsOf(a.t, DEALER)).at(-1)?.text).toContain('Contrassegno');
    expect(await feesOf(mine.id)).toBe(1);
    expect((await pay(mine.id)).statusCode).toBe(409);
    expect(
      (await call(a.t, a.dealer, routes.quotationTracking, { id: mine.id }, { tracking_code: 'X' })).statusCode,
    ).toBe(409);
  });
});

describe('the partial shipping fee', () => {
  it('is paid on some of the parts offered: one of two rows accepted with the partial fee', async () => {
    const [, mine] = await quotedTwice();
    const answer = await accept(mine.id, { ...online(mine), shipping_fee_chosen: 'partial' });
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = quotationTotals({
      options: mine.quotation_rows,
      shippingFlat: 10,
      shippingPartial: 6,
      shippingChosen: 'partial',
      acceptedOptionIndexes: [0],
    });
    expect(answer.json<CustomerQuotation>()).toMatchObject({
      shipping_fee_chosen: 'partial',
      total_price: expected.total,
    });
  });
});

describe('acceptance refusals', () => {
  it('404 for another customer’s quotation, 403 for a dealer; nothing changes', async () => {
    const [, mine] = await quotedTwice();
    expect((await accept(mine.id, online(mine), a.customer2)).statusCode).toBe(404);
    expect((await pay(mine.id, a.customer2)).statusCode).toBe(404);
    expect((await accept(mine.id, online(mine), a.dealer)).statusCode).toBe(403);
    expect((await accept(999_999, online(mine))).statusCode).toBe(404);
    expect(await statusOf(mine.id)).toBe('pending');
  });

  it('422 for choices the dealer or the quotation do not allow', async () => {
    const [other, mine, theirs] = await quotedTwice();
    const foreign = await sendQuotation(a, await newRequest(a));
    await query(a.t, `update quotations set shipping_cost_partial = null where id = ${theirs.id}`);
    const cases: [number, Record<string, unknown>, string, string?][] = [
      [mine.id, { ...online(mine), payment_method_id: 2 }, 'payment_method_id', quotationMessages.onlineMethod],
      [mine.id, { ...online(mine), payment_type: 'offline' }, 'payment_method_id', quotationMessages.offlineMethod],
      [
        theirs.id,
        { ...online(theirs), payment_type: 'offline', payment_method_id: 2 },
        'payment_method_id',
        quotationMessages.methodNotAccepted,
      ],
      [
        theirs.id,
        { ...online(theirs), shipping_fee_chosen: 'partial' },
        'shipping_fee_chosen',
        quotationMessages.partialShippingUnavailable,
      ],
      [
        mine.id,
        { ...online(mine, [mine.quotation_rows[0].id, mine.quotation_rows[1].id]), shipping_fee_chosen: 'partial' },
        'shipping_fee_chosen',
        quotationMessages.partialShippingForPart,
      ],
      [mine.id, { ...online(mine), accepted_rows: [] }, 'accepted_rows'],
      [
        mine.id,
        online(mine, [mine.quotation_rows[0].id, foreign.quotation_rows[0].id]),
        'accepted_rows.1',
        quotationMessages.acceptedRowNotInQuotation,
      ],
      [
        mine.id,
        online(mine, [mine.quotation_rows[0].id, mine.quotation_rows[2].id]),
        'accepted_rows.1',
        quotationMessages.oneOptionPerRow,
      ],
      [mine.id, { ...online(mine), payment_type: 'cash' }, 'payment_type'],
    ];
    for (const [id, body, field, message] of cases) {
      const answer = await accept(id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toContain(field);
      if (message) expect(answer.json().errors[field]).toEqual([message]);
    }
    expect([await statusOf(mine.id), await statusOf(theirs.id)]).toEqual(['pending', 'pending']);
    expect(
      (await query<{ closed_at: unknown }>(a.t, `select closed_at from submissions where id = ${other.id}`))[0]
        .closed_at,
    ).toBeNull();
  });

  it('409 for a second acceptance, of the same quotation or of another one of the request', async () => {
    const [, mine, theirs] = await quotedTwice();
    expect((await accept(mine.id, online(mine))).statusCode).toBe(200);
    const twice = await accept(mine.id, online(mine));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Il preventivo non può essere accettato: è in attesa di pagamento.');
    const other = await accept(theirs.id, online(theirs));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Il preventivo non può essere accettato: è annullato.');
  });

  it('lets only one of two racing acceptances of the same request win', async () => {
    const [, mine, theirs] = await quotedTwice();
    const answers = await Promise.all([accept(mine.id, online(mine)), accept(theirs.id, online(theirs))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect([await statusOf(mine.id), await statusOf(theirs.id)].sort()).toEqual(['cancelled', 'payment-pending']);
  });

  it('409 for a pending quotation whose request expired: it is cancelled and its dealer told', async () => {
    const [request, mine] = await quotedTwice();
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${request.id}`);
    const answer = await accept(mine.id, online(mine));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Il preventivo non può essere accettato: è annullato.');
    expect(await statusOf(mine.id)).toBe('cancelled');
    expect(await lastTitle(DEALER)).toBe('Preventivo scaduto');
  });

  it('409 when paying a quotation not yet accepted', async () => {
    const [, mine] = await quotedTwice();
    const answer = await pay(mine.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Il preventivo non può essere pagato: è in attesa di risposta del cliente.');
  });
});

describe('cancelExpiredQuotations', () => {
  it('cancels the pending quotations of expired requests, except where the dealer’s timer is paused', async () => {
    const [request, mine, theirs] = await quotedTwice();
    await query(
      a.t,
      `insert into conversations (uuid, submission_id, dealer_id, frozen_since) values (gen_random_uuid(), ${request.id}, ${DEALER2}, now())`,
    );
    const later = new Date(Date.now() + 3 * 24 * 3_600_000);
    expect(await cancelExpiredQuotations(a.t.app.db, new Date(), { submissionId: request.id })).toBe(0);
    expect(await cancelExpiredQuotations(a.t.app.db, later, { submissionId: request.id })).toBe(1);
    expect([await statusOf(mine.id), await statusOf(theirs.id)]).toEqual(['cancelled', 'pending']);
    expect(await cancelExpiredQuotations(a.t.app.db, later, { submissionId: request.id })).toBe(0);
  });

  it('never touches accepted quotations or closed requests', async () => {
    const [request, mine] = await quotedTwice();
    await accept(mine.id, online(mine));
    const later = new Date(Date.now() + 3 * 24 * 3_600_000);
    expect(await cancelExpiredQuotations(a.t.app.db, later, { submissionId: request.id })).toBe(0);
    expect(await statusOf(mine.id)).toBe('payment-pending');
  });
});
