import { sql } from 'drizzle-orm';
import { serverMessages } from '../../i18n/it/server.js';
import { FEE_PERCENT } from '../domain/fees.js';
import { customerPaymentEntry } from '../domain/ledger.js';
import { postEntry } from '../repositories/ledger.js';
import { payoutEntry, payoutPaidEntry, releaseEntry, saleFeeEntry, splitSale } from '../settlement/rules.js';
import type { Accounts } from './accounts.js';
import { DAY, minutesAgo, type SeedContext } from './context.js';
import type { SeededQuotation } from './quotations.js';

/**
 * Settlement for the demo dealer (docs/payments-api.md, "Settlement"): an active demo payout account and online sales
 * in every state, posted through the same ledger movements as the product's: the sales not shipped yet held ("In
 * attesa"), the newest shipped one available ("Disponibile", so "Richiedi versamento" works right after npm start), the
 * older shipped ones paid out in a payout. Each sale's fee is taken at source: its fees row is written settled.
 */
export async function seedSettlement(
  ctx: SeedContext,
  accounts: Accounts,
  seededQuotations: SeededQuotation[],
): Promise<{ sales: number; payouts: number }> {
  const { tx, now } = ctx;
  const dealerId = accounts.dealer;
  const { rows } = await tx.execute<{ iban: string | null }>(sql`select iban from users where id = ${dealerId}`);
  await tx.execute(sql`insert into payout_accounts (dealer_id, provider, external_id, charges_enabled, payouts_enabled,
      iban_last4, schedule, created_at, updated_at)
    values (${dealerId}, 'demo', ${`demo_acct_${dealerId}`}, true, true, ${rows[0]?.iban?.slice(-4) ?? null}, 'weekly',
      ${minutesAgo(now, 60 * DAY).toISOString()}::timestamptz, ${minutesAgo(now, 60 * DAY).toISOString()}::timestamptz)`);
  const online = seededQuotations
    .filter((q) => q.dealerId === dealerId && q.paymentType === 'online' && ['paid', 'complete'].includes(q.status))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  // Only a shipped part can have reached the customer: the others stay held.
  const held = online.filter((q) => q.status !== 'complete');
  const [available, ...paid] = online.filter((q) => q.status === 'complete');
  const sale = async (q: SeededQuotation, state: 'held' | 'available' | 'paid', payoutId: number | null) => {
    const split = splitSale(q.totalCents);
    await postEntry(tx, {
      ...customerPaymentEntry({ quotationId: q.id, dealerId, totalCents: q.totalCents }),
      createdAt: q.updatedAt,
    });
    await postEntry(tx, {
      ...saleFeeEntry({ quotationId: q.id, dealerId, orderId: null, split }),
      createdAt: q.updatedAt,
    });
    const delivered =
      state === 'held'
        ? null
        : new Date(Math.min(q.updatedAt.getTime() + 2 * DAY * 60 * 1000, minutesAgo(now, 11 * DAY).getTime()));
    if (state !== 'held') {
      const releasedAt = new Date(
        Math.min(delivered!.getTime() + 7 * DAY * 60 * 1000, minutesAgo(now, 4 * DAY).getTime()),
      );
      await postEntry(tx, releaseEntry({ quotationId: q.id, dealerId, netCents: split.netCents, at: releasedAt }));
    }
    await tx.execute(sql`insert into settlement_sales (quotation_id, dealer_id, gross_cents, fee_cents, fee_vat_cents,
        net_cents, state, delivered_at, available_at, payout_id, created_at)
      values (${q.id}, ${dealerId}, ${split.grossCents}, ${split.feeCents}, ${split.feeVatCents}, ${split.netCents},
        ${state}, ${delivered?.toISOString() ?? null}::timestamptz,
        ${delivered ? new Date(delivered.getTime() + 7 * DAY * 60 * 1000).toISOString() : null}::timestamptz,
        ${payoutId}, ${q.updatedAt.toISOString()}::timestamptz)`);
    // The quotation's one commission, settled at source: "Salda fee" and the credits never see it.
    await tx.execute(sql`insert into fees (dealer_id, quotation_id, amount_cents, description, paid_at, settled_by,
        created_at)
      values (${dealerId}, ${q.id}, ${split.feeCents}, ${serverMessages.feeDescription(FEE_PERCENT, q.code)},
        ${q.updatedAt.toISOString()}::timestamptz, 'source', ${q.updatedAt.toISOString()}::timestamptz)`);
    return split.netCents;
  };
  for (const q of held) await sale(q, 'held', null);
  if (available) await sale(available, 'available', null);
  if (paid.length === 0) return { sales: held.length + (available ? 1 : 0), payouts: 0 };
  const amountCents = paid.reduce((sum, q) => sum + splitSale(q.totalCents).netCents, 0);
  const { rows: created } = await tx.execute<{ id: number }>(sql`insert into payouts (dealer_id, amount_cents, provider,
      status, external_id, automatic, created_at, paid_at)
    values (${dealerId}, ${amountCents}, 'demo', 'paid', 'demo_po_seed', true,
      ${minutesAgo(now, 3 * DAY).toISOString()}::timestamptz, ${minutesAgo(now, 2 * DAY).toISOString()}::timestamptz)
    returning id`);
  const payoutId = Number(created[0].id);
  for (const q of paid) await sale(q, 'paid', payoutId);
  // The seed's clock, not the wall clock: seeding twice with the same clock gives the same rows.
  await postEntry(tx, { ...payoutEntry({ payoutId, dealerId, amountCents }), createdAt: minutesAgo(now, 3 * DAY) });
  await postEntry(tx, {
    ...payoutPaidEntry({ payoutId, dealerId, amountCents, eventId: null }),
    createdAt: minutesAgo(now, 2 * DAY),
  });
  return { sales: held.length + 1 + paid.length, payouts: 1 };
}
