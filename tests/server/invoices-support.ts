import { inflateSync } from 'node:zlib';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { call, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

export type Payment = 'online' | 'cash' | 'transfer';
const PAYMENT_BODY: Record<Payment, { payment_type: string; payment_method_id: number }> = {
  online: { payment_type: 'online', payment_method_id: 4 },
  cash: { payment_type: 'offline', payment_method_id: 2 },
  transfer: { payment_type: 'offline', payment_method_id: 3 },
};

/** Dealer 1 accepts cash on delivery and bank transfer too, so every payment type can be sold. */
export async function acceptEveryMethod(a: Actors): Promise<void> {
  await query(a.t, 'insert into dealer_methods (dealer_id, method_id) values (1, 2), (1, 3) on conflict do nothing');
}

/**
 * A request quoted by dealer 1 (sendBody: row options at 22%, a second option on the first row at 10%) and
 * accepted: `pick` chooses the accepted options; online ones are paid (status paid), offline ones complete.
 */
export async function soldQuotation(
  a: Actors,
  options: { payment: Payment; shipping: 'flat' | 'partial'; pick?: (q: Quotation) => number[] },
): Promise<Quotation> {
  const request = await newRequest(a, 2);
  const sent = await sendQuotation(a, request);
  const accepted = options.pick ? options.pick(sent) : sent.quotation_rows.slice(0, 2).map((row) => row.id);
  const answer = await call(
    a.t,
    a.customer,
    routes.customerQuotationAccept,
    { id: sent.id },
    {
      ...PAYMENT_BODY[options.payment],
      shipping_fee_chosen: options.shipping,
      accepted_rows: accepted,
    },
  );
  if (answer.statusCode !== 200) throw new Error(`accept failed: ${answer.statusCode} ${answer.body}`);
  if (options.payment === 'online') {
    const paid = await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id });
    if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
  }
  return sent;
}

/** Values of every <tag> in an XML text, in document order. */
export const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
export const cents = (decimal: string) => Math.round(Number(decimal) * 100);
export const sumCents = (values: string[]) => values.reduce((sum, v) => sum + cents(v), 0);

/** The text a PDF draws (jspdf's deflated content streams, standard fonts: literal strings). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  // Each stream's bytes by its dictionary's /Length, not up to the next "endstream": compressed bytes are arbitrary (the
  // keyword search lost one invoice's text on 2026-11-28, its content depending on the day's data).
  const streams = [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    const bytes = Buffer.from(raw.slice(start, start + Number(m[1])), 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return streams.flatMap((s) => [...s.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => m[1])).join('\n');
}
