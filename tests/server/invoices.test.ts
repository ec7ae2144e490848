import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceState } from '../../contract/entities/invoice.js';
import { routes } from '../../contract/routes.js';
import { toCents } from '../../contract/totals.js';
import { errors } from '../../i18n/it/errors.js';
import { invoiceMessages, missingInvoiceDataLabels } from '../../i18n/it/invoices.js';
import {
  acceptEveryMethod,
  cents,
  pdfText,
  soldQuotation,
  sumCents,
  xmlValues,
  type Payment,
} from './invoices-support.js';
import { euroText } from '../../server/invoices/document.js';
import { fatturaPaErrors } from './invoices-xsd.js';
import { actors, call, DEALER, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
  await acceptEveryMethod(a);
});
afterAll(async () => {
  await a?.t.close();
});

const xmlOf = (id: number, token = a.dealer) => call(a.t, token, routes.quotationInvoiceXml, { id });
const stored = async (id: number) =>
  (
    await query<{ total_price: string; total_tax: string }>(
      a.t,
      `select total_price, total_tax from quotations where id = ${id}`,
    )
  )[0];

const CASES: { name: string; payment: Payment; shipping: 'flat' | 'partial'; mode: string; partial?: boolean }[] = [
  {
    name: 'online, partial acceptance at 10% with shipping at 22%, partial shipping',
    payment: 'online',
    shipping: 'partial',
    mode: 'MP08',
    partial: true,
  },
  { name: 'cash on delivery, every row, flat shipping', payment: 'cash', shipping: 'flat', mode: 'MP01' },
  { name: 'bank transfer with the dealer’s IBAN, flat shipping', payment: 'transfer', shipping: 'flat', mode: 'MP05' },
];

