import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VAT_RATE_ORDERS } from '../../contract/constants.js';
import type { Invoice } from '../../contract/entities/invoice.js';
import { fromCents } from '../../contract/totals.js';
import { creditNoteText } from '../../i18n/it/returns.js';
import type { DbOrTx } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { InvoiceDocument } from '../invoices/document.js';
import { documentTotals, italianDate } from '../invoices/document.js';
import { fatturaPaXml } from '../invoices/fatturapa-xml.js';
import { orderInvoice } from '../invoices/issue.js';
import { invoiceNumberLabel, italianToday, nextInvoiceNumber, sdiFileName } from '../invoices/numbering.js';
import { buyerMissing, buyerOf, type PartyRecord } from '../invoices/parties.js';
import { invoicePdf } from '../invoices/pdf.js';

/**
 * The platform's credit note (FatturaPA TD04) for the fee credited back to the dealer on a refunded return, referring
 * to the invoice that billed that fee (docs/invoices.md, "Credit notes"):
 * - an offline sale's fee paid by a fee order: that order's invoice; paid from the credits: the invoice of the credits'
 *   purchase before it; still due: the note waits until the fee is paid and invoiced;
 * - an online sale's fee taken at source: the month's invoice of the fees, which bills the fee as taken at the sale
 *   whatever was refunded since; a refund before that invoice exists waits for it and is issued right after it
 *   (issueFeeMonthCreditNotes, called where the month's invoices are issued; the sweep catches up after a crash).
 * Numbered in its own series (NC-<year>/<n>, counter issuer -1), gapless: the number is taken in the issuing
 * transaction. A note waits ('waiting') while its original is missing or the dealer's data is incomplete; the sweep
 * tries again.
 */
export const CREDIT_NOTE_ISSUER = -1;
export const creditNoteNumber = (year: number, number: number) => `NC-${year}/${number}`;
/** The SDI progressivo: N, the year's last digit, the number in base 36 (never equal to an invoice's, which start with digits). */
const progressivo = (year: number, number: number) =>
  `N${year % 10}${number.toString(36).toUpperCase().padStart(3, '0')}`;

interface Original extends Record<string, unknown> {
  id: number;
  year: number;
  number: number;
  issued_on: string;
  kind: string;
}

async function invoiceOfOrder(app: FastifyInstance, dealerId: number, orderId: number): Promise<Original | null> {
  await orderInvoice(app, dealerId, orderId);
  const { rows } = await app.db.execute<Original>(sql`select id, year, number, to_char(issued_on, 'YYYY-MM-DD') as
    issued_on, kind from invoices where order_id = ${orderId}`);
  return rows[0] ?? null;
}

/** The month of fees an online sale belongs to, as the invoices' fee_month (its first day in Italy). */
const saleFeeMonth = sql`date_trunc('month', s.created_at at time zone 'Europe/Rome')::date`;

/** The online sale's month of fees, when its invoice exists (issued by the monthly fees run). */
export async function feesInvoiceOfSale(db: DbOrTx, quotationId: number): Promise<Original | null> {
  const { rows } = await db.execute<Original>(sql`select i.id, i.year, i.number,
      to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, i.kind
    from settlement_sales s join invoices i on i.dealer_id = s.dealer_id and i.kind = 'fees'
      and i.fee_month = ${saleFeeMonth}
    where s.quotation_id = ${quotationId}`);
  return rows[0] ?? null;
}

async function originalOf(app: FastifyInstance, note: NoteRow): Promise<Original | null> {
  if (note.payment_type === 'online') return feesInvoiceOfSale(app.db, Number(note.quotation_id));
  const { rows } = await app.db.execute<{ settled_by: string | null; order_id: number | null; paid_at: Date | null }>(
    sql`select settled_by, order_id, paid_at from fees where quotation_id = ${note.quotation_id}`,
  );
  const fee = rows[0];
  if (!fee?.paid_at) return null;
  if (fee.settled_by === 'order' && fee.order_id) return invoiceOfOrder(app, Number(note.dealer_id), fee.order_id);
  const { rows: wallet } = await app.db.execute<{ id: number }>(sql`select id from orders
    where dealer_id = ${note.dealer_id} and condition = 'wallet' and status = 'paid'
      and paid_at <= ${new Date(fee.paid_at).toISOString()}::timestamptz
    order by paid_at desc limit 1`);
  return wallet[0] ? invoiceOfOrder(app, Number(note.dealer_id), Number(wallet[0].id)) : null;
}

