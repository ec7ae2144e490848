import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/entities/invoice.js';
import { routes } from '../../contract/routes.js';
import { issueFeeMonthCreditNotes } from '../../server/returns/credit-note.js';
import { runDaily } from '../../server/settlement/daily.js';
import { cents, sumCents, xmlValues } from './invoices-support.js';
import { fatturaPaErrors } from './invoices-xsd.js';
import { call, DEALER, query } from './quotations-fixtures.js';
import {
  askReturn,
  dealerCall,
  dealerView,
  deliveredPurchase,
  ledgerDisagreements,
  returnActors,
  type ReturnActors,
} from './returns-support.js';

/*
 * The credit note of a fee taken at source and credited back by a refund: the month's invoice of the fees bills each
 * fee as it was taken at the sale, and every fee credited back has its TD04 note referring to that invoice, issued
 * right after the invoice when the refund came first (the usual case: a return within the month of the sale), at
 * once when the invoice was there already. Once, however many runs or instances.
 */

let a: ReturnActors;
beforeAll(async () => {
  a = await returnActors();
});
afterAll(async () => a?.t.close());

/** YYYY-MM `offset` months from the current one in Italy. */
const italianMonth = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
  const [year, month] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 7);
};

/** An online purchase, its sale moved into `month` (as if paid then), returned whole and refunded by the dealer. */
async function refundedSale(month: string, refundFirst: () => Promise<void> = async () => undefined) {
  const purchase = await deliveredPurchase(a, 'online');
  const quotationId = purchase.quotation.id;
  await query(
    a.t,
    `update settlement_sales set created_at = '${month}-10T12:00:00+02:00' where quotation_id = ${quotationId}`,
  );
  const asked = await askReturn(a, purchase);
  expect((await dealerCall(a, a.warehouse, routes.dealerReturnAccept, asked.id)).statusCode).toBe(200);
  const got = await dealerCall(a, a.warehouse, routes.dealerReturnReceived, asked.id, { condition: 'intact' });
  expect(got.statusCode, got.body).toBe(200);
  await refundFirst();
  const refunded = await dealerCall(a, a.billing, routes.dealerReturnRefund, asked.id, {});
  expect(refunded.statusCode, refunded.body).toBe(200);
  return { quotationId, code: purchase.quotation.quotation_code, returnId: asked.id };
}

/** The fee the sale's payment took at source and its VAT, as the ledger moved them then (not as refunds left them). */
async function feeAtSale(quotationId: number) {
  const [row] = await query<{ fee: string; vat: string }>(
    a.t,
    `select -t.amount_cents as fee, (select -sum(l.amount_cents) from ledger_legs l
        join ledger_accounts x on x.id = l.account_id and x.code = 'platform:vat' where l.transaction_id = t.id) as vat
      from ledger_transactions t where t.key = 'quotation:${quotationId}:fee_at_source'`,
  );
  return { feeCents: Number(row.fee), vatCents: Number(row.vat) };
}

async function feeInvoiceOf(month: string) {
  const rows = await query<{ id: number; year: number; number: number; issued_on: string; total_cents: string }>(
    a.t,
    `select id, year, number, to_char(issued_on, 'YYYY-MM-DD') as issued_on, total_cents from invoices
      where kind = 'fees' and dealer_id = ${DEALER} and fee_month = '${month}-01'`,
  );
  return rows;
}

async function noteOf(returnId: number) {
  return query<{ status: string; original_invoice_id: number | null; total_cents: string | null }>(
    a.t,
    `select status, original_invoice_id, total_cents from credit_notes where return_id = ${returnId}`,
  );
}

const noteXml = async (returnId: number) => {
  const answer = await dealerCall(a, a.billing, routes.dealerReturnCreditNoteXml, returnId);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
};