describe('a sold quotation’s FatturaPA', () => {
  it.each(CASES)('$name: valid against the official XSD, totals equal the quotation’s to the cent', async (c) => {
    const sent = await soldQuotation(a, {
      payment: c.payment,
      shipping: c.shipping,
      // Part of the order: the first row's 10% option (Valeo, the last one offered) alone, so the partial shipping fee applies; the shipping
      // line (22%) keeps both rates on the invoice. The first row's 22% option and the second row are left out.
      pick: c.partial ? (q) => [q.quotation_rows[2].id] : undefined,
    });
    const answer = await xmlOf(sent.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const xml = answer.body;
    expect(await fatturaPaErrors(xml)).toEqual([]);

    const [{ vat_number: vat }] = await query<{ vat_number: string }>(
      a.t,
      `select vat_number from users where id = ${DEALER}`,
    );
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="IT${vat}_[0-9A-Z]{5}\\.xml"$`),
    );
    expect(xmlValues(xml, 'FormatoTrasmissione')).toEqual(['FPR12']);
    expect(xmlValues(xml, 'ModalitaPagamento')).toEqual([c.mode]);
    expect(xmlValues(xml, 'RegimeFiscale')).toEqual(['RF01']);

    const { total_price: total, total_tax: tax } = await stored(sent.id);
    expect(cents(xmlValues(xml, 'ImportoTotaleDocumento')[0])).toBe(toCents(Number(total)));
    expect(cents(xmlValues(xml, 'ImportoPagamento')[0])).toBe(toCents(Number(total)));
    expect(sumCents(xmlValues(xml, 'Imposta'))).toBe(toCents(Number(tax)));
    expect(sumCents(xmlValues(xml, 'ImponibileImporto')) + sumCents(xmlValues(xml, 'Imposta'))).toBe(
      toCents(Number(total)),
    );
    expect(sumCents(xmlValues(xml, 'PrezzoTotale'))).toBe(sumCents(xmlValues(xml, 'ImponibileImporto')));

    const accepted = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from quotation_rows where quotation_id = ${sent.id} and accepted`,
    );
    expect(xmlValues(xml, 'NumeroLinea')).toHaveLength(Number(accepted[0].n) + 1); // plus the shipping line
    const shipping = c.shipping === 'partial' ? '6.00' : '10.00';
    expect(xmlValues(xml, 'PrezzoTotale').at(-1)).toBe(shipping);
    if (c.partial)
      expect(
        xmlValues(xml, 'AliquotaIVA')
          .filter((v, i, all) => all.indexOf(v) === i)
          .sort(),
      ).toEqual(['10.00', '22.00']);
    if (c.mode === 'MP05') {
      const [{ iban }] = await query<{ iban: string }>(a.t, `select iban from users where id = ${DEALER}`);
      expect(xmlValues(xml, 'IBAN')).toEqual([iban.replace(/\s+/g, '')]);
    }

    const pdf = await call(a.t, a.dealer, routes.quotationInvoicePdf, { id: sent.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 portrait: 595.28 × 841.89 points.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    // The same numbers as the XML: invoice number and total.
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Fattura n. ${xmlValues(xml, 'Numero')[0]}`);
    expect(text).toContain(`Totale documento ${euroText(toCents(Number(total)))}`);
  });

  it('the offline validator does refuse a file the SDI would refuse (a bad recipient code)', async () => {
    const sent = await soldQuotation(a, { payment: 'cash', shipping: 'flat' });
    const xml = (await xmlOf(sent.id)).body.replace(/<CodiceDestinatario>[^<]*</, '<CodiceDestinatario>abc-1<');
    expect((await fatturaPaErrors(xml)).join('\n')).toContain('CodiceDestinatario');
  });

  it('is issued once: a second download answers the same bytes, and the state says issued', async () => {
    const sent = await soldQuotation(a, { payment: 'cash', shipping: 'flat' });
    const first = await xmlOf(sent.id);
    const firstPdf = await call(a.t, a.dealer, routes.quotationInvoicePdf, { id: sent.id });
    await query(a.t, `update users set legal_name = 'Ragione sociale cambiata' where id = ${DEALER}`);
    const again = await xmlOf(sent.id);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      (await call(a.t, a.dealer, routes.quotationInvoicePdf, { id: sent.id })).rawPayload.equals(firstPdf.rawPayload),
    ).toBe(true);
    const state = (await call(a.t, a.dealer, routes.quotationInvoice, { id: sent.id })).json<InvoiceState>();
    expect(state.state).toBe('issued');
    expect(first.headers['content-disposition']).toContain(state.invoice?.file_name);
  });
});

describe('the demo data’s sold quotations', () => {
  it('each invoices at the quotation’s stored totals, valid against the XSD', async () => {
    const sold = await query<{ id: number; total_price: string; total_tax: string }>(
      a.t,
      `select id, total_price, total_tax from quotations where dealer_id = ${DEALER} and status in ('paid', 'complete') order by id`,
    );
    expect(sold.length).toBeGreaterThan(0);
    for (const q of sold) {
      const answer = await xmlOf(q.id);
      expect(answer.statusCode, `${q.id}: ${answer.body}`).toBe(200);
      expect(await fatturaPaErrors(answer.body), `quotation ${q.id}`).toEqual([]);
      expect(cents(xmlValues(answer.body, 'ImportoTotaleDocumento')[0]), `quotation ${q.id}`).toBe(
        toCents(Number(q.total_price)),
      );
      expect(sumCents(xmlValues(answer.body, 'Imposta')), `quotation ${q.id}`).toBe(toCents(Number(q.total_tax)));
    }
  });
});

describe('numbering', () => {
  it('20 invoices issued at once get 20 distinct consecutive numbers of the year', async () => {
    const sold = [];
    for (let i = 0; i < 20; i += 1) sold.push(await soldQuotation(a, { payment: 'cash', shipping: 'flat' }));
    const [{ n: before }] = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from invoices where issuer_id = ${DEALER}`,
    );
    const answers = await Promise.all(sold.map((q) => xmlOf(q.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const numbers = answers.map((r) => xmlValues(r.body, 'Numero')[0]);
    const year = numbers[0].split('/')[0];
    const sequence = numbers.map((n) => Number(n.split('/')[1])).sort((x, y) => x - y);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => Number(before) + i + 1));
    expect(new Set(numbers.map((n) => n.split('/')[0]))).toEqual(new Set([year]));
    expect(new Set(answers.map((r) => r.headers['content-disposition'])).size).toBe(20);
  });

  it('concurrent downloads of one quotation issue one invoice', async () => {
    const sent = await soldQuotation(a, { payment: 'online', shipping: 'flat' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => xmlOf(sent.id)));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const [{ n }] = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from invoices where quotation_id = ${sent.id}`,
    );
    expect(Number(n)).toBe(1);
  });
});

describe('refusals', () => {
  it('another dealer gets 404 and issues nothing; a quotation not paid or shipped answers 409 in Italian', async () => {
    const sent = await soldQuotation(a, { payment: 'cash', shipping: 'flat' });
    for (const route of [routes.quotationInvoiceXml, routes.quotationInvoicePdf, routes.quotationInvoice]) {
      const answer = await call(a.t, a.dealer2, route, { id: sent.id });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: errors.notFound });
    }
    const pending = await sendQuotation(a, await newRequest(a, 1));
    const refused = await xmlOf(pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: invoiceMessages.quotationNotInvoiceable });
    const [{ n }] = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from invoices where quotation_id in (${sent.id}, ${pending.id})`,
    );
    expect(Number(n)).toBe(0);
  });

  it('a customer without fiscal data: the state names it, the download answers 422 in Italian, no file is issued', async () => {
    const sent = await soldQuotation(a, { payment: 'cash', shipping: 'flat' });
    await query(a.t, `update users set fiscal_code = null, vat_number = null where email = 'cliente@demo.example'`);
    try {
      const state = (await call(a.t, a.dealer, routes.quotationInvoice, { id: sent.id })).json<InvoiceState>();
      expect(state).toEqual({ state: 'missing-data', missing: ['customer_fiscal_id'], invoice: null });
      const refused = await xmlOf(sent.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(invoiceMessages.missingData([missingInvoiceDataLabels.customer_fiscal_id]));
      const [{ n }] = await query<{ n: number }>(
        a.t,
        `select count(*)::int as n from invoices where quotation_id = ${sent.id}`,
      );
      expect(Number(n)).toBe(0);
    } finally {
      await query(a.t, `update users set fiscal_code = 'RSSMRA80A01F205X' where email = 'cliente@demo.example'`);
    }
  });
});

describe('the dealer’s regime fiscale', () => {
  it('is RF01 by default, can be changed, and appears on the next invoice', async () => {
    expect((await call(a.t, a.dealer, routes.invoiceSettings, { dealerId: DEALER })).json()).toEqual({
      regime_fiscale: 'RF01',
    });
    expect(
      (await call(a.t, a.dealer, routes.invoiceSettingsUpdate, { dealerId: DEALER }, { regime_fiscale: 'RFXX' }))
        .statusCode,
    ).toBe(422);
    const saved = await call(
      a.t,
      a.dealer,
      routes.invoiceSettingsUpdate,
      { dealerId: DEALER },
      { regime_fiscale: 'RF19' },
    );
    expect(saved.json()).toEqual({ regime_fiscale: 'RF19' });
    const sent = await soldQuotation(a, { payment: 'cash', shipping: 'flat' });
    const xml = (await xmlOf(sent.id)).body;
    expect(xmlValues(xml, 'RegimeFiscale')).toEqual(['RF19']);
    expect(await fatturaPaErrors(xml)).toEqual([]);
    await call(a.t, a.dealer, routes.invoiceSettingsUpdate, { dealerId: DEALER }, { regime_fiscale: 'RF01' });
  });
});