interface NoteRow extends Record<string, unknown> {
  id: number;
  return_id: number;
  dealer_id: number;
  quotation_id: number;
  fee_credit_cents: string;
  payment_type: 'online' | 'offline';
  code: string;
  /** The VAT of the fee credited back as the ledger moved it (online sales: the refund's own movements). */
  ledger_vat_cents: string;
}

async function dealerParty(db: DbOrTx, dealerId: number): Promise<PartyRecord | null> {
  const { rows } =
    await db.execute<PartyRecord>(sql`select u.legal_name, u.name, u.surname, u.vat_number, u.fiscal_code,
      u.adr_street as street, u.adr_house_no as house_no, u.adr_zip_code as zip, u.adr_city as city,
      (select code from provinces p where p.id = u.adr_province) as province, u.sdi, u.pec
    from users u where u.id = ${dealerId}`);
  return rows[0] ?? null;
}

/**
 * The fee credited back as the note's amount: an online fee was taken VAT included, and the note takes out of it the
 * VAT the refund gave back in the ledger (so the month's invoice less its notes is, to the cent, the fee and VAT the
 * platform kept); an offline fee was counted in credits, which are without VAT (the VAT is added, as on the credits'
 * invoice).
 */
function amounts(note: NoteRow): { taxableCents: number; taxCents: number } {
  const fee = Number(note.fee_credit_cents);
  if (note.payment_type === 'online') {
    const taxCents = Number(note.ledger_vat_cents);
    return { taxableCents: fee - taxCents, taxCents };
  }
  return { taxableCents: fee, taxCents: Math.round((fee * VAT_RATE_ORDERS) / 100) };
}

