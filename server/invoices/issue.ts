import type { FastifyInstance } from 'fastify';
import { errors } from '../../i18n/it/errors.js';
import { invoiceMessages, missingInvoiceDataLabels } from '../../i18n/it/invoices.js';
import type { InvoiceState, MissingInvoiceDatum } from '../../contract/entities/invoice.js';
import { HttpError } from '../plugins/http-error.js';
import {
  findInvoice,
  issueInvoice,
  loadOrderInputs,
  loadSaleInputs,
  toInvoice,
  uninvoicedPaidOrders,
  type StoredInvoice,
} from '../repositories/invoices.js';
import { PLATFORM_ISSUER } from './numbering.js';
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
