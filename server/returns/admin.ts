import { sql, type SQL } from 'drizzle-orm';
import type { z } from '../../contract/z.js';
import type {
  AdminDispute,
  AdminDisputeDetail,
  AdminDisputeListQuery,
  AdminDealerReturnFigures,
  AdminReturnFiguresQuery,
} from '../../contract/returns.js';
import type { DbOrTx } from '../db/types.js';
import { personNameSql } from '../repositories/users.js';
import { dealerViews, readReturnRows } from './records.js';
import { refundableCents } from './refund.js';
import { periodOf } from './figures.js';

/** The operator's "Controversie" queue and each dispute with everything to decide it; returns per dealer. */

type DisputeQuery = z.output<typeof AdminDisputeListQuery>;
type FiguresQuery = z.output<typeof AdminReturnFiguresQuery>;

interface DisputeRow extends Record<string, unknown> {
  id: number;
  state: AdminDispute['state'];
  return_id: number;
  return_state: AdminDispute['return_state'];
  reason: AdminDispute['reason'];
  quotation_id: number;
  quotation_code: string;
  dealer_id: number;
  dealer_name: string;
  customer_id: number;
  customer_name: string;
  amount_cents: string;
  payment_type: 'online' | 'offline';
  created_at: Date | string;
  outcome: AdminDispute['outcome'];
  decided_amount_cents: string | null;
  decided_at: Date | string | null;
  text: string;
  photos: string[];
  decision_note: string | null;
  decided_by: string | null;
  submission_id: number;
  total_price: string;
}

const DISPUTE_COLUMNS = sql`x.id, x.state, x.return_id, r.state as return_state, r.reason, x.quotation_id,
  q.quotation_code, x.dealer_id, coalesce(nullif(trim(d.legal_name), ''), ${personNameSql('d')}) as dealer_name,
  x.customer_id, ${personNameSql('c')} as customer_name, r.amount_cents, q.payment_type, x.created_at, x.outcome,
  x.decided_amount_cents, x.decided_at, x.text, x.photos, x.decision_note,
  case when x.decided_by is not null then ${personNameSql('o')} end as decided_by, q.submission_id, q.total_price`;
const DISPUTE_FROM = sql`disputes x join returns r on r.id = x.return_id join quotations q on q.id = x.quotation_id
  join users d on d.id = x.dealer_id join users c on c.id = x.customer_id left join users o on o.id = x.decided_by`;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function toDispute(row: DisputeRow): AdminDispute {
  return {
    id: Number(row.id),
    state: row.state,
    return_id: Number(row.return_id),
    return_state: row.return_state,
    reason: row.reason,
    quotation_id: Number(row.quotation_id),
    quotation_code: row.quotation_code,
    dealer_id: Number(row.dealer_id),
    dealer_name: row.dealer_name,
    customer_id: Number(row.customer_id),
    customer_name: row.customer_name,
    amount: Number(row.amount_cents) / 100,
    payment_type: row.payment_type,
    created_at: new Date(row.created_at).toISOString(),
    outcome: row.outcome,
    decided_amount: row.decided_amount_cents === null ? null : Number(row.decided_amount_cents) / 100,
    decided_at: iso(row.decided_at),
  };
}

const SORTS: Record<DisputeQuery['sort'], SQL> = {
  created_at: sql`x.created_at`,
  id: sql`x.id`,
  decided_at: sql`x.decided_at`,
};

