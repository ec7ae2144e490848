import { sql, type SQL } from 'drizzle-orm';
import type { CustomerQuotation } from '../../contract/api/customer.js';
import type { DeliveryKind } from '../../contract/delivery.js';
import type { PartCondition, Quotation, QuotationRow, QuotationStatus } from '../../contract/entities/quotation.js';
import type { Db } from '../db/types.js';
import { timingResidueSql } from '../domain/submission-state.js';
import { personNameSql } from './users.js';
import { outcomeColumnsSql, outcomeJoinSql, toOutcome, type OutcomeColumns } from './quotation-outcome.js';

/** Customer data goes to the dealer only once the customer accepted (SPEC §2): never while pending or cancelled. */
export const CUSTOMER_DATA_STATUSES: readonly QuotationStatus[] = ['payment-pending', 'paid', 'complete'];

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** One quotation with everything both views need; `s` is its request, `dc` the quoting dealer's conversation. */
export type QuotationRecord = {
  id: number;
  quotation_code: string;
  status: QuotationStatus;
  updated_at: string | Date;
  created_at: string | Date;
  cash_unlock: boolean;
  payment_type: 'online' | 'offline' | null;
  payment_method_id: number | null;
  tracking_code: string | null;
  tracking_message: string | null;
  delivered_at: string | Date | null;
  delivery_kind: DeliveryKind | null;
  total_price: string | number;
  subtotal_price: string | number;
  total_tax: string | number;
  shipping_cost_flat: string | number;
  shipping_cost_partial: string | number | null;
  shipping_fee_chosen: 'flat' | 'partial' | null;
  accepted_date: string | Date | null;
  timing_residue: number;
  dealer_id: number;
  submission_id: number;
  author_id: number;
  vehicle_id: number;
  plate: string | null;
  chassis: string | null;
  manufacturer_id: number | null;
  manufacturer_name: string | null;
  model: string | null;
  year_of_production: number | null;
  km_count: number | null;
  car_photo: string | null;
  registration_document: string | null;
  cu_name: string | null;
  cu_surname: string | null;
  cu_fiscal_code: string | null;
  cu_vat_number: string | null;
  cu_email: string;
  cu_phone: string | null;
  cu_street: string | null;
  cu_house_no: string | null;
  cu_zip: string | null;
  cu_city: string | null;
  cu_province: string | null;
  dealer_legal_name: string | null;
  dealer_stars: string | number;
  dealer_methods: number[];
  sent_by_name: string | null;
  shipped_by_name: string | null;
  /** Rows matching the list query (a window count; present on list queries only). */
  total?: string | number;
} & OutcomeColumns;

/**
 * The SELECT list and FROM clause of a quotation record: `q` quotation, `s` request, `dc` conversation, `v` vehicle,
 * `oc` its outcome among the quotations of the request (quotation-outcome.ts).
 */
export const quotationRecordSql = sql`select
    q.id, q.quotation_code, q.status, q.updated_at, q.created_at, q.cash_unlock, q.payment_type, q.payment_method_id,
    q.tracking_code, q.tracking_message, q.delivered_at, q.delivery_kind, q.total_price, q.subtotal_price, q.total_tax, q.shipping_cost_flat,
    q.shipping_cost_partial, q.shipping_fee_chosen, q.accepted_date, q.dealer_id, q.submission_id, s.author_id,
    case when q.status = 'pending' then ${timingResidueSql} else 0 end as timing_residue,
    s.vehicle_id, v.plate, v.chassis, v.manufacturer_id, m.name as manufacturer_name, v.model, v.year_of_production,
    v.km_count, v.car_photo, v.registration_document,
    cu.name as cu_name, cu.surname as cu_surname, cu.fiscal_code as cu_fiscal_code, cu.vat_number as cu_vat_number,
    cu.email as cu_email, cu.phone as cu_phone, cu.adr_street as cu_street, cu.adr_house_no as cu_house_no,
    cu.adr_zip_code as cu_zip, cu.adr_city as cu_city, cp.code as cu_province,
    du.legal_name as dealer_legal_name, du.dealer_stars,
    (select ${personNameSql('p')} from users p where p.id = q.sent_by) as sent_by_name,
    (select ${personNameSql('p')} from users p where p.id = q.shipped_by) as shipped_by_name,
    coalesce((select json_agg(dm.method_id order by dm.method_id) from dealer_methods dm where dm.dealer_id = q.dealer_id), '[]'::json) as dealer_methods,
    ${outcomeColumnsSql}
  from quotations q
  join submissions s on s.id = q.submission_id
  left join conversations dc on dc.submission_id = s.id and dc.dealer_id = q.dealer_id
  join vehicles v on v.id = s.vehicle_id
  left join manufacturers m on m.id = v.manufacturer_id
  join users cu on cu.id = s.author_id
  left join provinces cp on cp.id = cu.adr_province
  join users du on du.id = q.dealer_id
  ${outcomeJoinSql}`;

