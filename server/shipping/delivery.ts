import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { DEFAULT_HOLD_DAYS } from '../settlement/rules.js';
import { startProtectionWindow } from '../settlement/sales.js';

/**
 * The courier reported "Consegnato": the quotation's delivery record (contract/delivery.ts, kind 'courier') is written
 * once, inside the caller's transaction, and, as with the customer's "Ho ricevuto il ricambio", the return window and
 * the dealer's held share start now (server/settlement). Answers false when the delivery was recorded already (by the
 * customer, or an earlier event): nothing is written twice.
 */
export async function recordCourierDelivery(
  tx: DbOrTx,
  quotationId: number,
  deliveredAt: Date,
  holdDays = DEFAULT_HOLD_DAYS,
): Promise<boolean> {
  const at = sql`${deliveredAt.toISOString()}::timestamptz`;
  const { rows } = await tx.execute<{ id: number }>(sql`update quotations set delivered_at = ${at}, delivered_by = null,
      delivery_kind = 'courier', updated_at = now()
    where id = ${quotationId} and status = 'complete' and delivered_at is null returning id`);
  if (rows.length === 0) return false;
  await startProtectionWindow(tx, quotationId, deliveredAt, holdDays);
  return true;
}
