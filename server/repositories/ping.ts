import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.js';
import type { SessionUser } from '../auth/session-user.js';
import { listCountSql, loadDealerScope, type DealerScope } from '../domain/submission-state.js';

export interface PingCounters {
  messages_to_read: number;
  notifications_to_read: number;
  dealer_pending_submissions_count: number;
  dealer_outlet_submissions_count: number;
  dealer_sended_quotations_count: number;
  dealer_accepted_quotations_count: number;
  dealer_cancelled_quotations_count: number;
  dealer_expired_submissions_count: number;
}

/**
 * Every counter of the dealer's ping in one round trip (it is polled every 10 s by every open portal).
 * The submission counters are the totals of the three lists, counted by the same expression
 * (listCountSql of server/domain/submission-state.ts).
 */
const dealerCounters = (scope: DealerScope, dealerId = scope.dealerId) => sql`
  with submission_counts as (
    select ${listCountSql('pending', scope)}::int as pending,
           ${listCountSql('outlet', scope)}::int as outlet,
           ${listCountSql('expired', scope)}::int as expired
  ),
  quotation_counts as (
    select count(*) filter (where q.status = 'pending')::int as sended,
           count(*) filter (where q.status in ('payment-pending', 'paid', 'complete'))::int as accepted,
           count(*) filter (where q.status = 'cancelled')::int as cancelled
    from quotations q where q.dealer_id = ${dealerId}
  )
  select
    (select count(*)::int from messages m join conversations c on c.id = m.conversation_id
      where c.dealer_id = ${dealerId} and m.is_client and m.read_at is null) as messages_to_read,
    (select count(*)::int from notifications n where n.user_id = ${dealerId} and n.read_at is null) as notifications_to_read,
    sc.pending as dealer_pending_submissions_count,
    sc.outlet as dealer_outlet_submissions_count,
    qc.sended as dealer_sended_quotations_count,
    qc.accepted as dealer_accepted_quotations_count,
    qc.cancelled as dealer_cancelled_quotations_count,
    sc.expired as dealer_expired_submissions_count
  from submission_counts sc, quotation_counts qc`;

/** A customer has no dealer counters: unread are the dealers' messages on its own requests. */
const customerCounters = (userId: number) => sql`
  select
    (select count(*)::int from messages m
       join conversations c on c.id = m.conversation_id
       join submissions s on s.id = c.submission_id
      where s.author_id = ${userId} and not m.is_client and m.read_at is null) as messages_to_read,
    (select count(*)::int from notifications n where n.user_id = ${userId} and n.read_at is null) as notifications_to_read,
    0 as dealer_pending_submissions_count, 0 as dealer_outlet_submissions_count,
    0 as dealer_sended_quotations_count, 0 as dealer_accepted_quotations_count,
    0 as dealer_cancelled_quotations_count, 0 as dealer_expired_submissions_count`;

export async function pingCounters(db: Db, user: Pick<SessionUser, 'id' | 'role'>): Promise<PingCounters> {
  const result = user.role === 'dealer'
    ? await db.transaction(async (tx) => tx.execute(dealerCounters(await loadDealerScope(tx, user.id))))
    : await db.execute(customerCounters(user.id));
  const row = result.rows[0] as Record<keyof PingCounters, number | string>;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as PingCounters;
}
