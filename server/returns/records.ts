import { sql, type SQL } from 'drizzle-orm';
import {
  RETURN_STUCK_DAYS,
  type CustomerReturn,
  type DealerReturn,
  type DisputeSummary,
  type ReturnEvent,
  type ReturnRow,
} from '../../contract/returns.js';
import type { StaffRole } from '../../contract/staff.js';
import { mayWorkIn } from '../../contract/staff.js';
import type { DbOrTx } from '../db/types.js';
import { personNameSql } from '../repositories/users.js';

/** Reading returns as the customer, the dealer and the operator see them (contract/returns.ts). */

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const euros = (cents: string | number | null | undefined) =>
  cents === null || cents === undefined ? null : Number(cents) / 100;

export interface ReturnRecordRow extends Record<string, unknown> {
  id: number;
  quotation_id: number;
  quotation_code: string;
  dealer_id: number;
  customer_id: number;
  dealer_name: string;
  customer_name: string;
  customer_email: string;
  state: CustomerReturn['state'];
  reason: CustomerReturn['reason'];
  note: string | null;
  photos: string[];
  amount_cents: string;
  payment_type: 'online' | 'offline';
  business_buyer: boolean;
  created_at: Date | string;
  answer_due_at: Date | string;
  answered_at: Date | string | null;
  auto_accepted: boolean;
  refuse_reason: string | null;
  label_courier: 'demo' | 'brt' | null;
  label_tracking: string | null;
  received_at: Date | string | null;
  received_condition: CustomerReturn['received_condition'];
  received_note: string | null;
  refunded_at: Date | string | null;
  refund_amount_cents: string | null;
  refund_method: CustomerReturn['refund_method'];
  refund_note: string | null;
  fee_credit_cents: string | null;
  credit_note_number: string | null;
  live_refund: boolean;
  dispute_id: number | null;
  dispute_state: DisputeSummary['state'] | null;
  dispute_text: string | null;
  dispute_photos: string[] | null;
  dispute_opened_at: Date | string | null;
  dispute_outcome: DisputeSummary['outcome'];
  dispute_amount_cents: string | null;
  dispute_note: string | null;
  dispute_decided_at: Date | string | null;
}

/** Every column a view needs, from the return and what it joins (the quotation, both parties, its dispute). */
export const RETURN_COLUMNS = sql`r.id, r.quotation_id, q.quotation_code, r.dealer_id, r.customer_id,
  coalesce(nullif(trim(d.legal_name), ''), ${personNameSql('d')}) as dealer_name,
  ${personNameSql('c')} as customer_name, c.email as customer_email,
  r.state, r.reason, r.note, r.photos, r.amount_cents, q.payment_type, r.business_buyer, r.created_at,
  r.answer_due_at, r.answered_at, r.auto_accepted, r.refuse_reason, r.label_courier, r.label_tracking, r.received_at,
  r.received_condition, r.received_note, r.refunded_at, r.refund_amount_cents, r.refund_method, r.refund_note,
  r.fee_credit_cents,
  (select 'NC-' || n.year || '/' || n.number from credit_notes n where n.return_id = r.id and n.status = 'issued')
    as credit_note_number,
  exists (select 1 from return_refunds f where f.return_id = r.id and f.status = 'pending') as live_refund,
  x.id as dispute_id, x.state as dispute_state, x.text as dispute_text, x.photos as dispute_photos,
  x.created_at as dispute_opened_at, x.outcome as dispute_outcome, x.decided_amount_cents as dispute_amount_cents,
  x.decision_note as dispute_note, x.decided_at as dispute_decided_at`;

export const RETURN_FROM = sql`returns r join quotations q on q.id = r.quotation_id
  join users d on d.id = r.dealer_id join users c on c.id = r.customer_id
  left join disputes x on x.return_id = r.id`;

