import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeAmount, FeesPaidWithCredits } from '../../contract/entities/order.js';
import { routes } from '../../contract/routes.js';
import { feeCreditMessages } from '../../i18n/it/payments.js';
import { actors, call, DEALER, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const credits = async () =>
  Number((await query<{ credits: string }>(a.t, `select credits from users where id = ${DEALER}`))[0].credits);
const setCredits = (value: number) => query(a.t, `update users set credits = ${value} where id = ${DEALER}`);
const dueCents = async () =>
  Number(
    (
      await query<{ sum: string | null }>(
        a.t,
        `select sum(amount_cents) as sum from fees where dealer_id = ${DEALER} and paid_at is null`,
      )
    )[0].sum ?? 0,
  );
const payWithCredits = () => call(a.t, a.dealer, routes.feePayWithCredits, { dealerId: DEALER });

/** A quotation paid online while the wallet is empty: its fee stays due. */
async function dueFee() {
  await setCredits(0);
  const sent = await sendQuotation(a, await newRequest(a));
  const accept = {
    payment_type: 'online',
    payment_method_id: 4,
    shipping_fee_chosen: 'flat',
    accepted_rows: [sent.quotation_rows[0].id],
  };
  expect((await call(a.t, a.customer, routes.customerQuotationAccept, { id: sent.id }, accept)).statusCode).toBe(200);
  expect((await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(200);
}

describe("paying the due fees with the wallet's credits", () => {
  it('refuses, in Italian and changing nothing, when the credits do not cover every due fee', async () => {
    await dueFee();
    const due = await dueCents();
    await setCredits((due - 1) / 100);
    const answer = await payWithCredits();
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toMatch(/non bastano per le fee dovute/);
    expect(await credits()).toBe((due - 1) / 100);
    expect(await dueCents()).toBe(due);
  });

  it('settles every due fee once, whatever the number of clicks, and retires the card order of those fees', async () => {
    await dueFee();
    const openOrder = (await call(a.t, a.dealer, routes.feeAmount, { dealerId: DEALER })).json<FeeAmount>().order;
    expect(openOrder).not.toBeNull();
    const due = await dueCents();
    await setCredits(due / 100 + 10);

    const answers = await Promise.all(Array.from({ length: 5 }, () => payWithCredits()));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((other) => other.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).toBe(feeCreditMessages.nothingDue);
    }
    expect(paid[0].json<FeesPaidWithCredits>()).toMatchObject({ credits_spent: due / 100, credits: 10 });
    expect(await credits()).toBe(10);
    expect(await dueCents()).toBe(0);
    const settled = await query<{ settled_by: string }>(
      a.t,
      // The seed's online sales had their fees taken at source ('source'): not the wallet's doing.
      `select distinct settled_by from fees where dealer_id = ${DEALER} and paid_at > now() - interval '1 minute'
        and settled_by <> 'source'`,
    );
    expect(settled.map((row) => row.settled_by)).toEqual(['credits']);
    const [order] = await query<{ status: string }>(a.t, `select status from orders where id = ${openOrder!.id}`);
    expect(order.status).toBe('canceled');
    expect((await call(a.t, a.dealer, routes.feeAmount, { dealerId: DEALER })).json<FeeAmount>()).toMatchObject({
      order: null,
      orderAmount: 0,
    });
  });
});
