import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '../../contract/entities/ledger.js';
import type { Payout, SettlementBalances, SettlementSale } from '../../contract/entities/settlement.js';
import { routes } from '../../contract/routes.js';
import { settlementMessages } from '../../i18n/it/settlement.js';
import { feeAmountCents } from '../../server/domain/fees.js';
import { applyProviderEvent } from '../../server/payments/apply-event.js';
import { DemoPayouts } from '../../server/settlement/demo.js';
import { runSettlement } from '../../server/settlement/job.js';
import { releaseDueSales } from '../../server/settlement/sales.js';
import { splitSale } from '../../server/settlement/rules.js';
import { reconcile } from '../../server/repositories/ledger.js';
import { call, DEALER, newRequest, query, sendQuotation, type Actors, actors } from './quotations-fixtures.js';

/*
 * Settlement with the offline demo provider, on a real PGlite database: a customer's online payment becomes a sale
 * for the dealer with the fee taken at source, held until the goods arrive plus the protection window, then paid
 * out exactly once.
 */

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const quiet = { info: () => {}, warn: () => {} };
const DAY = 24 * 60 * 60 * 1000;

const balances = async (token = a.dealer) => {
  const answer = await call(a.t, token, routes.settlementBalances, { dealerId: DEALER });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SettlementBalances>();
};
const credits = async () =>
  Number((await query<{ credits: string }>(a.t, `select credits from users where id = ${DEALER}`))[0].credits);
const dueFees = async () =>
  Number(
    (
      await query<{ n: string }>(a.t, `select count(*) as n from fees where dealer_id = ${DEALER} and paid_at is null`)
    )[0].n,
  );
const cents = (euro: number) => Math.round(euro * 100);

/** A quotation of dealer 1 accepted online at `total` euro and paid by the customer (demo provider). */
async function paidSale(total: number) {
  const sent = await sendQuotation(a, await newRequest(a, 1));
  const accept = await call(
    a.t,
    a.customer,
    routes.customerQuotationAccept,
    { id: sent.id },
    {
      payment_type: 'online',
      payment_method_id: 4,
      shipping_fee_chosen: 'flat',
      accepted_rows: [sent.quotation_rows[0].id],
    },
  );
  expect(accept.statusCode, accept.body).toBe(200);
  await query(a.t, `update quotations set total_price = ${total} where id = ${sent.id}`);
  const paid = await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id });
  expect(paid.statusCode, paid.body).toBe(200);
  return sent.id;
}