/** The queue: filters by state and dealer, a search of the quotation's code or a party's name; open ones first. */
export async function listDisputes(db: DbOrTx, query: DisputeQuery) {
  const filters: SQL[] = [sql`true`];
  if (query.state) filters.push(sql`x.state = ${query.state}`);
  if (query.dealer_id) filters.push(sql`x.dealer_id = ${query.dealer_id}`);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(q.quotation_code ilike ${like} or d.legal_name ilike ${like} or c.email ilike ${like}
      or c.surname ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<DisputeRow>(sql`select ${DISPUTE_COLUMNS} from ${DISPUTE_FROM} where ${where}
      order by (x.state = 'open') desc, ${SORTS[query.sort]} ${direction} nulls last, x.id desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
    db.execute<{ n: string }>(sql`select count(*) as n from ${DISPUTE_FROM} where ${where}`),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return {
    data: rows.map(toDispute),
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

export async function disputeDetail(db: DbOrTx, id: number): Promise<AdminDisputeDetail | null> {
  const { rows } = await db.execute<DisputeRow>(sql`select ${DISPUTE_COLUMNS} from ${DISPUTE_FROM} where x.id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  const [ret] = await dealerViews(db, await readReturnRows(db, sql`r.id = ${row.return_id}`), 'owner');
  const [{ rows: chat }, { rows: shipment }] = await Promise.all([
    db.execute<{ is_client: boolean; text: string; attachments: string[]; created_at: Date | string }>(sql`
      select m.is_client, m.text, m.attachments, m.created_at from messages m
      join conversations v on v.id = m.conversation_id
      where v.submission_id = ${row.submission_id} and v.dealer_id = ${row.dealer_id} order by m.id`),
    db.execute<{ state: string; description: string; occurred_at: Date | string }>(sql`
      select e.state, e.description, e.occurred_at from shipment_events e join shipments s on s.id = e.shipment_id
      where s.quotation_id = ${row.quotation_id} and s.state <> 'cancelled' order by e.occurred_at, e.id`),
  ]);
  return {
    ...toDispute(row),
    text: row.text,
    photos: row.photos ?? [],
    decision_note: row.decision_note,
    decided_by: row.decided_by,
    return: { ...ret, may_answer: false, may_receive: false, may_refund: false },
    chat: chat.map((m) => ({
      from: m.is_client ? 'customer' : 'dealer',
      text: m.text,
      attachments: m.attachments ?? [],
      at: new Date(m.created_at).toISOString(),
    })),
    shipment_events: shipment.map((e) => ({
      state: e.state,
      description: e.description,
      occurred_at: new Date(e.occurred_at).toISOString(),
    })),
    refundable: Math.max(0, await refundableCents(db, Number(row.quotation_id), row.total_price)) / 100,
  };
}

const FIGURE_SORTS: Record<FiguresQuery['sort'], SQL> = {
  returns: sql`returns`,
  return_rate: sql`return_rate`,
  disputes: sql`disputes`,
  dealer_id: sql`dealer_id`,
};

/** Returns and disputes per dealer in a period (returns asked in it, sales delivered in it); dealers with returns. */
export async function dealerReturnFigures(db: DbOrTx, query: FiguresQuery, now: Date) {
  const { fromAt, toAt } = periodOf(query.from, query.to, now);
  const search = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  // One dealer's figures are counted from its own rows only, not filtered out of everybody's.
  const returnsOf = query.dealer_id === undefined ? sql`` : sql`and r.dealer_id = ${query.dealer_id}`;
  const salesOf = query.dealer_id === undefined ? sql`` : sql`and q.dealer_id = ${query.dealer_id}`;
  const base = sql`with figures as (
      select r.dealer_id, count(*) as returns,
        count(*) filter (where r.state = 'refused' or r.refuse_reason is not null) as refused,
        count(*) filter (where r.auto_accepted) as auto_accepted,
        count(x.id) as disputes, count(x.id) filter (where x.state = 'open') as disputes_open,
        coalesce(sum(r.refund_amount_cents), 0) as refunded_cents
      from returns r left join disputes x on x.return_id = r.id
      where r.created_at >= ${fromAt} and r.created_at < ${toAt} ${returnsOf}
      group by r.dealer_id),
    sales as (
      select q.dealer_id, count(*) as sales from quotations q
      where q.delivered_at >= ${fromAt} and q.delivered_at < ${toAt} ${salesOf} group by q.dealer_id)
    select f.dealer_id, coalesce(nullif(trim(d.legal_name), ''), ${personNameSql('d')}) as dealer_name,
      coalesce(s.sales, 0) as sales, f.returns, f.refused, f.auto_accepted, f.disputes, f.disputes_open,
      f.refunded_cents,
      case when coalesce(s.sales, 0) > 0 then f.returns::float / s.sales else 0 end as return_rate
    from figures f join users d on d.id = f.dealer_id left join sales s on s.dealer_id = f.dealer_id
    where ${search === null ? sql`true` : sql`(d.legal_name ilike ${search} or d.email ilike ${search})`}`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<{
      dealer_id: number;
      dealer_name: string;
      sales: string;
      returns: string;
      refused: string;
      auto_accepted: string;
      disputes: string;
      disputes_open: string;
      refunded_cents: string;
      return_rate: number;
    }>(sql`${base} order by ${FIGURE_SORTS[query.sort]} ${direction}, dealer_id
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
    db.execute<{ n: string }>(sql`select count(*) as n from (${base}) counted`),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const data: AdminDealerReturnFigures[] = rows.map((row) => ({
    id: Number(row.dealer_id),
    dealer_id: Number(row.dealer_id),
    dealer_name: row.dealer_name,
    sales: Number(row.sales),
    returns: Number(row.returns),
    return_rate: Math.min(1, Math.round(Number(row.return_rate) * 10_000) / 10_000),
    refused: Number(row.refused),
    auto_accepted: Number(row.auto_accepted),
    disputes: Number(row.disputes),
    disputes_open: Number(row.disputes_open),
    refunded_amount: Number(row.refunded_cents) / 100,
  }));
  return {
    data,
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
