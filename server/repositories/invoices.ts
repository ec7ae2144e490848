import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Invoice } from '../../contract/entities/invoice.js';
import { fromCents } from '../../contract/totals.js';
import { invoices } from '../db/schema.js';
import type { Db, DbOrTx } from '../db/types.js';
import type { InvoiceDocument } from '../invoices/document.js';
import { documentTotals } from '../invoices/document.js';
import { fatturaPaXml } from '../invoices/fatturapa-xml.js';
import {
  invoiceNumberLabel,
  italianToday,
  nextInvoiceNumber,
  progressivo,
  sdiFileName,
} from '../invoices/numbering.js';
import type { FeeInputs } from '../invoices/fees.js';
import type { OrderInputs } from '../invoices/order.js';
import type { PartyRecord } from '../invoices/parties.js';
import { invoicePdf } from '../invoices/pdf.js';
import type { SaleInputs } from '../invoices/sale.js';
import { personNameSql } from './users.js';
import { isUniqueViolation } from '../db/unique-violation.js';

export type StoredInvoice = typeof invoices.$inferSelect;
type Numbering = Pick<InvoiceDocument, 'number' | 'progressivo' | 'fileName' | 'issuedOn'>;

/** A user's party data with the province as its code (the invoices' Sede). */
const partySql = (alias: string) =>
  sql.raw(`${alias}.legal_name, ${alias}.name, ${alias}.surname, ${alias}.vat_number, ${alias}.fiscal_code,
  ${alias}.adr_street as street, ${alias}.adr_house_no as house_no, ${alias}.adr_zip_code as zip, ${alias}.adr_city as city,
  (select code from provinces p where p.id = ${alias}.adr_province) as province, ${alias}.sdi, ${alias}.pec`);

async function party<T extends Record<string, unknown> = Record<string, never>>(
  db: DbOrTx,
  userId: number,
  extra = sql``,
): Promise<(PartyRecord & T) | null> {
  const { rows } = await db.execute<PartyRecord & T>(
    sql`select ${partySql('u')} ${extra} from users u where u.id = ${userId}`,
  );
  return (rows[0] as (PartyRecord & T) | undefined) ?? null;
}

/** A quotation of `dealerId` with its rows and both parties; null when it does not exist or is another dealer's. */
export async function loadSaleInputs(db: DbOrTx, dealerId: number, quotationId: number): Promise<SaleInputs | null> {
  const { rows: found } = await db.execute<
    SaleInputs['quotation'] & { author_id: number }
  >(sql`select q.id, q.quotation_code,
      q.status, q.payment_type, q.payment_method_id, q.shipping_cost_flat, q.shipping_cost_partial, q.shipping_fee_chosen,
      q.total_price, q.total_tax, s.author_id
    from quotations q join submissions s on s.id = q.submission_id where q.id = ${quotationId} and q.dealer_id = ${dealerId}`);
  const q = found[0];
  if (!q) return null;
  const { rows } = await db.execute<
    SaleInputs['rows'][number]
  >(sql`select qr.accepted, qr.quantity, qr.net_price, qr.tax_import,
      p.name as part_name, qr.brand, qr.part_code
    from quotation_rows qr join submission_rows sr on sr.id = qr.submission_row_id join parts p on p.id = sr.part_id
    where qr.quotation_id = ${quotationId} order by qr.id`);
  const dealer = await party<{ regime_fiscale: string; iban: string | null }>(
    db,
    dealerId,
    sql`, u.regime_fiscale, u.iban`,
  );
  const customer = await party(db, Number(q.author_id));
  if (!dealer || !customer) return null;
  return {
    quotation: {
      ...q,
      shipping_cost_flat: Number(q.shipping_cost_flat),
      total_price: Number(q.total_price),
      total_tax: Number(q.total_tax),
      shipping_cost_partial: q.shipping_cost_partial === null ? null : Number(q.shipping_cost_partial),
    },
    rows: rows.map((r) => ({
      ...r,
      quantity: Number(r.quantity),
      net_price: Number(r.net_price),
      tax_import: Number(r.tax_import),
    })),
    dealer,
    customer,
  };
}

/** An order of `dealerId` with its rows and the dealer as buyer; null when it does not exist or is another dealer's. */
export async function loadOrderInputs(db: DbOrTx, dealerId: number, orderId: number): Promise<OrderInputs | null> {
  const { rows: found } = await db.execute<{
    id: number;
    condition: string;
    status: string;
    total_cents: string | number;
    tax_cents: string | number;
  }>(
    sql`select id, condition, status, total_cents, tax_cents from orders where id = ${orderId} and dealer_id = ${dealerId}`,
  );
  const o = found[0];
  if (!o) return null;
  const { rows } = await db.execute<{ item_name: string; item_count: number; item_amount_cents: string | number }>(
    sql`select item_name, item_count, item_amount_cents from order_rows where order_id = ${orderId} order by id`,
  );
  const dealer = await party(db, dealerId);
  if (!dealer) return null;
  return {
    order: {
      id: o.id,
      condition: o.condition,
      status: o.status,
      totalCents: Number(o.total_cents),
      taxCents: Number(o.tax_cents),
    },
    rows: rows.map((r) => ({
      itemName: r.item_name,
      itemCount: Number(r.item_count),
      itemAmountCents: Number(r.item_amount_cents),
    })),
    dealer,
  };
}

