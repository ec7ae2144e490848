import { sql } from 'drizzle-orm';
import { customerPaymentEntry } from '../../../server/domain/ledger.js';
import type { Database } from '../../../server/db/types.js';
import { DemoProvider, DEMO_SIGNATURE_HEADER, type DemoEvent } from '../../../server/payments/demo.js';
import { postEntry } from '../../../server/repositories/ledger.js';
import { recordDemoMovement } from '../../../server/settlement/demo-records.js';
import { releaseEntry, saleFeeEntry, splitSale } from '../../../server/settlement/rules.js';
import { rows } from './setup-data.js';

/** The demo provider's signing key the fault tests give the server, so they can act as the provider. */
export const DEMO_SECRET = 'fault-suite-demo-secret';
const demo = new DemoProvider(Buffer.from(DEMO_SECRET, 'utf8'));

/** A customer's quotation waiting for its online payment, with the customer order the provider is paying. */
export interface PayableSale {
  quotationId: number;
  orderId: number;
  dealerId: number;
  totalCents: number;
  externalId: string;
}

/** Quotations of the demo data no money has touched yet (no ledger movement, no sale), `count` of them. */
async function untouchedQuotations(database: Database, count: number, dealerId?: number) {
  return rows<{ id: number; dealer_id: number; author_id: number; total_cents: string }>(
    database,
    `select q.id, q.dealer_id, s.author_id, round(q.total_price * 100)::bigint as total_cents
      from quotations q join submissions s on s.id = q.submission_id
      where q.total_price > 0 and q.status in ('pending', 'payment-pending', 'cancelled')
        ${dealerId === undefined ? '' : `and q.dealer_id = ${dealerId}`}
        and not exists (select 1 from settlement_sales x where x.quotation_id = q.id)
        and not exists (select 1 from ledger_transactions t where t.quotation_id = q.id)
        and not exists (select 1 from orders o where o.quotation_id = q.id)
      order by q.id limit ${count}`,
  );
}

/**
 * `count` quotations accepted for an online payment, each with its customer order created and, in the demo provider's
 * books, the card already charged: what is left is the provider's webhook that pays the sale.
 */
export async function payableSales(database: Database, count: number): Promise<PayableSale[]> {
  const quotations = await untouchedQuotations(database, count);
  const sales: PayableSale[] = [];
  for (const q of quotations) {
    const externalId = `demo_pi_fault_${q.id}`;
    await database.query(`update quotations set status = 'payment-pending', payment_type = 'online',
      payment_method_id = 4 where id = ${q.id}`);
    const [order] = await rows<{ id: number }>(
      database,
      `insert into orders (dealer_id, condition, status, total_cents, tax_cents, provider, external_id, quotation_id,
        paid_by) values (${q.author_id}, 'customer', 'created', ${q.total_cents}, 0, 'demo', '${externalId}', ${q.id},
        ${q.author_id}) returning id`,
    );
    await recordDemoMovement(database.db, {
      kind: 'payment',
      externalId,
      orderId: Number(order.id),
      amountCents: Number(q.total_cents),
    });
    sales.push({
      quotationId: Number(q.id),
      orderId: Number(order.id),
      dealerId: Number(q.dealer_id),
      totalCents: Number(q.total_cents),
      externalId,
    });
  }
  return sales;
}

/** The demo provider's signed payment.succeeded of a sale, as its webhook receives it (the same id on every delivery). */
export function paymentEvent(sale: PayableSale): { body: string; headers: Record<string, string> } {
  const event: DemoEvent = {
    id: `evt_fault_${sale.orderId}`,
    type: 'payment.succeeded',
    order_id: sale.orderId,
    amount_cents: sale.totalCents,
    external_id: sale.externalId,
  };
  const { body, signature } = demo.signEvent(event);
  return { body, headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature } };
}

/** A demo payout account, enabled, for each dealer that has none. */
export async function payoutAccounts(database: Database, dealerIds: number[]): Promise<void> {
  for (const dealerId of dealerIds) {
    await database.query(`insert into payout_accounts (dealer_id, provider, external_id, charges_enabled,
        payouts_enabled, schedule) values (${dealerId}, 'demo', 'demo_acct_${dealerId}', true, true, 'weekly')
      on conflict (dealer_id) do update set payouts_enabled = true, blocked = false`);
  }
}

/**
 * `count` online sales of a dealer whose share is available now, as the product leaves them: the customer's order
 * paid at the demo provider (its books too), the payment and the fee taken at source in the ledger, delivered and
 * released. Answers their quotation ids.
 */
export async function availableSales(database: Database, dealerId: number, count: number): Promise<number[]> {
  const quotations = await untouchedQuotations(database, count, dealerId);
  const past = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
  for (const q of quotations) {
    const grossCents = Number(q.total_cents);
    const split = splitSale(grossCents);
    await database.query(`update quotations set status = 'paid', payment_type = 'online', payment_method_id = 4
      where id = ${q.id}`);
    const [order] = await rows<{ id: number }>(
      database,
      `insert into orders (dealer_id, condition, status, total_cents, tax_cents, provider, external_id, quotation_id,
        paid_by, paid_at) values (${q.author_id}, 'customer', 'paid', ${grossCents}, 0, 'demo',
        'demo_pi_sale_${q.id}', ${q.id}, ${q.author_id}, now()) returning id`,
    );
    await database.db.transaction(async (tx) => {
      await recordDemoMovement(tx, {
        kind: 'payment',
        externalId: `demo_pi_sale_${q.id}`,
        orderId: Number(order.id),
        amountCents: grossCents,
      });
      await postEntry(tx, customerPaymentEntry({ quotationId: q.id, dealerId, totalCents: grossCents }));
      await postEntry(tx, saleFeeEntry({ quotationId: q.id, dealerId, orderId: Number(order.id), split }));
      await postEntry(tx, releaseEntry({ quotationId: q.id, dealerId, netCents: split.netCents }));
      await tx.execute(sql`insert into settlement_sales (quotation_id, dealer_id, order_id, gross_cents, fee_cents,
          fee_vat_cents, net_cents, state, delivered_at, available_at)
        values (${q.id}, ${dealerId}, ${Number(order.id)}, ${grossCents}, ${split.feeCents}, ${split.feeVatCents},
          ${split.netCents}, 'available', ${past.toISOString()}::timestamptz, ${past.toISOString()}::timestamptz)`);
    });
  }
  return quotations.map((q) => Number(q.id));
}
