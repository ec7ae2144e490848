import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../contract/api/payments.js';
import type { DbOrTx } from '../db/types.js';
import { postEntry } from '../repositories/ledger.js';
import { payoutFailedEntry, payoutPaidEntry } from './rules.js';

/*
 * What the providers' settlement events change (applied by server/payments/apply-event.ts inside the event's
 * transaction, after payment_events took the event id: a replayed event never reaches here). Each change is also a
 * guarded update, so two different events saying the same thing (a payout's answer and its webhook) apply once.
 */

/** account.updated (Stripe), the merchant's onboarding (PayPal), the demo's simulated state. */
export async function payoutAccountUpdated(
  tx: DbOrTx,
  provider: PaymentProvider,
  effect: {
    account: string;
    trackingId?: string;
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    requirements: string[];
  },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`update payout_accounts set external_id = ${effect.account},
      charges_enabled = ${effect.chargesEnabled}, payouts_enabled = ${effect.payoutsEnabled},
      requirements = ${JSON.stringify(effect.requirements)}::jsonb, updated_at = now()
    where provider = ${provider} and (external_id = ${effect.account}
      ${effect.trackingId ? sql`or tracking_id = ${effect.trackingId}` : sql``})
    returning dealer_id`);
  return rows.length > 0;
}

interface PayoutRow extends Record<string, unknown> {
  id: number;
  dealer_id: number;
  amount_cents: string;
}

/** The payout named by our id (metadata) or the provider's, still open. */
async function openPayout(
  tx: DbOrTx,
  provider: PaymentProvider,
  effect: { payout: string; payoutId?: number },
): Promise<PayoutRow | null> {
  const { rows } = await tx.execute<PayoutRow>(sql`select id, dealer_id, amount_cents from payouts
    where provider = ${provider} and status in ('pending', 'in_transit')
      and (external_id = ${effect.payout} ${effect.payoutId ? sql`or id = ${effect.payoutId}` : sql``})
    order by id limit 1 for update`);
  return rows[0] ?? null;
}

/**
 * The payout reached the bank: paid, its sales paid, the money out of the platform's side of the provider. The open
 * payout is locked, marked and its sales moved in one statement (the payout run applies thousands of these).
 */
export async function payoutPaid(
  tx: DbOrTx,
  provider: PaymentProvider,
  effect: { payout: string; payoutId?: number },
  eventId: string | null,
): Promise<boolean> {
  const { rows } = await tx.execute<PayoutRow>(sql`with paid as (
      update payouts set status = 'paid', paid_at = now(), external_id = coalesce(external_id, ${effect.payout})
      where status in ('pending', 'in_transit') and id = (select id from payouts
        where provider = ${provider} and status in ('pending', 'in_transit')
          and (external_id = ${effect.payout} ${effect.payoutId ? sql`or id = ${effect.payoutId}` : sql``})
        order by id limit 1 for update)
      returning id, dealer_id, amount_cents),
    sales as (update settlement_sales set state = 'paid' where payout_id in (select id from paid))
    select id, dealer_id, amount_cents from paid`);
  const payout = rows[0];
  if (!payout) return false;
  await postEntry(
    tx,
    payoutPaidEntry({
      payoutId: Number(payout.id),
      dealerId: Number(payout.dealer_id),
      amountCents: Number(payout.amount_cents),
      eventId,
    }),
  );
  return true;
}

/** The payout failed: its sales are available again (the next run or request pays them), the ledger says so. */
export async function payoutFailed(
  tx: DbOrTx,
  provider: PaymentProvider,
  effect: { payout: string; payoutId?: number; reason?: string },
  eventId: string | null,
): Promise<boolean> {
  const payout = await openPayout(tx, provider, effect);
  if (!payout) return false;
  await markPayoutFailed(tx, payout, effect.reason ?? null, eventId);
  return true;
}

export async function markPayoutFailed(
  tx: DbOrTx,
  payout: PayoutRow,
  reason: string | null,
  eventId: string | null,
): Promise<void> {
  await tx.execute(sql`update payouts set status = 'failed', failed_at = now(), failure = ${reason}
    where id = ${payout.id}`);
  await tx.execute(
    sql`update settlement_sales set state = 'available', payout_id = null where payout_id = ${payout.id}`,
  );
  await postEntry(
    tx,
    payoutFailedEntry({
      payoutId: Number(payout.id),
      dealerId: Number(payout.dealer_id),
      amountCents: Number(payout.amount_cents),
      eventId,
      reason,
    }),
  );
}
