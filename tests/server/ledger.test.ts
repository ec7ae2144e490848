import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck, LedgerMovement } from '../../contract/entities/ledger.js';
import { routes } from '../../contract/routes.js';
import { movementLabels } from '../../i18n/it/ledger.js';
import { adjustmentEntry } from '../../server/domain/ledger.js';
import { applyProviderEvent } from '../../server/payments/apply-event.js';
import { refundOrder } from '../../server/payments/refund.js';
import { adjustCredits } from '../../server/repositories/admin/credits.js';
import { postEntry, reconcile } from '../../server/repositories/ledger.js';
import { createOrder } from '../../server/repositories/orders.js';
import { settleDueFeesWithCredits } from '../../server/repositories/wallet.js';
import { admin, adminActors, type AdminActors } from './admin-support.js';
import { call, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

/* The double-entry ledger: every money movement balanced, append-only, idempotent, never below zero. */

let a: AdminActors;
let actors: Actors;
beforeAll(async () => {
  a = await adminActors();
  actors = { t: a.t, dealer: a.dealer, dealer2: a.dealer2, customer: a.customer, customer2: a.customer };
});
afterAll(async () => a?.t.close());

const quiet = { info: () => {}, warn: () => {} };
const credits = async (dealerId: number) =>
  Number((await query<{ credits: string }>(a.t, `select credits from users where id = ${dealerId}`))[0].credits);
const check = async () => (await admin<LedgerCheck>(a, routes.adminLedgerCheck)).body;
/** Transactions whose legs do not sum to 0, or that have none (the database refuses them: always empty). */
const unbalanced = () =>
  query(
    a.t,
    `select t.id from ledger_transactions t left join ledger_legs l on l.transaction_id = t.id
     group by t.id having coalesce(sum(l.amount_cents), 0) <> 0 or count(l.id) = 0`,
  );
const kindsOf = async (where: string) =>
  (await query<{ kind: string }>(a.t, `select kind from ledger_transactions where ${where} order by id`)).map(
    (r) => r.kind,
  );
const register = async (dealerId: number, token = a.dealer, page = 1) =>
  call(a.t, token, routes.dealerMovements, { dealerId }, undefined, `?page=${page}`);

const card = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Test' };
async function buyCredits(token: string, dealerId: number, amount: number, coupon?: string): Promise<number> {
  const buy = await call(a.t, token, routes.creditsBuy, { dealerId }, { credits_amount: amount, coupon });
  expect(buy.statusCode, buy.body).toBe(200);
  const paid = await call(a.t, token, routes.demoCheckout, {}, { client_secret: buy.json().client_secret, ...card });
  expect(paid.json().status).toBe('succeeded');
  return Number(buy.json().order.id);
}

async function accepted(paymentType: 'online' | 'offline') {
  const sent = await sendQuotation(actors, await newRequest(actors));
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

describe('the ledger', () => {
  it('is reconciled right after the seed: the demo dealers open with their credits', async () => {
    expect(await check()).toEqual({ clean: true, problems: [] });
    const answer = await register(a.ids.dealer);
    expect(answer.statusCode, answer.body).toBe(200);
    const opening = answer.json<{ data: LedgerMovement[] }>().data.find((m) => m.kind === 'opening');
    expect(opening).toMatchObject({ label: movementLabels.opening, balance_after: await credits(a.ids.dealer) });
  });

  it('posts every movement as balanced legs, and the dealer’s register lists each with its quotation and balance', async () => {
    const dealer = a.ids.dealer;
    // Credit purchase with a coupon: the credits bought and the free ones.
    const order = await buyCredits(a.dealer, dealer, 100, 'BENVENUTO10');
    expect(await kindsOf(`order_id = ${order}`)).toEqual(['credit_purchase', 'coupon_credits']);
    const afterPurchase = await credits(dealer);

    // Offline acceptance with enough credits: the automatic fee is spent from the credits.
    const offline = await accepted('offline');
    expect(await kindsOf(`quotation_id = ${offline.id}`)).toEqual(['fee_paid_credits']);
    const [fee] = await query<{ amount_cents: string }>(
      a.t,
      `select amount_cents from fees where quotation_id = ${offline.id}`,
    );
    expect(await credits(dealer)).toBe((Math.round(afterPurchase * 100) - Number(fee.amount_cents)) / 100);

    // Online payment with no credits: the customer's money is held for the dealer, the fee becomes due.
    expect(
      (await admin(a, routes.adminDealerCredits, { id: dealer }, { delta: -(await credits(dealer)), reason: 'Azzera' }))
        .status,
    ).toBe(200);
    const online = await accepted('online');
    expect((await call(a.t, a.customer, routes.customerQuotationPay, { id: online.id })).statusCode).toBe(200);
    // Settled online, the fee is taken at source (server/settlement): nothing becomes due, no credits are spent.
    expect(await kindsOf(`quotation_id = ${online.id}`)).toEqual(['customer_payment', 'sale_fee']);
    // An offline sale with no credits: its fee becomes due.
    const offlineDue = await accepted('offline');
    expect(await kindsOf(`quotation_id = ${offlineDue.id}`)).toEqual(['fee_due']);

    // "Salda fee" by card: the fee order settles the due fee.
    const feeOrder = await call(a.t, a.dealer, routes.feePay, { dealerId: dealer });
    expect(feeOrder.statusCode, feeOrder.body).toBe(200);
    const paid = await call(
      a.t,
      a.dealer,
      routes.demoCheckout,
      {},
      { client_secret: feeOrder.json().client_secret, ...card },
    );
    expect(paid.json().status).toBe('succeeded');
    expect(await kindsOf(`order_id = ${feeOrder.json().order.id}`)).toEqual(['fee_paid_order']);

    // A second offline sale whose fee is due, then paid with the credits ("Paga con i crediti").
    const second = await accepted('offline');
    expect((await admin(a, routes.adminDealerCredits, { id: dealer }, { delta: 50, reason: 'Omaggio' })).status).toBe(
      200,
    );
    expect((await call(a.t, a.dealer, routes.feePayWithCredits, { dealerId: dealer })).statusCode).toBe(200);
    expect(await kindsOf(`quotation_id = ${second.id}`)).toEqual(['fee_due', 'fee_paid_credits']);

    // The operator refunds the credit purchase: the money leaves, the credits still held are taken back.
    expect((await admin(a, routes.adminOrderRefund, { id: order }, { reason: 'Reso' })).status).toBe(200);
    expect(await kindsOf(`order_id = ${order}`)).toEqual(['credit_purchase', 'coupon_credits', 'refund']);
    expect(await credits(dealer)).toBe(0);

    expect(await unbalanced()).toEqual([]);
    expect(await check()).toEqual({ clean: true, problems: [] });

    const movements = (await register(dealer)).json<{ data: LedgerMovement[] }>().data;
    const kinds = new Set(movements.map((m) => m.kind));
    for (const kind of [
      'credit_purchase',
      'coupon_credits',
      'fee_paid_credits',
      'fee_due',
      'fee_paid_order',
      'adjustment',
      'refund',
      'customer_payment',
    ])
      expect(kinds, kind).toContain(kind);
    expect(movements[0]).toMatchObject({ kind: 'refund', balance_after: 0, reason: 'Reso', order_id: order });
    const spent = movements.find((m) => m.kind === 'fee_paid_credits' && m.quotation?.id === offline.id);
    expect(spent).toMatchObject({
      quotation: { id: offline.id, code: offline.quotation_code },
      amount: -Number(fee.amount_cents) / 100,
    });
    // Newest first, and each balance is the previous one plus the movement's credits.
    for (let i = 0; i + 1 < movements.length; i++) {
      expect(movements[i].id).toBeGreaterThan(movements[i + 1].id);
      expect(Math.round(movements[i].balance_after * 100)).toBe(
        Math.round((movements[i + 1].balance_after + movements[i].credits_delta) * 100),
      );
    }

    // The console's dealer page shows the fee deductions too, and its paged register is the same.
    const detail = await admin<{ credit_ledger: { kind: string }[] }>(a, routes.adminDealer, { id: dealer });
    expect(detail.body.credit_ledger.map((e) => e.kind)).toContain('fee_paid_credits');
    const console = await admin<{ data: LedgerMovement[] }>(
      a,
      routes.adminDealerMovements,
      { id: dealer },
      undefined,
      '?page=1',
    );
    expect(console.body.data).toEqual(movements);
  });

  it('refuses an unbalanced transaction at commit, and any change or removal of a posted one', async () => {
    const before = await query(a.t, 'select count(*)::int as n from ledger_transactions');
    await expect(
      a.t.app.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: number }>(
          sql`insert into ledger_transactions (key, kind) values ('test:unbalanced', 'adjustment') returning id`,
        );
        await tx.execute(sql`insert into ledger_legs (transaction_id, account_id, amount_cents, balance_after_cents)
          select ${rows[0].id}, id, 100, 0 from ledger_accounts where code = 'platform:promotions'`);
      }),
    ).rejects.toThrow();
    await expect(
      query(a.t, `insert into ledger_transactions (key, kind) values ('test:empty', 'adjustment')`),
    ).rejects.toThrow(/unbalanced/);
    expect(await query(a.t, 'select count(*)::int as n from ledger_transactions')).toEqual(before);
    await expect(query(a.t, 'update ledger_legs set amount_cents = amount_cents * 2')).rejects.toThrow(/append-only/);
    await expect(query(a.t, 'delete from ledger_legs')).rejects.toThrow(/append-only/);
    await expect(query(a.t, `update ledger_transactions set kind = 'refund'`)).rejects.toThrow(/append-only/);
    await expect(query(a.t, 'delete from ledger_transactions')).rejects.toThrow(/append-only/);
    expect((await check()).clean).toBe(true);
  });

  it('posts a key once: a replayed operation or provider event moves nothing the second time', async () => {
    const dealer = a.ids.dealer2;
    const before = await credits(dealer);
    const entry = adjustmentEntry({
      operationId: 'replay-1',
      dealerId: dealer,
      deltaCents: 250,
      reason: 'x',
      operatorId: null,
    });
    const first = await a.t.app.db.transaction((tx) => postEntry(tx, entry));
    const again = await a.t.app.db.transaction((tx) => postEntry(tx, entry));
    expect(first.posted).toBe(true);
    expect(again).toEqual({ posted: false, transactionId: first.transactionId });
    expect(await credits(dealer)).toBe(before + 2.5);

    // The same order confirmed by two provider events (the capture's answer and the webhook): credited once.
    const order = await createOrder(a.t.app.db, {
      dealerId: dealer,
      condition: 'wallet',
      withVat: true,
      credits: 10,
      provider: 'demo',
      rows: [{ itemName: 'Crediti', itemCount: 10, itemAmountCents: 100 }],
    });
    const event = (eventId: string) => ({
      provider: 'demo' as const,
      eventId,
      type: 'payment.succeeded',
      effects: [{ kind: 'order-paid' as const, orderId: order.id, amountCents: order.totalCents }],
    });
    expect(await applyProviderEvent(a.t.app.db, event('evt-a'), quiet)).toBe('applied');
    expect(await applyProviderEvent(a.t.app.db, event('evt-a'), quiet)).toBe('replayed');
    expect(await applyProviderEvent(a.t.app.db, event('evt-b'), quiet)).toBe('ignored');
    expect(await kindsOf(`order_id = ${order.id}`)).toEqual(['credit_purchase']);
    expect(await credits(dealer)).toBe(before + 12.5);

    // A customer's payment of a quotation already paid: no second sale, but the money stays in the books.
    const [quotation] = await query<{ id: number }>(
      a.t,
      `select id from quotations where status = 'paid' and payment_type = 'online' order by id limit 1`,
    );
    const second = await createOrder(a.t.app.db, {
      dealerId: a.ids.customer,
      condition: 'customer',
      withVat: false,
      amountCents: 4200,
      provider: 'demo',
      quotationId: quotation.id,
      rows: [{ itemName: 'Preventivo', itemCount: 1, itemAmountCents: 4200 }],
    });
    const paidTwice = {
      ...event('evt-c'),
      effects: [{ kind: 'order-paid' as const, orderId: second.id, amountCents: 4200 }],
    };
    expect(await applyProviderEvent(a.t.app.db, paidTwice, quiet)).toBe('applied');
    expect(await kindsOf(`order_id = ${second.id}`)).toEqual(['unapplied_payment']);
    expect((await check()).clean).toBe(true);
  });

  it('50 concurrent spends of the same credits never spend twice nor go below zero', async () => {
    const dealer = a.ids.dealer2;
    const start = await credits(dealer);
    expect(
      (await admin(a, routes.adminDealerCredits, { id: dealer }, { delta: 10 - start, reason: 'A 10' })).status,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin(a, routes.adminDealerCredits, { id: dealer }, { delta: -0.5, reason: 'Spesa' }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(30);
    expect(await credits(dealer)).toBe(0);
    const [{ n }] = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from ledger_transactions where dealer_id = ${dealer} and reason = 'Spesa'`,
    );
    expect(n).toBe(20);
    expect(await check()).toEqual({ clean: true, problems: [] });
  });
});

/** One step of a random money history. */
type Step =
  | { op: 'purchase'; dealer: 0 | 1; cents: number }
  | { op: 'spend'; dealer: 0 | 1; cents: number }
  | { op: 'adjust'; dealer: 0 | 1; cents: number }
  | { op: 'refund'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('purchase' as const),
    dealer: fc.constantFrom(0 as const, 1 as const),
    cents: fc.integer({ min: 100, max: 50_000 }),
  }),
  fc.record({
    op: fc.constant('spend' as const),
    dealer: fc.constantFrom(0 as const, 1 as const),
    cents: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({
    op: fc.constant('adjust' as const),
    dealer: fc.constantFrom(0 as const, 1 as const),
    cents: fc.integer({ min: -20_000, max: 20_000 }).filter((c) => c !== 0),
  }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
);

describe('the ledger under random histories (fast-check)', () => {
  it('balances every transaction, keeps every dealer’s credits ≥ 0, sums to 0 and reconciles', async () => {
    const db = a.t.app.db;
    const dealers = [a.ids.dealer, a.ids.dealer2];
    const purchases: number[] = [];
    const run = async (steps: Step[]) => {
      for (const s of steps) {
        if (s.op === 'purchase') {
          const order = await createOrder(db, {
            dealerId: dealers[s.dealer],
            condition: 'wallet',
            withVat: true,
            credits: s.cents / 100,
            provider: 'demo',
            rows: [{ itemName: 'Crediti', itemCount: 1, itemAmountCents: s.cents }],
          });
          const event = {
            provider: 'demo' as const,
            eventId: `prop-${order.id}`,
            type: 'paid',
            effects: [{ kind: 'order-paid' as const, orderId: order.id, amountCents: order.totalCents }],
          };
          expect(await applyProviderEvent(db, event, quiet)).toBe('applied');
          purchases.push(order.id);
        } else if (s.op === 'spend') {
          await query(
            a.t,
            `insert into fees (dealer_id, amount_cents, description) values (${dealers[s.dealer]}, ${s.cents}, 'Fee di prova')`,
          );
          await db.transaction((tx) => settleDueFeesWithCredits(tx, dealers[s.dealer]));
        } else if (s.op === 'adjust') {
          await adjustCredits(db, a.ids.operator, dealers[s.dealer], s.cents / 100, 'Prova');
        } else if (purchases.length > 0) {
          const orderId = purchases[s.pick % purchases.length];
          const [order] = await query<{ status: string }>(a.t, `select status from orders where id = ${orderId}`);
          if (order.status === 'paid')
            await refundOrder(db, a.t.app.payments.provider, a.t.app.log, {
              orderId,
              operatorId: a.ids.operator,
              reason: 'Prova',
            });
        }
        for (const id of dealers) expect(await credits(id)).toBeGreaterThanOrEqual(0);
      }
      expect(await unbalanced()).toEqual([]);
      const [{ total }] = await query<{ total: string }>(
        a.t,
        'select coalesce(sum(amount_cents), 0) as total from ledger_legs',
      );
      expect(Number(total)).toBe(0);
      const [{ negative }] = await query<{ negative: number }>(
        a.t,
        `select count(*)::int as negative from ledger_accounts where kind = 'dealer_credits' and balance_cents > 0`,
      );
      expect(negative).toBe(0);
      expect(await reconcile(db)).toEqual({ clean: true, problems: [] });
    };
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), run), { numRuns: 12 });
  });
});