type RowRecord = {
  id: number;
  quotation_id: number;
  submission_row_id: number;
  accepted: boolean;
  quantity: number;
  part_id: number;
  part_name: string;
  part_code: string;
  item_code: string | null;
  brand: string;
  condition: PartCondition;
  notes: string | null;
  net_price: string | number;
  tax_import: number;
  full_net_price: string | number | null;
  discount: number | null;
};

/** The options of the given quotations, in the order they were sent (id), grouped by quotation. */
export async function loadQuotationRows(
  db: Pick<Db, 'execute'>,
  quotationIds: number[],
): Promise<Map<number, QuotationRow[]>> {
  const byQuotation = new Map<number, QuotationRow[]>();
  if (quotationIds.length === 0) return byQuotation;
  const { rows } =
    await db.execute<RowRecord>(sql`select qr.id, qr.quotation_id, qr.submission_row_id, qr.accepted, qr.quantity,
      sr.part_id, p.name as part_name, qr.part_code, qr.item_code, qr.brand, qr.condition, qr.notes, qr.net_price,
      qr.tax_import, qr.full_net_price, qr.discount
    from quotation_rows qr
    join submission_rows sr on sr.id = qr.submission_row_id
    join parts p on p.id = sr.part_id
    where qr.quotation_id = any(${intArray(quotationIds)})
    order by qr.quotation_id, qr.id`);
  for (const r of rows) {
    const list = byQuotation.get(r.quotation_id) ?? [];
    list.push({
      id: r.id,
      submission_row_id: r.submission_row_id,
      accepted: r.accepted,
      quantity: r.quantity,
      part_id: r.part_id,
      part_name: r.part_name,
      part_code: r.part_code,
      item_code: r.item_code,
      brand: r.brand,
      condition: r.condition,
      notes: r.notes,
      net_price: Number(r.net_price),
      tax_import: Number(r.tax_import),
      full_net_price: r.full_net_price === null ? null : Number(r.full_net_price),
      discount: r.discount,
    });
    byQuotation.set(r.quotation_id, list);
  }
  return byQuotation;
}

function customerAddress(r: QuotationRecord): string | null {
  const street = [r.cu_street, r.cu_house_no].filter(Boolean).join(' ');
  const place = [r.cu_zip, r.cu_city].filter(Boolean).join(' ') + (r.cu_province ? ` (${r.cu_province})` : '');
  const address = [street, place.trim()].filter(Boolean).join(', ');
  return address || null;
}

type QuotationCommon = Omit<Quotation, 'user'>;

