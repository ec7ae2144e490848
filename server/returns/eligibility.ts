import { sql } from 'drizzle-orm';
import {
  BUSINESS_RETURN_DAYS_DEFAULT,
  CONSUMER_RETURN_DAYS,
  type ReturnOptions,
  type ReturnPolicy,
} from '../../contract/returns.js';
import type { DbOrTx } from '../db/types.js';
import { calendarDaysDeadline } from '../domain/working-days.js';
import { rowsGrossCents, shippingGrossCents, unitGrossCents, type SoldRow } from './rules.js';

/**
 * Who may ask for a return of what, until when (docs/after-sale.md): a delivered purchase, within 14 days of the
 * delivery for a consumer (the right to withdraw from a distance sale), within the dealer's policy for a buyer with a
 * VAT number; only the pieces not already in a return (a cancelled return gives its pieces back).
 */

export async function readPolicy(db: DbOrTx, dealerId: number): Promise<ReturnPolicy> {
  const { rows } = await db.execute<{ business_return_days: number; business_terms: string | null }>(
    sql`select business_return_days, business_terms from return_policies where dealer_id = ${dealerId}`,
  );
  return rows[0]
    ? { business_return_days: Number(rows[0].business_return_days), business_terms: rows[0].business_terms }
    : { business_return_days: BUSINESS_RETURN_DAYS_DEFAULT, business_terms: null };
}

export async function writePolicy(db: DbOrTx, dealerId: number, policy: ReturnPolicy): Promise<ReturnPolicy> {
  await db.execute(sql`insert into return_policies (dealer_id, business_return_days, business_terms, updated_at)
    values (${dealerId}, ${policy.business_return_days}, ${policy.business_terms ?? null}, now())
    on conflict (dealer_id) do update set business_return_days = excluded.business_return_days,
      business_terms = excluded.business_terms, updated_at = now()`);
  return readPolicy(db, dealerId);
}

export interface Purchase {
  id: number;
  code: string;
  dealerId: number;
  customerId: number;
  status: string;
  paymentType: 'online' | 'offline';
  deliveredAt: Date | null;
  totalCents: number;
  shippingCents: number;
  businessBuyer: boolean;
  rows: (SoldRow & { part_name: string; part_code: string; brand: string; returned: number })[];
  openReturn: boolean;
  returnIds: number[];
  /** Refunded so far by earlier returns. */
  refundedCents: number;
}

/** A customer's own concluded purchase with its accepted rows and what earlier returns took; null for anyone else's. */
export async function readPurchase(
  db: DbOrTx,
  quotationId: number,
  by: { customerId: number } | { any: true },
): Promise<Purchase | null> {
  const owner = 'customerId' in by ? sql`and s.author_id = ${by.customerId}` : sql``;
  const { rows } = await db.execute<{
    id: number;
    quotation_code: string;
    dealer_id: number;
    author_id: number;
    status: string;
    payment_type: 'online' | 'offline' | null;
    delivered_at: Date | string | null;
    total_price: string;
    shipping_cost_flat: string;
    shipping_cost_partial: string | null;
    shipping_fee_chosen: string | null;
    vat_number: string | null;
    open_return: boolean;
    return_ids: number[] | null;
    refunded_cents: string | null;
  }>(sql`select q.id, q.quotation_code, q.dealer_id, s.author_id, q.status, q.payment_type, q.delivered_at,
      q.total_price, q.shipping_cost_flat, q.shipping_cost_partial, q.shipping_fee_chosen, c.vat_number,
      exists (select 1 from returns r where r.quotation_id = q.id and r.state in ('requested', 'accepted', 'received'))
        as open_return,
      (select json_agg(r.id order by r.id desc) from returns r where r.quotation_id = q.id) as return_ids,
      (select sum(f.amount_cents) from return_refunds f where f.quotation_id = q.id and f.status = 'done')
        as refunded_cents
    from quotations q join submissions s on s.id = q.submission_id join users c on c.id = s.author_id
    where q.id = ${quotationId} ${owner}`);
  const q = rows[0];
  if (!q) return null;
  const { rows: sold } = await db.execute<{
    id: number;
    quantity: number;
    net_price: string;
    tax_import: number;
    part_name: string;
    part_code: string;
    brand: string;
    returned: string | null;
  }>(sql`select qr.id, qr.quantity, qr.net_price, qr.tax_import, p.name as part_name, qr.part_code, qr.brand,
      (select sum(rr.quantity) from return_rows rr join returns r on r.id = rr.return_id
        where rr.quotation_row_id = qr.id and r.state <> 'cancelled') as returned
    from quotation_rows qr join submission_rows sr on sr.id = qr.submission_row_id join parts p on p.id = sr.part_id
    where qr.quotation_id = ${quotationId} and qr.accepted order by qr.id`);
  const shipping =
    q.shipping_fee_chosen === 'partial' && q.shipping_cost_partial !== null
      ? Number(q.shipping_cost_partial)
      : Number(q.shipping_cost_flat);
  return {
    id: Number(q.id),
    code: q.quotation_code,
    dealerId: Number(q.dealer_id),
    customerId: Number(q.author_id),
    status: q.status,
    paymentType: q.payment_type === 'online' ? 'online' : 'offline',
    deliveredAt: q.delivered_at ? new Date(q.delivered_at) : null,
    totalCents: Math.round(Number(q.total_price) * 100),
    shippingCents: shippingGrossCents(shipping),
    businessBuyer: Boolean(q.vat_number && q.vat_number.trim() !== ''),
    rows: sold.map((row) => ({
      id: Number(row.id),
      quantity: Number(row.quantity),
      net_price: Number(row.net_price),
      tax_import: Number(row.tax_import),
      part_name: row.part_name,
      part_code: row.part_code,
      brand: row.brand,
      returned: Number(row.returned ?? 0),
    })),
    openReturn: q.open_return,
    returnIds: (q.return_ids ?? []).map(Number),
    refundedCents: Number(q.refunded_cents ?? 0),
  };
}

