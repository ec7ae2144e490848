import { sql } from 'drizzle-orm';
import type { CustomerCounters } from '../../contract/api/customer-counters.js';
import type { Db } from '../db/types.js';

/** The customer app's counters in one query: a customer has few requests, so nothing is cached (unlike the dealer's ping). */
export async function customerCounters(db: Db, customerId: number, now: Date): Promise<CustomerCounters> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<Record<keyof CustomerCounters, number | string>>(sql`select
      (select count(*) from notifications n where n.user_id = ${customerId} and n.read_at is null) as notifications_to_read,
      (select count(*) from messages m join conversations c on c.id = m.conversation_id join submissions s on s.id = c.submission_id
        where s.author_id = ${customerId} and not m.is_client and m.read_at is null) as messages_to_read,
      (select count(*) from submissions s where s.author_id = ${customerId} and s.closed_at is null and s.deadline_at > ${at}) as open_requests,
      (select count(*) from quotations q join submissions s on s.id = q.submission_id
        where s.author_id = ${customerId} and s.closed_at is null and q.status = 'pending') as offers_on_open_requests,
      (select count(*) from quotations q join submissions s on s.id = q.submission_id
        where s.author_id = ${customerId} and q.status = 'payment-pending') as to_pay`);
  const row = rows[0];
  return {
    notifications_to_read: Number(row.notifications_to_read),
    messages_to_read: Number(row.messages_to_read),
    open_requests: Number(row.open_requests),
    offers_on_open_requests: Number(row.offers_on_open_requests),
    to_pay: Number(row.to_pay),
  };
}
