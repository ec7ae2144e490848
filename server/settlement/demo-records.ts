import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import type { ProviderMovement } from './provider.js';

/**
 * The demo provider's own books (migration 0040): what the offline provider did as a provider would record it, a
 * card charged, a refund, a payout sent to a dealer's bank. Written by the demo provider when it acts, before its
 * event reaches our webhook, so the daily reconciliation compares the ledger with something other than itself.
 */

export interface DemoMovement {
  kind: ProviderMovement['kind'];
  externalId: string;
  orderId?: number | null;
  payoutId?: number | null;
  account?: string | null;
  amountCents: number;
  status?: 'paid' | 'in_transit' | 'failed';
}

/** Records a movement once: the same id again (a retry with the same idempotency key) changes nothing. */
export async function recordDemoMovement(db: DbOrTx, movement: DemoMovement): Promise<void> {
  await db.execute(sql`insert into demo_provider_records (kind, external_id, order_id, payout_id, account, amount_cents,
      status)
    values (${movement.kind}, ${movement.externalId}, ${movement.orderId ?? null}, ${movement.payoutId ?? null},
      ${movement.account ?? null}, ${movement.amountCents}, ${movement.status ?? 'paid'})
    on conflict (kind, external_id) do nothing`);
}

interface Row extends Record<string, unknown> {
  kind: ProviderMovement['kind'];
  external_id: string;
  order_id: number | null;
  payout_id: number | null;
  account: string | null;
  amount_cents: string;
  status: 'paid' | 'in_transit' | 'failed';
  created_at: Date | string;
}

/** The demo's movements created in [from, to). */
export async function demoMovements(db: DbOrTx, from: Date, to: Date): Promise<ProviderMovement[]> {
  const { rows } = await db.execute<Row>(sql`select kind, external_id, order_id, payout_id, account, amount_cents,
      status, created_at
    from demo_provider_records
    where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
    order by id`);
  return rows.map((row) => ({
    kind: row.kind,
    externalId: row.external_id,
    orderId: row.order_id === null ? null : Number(row.order_id),
    payoutId: row.payout_id === null ? null : Number(row.payout_id),
    account: row.account,
    amountCents: Number(row.amount_cents),
    status: row.kind === 'payout' ? row.status : null,
    at: new Date(row.created_at),
  }));
}

/** The demo's payouts it has paid whose paid event our side has not applied yet (a crash in between). */
export async function unacknowledgedDemoPayouts(
  db: DbOrTx,
): Promise<{ payoutId: number; externalId: string; status: 'paid' | 'failed' }[]> {
  const { rows } = await db.execute<{ payout_id: number; external_id: string; status: 'paid' | 'failed' }>(sql`
    select r.payout_id, r.external_id, r.status from demo_provider_records r
    join payouts p on p.id = r.payout_id and p.provider = 'demo' and p.status = 'in_transit'
    where r.kind = 'payout' and r.status in ('paid', 'failed') order by r.payout_id`);
  return rows.map((row) => ({ payoutId: Number(row.payout_id), externalId: row.external_id, status: row.status }));
}