export async function readReturnRows(db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<ReturnRecordRow[]> {
  const { rows } = await db.execute<ReturnRecordRow>(sql`select ${RETURN_COLUMNS} from ${RETURN_FROM}
    where ${where} ${tail}`);
  return rows;
}

interface Details {
  rows: Map<number, ReturnRow[]>;
  events: Map<number, ReturnEvent[]>;
}

/** The rows and timelines of a page of returns, in two queries. */
async function detailsOf(db: DbOrTx, ids: number[]): Promise<Details> {
  const rows = new Map<number, ReturnRow[]>();
  const events = new Map<number, ReturnEvent[]>();
  if (ids.length === 0) return { rows, events };
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [{ rows: items }, { rows: steps }] = await Promise.all([
    db.execute<{
      return_id: number;
      quotation_row_id: number;
      part_name: string;
      part_code: string;
      brand: string;
      quantity: number;
      unit_cents: string;
      amount_cents: string;
    }>(sql`select rr.return_id, rr.quotation_row_id, p.name as part_name, qr.part_code, qr.brand, rr.quantity,
        rr.unit_cents, rr.amount_cents
      from return_rows rr join quotation_rows qr on qr.id = rr.quotation_row_id
      join submission_rows sr on sr.id = qr.submission_row_id join parts p on p.id = sr.part_id
      where rr.return_id in (${list}) order by rr.return_id, qr.id`),
    db.execute<{
      return_id: number;
      kind: ReturnEvent['kind'];
      actor: ReturnEvent['actor'];
      actor_name: string | null;
      note: string | null;
      created_at: Date | string;
    }>(sql`select e.return_id, e.kind, e.actor,
        case when e.actor in ('dealer', 'operator') then ${personNameSql('u')} end as actor_name, e.note, e.created_at
      from return_events e left join users u on u.id = e.actor_id
      where e.return_id in (${list}) order by e.return_id, e.id`),
  ]);
  for (const item of items) {
    const id = Number(item.return_id);
    rows.set(id, [
      ...(rows.get(id) ?? []),
      {
        quotation_row_id: Number(item.quotation_row_id),
        part_name: item.part_name,
        part_code: item.part_code,
        brand: item.brand,
        quantity: Number(item.quantity),
        unit_price: Number(item.unit_cents) / 100,
        amount: Number(item.amount_cents) / 100,
      },
    ]);
  }
  for (const step of steps) {
    const id = Number(step.return_id);
    events.set(id, [
      ...(events.get(id) ?? []),
      {
        kind: step.kind,
        actor: step.actor,
        actor_name: step.actor_name,
        note: step.note,
        at: new Date(step.created_at).toISOString(),
      },
    ]);
  }
  return { rows, events };
}

function disputeOf(row: ReturnRecordRow): DisputeSummary | null {
  if (row.dispute_id === null || row.dispute_state === null) return null;
  return {
    id: Number(row.dispute_id),
    state: row.dispute_state,
    text: row.dispute_text ?? '',
    photos: row.dispute_photos ?? [],
    opened_at: new Date(row.dispute_opened_at as string).toISOString(),
    outcome: row.dispute_outcome,
    decided_amount: euros(row.dispute_amount_cents),
    decision_note: row.dispute_note,
    decided_at: iso(row.dispute_decided_at),
  };
}

/** When "Apri controversia" opens: at the refusal, or RETURN_STUCK_DAYS after an acceptance not refunded. */
export function disputeAvailableAt(row: Pick<ReturnRecordRow, 'state' | 'answered_at'>): Date | null {
  if (!row.answered_at) return null;
  if (row.state === 'refused') return new Date(row.answered_at);
  if (row.state === 'accepted' || row.state === 'received')
    return new Date(new Date(row.answered_at).getTime() + RETURN_STUCK_DAYS * DAY_MS);
  return null;
}

export const mayOpenDispute = (row: ReturnRecordRow, now: Date): boolean => {
  const from = disputeAvailableAt(row);
  return row.dispute_id === null && !row.live_refund && from !== null && from.getTime() <= now.getTime();
};

function base(row: ReturnRecordRow, details: Details) {
  return {
    id: Number(row.id),
    quotation_id: Number(row.quotation_id),
    quotation_code: row.quotation_code,
    state: row.state,
    reason: row.reason,
    note: row.note,
    photos: row.photos ?? [],
    rows: details.rows.get(Number(row.id)) ?? [],
    amount: Number(row.amount_cents) / 100,
    payment_type: row.payment_type,
    created_at: new Date(row.created_at).toISOString(),
    answer_due_at: new Date(row.answer_due_at).toISOString(),
    answered_at: iso(row.answered_at),
    auto_accepted: row.auto_accepted,
    refuse_reason: row.refuse_reason,
    label:
      row.label_courier && row.label_tracking
        ? { courier: row.label_courier, tracking_number: row.label_tracking }
        : null,
    received_at: iso(row.received_at),
    received_condition: row.received_condition,
    refunded_at: iso(row.refunded_at),
    refund_amount: euros(row.refund_amount_cents),
    refund_method: row.refund_method,
    dispute: disputeOf(row),
    dispute_available_at: row.dispute_id === null ? iso(disputeAvailableAt(row)) : null,
    timeline: details.events.get(Number(row.id)) ?? [],
  };
}

export async function customerViews(db: DbOrTx, rows: ReturnRecordRow[], now: Date): Promise<CustomerReturn[]> {
  const details = await detailsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    ...base(row, details),
    dealer_name: row.dealer_name,
    may_open_dispute: mayOpenDispute(row, now),
    may_cancel: row.state === 'requested',
  }));
}

export async function dealerViews(db: DbOrTx, rows: ReturnRecordRow[], role: StaffRole): Promise<DealerReturn[]> {
  const details = await detailsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const ships = mayWorkIn(role, 'shipping');
  const bills = mayWorkIn(role, 'billing');
  return rows.map((row) => ({
    ...base(row, details),
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    business_buyer: row.business_buyer,
    received_note: row.received_note,
    refund_note: row.refund_note,
    fee_credit: euros(row.fee_credit_cents),
    credit_note_number: row.credit_note_number,
    may_answer: ships && row.state === 'requested',
    may_receive: ships && row.state === 'accepted',
    may_refund: bills && (row.state === 'accepted' || row.state === 'received') && !row.live_refund,
  }));
}

export async function customerReturn(db: DbOrTx, customerId: number, id: number, now: Date) {
  const rows = await readReturnRows(db, sql`r.id = ${id} and r.customer_id = ${customerId}`);
  return (await customerViews(db, rows, now))[0] ?? null;
}

export async function dealerReturn(db: DbOrTx, dealerId: number, id: number, role: StaffRole) {
  const rows = await readReturnRows(db, sql`r.id = ${id} and r.dealer_id = ${dealerId}`);
  return (await dealerViews(db, rows, role))[0] ?? null;
}
