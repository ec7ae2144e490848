import { sql } from 'drizzle-orm';
import type { AdminDealer, AdminDealerDetail, CreditLedgerEntry } from '../../../contract/entities/admin.js';
import type { LedgerMovement } from '../../../contract/entities/ledger.js';
import type { SubscriptionStatus } from '../../../contract/entities/user.js';
import { dealerRegister } from '../ledger.js';
import { idOrNull, iso, isoRequired, listPage, text, whereAll, type AdminListQuery, type Row } from './paging.js';
import { userSearch } from './user-search.js';
import type { DbOrTx } from '../../db/types.js';

export interface DealerFilters extends AdminListQuery {
  subscription?: SubscriptionStatus | 'none';
  province?: number;
  suspended?: 'true' | 'false';
}

const select = sql`select u.id, u.email, u.legal_name, u.name, u.surname, u.vat_number, u.adr_city, u.adr_province, p.code as province_code,
  u.credits, u.dealer_stars, s.status as subscription_status, s.ends_at as subscription_ends_at, s.canceled_at as subscription_canceled_at,
  u.suspended_at, u.created_at`;
const from = sql`from users u left join provinces p on p.id = u.adr_province
  left join lateral (select status, ends_at, canceled_at from subscriptions where dealer_id = u.id order by created_at desc, id desc limit 1) s on true`;

const toDealer = (r: Row): AdminDealer => ({
  id: Number(r.id),
  email: String(r.email),
  legal_name: text(r.legal_name),
  name: text(r.name),
  surname: text(r.surname),
  vat_number: text(r.vat_number),
  adr_city: text(r.adr_city),
  adr_province: idOrNull(r.adr_province),
  province_code: text(r.province_code),
  credits: Number(r.credits),
  dealer_stars: Number(r.dealer_stars),
  subscription_status: (r.subscription_status as SubscriptionStatus | null) ?? null,
  subscription_ends_at: iso(r.subscription_ends_at),
  suspended_at: iso(r.suspended_at),
  created_at: isoRequired(r.created_at),
});

export function listDealers(db: DbOrTx, query: DealerFilters) {
  const where = whereAll([
    sql`u.role = 'dealer'`,
    query.subscription === 'none'
      ? sql`s.status is null`
      : query.subscription
        ? sql`s.status = ${query.subscription}`
        : undefined,
    query.province ? sql`u.adr_province = ${query.province}` : undefined,
    query.suspended === 'true'
      ? sql`u.suspended_at is not null`
      : query.suspended === 'false'
        ? sql`u.suspended_at is null`
        : undefined,
    query.q ? userSearch(query.q, ['u.email', 'u.legal_name', 'u.name', 'u.surname', 'u.vat_number']) : undefined,
  ]);
  return listPage<Row, AdminDealer>(
    db,
    {
      select,
      from: sql`${from} ${where}`,
      sortColumns: {
        id: 'u.id',
        created_at: 'u.created_at',
        legal_name: 'u.legal_name',
        email: 'u.email',
        credits: 'u.credits',
      },
      idColumn: 'u.id',
      notNull: ['u.created_at', 'u.email', 'u.credits'],
      // The province (its id) and the latest subscription (limit 1) add at most one row each; only the subscription
      // filter reads s, so without it the total counts users alone instead of a lateral probe per dealer.
      countFrom: query.subscription ? undefined : sql`from users u ${where}`,
    },
    query,
    toDealer,
  );
}

/** A movement of the ledger as the console's dealer page lists it (the credit register, fee movements included). */
const toLedgerEntry = (m: LedgerMovement): CreditLedgerEntry => ({
  id: m.id,
  kind: m.kind,
  label: m.label,
  delta: m.credits_delta,
  amount: m.amount,
  balance_after: m.balance_after,
  reason: m.reason ?? '',
  operator_id: m.operator_id,
  order_id: m.order_id,
  quotation: m.quotation,
  created_at: m.created_at,
});

/** A dealer with what the console's show page needs: company data, subscription, credits and their ledger, fees due, quotations. */
export async function getDealer(db: DbOrTx, id: number): Promise<AdminDealerDetail | null> {
  const { rows } =
    await db.execute<Row>(sql`${select}, u.phone, u.pec, u.sdi, u.iban, u.adr_street, u.adr_house_no, u.adr_zip_code,
      u.terms_accepted_at, u.subscription_cost,
      (select coalesce(sum(amount_cents), 0) from fees where dealer_id = u.id and paid_at is null) as fees_due_cents,
      (select count(*) from fees where dealer_id = u.id and paid_at is null) as fees_due_count,
      (select json_build_object(
         'total', count(*),
         'pending', count(*) filter (where status = 'pending'),
         'accepted', count(*) filter (where status in ('payment-pending', 'paid', 'complete')),
         'cancelled', count(*) filter (where status = 'cancelled'))
       from quotations where dealer_id = u.id) as quotations
    ${from} where u.id = ${id} and u.role = 'dealer'`);
  const r = rows[0];
  if (!r) return null;
  const ledger = await dealerRegister(db, id, 1, 20);
  const quotations = r.quotations as Record<string, number | string>;
  return {
    ...toDealer(r),
    phone: text(r.phone),
    pec: text(r.pec),
    sdi: text(r.sdi),
    iban: text(r.iban),
    adr_street: text(r.adr_street),
    adr_house_no: text(r.adr_house_no),
    adr_zip_code: text(r.adr_zip_code),
    terms_accepted_at: iso(r.terms_accepted_at),
    subscription_cost: idOrNull(r.subscription_cost),
    subscription_canceled_at: iso(r.subscription_canceled_at),
    fees_due: Number(r.fees_due_cents) / 100,
    fees_due_count: Number(r.fees_due_count),
    quotations: {
      total: Number(quotations.total),
      pending: Number(quotations.pending),
      accepted: Number(quotations.accepted),
      cancelled: Number(quotations.cancelled),
    },
    credit_ledger: ledger.data.map(toLedgerEntry),
  };
}
