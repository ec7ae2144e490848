import { sql } from 'drizzle-orm';
import type { AdminQuotation, AdminSubmission } from '../../../contract/entities/admin.js';
import {
  contains,
  idOrNull,
  iso,
  isoRequired,
  listPage,
  sinceDay,
  text,
  untilDay,
  whereAll,
  type AdminListQuery,
  type Row,
} from './paging.js';
import type { DbOrTx } from '../../db/types.js';

/* Requests and quotations, read-only for the console, each naming the other by id so the UI can link them. */

export interface SubmissionFilters extends AdminListQuery {
  status?: AdminSubmission['status'];
  brand?: number;
  part?: number;
  province?: number;
  customer_id?: number;
  outlet?: 'true' | 'false';
  date_from?: string;
  date_to?: string;
}

const submissionSelect = sql`select s.id, s.author_id, s.province_id, s.manufacturer_id, m.name as manufacturer, v.model, v.plate, s.is_outlet, s.notes,
  case when s.closed_at is not null then 'closed' when s.deadline_at <= now() then 'expired' else 'open' end as status,
  (select count(*) from quotations q where q.submission_id = s.id) as quotations, s.created_at, s.deadline_at, s.closed_at`;
const submissionFrom = sql`from submissions s join vehicles v on v.id = s.vehicle_id left join manufacturers m on m.id = s.manufacturer_id`;

const toSubmission = (r: Row): AdminSubmission => ({
  id: Number(r.id),
  customer_id: Number(r.author_id),
  province_id: idOrNull(r.province_id),
  manufacturer_id: idOrNull(r.manufacturer_id),
  manufacturer: text(r.manufacturer),
  model: text(r.model),
  plate: text(r.plate),
  is_outlet: Boolean(r.is_outlet),
  notes: text(r.notes),
  status: r.status as AdminSubmission['status'],
  quotations: Number(r.quotations),
  created_at: isoRequired(r.created_at),
  deadline_at: isoRequired(r.deadline_at),
  closed_at: iso(r.closed_at),
});

const STATUS_CONDITION = {
  open: sql`s.closed_at is null and s.deadline_at > now()`,
  expired: sql`s.closed_at is null and s.deadline_at <= now()`,
  closed: sql`s.closed_at is not null`,
};

export function listSubmissions(db: DbOrTx, query: SubmissionFilters) {
  const where = whereAll([
    query.status ? STATUS_CONDITION[query.status] : undefined,
    query.brand ? sql`s.manufacturer_id = ${query.brand}` : undefined,
    query.part ? sql`${query.part} = any(s.part_ids)` : undefined,
    query.province ? sql`s.province_id = ${query.province}` : undefined,
    query.customer_id ? sql`s.author_id = ${query.customer_id}` : undefined,
    query.outlet ? sql`s.is_outlet = ${query.outlet === 'true'}` : undefined,
    query.date_from ? sinceDay('s.created_at', query.date_from) : undefined,
    query.date_to ? untilDay('s.created_at', query.date_to) : undefined,
    query.q ? sql`s.search_text ilike ${contains(query.q.toLowerCase())}` : undefined,
  ]);
  return listPage<Row, AdminSubmission>(
    db,
    {
      select: submissionSelect,
      from: sql`${submissionFrom} ${where}`,
      sortColumns: { id: 's.id', created_at: 's.created_at', deadline_at: 's.deadline_at' },
      idColumn: 's.id',
      // Every request has its vehicle (vehicle_id not null) and at most one manufacturer, and `where` reads s only.
      notNull: ['s.created_at', 's.deadline_at'],
      countFrom: sql`from submissions s ${where}`,
    },
    query,
    toSubmission,
  );
}

export async function getSubmission(db: DbOrTx, id: number): Promise<AdminSubmission | null> {
  const { rows } = await db.execute<Row>(sql`${submissionSelect} ${submissionFrom} where s.id = ${id}`);
  return rows[0] ? toSubmission(rows[0]) : null;
}

export interface QuotationFilters extends AdminListQuery {
  status?: string;
  dealer_id?: number;
  submission_id?: number;
  date_from?: string;
  date_to?: string;
}

const quotationSelect = sql`select q.id, q.quotation_code, q.submission_id, q.dealer_id, u.legal_name as dealer_name, q.status, q.payment_type,
  q.total_price, q.tracking_code, q.accepted_date, q.created_at`;
const quotationFrom = sql`from quotations q join users u on u.id = q.dealer_id`;

const toQuotation = (r: Row): AdminQuotation => ({
  id: Number(r.id),
  quotation_code: String(r.quotation_code),
  submission_id: Number(r.submission_id),
  dealer_id: Number(r.dealer_id),
  dealer_name: text(r.dealer_name),
  status: String(r.status),
  payment_type: text(r.payment_type),
  total_price: Number(r.total_price),
  tracking_code: text(r.tracking_code),
  accepted_date: iso(r.accepted_date),
  created_at: isoRequired(r.created_at),
});

export function listQuotations(db: DbOrTx, query: QuotationFilters) {
  const where = whereAll([
    query.status ? sql`q.status = ${query.status}` : undefined,
    query.dealer_id ? sql`q.dealer_id = ${query.dealer_id}` : undefined,
    query.submission_id ? sql`q.submission_id = ${query.submission_id}` : undefined,
    query.date_from ? sinceDay('q.created_at', query.date_from) : undefined,
    query.date_to ? untilDay('q.created_at', query.date_to) : undefined,
    query.q ? sql`(q.quotation_code ilike ${contains(query.q)} or u.legal_name ilike ${contains(query.q)})` : undefined,
  ]);
  return listPage<Row, AdminQuotation>(
    db,
    {
      select: quotationSelect,
      from: sql`${quotationFrom} ${where}`,
      sortColumns: { id: 'q.id', created_at: 'q.created_at', total_price: 'q.total_price' },
      idColumn: 'q.id',
      // Every quotation has its dealer; only the search reads u.
      notNull: ['q.created_at', 'q.total_price'],
      countFrom: query.q ? undefined : sql`from quotations q ${where}`,
    },
    query,
    toQuotation,
  );
}

export async function getQuotation(db: DbOrTx, id: number): Promise<AdminQuotation | null> {
  const { rows } = await db.execute<Row>(sql`${quotationSelect} ${quotationFrom} where q.id = ${id}`);
  return rows[0] ? toQuotation(rows[0]) : null;
}
