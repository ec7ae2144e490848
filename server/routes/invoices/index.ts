import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '../../../contract/routes.js';
import {
  dealerFeeInvoice,
  issuePendingFeeInvoices,
  issuePendingOrderInvoices,
  orderInvoice,
  quotationInvoice,
  quotationInvoiceState,
} from '../../invoices/issue.js';
import { getRegimeFiscale, setRegimeFiscale } from '../../repositories/invoice-settings.js';
import { listOrderInvoices, type StoredInvoice } from '../../repositories/invoices.js';
import { issueFeeMonthCreditNotes, listIssuedCreditNotes } from '../../returns/credit-note.js';
import { defineRoute } from '../define-route.js';

/**
 * Sends stored invoice bytes as a download. Fastify sends a Buffer as it is (no serializer), so the contract's
 * string response type only documents the file.
 */
function sendFile(reply: FastifyReply, invoice: StoredInvoice, format: 'xml' | 'pdf'): string {
  const name = format === 'xml' ? invoice.fileName : invoice.fileName.replace(/\.xml$/, '.pdf');
  reply.type(format === 'xml' ? 'application/xml' : 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('cache-control', 'no-store');
  return (format === 'xml' ? invoice.xml : invoice.pdf) as unknown as string;
}

/** Electronic invoices: ownership is checked by the loaders (404 for another dealer's records). */
export default async function invoiceRoutes(app: FastifyInstance) {
  defineRoute(app, routes.quotationInvoice, ({ user, params }) => quotationInvoiceState(app, user.id, params.id));
  defineRoute(app, routes.quotationInvoiceXml, async ({ user, params, reply }) =>
    sendFile(reply, await quotationInvoice(app, user.id, params.id), 'xml'),
  );
  defineRoute(app, routes.quotationInvoicePdf, async ({ user, params, reply }) =>
    sendFile(reply, await quotationInvoice(app, user.id, params.id), 'pdf'),
  );
  defineRoute(app, routes.orderInvoiceXml, async ({ user, params, reply }) =>
    sendFile(reply, await orderInvoice(app, user.id, params.id), 'xml'),
  );
  defineRoute(app, routes.orderInvoicePdf, async ({ user, params, reply }) =>
    sendFile(reply, await orderInvoice(app, user.id, params.id), 'pdf'),
  );
  defineRoute(app, routes.feeInvoiceXml, async ({ user, params, reply }) =>
    sendFile(reply, await dealerFeeInvoice(app, user.id, params.invoiceId), 'xml'),
  );
  defineRoute(app, routes.feeInvoicePdf, async ({ user, params, reply }) =>
    sendFile(reply, await dealerFeeInvoice(app, user.id, params.invoiceId), 'pdf'),
  );
  // The list issues what is due: paid orders' invoices, past months' invoices of the fees taken at source, and the
  // credit notes of fees credited back that waited for those months' invoices; it lists the issued credit notes too.
  defineRoute(app, routes.dealerInvoices, async ({ user, db }) => {
    await issuePendingOrderInvoices(app, user.id);
    await issuePendingFeeInvoices(app, user.id);
    await issueFeeMonthCreditNotes(app, user.id);
    // One register, newest first: a note issued the same day as an invoice is placed by the instant of each.
    const register = [...(await listOrderInvoices(db, user.id)), ...(await listIssuedCreditNotes(db, user.id))];
    register.sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || b.invoice.id - a.invoice.id);
    return register.map((entry) => entry.invoice);
  });
  defineRoute(app, routes.dealerInvoiceMissing, async ({ user }) => {
    const missing = await issuePendingOrderInvoices(app, user.id);
    return { missing: missing.length ? missing : await issuePendingFeeInvoices(app, user.id) };
  });
  defineRoute(app, routes.invoiceSettings, async ({ user, db }) => ({
    regime_fiscale: await getRegimeFiscale(db, user.id),
  }));
  defineRoute(app, routes.invoiceSettingsUpdate, async ({ user, db, body }) => ({
    regime_fiscale: await setRegimeFiscale(db, user.id, body.regime_fiscale),
  }));
}
