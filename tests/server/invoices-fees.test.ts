import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/entities/invoice.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { issueMonthlyFeeInvoices } from '../../server/invoices/issue.js';
import { splitSale } from '../../server/settlement/rules.js';
import { cents, sumCents, xmlValues } from './invoices-support.js';
import { fatturaPaErrors } from './invoices-xsd.js';
import { actors, call, DEALER, DEALER2, query, type Actors } from './quotations-fixtures.js';

/*
 * The month's invoice of the platform's fees taken at source from a dealer's online sales: one per dealer and
 * month, issued once the month is over, in the invoices the dealer already gets (the wallet's Fatture), valid against
 * the FatturaPA schema, its total the fees the dealer's Incassi showed, to the cent.
 */

let a: Actors;

/** YYYY-MM of the month before the current one in Italy, and a noon of its `day`. */
const italianMonth = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
  const [year, month] = today.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 + offset, 1));
  return shifted.toISOString().slice(0, 7);
};
const lastMonth = italianMonth(-1);
const noon = (day: number) => `${lastMonth}-${String(day).padStart(2, '0')}T12:00:00+01:00`;

const list = (token = a.dealer, id = DEALER) => call(a.t, token, routes.dealerInvoices, { dealerId: id });

/**
 * Dealer 1's sales of last month (three of its seeded online sales moved there, so the month is known to have some),
 * each with the fee its payment took at source and that fee's VAT as the ledger moved them then: a fee credited back
 * later by a refund is still billed whole (its credit note takes it back).
 */
async function lastMonthSales(dealerId: number) {
  return query<{ code: string; fee_cents: string; fee_vat_cents: string }>(
    a.t,
    `select q.quotation_code as code, -t.amount_cents as fee_cents,
        (select -sum(l.amount_cents) from ledger_legs l join ledger_accounts x on x.id = l.account_id
          and x.code = 'platform:vat' where l.transaction_id = t.id) as fee_vat_cents
      from settlement_sales s join quotations q on q.id = s.quotation_id
        join ledger_transactions t on t.key = 'quotation:' || s.quotation_id || ':fee_at_source'
      where s.dealer_id = ${dealerId} and t.amount_cents < 0
        and to_char(s.created_at at time zone 'Europe/Rome', 'YYYY-MM') = '${lastMonth}'
      order by s.created_at, s.quotation_id`,
  );
}

beforeAll(async () => {
  a = await actors();
  await query(
    a.t,
    `update settlement_sales set created_at = case quotation_id
        ${[1, 2, 3].map((n) => `when (select quotation_id from settlement_sales where dealer_id = ${DEALER} order by quotation_id offset ${n - 1} limit 1) then '${noon(n * 3)}'::timestamptz`).join(' ')}
        else created_at end
      where dealer_id = ${DEALER}`,
  );
});
afterAll(async () => a?.t.close());