/** What an invoice is issued for: a quotation, an order, or a dealer's month of fees taken at source. */
export type InvoiceSubject = { quotationId: number } | { orderId: number } | { dealerId: number; feeMonth: string };

export async function findInvoice(db: DbOrTx, by: InvoiceSubject): Promise<StoredInvoice | null> {
  const where =
    'quotationId' in by
      ? eq(invoices.quotationId, by.quotationId)
      : 'orderId' in by
        ? eq(invoices.orderId, by.orderId)
        : and(eq(invoices.dealerId, by.dealerId), eq(invoices.feeMonth, by.feeMonth));
  const [found] = await db.select().from(invoices).where(where);
  return found ?? null;
}

export async function findInvoiceById(db: DbOrTx, id: number): Promise<StoredInvoice | null> {
  const [found] = await db.select().from(invoices).where(eq(invoices.id, id));
  return found ?? null;
}

export function toInvoice(row: StoredInvoice): Invoice {
  return {
    id: row.id,
    kind: row.kind,
    quotation_id: row.quotationId,
    order_id: row.orderId,
    fee_month: row.feeMonth?.slice(0, 7) ?? null,
    number: invoiceNumberLabel(row.year, row.number),
    issued_on: row.issuedOn,
    file_name: row.fileName,
    taxable_amount: fromCents(Number(row.taxableCents)),
    tax_amount: fromCents(Number(row.taxCents)),
    total_amount: fromCents(Number(row.totalCents)),
  };
}

/**
 * The platform's invoices to a dealer (its paid orders, its months of fees taken at source), newest first, each with
 * the instant it was issued (so the register can place the credit notes, kept apart, among them).
 */
export async function listOrderInvoices(db: Db, dealerId: number): Promise<{ invoice: Invoice; issuedAt: Date }[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.dealerId, dealerId), inArray(invoices.kind, ['order', 'fees'])))
    .orderBy(desc(invoices.id));
  const payers = await orderPayers(db, dealerId);
  return rows.map((row) => ({
    issuedAt: new Date(row.createdAt),
    invoice: { ...toInvoice(row), paid_by: row.orderId === null ? null : (payers.get(row.orderId) ?? null) },
  }));
}

/** Who paid each of the company's paid orders ("Pagato da"): name and surname, else the email. */
async function orderPayers(db: Db, dealerId: number): Promise<Map<number, string>> {
  const { rows } = await db.execute<{ id: number | string; person: string | null }>(sql`
    select o.id, ${personNameSql('p')} as person
    from orders o join users p on p.id = o.paid_by where o.dealer_id = ${dealerId} and o.status = 'paid'`);
  return new Map(rows.filter((r) => r.person).map((r) => [Number(r.id), r.person as string]));
}

/** The dealer's paid orders that have no invoice yet, oldest payment first. */
export async function uninvoicedPaidOrders(db: Db, dealerId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`select o.id from orders o
    where o.dealer_id = ${dealerId} and o.status = 'paid' and not exists (select 1 from invoices i where i.order_id = o.id)
    order by o.paid_at nulls first, o.id`);
  return rows.map((r) => Number(r.id));
}

class AlreadyIssued extends Error {}

export interface IssueRequest {
  kind: 'sale' | 'order' | 'fees';
  issuerId: number;
  dealerId: number;
  subject: InvoiceSubject;
  /** The issuer's P.IVA (file name and transmitter). */
  issuerVat: string;
  build: (numbering: Numbering) => InvoiceDocument;
}

/**
 * Issues an invoice once: number, XML and PDF in one transaction behind the issuer's counter lock; an invoice
 * issued meanwhile by a concurrent request is answered instead (its transaction took the number, this one
 * rolls back and gives it back). Stored bytes are never rebuilt.
 */
