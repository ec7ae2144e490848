import { sql, type SQL } from 'drizzle-orm';
import type { DealerReturnListQuery, DealerReturnSummary } from '../../contract/returns.js';
import type { StaffRole } from '../../contract/staff.js';
import type { z } from '../../contract/z.js';
import type { DbOrTx } from '../db/types.js';
import { romeTime } from '../domain/working-days.js';
import { customerViews, dealerViews, readReturnRows, RETURN_FROM } from './records.js';

/** The dealer's "Resi" (filters and pages as every dealer list) and the customer's own returns. */

export const RETURNS_PER_PAGE = 25;

type ListQuery = z.output<typeof DealerReturnListQuery>;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const ORDER: Record<ListQuery['sort'], SQL> = {
  newest: sql`r.created_at desc, r.id desc`,
  oldest: sql`r.created_at asc, r.id asc`,
  // The nearest answer first among those waiting, then the rest newest first.
  due: sql`(r.state = 'requested') desc, r.answer_due_at asc, r.created_at desc, r.id desc`,
};

function paging(page: number, total: number) {
  return { total, page, per_page: RETURNS_PER_PAGE, last_page: Math.max(1, Math.ceil(total / RETURNS_PER_PAGE)) };
}

export async function listDealerReturns(db: DbOrTx, dealerId: number, role: StaffRole, query: ListQuery) {
  const filters: SQL[] = [sql`r.dealer_id = ${dealerId}`];
  if (query.state) filters.push(sql`r.state = ${query.state}`);
  if (query.reason) filters.push(sql`r.reason = ${query.reason}`);
  if (query.disputed === 'true') filters.push(sql`x.state = 'open'`);
  if (query.disputed === 'false') filters.push(sql`(x.id is null or x.state <> 'open')`);
  if (query.q)
    filters.push(sql`(q.quotation_code ilike ${escapeLike(query.q)} or c.email ilike ${escapeLike(query.q)}
      or (coalesce(c.name, '') || ' ' || coalesce(c.surname, '')) ilike ${escapeLike(query.q)})`);
  if (query.dateFrom)
    filters.push(sql`r.created_at >= ${romeTime(query.dateFrom, 0, 0, 0).toISOString()}::timestamptz`);
  if (query.dateTo)
    filters.push(sql`r.created_at < ${romeTime(nextDay(query.dateTo), 0, 0, 0).toISOString()}::timestamptz`);
  const where = sql.join(filters, sql` and `);
  const [rows, { rows: counted }] = await Promise.all([
    readReturnRows(
      db,
      where,
      sql`order by ${ORDER[query.sort]} limit ${RETURNS_PER_PAGE} offset ${(query.page - 1) * RETURNS_PER_PAGE}`,
    ),
    db.execute<{ n: string }>(sql`select count(*) as n from ${RETURN_FROM} where ${where}`),
  ]);
  return { data: await dealerViews(db, rows, role), ...paging(query.page, Number(counted[0]?.n ?? 0)) };
}

export async function dealerReturnSummary(db: DbOrTx, dealerId: number): Promise<DealerReturnSummary> {
  const { rows } = await db.execute<{ awaiting: string; to_receive: string; to_refund: string; disputes: string }>(sql`
    select count(*) filter (where r.state = 'requested') as awaiting,
      count(*) filter (where r.state = 'accepted') as to_receive,
      count(*) filter (where r.state = 'received') as to_refund,
      (select count(*) from disputes x where x.dealer_id = ${dealerId} and x.state = 'open') as disputes
    from returns r where r.dealer_id = ${dealerId} and r.state in ('requested', 'accepted', 'received')`);
  const row = rows[0];
  return {
    awaiting_answer: Number(row?.awaiting ?? 0),
    to_receive: Number(row?.to_receive ?? 0),
    to_refund: Number(row?.to_refund ?? 0),
    disputes_open: Number(row?.disputes ?? 0),
  };
}

export async function listCustomerReturns(db: DbOrTx, customerId: number, page: number, now: Date) {
  const where = sql`r.customer_id = ${customerId}`;
  const [rows, { rows: counted }] = await Promise.all([
    readReturnRows(
      db,
      where,
      sql`order by r.created_at desc, r.id desc limit ${RETURNS_PER_PAGE} offset ${(page - 1) * RETURNS_PER_PAGE}`,
    ),
    db.execute<{ n: string }>(sql`select count(*) as n from returns r where ${where}`),
  ]);
  return { data: await customerViews(db, rows, now), ...paging(page, Number(counted[0]?.n ?? 0)) };
}
