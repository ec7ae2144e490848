import type { FastifyInstance } from 'fastify';
import { errors } from '../../i18n/it/errors.js';
import { invoiceMessages, missingInvoiceDataLabels } from '../../i18n/it/invoices.js';
import type { InvoiceState, MissingInvoiceDatum } from '../../contract/entities/invoice.js';
import { HttpError } from '../plugins/http-error.js';
import {
  findInvoice,
  findInvoiceById,
  issueInvoice,
  loadOrderInputs,
  loadFeeInputs,
  loadSaleInputs,
  toInvoice,
  uninvoicedFeeMonths,
  uninvoicedPaidOrders,
  type StoredInvoice,
} from '../repositories/invoices.js';
import { feesDocument, feesMissing } from './fees.js';
import { italianToday, PLATFORM_ISSUER } from './numbering.js';
import { orderDocument, orderMissing } from './order.js';
import { isInvoiceable, saleDocument, saleMissing } from './sale.js';

const missingError = (missing: MissingInvoiceDatum[]) =>
  new HttpError(422, invoiceMessages.missingData(missing.map((datum) => missingInvoiceDataLabels[datum])));

/** The state the quotation detail shows: not invoiceable, missing data, ready, or issued. */
export async function quotationInvoiceState(
  app: FastifyInstance,
  dealerId: number,
  quotationId: number,
): Promise<InvoiceState> {
  const inputs = await loadSaleInputs(app.db, dealerId, quotationId);
  if (!inputs) throw new HttpError(404, errors.notFound);
  const issued = await findInvoice(app.db, { quotationId });
  if (issued) return { state: 'issued', missing: [], invoice: toInvoice(issued) };
  if (!isInvoiceable(inputs.quotation.status)) return { state: 'not-invoiceable', missing: [], invoice: null };
  const missing = saleMissing(inputs);
  return { state: missing.length ? 'missing-data' : 'ready', missing, invoice: null };
}

/** The quotation's invoice, issued on the first call: 404 another dealer's, 409 not paid or shipped, 422 data missing. */
export async function quotationInvoice(
  app: FastifyInstance,
  dealerId: number,
  quotationId: number,
): Promise<StoredInvoice> {
  const inputs = await loadSaleInputs(app.db, dealerId, quotationId);
  if (!inputs) throw new HttpError(404, errors.notFound);
  const issued = await findInvoice(app.db, { quotationId });
  if (issued) return issued;
  if (!isInvoiceable(inputs.quotation.status)) throw new HttpError(409, invoiceMessages.quotationNotInvoiceable);
  const missing = saleMissing(inputs);
  if (missing.length) throw missingError(missing);
  return issueInvoice(app.db, {
    kind: 'sale',
    issuerId: dealerId,
    dealerId,
    subject: { quotationId },
    issuerVat: inputs.dealer.vat_number ?? '',
    build: (numbering) => saleDocument(inputs, numbering),
  });
}

/** A paid order's invoice from the platform, issued on the first call (or when the dealer lists its invoices). */
export async function orderInvoice(app: FastifyInstance, dealerId: number, orderId: number): Promise<StoredInvoice> {
  const inputs = await loadOrderInputs(app.db, dealerId, orderId);
  if (!inputs) throw new HttpError(404, errors.notFound);
  const issued = await findInvoice(app.db, { orderId });
  if (issued) return issued;
  if (inputs.order.status !== 'paid') throw new HttpError(409, invoiceMessages.orderNotInvoiceable);
  const missing = orderMissing(inputs);
  if (missing.length) throw missingError(missing);
  const platform = app.config.platform;
  return issueInvoice(app.db, {
    kind: 'order',
    issuerId: PLATFORM_ISSUER,
    dealerId,
    subject: { orderId },
    issuerVat: platform.vatNumber,
    build: (numbering) => orderDocument(inputs, platform, numbering),
  });
}

/**
 * Issues the invoices of paid orders that have none yet and answers what the dealer's data lacks for those that
 * could not be issued (they wait for the next call).
 */
export async function issuePendingOrderInvoices(
  app: FastifyInstance,
  dealerId: number,
): Promise<MissingInvoiceDatum[]> {
  for (const orderId of await uninvoicedPaidOrders(app.db, dealerId)) {
    const inputs = await loadOrderInputs(app.db, dealerId, orderId);
    if (!inputs) continue;
    const missing = orderMissing(inputs);
    if (missing.length) return missing;
    await orderInvoice(app, dealerId, orderId);
  }
  return [];
}

/** The Italian month (YYYY-MM) of a moment, and the one before it. */
const italianMonth = (now: Date) => italianToday(now).slice(0, 7);
const previousMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The month's invoice of the fees taken at source from the dealer's online sales (once per dealer and month:
 * the unique index and the issuer's counter lock, as every invoice). Null when the month had none; 422 data missing.
 */
export async function feeInvoice(app: FastifyInstance, dealerId: number, month: string): Promise<StoredInvoice | null> {
  const issued = await findInvoice(app.db, { dealerId, feeMonth: `${month}-01` });
  if (issued) return issued;
  const inputs = await loadFeeInputs(app.db, dealerId, month);
  if (!inputs || inputs.sales.length === 0) return null;
  const missing = feesMissing(inputs);
  if (missing.length) throw missingError(missing);
  const platform = app.config.platform;
  return issueInvoice(app.db, {
    kind: 'fees',
    issuerId: PLATFORM_ISSUER,
    dealerId,
    subject: { dealerId, feeMonth: `${month}-01` },
    issuerVat: platform.vatNumber,
    build: (numbering) => feesDocument(inputs, platform, numbering),
  });
}

/** Issues the dealer's invoices of past months' fees not yet invoiced; answers what its data lacks, if anything. */
export async function issuePendingFeeInvoices(
  app: FastifyInstance,
  dealerId: number,
  now = new Date(),
): Promise<MissingInvoiceDatum[]> {
  for (const { month } of await uninvoicedFeeMonths(app.db, { dealerId, currentMonth: italianMonth(now) })) {
    const inputs = await loadFeeInputs(app.db, dealerId, month);
    if (!inputs) continue;
    const missing = feesMissing(inputs);
    if (missing.length) return missing;
    await feeInvoice(app, dealerId, month);
  }
  return [];
}

/**
 * The monthly run (server/settlement/daily.ts): last month's fee invoices of every dealer, issued early in the new
 * month. A dealer whose data is incomplete is left for later (its invoice list issues it once the profile is fixed).
 * Answers how many were issued.
 */
export async function issueMonthlyFeeInvoices(app: FastifyInstance, now: Date): Promise<number> {
  const currentMonth = italianMonth(now);
  const due = await uninvoicedFeeMonths(app.db, {
    dealerId: null,
    currentMonth,
    onlyMonth: previousMonth(currentMonth),
  });
  let issued = 0;
  for (const { dealerId, month } of due) {
    try {
      if (await feeInvoice(app, dealerId, month)) issued += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return issued;
}

/** One of the dealer's fee invoices by id (another dealer's is a 404, as a missing one). */
export async function dealerFeeInvoice(
  app: FastifyInstance,
  dealerId: number,
  invoiceId: number,
): Promise<StoredInvoice> {
  const invoice = await findInvoiceById(app.db, invoiceId);
  if (!invoice || invoice.dealerId !== dealerId || invoice.kind !== 'fees') throw new HttpError(404, errors.notFound);
  return invoice;
}