export async function issueInvoice(db: Db, request: IssueRequest): Promise<StoredInvoice> {
  const existing = await findInvoice(db, request.subject);
  if (existing) return existing;
  const issuedOn = italianToday();
  const year = Number(issuedOn.slice(0, 4));
  try {
    return await db.transaction(async (tx) => {
      const number = await nextInvoiceNumber(tx, request.issuerId, year);
      if (await findInvoice(tx, request.subject)) throw new AlreadyIssued();
      const progressive = progressivo(year, number);
      const doc = request.build({
        number: invoiceNumberLabel(year, number),
        progressivo: progressive,
        fileName: sdiFileName(request.issuerVat, progressive),
        issuedOn,
      });
      const totals = documentTotals(doc);
      const [row] = await tx
        .insert(invoices)
        .values({
          kind: request.kind,
          issuerId: request.issuerId,
          dealerId: request.dealerId,
          quotationId: 'quotationId' in request.subject ? request.subject.quotationId : null,
          orderId: 'orderId' in request.subject ? request.subject.orderId : null,
          feeMonth: 'feeMonth' in request.subject ? request.subject.feeMonth : null,
          year,
          number,
          issuedOn,
          fileName: doc.fileName,
          taxableCents: totals.taxableCents,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          xml: Buffer.from(fatturaPaXml(doc), 'utf8'),
          pdf: invoicePdf(doc),
        })
        .returning();
      return row;
    });
  } catch (error) {
    if (!(error instanceof AlreadyIssued) && !isUniqueViolation(error)) throw error;
    const issued = await findInvoice(db, request.subject);
    if (!issued) throw error;
    return issued;
  }
}

/** A month (YYYY-MM) as the Italian instants it starts and ends at. */
const monthBounds = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return sql`s.created_at >= (${`${month}-01`}::timestamp at time zone 'Europe/Rome')
    and s.created_at < (${`${next}-01`}::timestamp at time zone 'Europe/Rome')`;
};

/**
 * What refunds credited back out of each online sale's fee (the ledger's fee_credit movements, found by their keys):
 * the sale records its fee less these, so the two together are the fee taken at the sale. A refund of a sale already
 * paid out leaves the sale's fee as it was (its fee comes back in the refund's own movement) and is not counted.
 */
const creditedBack = (dealerId: number | null) => sql`credited as (
  select r.quotation_id, sum(t.amount_cents) as fee_back, coalesce(sum((select sum(l.amount_cents)
      from ledger_legs l join ledger_accounts a on a.id = l.account_id and a.code = 'platform:vat'
      where l.transaction_id = t.id)), 0) as vat_back
  from returns r join ledger_transactions t on t.key = 'return:' || r.id || ':fee_credit'
  where r.fee_credit_cents > 0 ${dealerId === null ? sql`` : sql`and r.dealer_id = ${dealerId}`}
  group by r.quotation_id)`;

/**
 * A dealer's online sales of a month with the fee taken at source when each was paid (not reduced by later refunds:
 * each fee credited back has its own credit note referring to this month's invoice), with the dealer as buyer.
 */
export async function loadFeeInputs(db: DbOrTx, dealerId: number, month: string): Promise<FeeInputs | null> {
  const { rows } = await db.execute<{ code: string; day: string; fee_cents: string; fee_vat_cents: string }>(sql`
    with ${creditedBack(dealerId)}
    select q.quotation_code as code, to_char(s.created_at at time zone 'Europe/Rome', 'YYYY-MM-DD') as day,
      s.fee_cents + coalesce(c.fee_back, 0) as fee_cents, s.fee_vat_cents + coalesce(c.vat_back, 0) as fee_vat_cents
    from settlement_sales s join quotations q on q.id = s.quotation_id
      left join credited c on c.quotation_id = s.quotation_id
    where s.dealer_id = ${dealerId} and (s.fee_cents > 0 or c.fee_back > 0) and ${monthBounds(month)}
    order by s.created_at, s.quotation_id`);
  const dealer = await party(db, dealerId);
  if (!dealer) return null;
  return {
    month,
    dealer,
    sales: rows.map((row) => ({
      code: row.code,
      day: row.day,
      feeCents: Number(row.fee_cents),
      feeVatCents: Number(row.fee_vat_cents),
    })),
  };
}

/**
 * The months (YYYY-MM) before `currentMonth` in which fees were taken at source (refunded since or not) and not yet
 * invoiced: of one dealer, or of every dealer when `dealerId` is null (then only `onlyMonth`, the monthly run's
 * previous month).
 */
export async function uninvoicedFeeMonths(
  db: DbOrTx,
  filter: { dealerId: number | null; currentMonth: string; onlyMonth?: string },
): Promise<{ dealerId: number; month: string }[]> {
  const { rows } = await db.execute<{ dealer_id: number; month: string }>(sql`
    with ${creditedBack(filter.dealerId)}
    select distinct s.dealer_id, to_char(s.created_at at time zone 'Europe/Rome', 'YYYY-MM') as month
    from settlement_sales s left join credited c on c.quotation_id = s.quotation_id
    where (s.fee_cents > 0 or c.fee_back > 0)
      and s.created_at < (${`${filter.currentMonth}-01`}::timestamp at time zone 'Europe/Rome')
      ${filter.dealerId === null ? sql`` : sql`and s.dealer_id = ${filter.dealerId}`}
      ${filter.onlyMonth ? sql`and ${monthBounds(filter.onlyMonth)}` : sql``}
      and not exists (select 1 from invoices i where i.dealer_id = s.dealer_id
        and i.fee_month = date_trunc('month', s.created_at at time zone 'Europe/Rome')::date)
    order by 2, 1`);
  return rows.map((row) => ({ dealerId: Number(row.dealer_id), month: row.month }));
}