function toCommon(r: QuotationRecord, rows: QuotationRow[]): QuotationCommon {
  return {
    id: r.id,
    quotation_code: r.quotation_code,
    status: r.status,
    updated_at: iso(r.updated_at),
    cash_unlock: r.cash_unlock,
    payment_type: r.payment_type,
    payment_method_id: r.payment_method_id,
    tracking_code: r.tracking_code,
    tracking_message: r.tracking_message,
    delivered_at: isoOrNull(r.delivered_at),
    delivery_kind: r.delivery_kind,
    total_price: Number(r.total_price),
    subtotal_price: Number(r.subtotal_price),
    total_tax: Number(r.total_tax),
    shipping_cost_flat: Number(r.shipping_cost_flat),
    shipping_cost_partial: r.shipping_cost_partial === null ? null : Number(r.shipping_cost_partial),
    shipping_fee_chosen: r.shipping_fee_chosen,
    accepted_date: isoOrNull(r.accepted_date),
    created_at: iso(r.created_at),
    outcome: toOutcome(r),
    timing_residue: Number(r.timing_residue),
    dealer_id: r.dealer_id,
    submission_id: r.submission_id,
    vehicle: {
      id: r.vehicle_id,
      plate: r.plate,
      chassis: r.chassis,
      manufacturer_id: r.manufacturer_id,
      manufacturer_name: r.manufacturer_name,
      model: r.model,
      year_of_production: r.year_of_production,
      km_count: r.km_count,
      car_photo: r.car_photo,
      registration_document: r.registration_document,
    },
    quotation_rows: rows,
  };
}

/** The dealer's view: customer data only for accepted quotations (CUSTOMER_DATA_STATUSES). */
export function toDealerQuotation(r: QuotationRecord, rows: QuotationRow[]): Quotation {
  const user = CUSTOMER_DATA_STATUSES.includes(r.status)
    ? {
        name: r.cu_name,
        surname: r.cu_surname,
        fiscal_code: r.cu_fiscal_code,
        vat_number: r.cu_vat_number,
        email: r.cu_email,
        phone: r.cu_phone,
        address: customerAddress(r),
      }
    : null;
  // Who did what in the company: the dealer's people only, never the customer.
  return { ...toCommon(r, rows), user, sent_by: r.sent_by_name, shipped_by: r.shipped_by_name };
}

/** The customer's view: the dealer who sent it instead of the customer's own data. */
export function toCustomerQuotation(r: QuotationRecord, rows: QuotationRow[]): CustomerQuotation {
  return {
    ...toCommon(r, rows),
    dealer: {
      id: r.dealer_id,
      legal_name: r.dealer_legal_name,
      dealer_stars: Number(r.dealer_stars),
      available_methods: r.dealer_methods.map(Number),
    },
  };
}

/** Quotation records matching `where` (on q, s, v…), with their rows. */
export async function selectQuotations(db: Pick<Db, 'execute'>, where: SQL, tail: SQL = sql`order by q.id`) {
  const { rows: records } = await db.execute<QuotationRecord>(sql`${quotationRecordSql} where ${where} ${tail}`);
  const rows = await loadQuotationRows(
    db,
    records.map((r) => r.id),
  );
  return records.map((record) => ({ record, rows: rows.get(record.id) ?? [] }));
}

/** A quotation as its dealer sees it; null when it does not exist or belongs to another dealer. */
export async function findDealerQuotation(db: Db, dealerId: number, id: number): Promise<Quotation | null> {
  const [found] = await selectQuotations(db, sql`q.id = ${id} and q.dealer_id = ${dealerId}`);
  return found ? toDealerQuotation(found.record, found.rows) : null;
}

/** A quotation as its customer sees it; null when it does not exist or answers another customer's request. */
export async function findCustomerQuotation(db: Db, customerId: number, id: number): Promise<CustomerQuotation | null> {
  const [found] = await selectQuotations(db, sql`q.id = ${id} and s.author_id = ${customerId}`);
  return found ? toCustomerQuotation(found.record, found.rows) : null;
}

/** Every quotation of a request, oldest first, as the customer sees them. */
export async function listRequestQuotations(db: Db, submissionId: number): Promise<CustomerQuotation[]> {
  const found = await selectQuotations(db, sql`q.submission_id = ${submissionId}`, sql`order by q.created_at, q.id`);
  return found.map(({ record, rows }) => toCustomerQuotation(record, rows));
}
