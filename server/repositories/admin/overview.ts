import { sql } from 'drizzle-orm';
import type { Overview } from '../../../contract/entities/admin.js';
import type { DbOrTx } from '../../db/types.js';

/** Every day from `from` to `to` (YYYY-MM-DD, both included). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * The marketplace's figures over Italian days `from`..`to`: requests per day, quotations per request, the median time
 * from a request to its first quotation, accepted quotations and their value, fees and subscriptions.
 */
export async function marketplaceOverview(db: DbOrTx, from: string, to: string): Promise<Overview> {
  const start = sql`((${from}::date)::timestamp at time zone 'Europe/Rome')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'Europe/Rome')`;
  const inRange = (column: string) => sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
  const [perDay, figures] = await Promise.all([
    db.execute<{ day: string | Date; requests: number | string }>(sql`
      select to_char((created_at at time zone 'Europe/Rome')::date, 'YYYY-MM-DD') as day, count(*) as requests
      from submissions where ${inRange('created_at')} group by 1 order by 1`),
    db.execute<Record<string, number | string | null>>(sql`select
      (select count(*) from quotations where ${inRange('request_created_at')}) as quotations,
      (select percentile_cont(0.5) within group (order by first) from
        (select min(response_minutes) as first from quotations where ${inRange('request_created_at')} group by submission_id) f) as first_minutes,
      (select count(*) from quotations where ${inRange('accepted_date')}) as accepted,
      (select coalesce(sum(total_price), 0) from quotations where ${inRange('accepted_date')}) as accepted_value,
      (select coalesce(sum(amount_cents), 0) from fees where ${inRange('created_at')}) as fees_charged_cents,
      (select coalesce(sum(amount_cents), 0) from fees where ${inRange('paid_at')}) as fees_paid_cents,
      (select count(*) from orders where condition = 'dealer' and status = 'paid' and ${inRange('paid_at')}) as subscriptions_paid,
      (select coalesce(sum(total_cents), 0) from orders where condition = 'dealer' and status = 'paid' and ${inRange('paid_at')}) as subscription_cents,
      (select count(*) from users u where u.role = 'dealer' and (select status from subscriptions s where s.dealer_id = u.id
        order by s.created_at desc, s.id desc limit 1) = 'active') as active_subscriptions`),
  ]);
  const counted = new Map(perDay.rows.map((r) => [String(r.day), Number(r.requests)]));
  const requestsPerDay = daysBetween(from, to).map((day) => ({ day, requests: counted.get(day) ?? 0 }));
  const requests = requestsPerDay.reduce((sum, d) => sum + d.requests, 0);
  const f = figures.rows[0];
  const quotations = Number(f.quotations);
  return {
    from,
    to,
    requests_per_day: requestsPerDay,
    requests,
    quotations,
    quotations_per_request: requests === 0 ? 0 : Math.round((quotations / requests) * 100) / 100,
    first_quotation_minutes: f.first_minutes === null ? null : Math.round(Number(f.first_minutes)),
    accepted: Number(f.accepted),
    accepted_value: Number(f.accepted_value),
    fees_charged: Number(f.fees_charged_cents) / 100,
    fees_paid: Number(f.fees_paid_cents) / 100,
    subscriptions_paid: Number(f.subscriptions_paid),
    subscription_revenue: Number(f.subscription_cents) / 100,
    active_subscriptions: Number(f.active_subscriptions),
  };
}