async function shipAndReceive(quotationId: number, now: Date) {
  const shipped = await call(a.t, a.dealer, routes.quotationTracking, { id: quotationId }, { tracking_code: 'TRK1' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  // The customer's "Ho ricevuto il ricambio" at a chosen time: the window counts from it.
  const { confirmReceipt } = await import('../../server/repositories/quotations-delivery.js');
  const { CUSTOMER } = await import('./quotations-fixtures.js');
  await confirmReceipt(a.t.app.db, CUSTOMER, quotationId, now, 7);
}

const saleOf = async (quotationId: number) => {
  const answer = await call(a.t, a.dealer, routes.settlementSales, { dealerId: DEALER }, undefined, '?page=1');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: SettlementSale[] }>().data.find((sale) => sale.quotation.id === quotationId);
};

describe('settlement (demo provider)', () => {
  it('splits by the fee rule: 80,00 € → 77,60 € to the dealer and 2,40 € fee; the minimum 1,50 € below 50 €', () => {
    expect(splitSale(8000)).toEqual({ grossCents: 8000, feeCents: 240, feeVatCents: 43, netCents: 7760 });
    expect(splitSale(3000)).toMatchObject({ feeCents: 150, netCents: 2850 });
    expect(splitSale(5000)).toMatchObject({ feeCents: 150, netCents: 4850 });
    expect(splitSale(5001)).toMatchObject({ feeCents: 150, netCents: 4851 });
    expect(splitSale(100)).toMatchObject({ feeCents: 100, netCents: 0 });
  });

  it('never loses a cent in the split, for any amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (gross) => {
        const split = splitSale(gross);
        expect(split.netCents + split.feeCents).toBe(gross);
        expect(split.feeCents).toBe(Math.min(gross, feeAmountCents(gross)));
        expect(split.feeVatCents).toBeGreaterThanOrEqual(0);
        expect(split.feeVatCents).toBeLessThan(split.feeCents);
        expect(Number.isInteger(split.feeVatCents)).toBe(true);
      }),
    );
  });

  it('holds 77,60 € for the dealer on an 80,00 € online sale, fee 2,40 € at source, no credits spent, no fee due', async () => {
    const before = await balances();
    const creditsBefore = await credits();
    const dueBefore = await dueFees();
    const id = await paidSale(80);
    const after = await balances();
    expect(cents(after.held - before.held)).toBe(7760);
    expect(after.available).toBe(before.available);
    expect(await credits()).toBe(creditsBefore);
    expect(await dueFees()).toBe(dueBefore);
    expect(await saleOf(id)).toMatchObject({ gross: 80, fee: 2.4, fee_vat: 0.43, net: 77.6, state: 'held' });
    const [fee] = await query<{ amount_cents: string; settled_by: string }>(
      a.t,
      `select amount_cents, settled_by from fees where quotation_id = ${id}`,
    );
    expect({ ...fee, amount_cents: Number(fee.amount_cents) }).toEqual({ amount_cents: 240, settled_by: 'source' });
    const feeAmount = await call(a.t, a.dealer, routes.feeAmount, { dealerId: DEALER });
    expect(JSON.stringify(feeAmount.json())).not.toContain(
      (await query<{ quotation_code: string }>(a.t, `select quotation_code from quotations where id = ${id}`))[0]
        .quotation_code,
    );
  });

  it('takes the minimum fee 1,50 € on a 30,00 € sale', async () => {
    const id = await paidSale(30);
    expect(await saleOf(id)).toMatchObject({ gross: 30, fee: 1.5, net: 28.5, state: 'held' });
  });

  it('releases the share PAYOUT_HOLD_DAYS after the customer received the part, not before', async () => {
    const id = await paidSale(80);
    // Three days ago: the window (7 days) ends in four, so only the injected clock below reaches it.
    const received = new Date(Date.now() - 3 * DAY);
    await shipAndReceive(id, received);
    expect((await saleOf(id))?.available_at).toBe(new Date(received.getTime() + 7 * DAY).toISOString());
    await releaseDueSales(a.t.app.db, new Date(received.getTime() + 7 * DAY - 1000), DEALER);
    expect((await saleOf(id))?.state).toBe('held');
    const before = await balances();
    await releaseDueSales(a.t.app.db, new Date(received.getTime() + 7 * DAY), DEALER);
    expect((await saleOf(id))?.state).toBe('available');
    const after = await balances();
    expect(cents(after.available - before.available)).toBe(7760);
    expect(cents(before.held - after.held)).toBe(7760);
  });

  it('refuses the payout before the payout account is active, then activates it with the profile IBAN', async () => {
    await query(a.t, `delete from payout_accounts where dealer_id = ${DEALER}`);
    const refused = await call(a.t, a.dealer, routes.dealerPayoutRequest, { dealerId: DEALER });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(settlementMessages.noAccount);
    const link = await call(a.t, a.dealer, routes.payoutAccountOnboard, { dealerId: DEALER });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ account: { provider: 'demo', state: 'pending' } });
    expect(link.json().url).toContain('/incassi/attiva');
    const active = await call(a.t, a.dealer, routes.payoutAccountDemoActivate, { dealerId: DEALER });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json()).toMatchObject({ state: 'active', charges_enabled: true, payouts_enabled: true });
  });

  it('50 concurrent "Richiedi versamento" make exactly one payout, paid through the demo webhook', async () => {
    const available = (await balances()).available;
    expect(available).toBeGreaterThan(0);
    const paidBefore = (await balances()).paid;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(a.t, a.dealer, routes.dealerPayoutRequest, { dealerId: DEALER })),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(49);
    const payout = created[0].json<Payout>();
    expect(payout).toMatchObject({ status: 'paid', amount: available });
    const after = await balances();
    expect(after.available).toBe(0);
    expect(cents(after.paid - paidBefore)).toBe(cents(available));
    const list = await call(a.t, a.dealer, routes.dealerPayouts, { dealerId: DEALER }, undefined, '?page=1');
    expect(list.json<{ data: Payout[] }>().data[0].id).toBe(payout.id);
    expect(list.json<{ data: Payout[] }>().data[0].sales.length).toBeGreaterThan(0);
  });

  it('applies a replayed payout webhook once, and a forged one not at all', async () => {
    const id = await paidSale(80);
    await shipAndReceive(id, new Date(Date.now() - 10 * DAY));
    const payoutAnswer = await call(a.t, a.dealer, routes.dealerPayoutRequest, { dealerId: DEALER });
    expect(payoutAnswer.statusCode, payoutAnswer.body).toBe(201);
    const payout = payoutAnswer.json<Payout>();
    const adapter = a.t.app.payments.payouts as DemoPayouts;
    // A failure event for a payout already paid changes nothing.
    const late = adapter.event({ type: 'payout.failed', external_id: `demo_po_${payout.id}`, payout_id: payout.id });
    const event = await a.t.app.payments.demo.receiveWebhook(late);
    expect(event).not.toBeNull();
    expect(await applyProviderEvent(a.t.app.db, event!, quiet)).toBe('ignored');
    expect(await applyProviderEvent(a.t.app.db, event!, quiet)).toBe('replayed');
    const forged = { ...late, headers: { 'x-demo-signature': 'f'.repeat(64) } };
    expect(await a.t.app.payments.demo.receiveWebhook(forged)).toBeNull();
    const [row] = await query<{ status: string }>(a.t, `select status from payouts where id = ${payout.id}`);
    expect(row.status).toBe('paid');
    const keys = await query<{ n: string }>(
      a.t,
      `select count(*) as n from ledger_transactions where key like 'payout:${payout.id}:%'`,
    );
    expect(Number(keys[0].n)).toBe(2);
  });

  it('a failed payout makes its amount available again; the operator retries it', async () => {
    const id = await paidSale(50);
    await shipAndReceive(id, new Date(Date.now() - 10 * DAY));
    await query(a.t, `update payout_accounts set payouts_enabled = true where dealer_id = ${DEALER}`);
    // The bank refuses: the payout is booked and in transit, then its failure event arrives.
    const { bookPayout } = await import('../../server/settlement/payouts.js');
    await releaseDueSales(a.t.app.db, new Date(), DEALER);
    const payoutId = await bookPayout(a.t.app.db, DEALER, { automatic: false, requestedBy: DEALER });
    await query(
      a.t,
      `update payouts set status = 'in_transit', external_id = 'demo_po_${payoutId}' where id = ${payoutId}`,
    );
    const adapter = a.t.app.payments.payouts as DemoPayouts;
    const failed = await a.t.app.payments.demo.receiveWebhook(
      adapter.event({
        type: 'payout.failed',
        external_id: `demo_po_${payoutId}`,
        payout_id: payoutId,
        reason: 'IBAN chiuso',
      }),
    );
    expect(await applyProviderEvent(a.t.app.db, failed!, quiet)).toBe('applied');
    expect((await balances()).available).toBe(48.5);
    expect((await saleOf(id))?.state).toBe('available');
    const operator = await a.t.login('operatore@demo.example', undefined, 'operator-console');
    const retried = await call(a.t, operator, routes.adminPayoutRetry, { id: payoutId });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<Payout>()).toMatchObject({ status: 'paid', amount: 48.5 });
    expect((await balances()).available).toBe(0);
  });

  it('refuses another dealer, a customer and the anonymous', async () => {
    for (const route of [routes.settlementBalances, routes.dealerPayouts, routes.payoutAccount]) {
      expect((await call(a.t, a.dealer2, route, { dealerId: DEALER })).statusCode).toBe(403);
      expect((await call(a.t, a.customer, route, { dealerId: DEALER })).statusCode).toBe(403);
      expect((await call(a.t, null, route, { dealerId: DEALER })).statusCode).toBe(401);
    }
    expect((await call(a.t, a.dealer2, routes.dealerPayoutRequest, { dealerId: DEALER })).statusCode).toBe(403);
  });

  it('lets the owner and the billing role manage settlement, not the quoter nor the warehouse', async () => {
    const quoter = await a.t.login('preventivi@demo.example');
    const shipping = await a.t.login('magazzino@demo.example');
    for (const token of [quoter, shipping]) {
      expect((await call(a.t, token, routes.settlementBalances, { dealerId: DEALER })).statusCode).toBe(403);
      expect((await call(a.t, token, routes.dealerPayoutRequest, { dealerId: DEALER })).statusCode).toBe(403);
      expect((await call(a.t, token, routes.payoutAccountOnboard, { dealerId: DEALER })).statusCode).toBe(403);
    }
    await query(a.t, `update users set staff_role = 'billing' where email = 'preventivi@demo.example'`);
    const billing = await a.t.login('preventivi@demo.example');
    expect((await call(a.t, billing, routes.settlementBalances, { dealerId: DEALER })).statusCode).toBe(200);
    expect((await call(a.t, billing, routes.payoutAccount, { dealerId: DEALER })).statusCode).toBe(200);
    await query(a.t, `update users set staff_role = 'quoter' where email = 'preventivi@demo.example'`);
  });

  it('gives the customer a receipt naming the dealer as seller, collected on its behalf', async () => {
    const id = await paidSale(80);
    const receipt = await call(a.t, a.customer, routes.customerQuotationReceipt, { id });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().statement).toContain('per conto del venditore');
    expect((await call(a.t, a.customer2, routes.customerQuotationReceipt, { id })).statusCode).toBe(404);
  });

  it('exports the sales as an Italian CSV', async () => {
    const csv = await call(a.t, a.dealer, routes.settlementCsv, { dealerId: DEALER });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('80,00;2,40;0,43;77,60');
  });

  it('runs the automatic payouts once across instances, and the books reconcile', async () => {
    const now = new Date();
    const first = await runSettlement(a.t.app, now, 60_000);
    const second = await runSettlement(a.t.app, now, 60_000);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const check: LedgerCheck = await reconcile(a.t.app.db);
    expect(check).toEqual({ clean: true, problems: [] });
  });
});