/** Issues the return's waiting credit note when its original invoice exists; answers whether it is issued now. */
export async function issueWaitingCreditNote(app: FastifyInstance, returnId: number): Promise<boolean> {
  const { rows } = await app.db.execute<NoteRow>(sql`select n.id, n.return_id, n.dealer_id, n.quotation_id,
      n.fee_credit_cents, q.payment_type, q.quotation_code as code,
      (select coalesce(sum(l.amount_cents), 0) from ledger_transactions t
        join ledger_legs l on l.transaction_id = t.id
        join ledger_accounts a on a.id = l.account_id and a.code = 'platform:vat'
        where t.key in ('return:' || n.return_id || ':fee_credit', 'return:' || n.return_id || ':refund'))
        as ledger_vat_cents
    from credit_notes n join quotations q on q.id = n.quotation_id
    where n.return_id = ${returnId} and n.status = 'waiting'`);
  const note = rows[0];
  if (!note) return false;
  const original = await originalOf(app, note);
  const dealer = await dealerParty(app.db, Number(note.dealer_id));
  if (!original || !dealer || buyerMissing(dealer, 'dealer').length > 0) return false;

  const platform = app.config.platform;
  const issuedOn = italianToday();
  const year = Number(issuedOn.slice(0, 4));
  const { taxableCents, taxCents } = amounts(note);
  const relatedNumber = `${original.year}/${original.number}`;
  try {
    return await app.db.transaction(async (tx) => {
      const { rows: locked } = await tx.execute(
        sql`select 1 from credit_notes where id = ${note.id} and status = 'waiting' for update`,
      );
      if (locked.length === 0) return false;
      const number = await nextInvoiceNumber(tx, CREDIT_NOTE_ISSUER, year);
      const progressive = progressivo(year, number);
      const doc: InvoiceDocument = {
        number: creditNoteNumber(year, number),
        progressivo: progressive,
        fileName: sdiFileName(platform.vatNumber, progressive),
        issuedOn,
        seller: {
          vatNumber: platform.vatNumber,
          legalName: platform.legalName,
          regimeFiscale: 'RF01',
          address: {
            street: platform.street,
            houseNo: platform.houseNo,
            zipCode: platform.zipCode,
            city: platform.city,
            province: platform.province,
          },
        },
        buyer: buyerOf(dealer),
        lines: [
          {
            description: creditNoteText.line(note.code),
            quantity: 1,
            unitCents: taxableCents,
            vatRate: VAT_RATE_ORDERS,
          },
        ],
        summaries: [{ vatRate: VAT_RATE_ORDERS, taxableCents, taxCents }],
        payment: { mode: 'MP05', iban: null },
        causale: creditNoteText.reference(relatedNumber, italianDate(original.issued_on)),
      };
      const related = { number: relatedNumber, date: original.issued_on };
      const totals = documentTotals(doc);
      await tx.execute(sql`update credit_notes set status = 'issued', original_invoice_id = ${original.id},
          year = ${year}, number = ${number}, issued_on = ${issuedOn}::date, file_name = ${doc.fileName},
          taxable_cents = ${totals.taxableCents}, tax_cents = ${totals.taxCents}, total_cents = ${totals.totalCents},
          xml = ${Buffer.from(fatturaPaXml(doc, { type: 'TD04', related }), 'utf8')},
          pdf = ${invoicePdf(doc, {
            title: creditNoteText.pdfTitle(doc.number, italianDate(issuedOn)),
            related: doc.causale,
          })}
        where id = ${note.id}`);
      await tx.execute(sql`insert into return_events (return_id, kind, actor, note)
        values (${returnId}, 'credit_note', 'system', ${doc.number})`);
      return true;
    });
  } catch (error) {
    // Another instance issued it at the same moment: its number stands, this one was given back.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Issues the waiting credit notes of online sales whose month of fees is now invoiced (of one dealer, or all): run
 * right after the month's invoices are issued, so each note follows the invoice it refers to. Each note is issued
 * once however many instances run this (issueWaitingCreditNote locks it). Answers how many were issued.
 */
export async function issueFeeMonthCreditNotes(app: FastifyInstance, dealerId: number | null): Promise<number> {
  const { rows } = await app.db.execute<{ return_id: number }>(sql`select n.return_id
    from credit_notes n join settlement_sales s on s.quotation_id = n.quotation_id
    where n.status = 'waiting' ${dealerId === null ? sql`` : sql`and n.dealer_id = ${dealerId}`}
      and exists (select 1 from invoices i where i.dealer_id = s.dealer_id and i.kind = 'fees'
        and i.fee_month = ${saleFeeMonth})
    order by s.created_at, n.id`);
  let issued = 0;
  for (const { return_id: waitingId } of rows) {
    try {
      if (await issueWaitingCreditNote(app, Number(waitingId))) issued += 1;
    } catch (err) {
      // One note's trouble (its dealer's data, say) leaves the others issued; the sweep tries it again.
      app.log.warn({ err, returnId: waitingId }, 'credit note not issued yet');
    }
  }
  return issued;
}

/** A return's issued credit note, for the dealer (its own) or the operator. */
export async function creditNoteFile(
  db: DbOrTx,
  returnId: number,
  dealerId: number | null,
): Promise<{ xml: Buffer; pdf: Buffer; fileName: string; number: string } | null> {
  const owner = dealerId === null ? sql`` : sql`and dealer_id = ${dealerId}`;
  const { rows } = await db.execute<{
    xml: Uint8Array;
    pdf: Uint8Array;
    file_name: string;
    year: number;
    number: number;
  }>(
    sql`select xml, pdf, file_name, year, number from credit_notes
      where return_id = ${returnId} and status = 'issued' ${owner}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    xml: Buffer.from(row.xml),
    pdf: Buffer.from(row.pdf),
    fileName: row.file_name,
    number: creditNoteNumber(Number(row.year), Number(row.number)),
  };
}

/** A dealer's issued credit notes as rows of its invoice register, with the instant each was issued (for the order). */
export async function listIssuedCreditNotes(
  db: DbOrTx,
  dealerId: number,
): Promise<{ invoice: Invoice; issuedAt: Date }[]> {
  const { rows } = await db.execute<{
    id: number;
    return_id: number;
    year: number;
    number: number;
    issued_on: string;
    file_name: string;
    taxable_cents: string;
    tax_cents: string;
    total_cents: string;
    original_year: number;
    original_number: number;
    issued_at: string | Date;
  }>(sql`select n.id, n.return_id, n.year, n.number, to_char(n.issued_on, 'YYYY-MM-DD') as issued_on, n.file_name,
      n.taxable_cents, n.tax_cents, n.total_cents, i.year as original_year, i.number as original_number,
      coalesce((select max(e.created_at) from return_events e where e.return_id = n.return_id
        and e.kind = 'credit_note'), n.issued_on::timestamptz) as issued_at
    from credit_notes n join invoices i on i.id = n.original_invoice_id
    where n.dealer_id = ${dealerId} and n.status = 'issued'`);
  return rows.map((row) => ({
    issuedAt: new Date(row.issued_at),
    invoice: {
      id: -Number(row.id),
      kind: 'credit_note',
      quotation_id: null,
      order_id: null,
      fee_month: null,
      return_id: Number(row.return_id),
      refers_to: invoiceNumberLabel(Number(row.original_year), Number(row.original_number)),
      number: creditNoteNumber(Number(row.year), Number(row.number)),
      issued_on: row.issued_on,
      file_name: row.file_name,
      taxable_amount: fromCents(Number(row.taxable_cents)),
      tax_amount: fromCents(Number(row.tax_cents)),
      total_amount: fromCents(Number(row.total_cents)),
      paid_by: null,
    },
  }));
}
