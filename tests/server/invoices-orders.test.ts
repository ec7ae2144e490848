import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerInvoiceMissing } from '../../contract/api/invoices.js';
import type { Invoice } from '../../contract/entities/invoice.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { invoiceMessages } from '../../i18n/it/invoices.js';
import { loadConfig } from '../../server/config.js';
import { cents, sumCents, xmlValues } from './invoices-support.js';
import { fatturaPaErrors } from './invoices-xsd.js';
import { actors, call, DEALER, DEALER2, query, type Actors } from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => {
  await a?.t.close();
});

const list = (token = a.dealer, id = DEALER) => call(a.t, token, routes.dealerInvoices, { dealerId: id });
const missingOf = async (token = a.dealer, id = DEALER) =>
  (await call(a.t, token, routes.dealerInvoiceMissing, { dealerId: id })).json<DealerInvoiceMissing>().missing;
const paidOrders = async (dealer: number) =>
  query<{ id: number; total_cents: string; tax_cents: string; condition: string }>(
    a.t,
    `select id, total_cents, tax_cents, condition from orders where dealer_id = ${dealer} and status = 'paid' order by id`,
  );

describe('the platform’s invoices for what the dealer paid', () => {
  it('every paid order (subscription, credits, fees) is listed with a valid XML whose total is what was paid', async () => {
    const orders = await paidOrders(DEALER);
    expect(new Set(orders.map((o) => o.condition)).size).toBeGreaterThanOrEqual(2);
    const answer = await list();
    expect(answer.statusCode, answer.body).toBe(200);
    // The months of fees taken at source have their own invoices in the same list (tests/server/invoices-fees.test.ts).
    const body = answer.json<Invoice[]>().filter((invoice) => invoice.kind === 'order');
    expect(await missingOf()).toEqual([]);
    expect(body.map((i) => i.order_id).sort((x, y) => Number(x) - Number(y))).toEqual(orders.map((o) => Number(o.id)));
    const platform = loadConfig({}).platform;
    for (const order of orders) {
      const xml = await call(a.t, a.dealer, routes.orderInvoiceXml, { id: order.id });
      expect(xml.statusCode, xml.body).toBe(200);
      expect(await fatturaPaErrors(xml.body)).toEqual([]);
      expect(xml.headers['content-disposition']).toMatch(
        new RegExp(`filename="IT${platform.vatNumber}_[0-9A-Z]{5}\\.xml"`),
      );
      expect(cents(xmlValues(xml.body, 'ImportoTotaleDocumento')[0])).toBe(Number(order.total_cents));
      const tax = sumCents(xmlValues(xml.body, 'Imposta'));
      if (Number(order.tax_cents) > 0) expect(tax).toBe(Number(order.tax_cents));
      expect(sumCents(xmlValues(xml.body, 'ImponibileImporto')) + tax).toBe(Number(order.total_cents));
      const pdf = await call(a.t, a.dealer, routes.orderInvoicePdf, { id: order.id });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const numbers = body.map((i) => Number(i.number.split('/')[1])).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('listing again issues nothing new and the files are byte-identical', async () => {
    const [first] = await paidOrders(DEALER);
    const before = (await call(a.t, a.dealer, routes.orderInvoiceXml, { id: first.id })).rawPayload;
    const again = (await list()).json<Invoice[]>().filter((invoice) => invoice.kind === 'order');
    expect(again).toHaveLength((await paidOrders(DEALER)).length);
    expect((await call(a.t, a.dealer, routes.orderInvoiceXml, { id: first.id })).rawPayload.equals(before)).toBe(true);
  });

  it('another dealer’s order answers 404, an unpaid order 409 in Italian, another dealer’s list 403', async () => {
    const [mine] = await paidOrders(DEALER);
    expect((await call(a.t, a.dealer2, routes.orderInvoiceXml, { id: mine.id })).json()).toEqual({
      message: errors.notFound,
    });
    const [unpaid] = await query<{ id: number }>(
      a.t,
      `insert into orders (dealer_id, condition, status, total_cents, tax_cents, provider) values (${DEALER}, 'wallet', 'created', 6100, 1100, 'demo') returning id`,
    );
    const refused = await call(a.t, a.dealer, routes.orderInvoicePdf, { id: unpaid.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: invoiceMessages.orderNotInvoiceable });
    expect((await list(a.dealer2, DEALER)).statusCode).toBe(403);
  });

  it('a dealer without SDI code nor PEC: the list names what is missing and issues no file', async () => {
    await query(a.t, `update users set sdi = null, pec = null where id = ${DEALER2}`);
    expect(await missingOf(a.dealer2, DEALER2)).toEqual(['dealer_recipient']);
    expect((await list(a.dealer2, DEALER2)).json<Invoice[]>()).toEqual([]);
    const [{ n }] = await query<{ n: number }>(
      a.t,
      `select count(*)::int as n from invoices where dealer_id = ${DEALER2}`,
    );
    expect(Number(n)).toBe(0);
  });
});