describe('credit notes of fees taken at source', () => {
  it('a refund in the month of the sale: the month’s invoice bills the fee whole, its credit note follows it, once', async () => {
    const month = italianMonth(-1);
    expect(await feeInvoiceOf(month)).toEqual([]);
    const sale = await refundedSale(month);
    // The month is not invoiced yet: the note waits, nothing is issued, the dealer sees no number.
    expect(await noteOf(sale.returnId)).toMatchObject([{ status: 'waiting', original_invoice_id: null }]);
    expect((await dealerView(a, sale.returnId)).credit_note_number).toBeNull();

    // The month ends: the daily run (one instance of two) issues the invoice and, right after it, the note.
    const now = new Date();
    const tick = 60 * 60 * 1000;
    const runs = await Promise.all([runDaily(a.t.app, now, tick), runDaily(a.t.app, now, tick)]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    const [invoice] = await feeInvoiceOf(month);
    expect(invoice).toBeDefined();
    const [note] = await noteOf(sale.returnId);
    expect(note).toMatchObject({ status: 'issued', original_invoice_id: invoice.id });

    // The invoice bills the fee as taken at the sale, to the cent.
    const fee = await feeAtSale(sale.quotationId);
    expect(fee.feeCents).toBeGreaterThan(0);
    const invoiceXml = (await call(a.t, a.dealer, routes.feeInvoiceXml, { dealerId: DEALER, invoiceId: invoice.id }))
      .body;
    expect(await fatturaPaErrors(invoiceXml)).toEqual([]);
    const lines = xmlValues(invoiceXml, 'Descrizione');
    const line = lines.findIndex((text) => text.includes(sale.code));
    expect(line).toBeGreaterThanOrEqual(0);
    expect(cents(xmlValues(invoiceXml, 'PrezzoTotale')[line])).toBe(fee.feeCents - fee.vatCents);

    // The note: TD04, referring to that invoice, the whole fee back with the VAT the ledger gave back, valid.
    const view = await dealerView(a, sale.returnId);
    expect(view.credit_note_number).toMatch(/^NC-\d{4}\/\d+$/);
    expect(Math.round(view.fee_credit! * 100)).toBe(fee.feeCents);
    const xml = await noteXml(sale.returnId);
    expect(await fatturaPaErrors(xml)).toEqual([]);
    expect(xmlValues(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(xmlValues(xml, 'IdDocumento')).toEqual([`${invoice.year}/${invoice.number}`]);
    expect(xmlValues(xml, 'Data')).toContain(invoice.issued_on);
    expect(cents(xmlValues(xml, 'ImportoTotaleDocumento')[0])).toBe(fee.feeCents);
    expect(sumCents(xmlValues(xml, 'Imposta'))).toBe(fee.vatCents);
    expect(xml).toContain(sale.code);

    // Run again, here and on five instances at once: still one note, its number unchanged.
    const again = await runDaily(a.t.app, new Date(now.getTime() + tick), tick);
    expect(again?.creditNotes).toBe(0);
    const more = await Promise.all(Array.from({ length: 5 }, () => issueFeeMonthCreditNotes(a.t.app, null)));
    expect(more.reduce((sum, n) => sum + n, 0)).toBe(0);
    expect((await dealerView(a, sale.returnId)).credit_note_number).toBe(view.credit_note_number);
    const events = await query(
      a.t,
      `select id from return_events where return_id = ${sale.returnId} and kind = 'credit_note'`,
    );
    expect(events).toHaveLength(1);
    expect(await ledgerDisagreements(a)).toEqual([]);
  });

  it('refunds before the invoice, on five instances at once: each note issued once, numbers without gaps', async () => {
    const month = italianMonth(-2);
    const sales = [await refundedSale(month), await refundedSale(month)];
    const counts = await Promise.all(
      Array.from({ length: 5 }, async () => {
        // The dealer's Fatture issues its past months; the notes waiting for them follow.
        const list = await call(a.t, a.dealer, routes.dealerInvoices, { dealerId: DEALER });
        expect(list.statusCode, list.body).toBe(200);
        return list.json<Invoice[]>().filter((i) => i.fee_month === month).length;
      }),
    );
    expect(counts).toEqual([1, 1, 1, 1, 1]);
    const [invoice] = await feeInvoiceOf(month);
    for (const sale of sales)
      expect(await noteOf(sale.returnId)).toMatchObject([{ status: 'issued', original_invoice_id: invoice.id }]);
    const numbers = await query<{ number: number }>(
      a.t,
      `select number from credit_notes where status = 'issued' order by year, number`,
    );
    expect(numbers.map((row) => Number(row.number))).toEqual(numbers.map((_, i) => i + 1));
  });

  it('a refund after the month’s invoice: its credit note is issued at once, referring to it', async () => {
    // A month nothing else was sold in, so the dealer's Fatture has not invoiced it before this sale moved there.
    const month = italianMonth(-13);
    expect(await feeInvoiceOf(month)).toEqual([]);
    const sale = await refundedSale(month, async () => {
      // The dealer's Fatture issues the month (with this sale in it) before the refund.
      expect((await call(a.t, a.dealer, routes.dealerInvoices, { dealerId: DEALER })).statusCode).toBe(200);
      expect(await feeInvoiceOf(month)).toHaveLength(1);
    });
    const [invoice] = await feeInvoiceOf(month);
    expect(await noteOf(sale.returnId)).toMatchObject([{ status: 'issued', original_invoice_id: invoice.id }]);
    const view = await dealerView(a, sale.returnId);
    expect(view.credit_note_number).toMatch(/^NC-\d{4}\/\d+$/);
    const xml = await noteXml(sale.returnId);
    expect(await fatturaPaErrors(xml)).toEqual([]);
    expect(xmlValues(xml, 'IdDocumento')).toEqual([`${invoice.year}/${invoice.number}`]);
    expect(cents(xmlValues(xml, 'ImportoTotaleDocumento')[0])).toBe((await feeAtSale(sale.quotationId)).feeCents);
  });
});
