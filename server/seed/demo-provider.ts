import { sql } from 'drizzle-orm';
import type { SeedContext } from './context.js';

/**
 * The demo provider's own books of the seeded history (server/settlement/demo-records.ts): the card payments the
 * ledger records from demo orders, and the demo payouts, as the offline provider would have written them when they
 * happened. So the reconciliation of the demo data is clean, as the books of a real provider would be.
 */
export async function seedDemoProviderRecords(ctx: SeedContext): Promise<void> {
  await ctx.tx.execute(sql`insert into demo_provider_records (kind, external_id, order_id, amount_cents, created_at)
    select 'payment', coalesce(o.external_id, 'demo_ch_' || o.id), o.id, l.amount_cents, t.created_at
    from ledger_transactions t
    join ledger_legs l on l.transaction_id = t.id and l.amount_cents > 0
      and l.account_id = (select id from ledger_accounts where code = 'platform:provider_clearing')
    join orders o on o.id = coalesce(t.order_id, (select c.id from orders c where c.quotation_id = t.quotation_id
      and c.condition = 'customer' and c.status in ('paid', 'refunding', 'refunded') order by c.id limit 1))
    where o.provider = 'demo'
    on conflict (kind, external_id) do nothing`);
  await ctx.tx
    .execute(sql`insert into demo_provider_records (kind, external_id, payout_id, account, amount_cents, status,
      created_at)
    select 'payout', p.external_id, p.id, a.external_id, p.amount_cents,
      case p.status when 'paid' then 'paid' when 'failed' then 'failed' else 'in_transit' end, p.created_at
    from payouts p join payout_accounts a on a.dealer_id = p.dealer_id
    where p.provider = 'demo' and p.external_id is not null
    on conflict (kind, external_id) do nothing`);
}
