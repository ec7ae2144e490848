import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../contract/entities/admin.js';
import { orders } from '../../db/schema.js';
import {
  contains,
  idOrNull,
  iso,
  isoRequired,
  listPage,
  text,
  whereAll,
  type AdminListQuery,
  type Row,
} from './paging.js';
import type { DbOrTx } from '../../db/types.js';

export interface OrderFilters extends AdminListQuery {
  status?: AdminOrder['status'];
  provider?: string;
  condition?: AdminOrder['condition'];
  dealer_id?: number;
}

/**
 * What returns and dispute decisions refunded of a customer's payment: their refunds done, by the order they went back
 * on (the order's own status stays 'paid'; one pass over the refunds, not one look per order).
 */
const returnRefunds = sql`left join (select order_id, sum(amount_cents) as cents, max(completed_at) as at,
    (array_agg(external_id order by completed_at desc))[1] as external_id
  from return_refunds where status = 'done' and order_id is not null group by order_id) rr on rr.order_id = o.id`;

/** The status the console shows and filters by (contract ADMIN_ORDER_STATUSES). */
const statusSql = sql`case when o.status = 'paid' and rr.cents >= o.total_cents then 'refunded'
  when o.status = 'paid' and rr.cents > 0 then 'partially_refunded' else o.status end`;

const statusIs = (status: AdminOrder['status']) => {
  if (status === 'paid') return sql`o.status = 'paid' and rr.order_id is null`;
  if (status === 'refunded') return sql`(o.status = 'refunded' or (o.status = 'paid' and rr.cents >= o.total_cents))`;
  if (status === 'partially_refunded') return sql`o.status = 'paid' and rr.cents < o.total_cents`;
  return sql`o.status = ${status}`;
};

const select = sql`select o.id, coalesce(q.dealer_id, o.dealer_id) as dealer_id, u.legal_name as dealer_name, o.condition,
  ${statusSql} as status, o.status as own_status,
  o.provider, o.external_id, o.total_cents, o.tax_cents, o.credits, c.code as coupon, o.created_at, o.paid_at,
  coalesce(o.refunded_at, rr.at) as refunded_at, coalesce(o.refund_external_id, rr.external_id) as refund_external_id,
  case when o.status = 'refunded' then o.total_cents else coalesce(rr.cents, 0) end as refunded_cents,
  q.id as quotation_id, q.quotation_code, cu.id as customer_id,
  nullif(trim(concat_ws(' ', cu.name, cu.surname)), '') as customer_name, cu.email as customer_email`;
/**
 * The dealers' purchases and the customers' payments of quotations (condition 'customer': orders.dealer_id is then the
 * customer who pays, and the dealer shown is the quotation's, the one the money is for).
 */
const quotationJoin = sql`left join quotations q on q.id = o.quotation_id and o.condition = 'customer'`;
const from = sql`from orders o ${quotationJoin} join users u on u.id = coalesce(q.dealer_id, o.dealer_id)
  left join users cu on cu.id = o.dealer_id and o.condition = 'customer' left join coupons c on c.id = o.coupon_id
  ${returnRefunds}`;

/** What the console may refund (see claimRefund): the same rule, so the list never offers a refund the server refuses. */
const isRefundable = (r: Row) =>
  r.own_status === 'paid' && (REFUNDABLE_CONDITIONS as readonly unknown[]).includes(r.condition);

const toOrder = (r: Row): AdminOrder => ({
  id: Number(r.id),
  dealer_id: Number(r.dealer_id),
  dealer_name: text(r.dealer_name),
  condition: r.condition as AdminOrder['condition'],
  quotation_id: idOrNull(r.quotation_id),
  quotation_code: text(r.quotation_code),
  customer_id: idOrNull(r.customer_id),
  customer_name: text(r.customer_name) ?? text(r.customer_email),
  refundable: isRefundable(r),
  status: r.status as AdminOrder['status'],
  provider: text(r.provider),
  external_id: text(r.external_id),
  total_amount: Number(r.total_cents) / 100,
  tax_amount: Number(r.tax_cents) / 100,
  credits: Number(r.credits),
  coupon: text(r.coupon),
  created_at: isoRequired(r.created_at),
  paid_at: iso(r.paid_at),
  refunded_at: iso(r.refunded_at),
  refund_external_id: text(r.refund_external_id),
  refunded_amount: Number(r.refunded_cents) / 100,
});

export function listOrders(db: DbOrTx, query: OrderFilters) {
  const conditions = [
    query.status ? statusIs(query.status) : undefined,
    query.provider ? sql`o.provider = ${query.provider}` : undefined,
    query.condition ? sql`o.condition = ${query.condition}` : undefined,
    query.dealer_id ? sql`coalesce(q.dealer_id, o.dealer_id) = ${query.dealer_id}` : undefined,
    query.q
      ? sql`(o.external_id ilike ${contains(query.q)} or u.legal_name ilike ${contains(query.q)} or u.email ilike ${contains(query.q)}
          or q.quotation_code ilike ${contains(query.q)} or cu.email ilike ${contains(query.q)}
          or concat_ws(' ', cu.name, cu.surname) ilike ${contains(query.q)})`
      : undefined,
  ];
  const where = whereAll(conditions);
  return listPage<Row, AdminOrder>(
    db,
    {
      select,
      from: sql`${from} ${where}`,
      sortColumns: { id: 'o.id', created_at: 'o.created_at', paid_at: 'o.paid_at', total_amount: 'o.total_cents' },
      idColumn: 'o.id',
      notNull: ['o.created_at', 'o.total_cents'],
      // Every order has its dealer and at most one coupon; only the search reads the users, the dealer filter the
      // quotation, the status filter the returns' refunds.
      countFrom: query.q
        ? undefined
        : sql`from orders o ${query.dealer_id ? quotationJoin : sql``} ${query.status ? returnRefunds : sql``} ${where}`,
    },
    query,
    toOrder,
  );
}

export async function getOrder(db: DbOrTx, id: number): Promise<AdminOrder | null> {
  const { rows } = await db.execute<Row>(sql`${select} ${from} where o.id = ${id}`);
  return rows[0] ? toOrder(rows[0]) : null;
}

/** Orders the console can refund: one-off payments (a subscription period is cancelled at the provider instead). */
export const REFUNDABLE_CONDITIONS = ['wallet', 'fee'] as const;

/**
 * Takes the refund of a paid order for this caller: one guarded update, so of any number of concurrent requests on
 * any instance exactly one gets the order (status 'refunding'); the others get null.
 */
export async function claimRefund(db: DbOrTx, orderId: number) {
  const [claimed] = await db
    .update(orders)
    .set({ status: 'refunding', updatedAt: new Date() })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'paid'), inArray(orders.condition, [...REFUNDABLE_CONDITIONS])),
    )
    .returning();
  return claimed ?? null;
}

/** The provider refused: the order is paid again, refundable later. */
export async function releaseRefund(db: DbOrTx, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'paid', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'refunding')));
}

export async function completeRefund(db: DbOrTx, orderId: number, refundId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'refunded', refundedAt: sql`now()`, refundExternalId: refundId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'refunding')));
}
