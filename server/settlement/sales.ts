import { sql } from 'drizzle-orm';
import { serverMessages } from '../../i18n/it/server.js';
import type { Db, DbOrTx } from '../db/types.js';
import { FEE_PERCENT } from '../domain/fees.js';
import { postEntry } from '../repositories/ledger.js';
import { availableAt, releaseEntry, saleFeeEntry, splitSale } from './rules.js';

/**
 * A customer's online payment becomes a sale settled for the dealer: the platform's fee is taken at source (no fee
 * becomes due, no credits are spent), the dealer's share is held until the goods arrive and the protection window
 * passes, then available for a payout. Runs in the caller's transaction (the quotation's move to paid).
 */
export async function recordOnlineSale(
  tx: DbOrTx,
  input: { quotationId: number; dealerId: number; grossCents: number; code: string; at: Date },
): Promise<void> {
  const { rows: orders } = await tx.execute<{ id: number; on_behalf_of: string | null }>(sql`select id, on_behalf_of
    from orders where quotation_id = ${input.quotationId} and condition = 'customer' and status = 'paid'
    order by id desc limit 1`);
  const order = orders[0] ?? null;
  const split = splitSale(input.grossCents);
  const { rows } = await tx.execute(sql`insert into settlement_sales
      (quotation_id, dealer_id, order_id, gross_cents, fee_cents, fee_vat_cents, net_cents, on_behalf, created_at)
    values (${input.quotationId}, ${input.dealerId}, ${order?.id ?? null}, ${split.grossCents}, ${split.feeCents},
      ${split.feeVatCents}, ${split.netCents}, ${Boolean(order?.on_behalf_of)}, ${input.at.toISOString()}::timestamptz)
    on conflict (quotation_id) do nothing returning quotation_id`);
  if (rows.length === 0) return;
  await postEntry(
    tx,
    saleFeeEntry({ quotationId: input.quotationId, dealerId: input.dealerId, orderId: order?.id ?? null, split }),
  );
  // The quotation's one commission, already settled at source: "Salda fee" and the credits never see it.
  await tx.execute(sql`insert into fees (dealer_id, quotation_id, amount_cents, description, paid_at, settled_by)
    values (${input.dealerId}, ${input.quotationId}, ${split.feeCents},
      ${serverMessages.feeDescription(FEE_PERCENT, input.code)}, ${input.at.toISOString()}::timestamptz, 'source')
    on conflict do nothing`);
}

/**
 * The goods reached the customer ("Ho ricevuto il ricambio", or the courier's delivered event): the protection window
 * starts. Once per sale; a sale already released or paid is left alone.
 */
export async function startProtectionWindow(
  tx: DbOrTx,
  quotationId: number,
  deliveredAt: Date,
  holdDays: number,
): Promise<void> {
  await tx.execute(sql`update settlement_sales set delivered_at = ${deliveredAt.toISOString()}::timestamptz,
      available_at = ${availableAt(deliveredAt, holdDays).toISOString()}::timestamptz
    where quotation_id = ${quotationId} and state = 'held' and delivered_at is null`);
}

/**
 * Releases every held sale whose window has passed (of one dealer, or all): held → available, one ledger movement
 * each. Rows are taken with skip locked, so two instances releasing at once split the work and never post twice
 * (the ledger key is unique too). Answers how many were released.
 */
export async function releaseDueSales(db: Db, now: Date, dealerId: number | null = null, batch = 500): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ quotation_id: number; dealer_id: number; net_cents: string }>(sql`
        select quotation_id, dealer_id, net_cents from settlement_sales
        where state = 'held' and available_at <= ${now.toISOString()}::timestamptz
          ${dealerId === null ? sql`` : sql`and dealer_id = ${dealerId}`}
        order by available_at limit ${batch} for update skip locked`);
      for (const row of rows) {
        await postEntry(
          tx,
          releaseEntry({
            quotationId: Number(row.quotation_id),
            dealerId: Number(row.dealer_id),
            netCents: Number(row.net_cents),
          }),
        );
        await tx.execute(sql`update settlement_sales set state = 'available' where quotation_id = ${row.quotation_id}`);
      }
      return rows.length;
    });
    released += count;
    if (count < batch) return released;
  }
}
