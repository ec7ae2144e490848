import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeAmount } from '../../contract/entities/order.js';
import { routes } from '../../contract/routes.js';
import { serverMessages } from '../../i18n/it/server.js';
import { chargeQuotationFee, feeAmountCents } from '../../server/domain/fees.js';
import { actors, call, DEALER, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const credits = async () =>
  Number((await query<{ credits: string }>(a.t, `select credits from users where id = ${DEALER}`))[0].credits);
const setCredits = (value: number) => query(a.t, `update users set credits = ${value} where id = ${DEALER}`);
const feeOf = async (quotationId: number) =>
  (
    await query<{ amount_cents: number; paid_at: Date | null; settled_by: string | null; description: string }>(
      a.t,
      `select amount_cents, paid_at, settled_by, description from fees where quotation_id = ${quotationId}`,
    )
  )[0];
const totalCents = async (quotationId: number) =>
  Math.round(
    Number(
      (await query<{ total_price: string }>(a.t, `select total_price from quotations where id = ${quotationId}`))[0]
        .total_price,
    ) * 100,
  );
const feeAmount = async () => (await call(a.t, a.dealer, routes.feeAmount, { dealerId: DEALER })).json<FeeAmount>();

async function acceptedQuotation(paymentType: 'online' | 'offline') {
  const sent = await sendQuotation(a, await newRequest(a));
  const body =
    paymentType === 'online'
      ? {
          payment_type: 'online',
          payment_method_id: 4,
          shipping_fee_chosen: 'flat',
          accepted_rows: [sent.quotation_rows[0].id],
        }
      : { payment_type: 'offline', payment_method_id: 2, accepted_rows: [sent.quotation_rows[0].id] };
  const answer = await call(a.t, a.customer, routes.customerQuotationAccept, { id: sent.id }, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return sent;
}

describe('fees: 3% of the quotation total (at least 1.50 €), paid from credits when they suffice', () => {
  it('an offline acceptance with enough credits: the fee is taken from the wallet at once, nothing new is due', async () => {
    await setCredits(120);
    const dueBefore = await feeAmount();
    const sent = await acceptedQuotation('offline');
    const fee = await feeOf(sent.id);
    expect(fee.amount_cents).toBe(feeAmountCents(await totalCents(sent.id)));
    expect(fee.description).toBe(serverMessages.feeDescription(3, sent.quotation_code));
    expect(fee.settled_by).toBe('credits');
    expect(fee.paid_at).not.toBeNull();
    expect(await credits()).toBe(120 - fee.amount_cents / 100);
    expect((await feeAmount()).orderAmount).toBe(dueBefore.orderAmount);
  });

  it('an online payment settles its fee at source: nothing due, no credits spent', async () => {
    await setCredits(1);
    const dueBefore = await feeAmount();
    const sent = await acceptedQuotation('online');
    expect((await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(200);
    const fee = await feeOf(sent.id);
    expect(fee.settled_by).toBe('source');
    expect(fee.paid_at).not.toBeNull();
    expect(await credits()).toBe(1);
    expect((await feeAmount()).orderAmount).toBe(dueBefore.orderAmount);
  });

  it('an offline sale without enough credits: the fee becomes due and appears in fee-amount with 22% VAT', async () => {
    await setCredits(1);
    const dueBefore = await feeAmount();
    const sent = await acceptedQuotation('offline');
    const fee = await feeOf(sent.id);
    expect(fee.settled_by).toBeNull();
    expect(fee.paid_at).toBeNull();
    expect(await credits()).toBe(1);

    const due = await feeAmount();
    expect(due.order?.order_rows.at(-1)).toMatchObject({
      item_name: fee.description,
      item_count: 1,
      item_amount: fee.amount_cents / 100,
    });
    const before = Math.round(dueBefore.orderAmount * 100);
    const netBefore = (dueBefore.order?.order_rows ?? []).reduce((sum, r) => sum + Math.round(r.item_amount * 100), 0);
    const net = netBefore + fee.amount_cents;
    expect(Math.round(due.orderAmount * 100)).toBe(net + Math.round(net * 0.22));
    expect(Math.round(due.orderAmount * 100)).toBeGreaterThan(before);
  });

  it('is charged once per quotation, and only for paid or completed ones', async () => {
    await setCredits(0);
    const sent = await acceptedQuotation('offline');
    expect(await chargeQuotationFee(a.t.app.db, sent.id)).toBeNull();
    expect(await query(a.t, `select id from fees where quotation_id = ${sent.id}`)).toHaveLength(1);

    const pending = await sendQuotation(a, await newRequest(a));
    expect(await chargeQuotationFee(a.t.app.db, pending.id)).toBeNull();
    expect(await query(a.t, `select id from fees where quotation_id = ${pending.id}`)).toHaveLength(0);
    expect(await chargeQuotationFee(a.t.app.db, 999_999)).toBeNull();
  });

  it('the same fee-amount order is answered while the due fees do not change', async () => {
    const first = await feeAmount();
    const second = await feeAmount();
    expect(second.order?.id).toBe(first.order?.id);
  });
});