describe('the monthly invoice of the fees taken at source', () => {
  it('is listed with the dealer’s invoices, one per past month, valid, totalling the fees of that month', async () => {
    const sales = await lastMonthSales(DEALER);
    expect(sales.length).toBeGreaterThanOrEqual(3);
    const answer = await list();
    expect(answer.statusCode, answer.body).toBe(200);
    const fees = answer.json<Invoice[]>().filter((invoice) => invoice.kind === 'fees');
    const months = fees.map((invoice) => invoice.fee_month);
    expect(new Set(months).size).toBe(months.length);
    expect(months).toContain(lastMonth);
    // The current month is not over: nothing of it is invoiced yet.
    expect(months).not.toContain(italianMonth(0));

    const invoice = fees.find((i) => i.fee_month === lastMonth) as Invoice;
    const xml = await call(a.t, a.dealer, routes.feeInvoiceXml, { dealerId: DEALER, invoiceId: invoice.id });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(await fatturaPaErrors(xml.body)).toEqual([]);
    const feeCents = sales.reduce((sum, sale) => sum + Number(sale.fee_cents), 0);
    const vatCents = sales.reduce((sum, sale) => sum + Number(sale.fee_vat_cents), 0);
    expect(cents(xmlValues(xml.body, 'ImportoTotaleDocumento')[0])).toBe(feeCents);
    expect(sumCents(xmlValues(xml.body, 'Imposta'))).toBe(vatCents);
    expect(sumCents(xmlValues(xml.body, 'PrezzoTotale'))).toBe(feeCents - vatCents);
    expect(xmlValues(xml.body, 'NumeroLinea')).toHaveLength(sales.length);
    expect(xmlValues(xml.body, 'ModalitaPagamento')).toEqual(['MP22']);
    for (const sale of sales) expect(xml.body).toContain(sale.code);
    expect(invoice.total_amount).toBe(feeCents / 100);
    const pdf = await call(a.t, a.dealer, routes.feeInvoicePdf, { dealerId: DEALER, invoiceId: invoice.id });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the fee of each line is the sale’s own split (3 %, at least 1,50 €, VAT included)', async () => {
    // A refunded sale's fee is its split less the fee credited back (each with its own VAT rounding): left aside here.
    const rows = await query<{ gross_cents: string; fee_cents: string; fee_vat_cents: string }>(
      a.t,
      `select gross_cents, fee_cents, fee_vat_cents from settlement_sales where dealer_id = ${DEALER} and fee_cents > 0
         and quotation_id not in (select quotation_id from returns where refund_amount_cents is not null)`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const split = splitSale(Number(row.gross_cents));
      expect([Number(row.fee_cents), Number(row.fee_vat_cents)]).toEqual([split.feeCents, split.feeVatCents]);
    }
  });

  it('listing again issues nothing new and the file is byte-identical', async () => {
    const first = (await list()).json<Invoice[]>().find((i) => i.fee_month === lastMonth) as Invoice;
    const bytes = (await call(a.t, a.dealer, routes.feeInvoiceXml, { dealerId: DEALER, invoiceId: first.id }))
      .rawPayload;
    const again = (await list()).json<Invoice[]>();
    expect(again.filter((i) => i.fee_month === lastMonth).map((i) => i.id)).toEqual([first.id]);
    const later = await call(a.t, a.dealer, routes.feeInvoiceXml, { dealerId: DEALER, invoiceId: first.id });
    expect(later.rawPayload.equals(bytes)).toBe(true);
  });

  it('another dealer’s invoice, or an order’s invoice asked as fees, answers 404', async () => {
    const mine = (await list()).json<Invoice[]>();
    const fees = mine.find((i) => i.kind === 'fees') as Invoice;
    const order = mine.find((i) => i.kind === 'order') as Invoice;
    const stranger = await call(a.t, a.dealer2, routes.feeInvoiceXml, { dealerId: DEALER2, invoiceId: fees.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: errors.notFound });
    const wrongKind = await call(a.t, a.dealer, routes.feeInvoicePdf, { dealerId: DEALER, invoiceId: order.id });
    expect(wrongKind.statusCode).toBe(404);
  });

  it('the monthly run issues last month’s invoice of every dealer once, however many instances run it', async () => {
    const quotations = await query<{ id: number }>(
      a.t,
      `select q.id from quotations q where q.dealer_id = ${DEALER2}
        and not exists (select 1 from settlement_sales s where s.quotation_id = q.id) order by q.id limit 2`,
    );
    expect(quotations).toHaveLength(2);
    for (const [i, quotation] of quotations.entries()) {
      const split = splitSale(8000 + i * 1234);
      await query(
        a.t,
        `insert into settlement_sales (quotation_id, dealer_id, gross_cents, fee_cents, fee_vat_cents, net_cents, state,
          created_at) values (${quotation.id}, ${DEALER2}, ${split.grossCents}, ${split.feeCents}, ${split.feeVatCents},
          ${split.netCents}, 'paid', '${noon(20 + i)}')`,
      );
    }
    const runs = await Promise.all(Array.from({ length: 5 }, () => issueMonthlyFeeInvoices(a.t.app, new Date())));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    const issued = await query<{ dealer_id: number; n: number }>(
      a.t,
      `select dealer_id, count(*)::int as n from invoices where kind = 'fees' and fee_month = '${lastMonth}-01'
        group by dealer_id order by dealer_id`,
    );
    expect(issued).toEqual([
      { dealer_id: DEALER, n: 1 },
      { dealer_id: DEALER2, n: 1 },
    ]);
    expect(await issueMonthlyFeeInvoices(a.t.app, new Date())).toBe(0);
    const numbers = await query<{ number: number }>(
      a.t,
      `select number from invoices where issuer_id = 0 and year = ${new Date().getFullYear()} order by number`,
    );
    expect(numbers.map((row) => Number(row.number))).toEqual(numbers.map((_, i) => i + 1));
  });
});