/** The last moment "Richiedi reso" is offered, or null when this buyer may not return at all. */
export function windowEnd(purchase: Purchase, policy: ReturnPolicy): Date | null {
  if (!purchase.deliveredAt) return null;
  if (!purchase.businessBuyer) return calendarDaysDeadline(purchase.deliveredAt, CONSUMER_RETURN_DAYS);
  if (policy.business_return_days <= 0) return null;
  return calendarDaysDeadline(purchase.deliveredAt, policy.business_return_days);
}

export function returnOptions(purchase: Purchase, policy: ReturnPolicy, now: Date): ReturnOptions {
  const end = windowEnd(purchase, policy);
  const rows = purchase.rows.map((row) => ({
    quotation_row_id: row.id,
    part_name: row.part_name,
    part_code: row.part_code,
    brand: row.brand,
    unit_price: unitGrossCents(row) / 100,
    quantity_bought: row.quantity,
    quantity_returnable: Math.max(0, row.quantity - row.returned),
  }));
  const unavailable: ReturnOptions['unavailable'] =
    purchase.status !== 'complete' || !purchase.deliveredAt
      ? 'not_delivered'
      : purchase.businessBuyer && policy.business_return_days <= 0
        ? 'not_accepted_by_dealer'
        : !end || end.getTime() < now.getTime()
          ? 'window_over'
          : purchase.openReturn
            ? 'open_return'
            : rows.every((row) => row.quantity_returnable === 0)
              ? 'nothing_left'
              : null;
  return {
    available: unavailable === null,
    unavailable,
    window_ends_at: end ? end.toISOString() : null,
    business_buyer: purchase.businessBuyer,
    business_terms: purchase.businessBuyer ? (policy.business_terms ?? null) : null,
    rows,
    return_ids: purchase.returnIds,
  };
}

/**
 * What a return of these pieces is worth: each row as sold (VAT included), plus the shipping paid when, with it, every
 * piece of the purchase has gone back; never more than what was paid and not yet refunded.
 */
export function returnAmountCents(purchase: Purchase, pieces: { rowId: number; quantity: number }[]): number {
  let cents = 0;
  for (const piece of pieces) {
    const row = purchase.rows.find((candidate) => candidate.id === piece.rowId);
    if (row) cents += rowsGrossCents(row, piece.quantity);
  }
  const everything = purchase.rows.every((row) => {
    const now = pieces.find((piece) => piece.rowId === row.id)?.quantity ?? 0;
    return row.returned + now >= row.quantity;
  });
  if (everything) cents += purchase.shippingCents;
  return Math.max(0, Math.min(cents, purchase.totalCents - purchase.refundedCents));
}
