import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { returnMessages } from '../../../i18n/it/returns.js';
import { HttpError } from '../../plugins/http-error.js';
import { acceptReturn, receiveReturn, refuseReturn, returnLabel } from '../../returns/answer.js';
import { creditNoteFile } from '../../returns/credit-note.js';
import { openDispute } from '../../returns/disputes.js';
import { readPolicy, readPurchase, returnOptions, writePolicy } from '../../returns/eligibility.js';
import { returnFigures } from '../../returns/figures.js';
import { scheduleReturnsSweep } from '../../returns/job.js';
import { dealerReturnSummary, listCustomerReturns, listDealerReturns } from '../../returns/lists.js';
import { customerReturn, dealerReturn } from '../../returns/records.js';
import { refundReturn } from '../../returns/refund.js';
import { cancelReturn, requestReturn } from '../../returns/request.js';
import { defineRoute } from '../define-route.js';
import adminReturnRoutes from './admin.js';

/** Sends stored bytes as a download; the contract's string only documents the file. */
function sendFile(reply: FastifyReply, bytes: Buffer, type: string, fileName: string): string {
  reply.type(type);
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'no-store');
  return bytes as unknown as string;
}

/**
 * After-sale (docs/after-sale.md): the customer's returns and disputes, the dealer's "Resi", its policy and figures;
 * the operator's routes in admin.ts. Thin handlers: the rules live in server/returns/.
 */
export default async function returnRoutes(app: FastifyInstance) {
  // The customer's own purchases and returns: another customer's answer 404, as a missing one.
  defineRoute(app, routes.customerReturnOptions, async ({ db, user, params }) => {
    const purchase = await readPurchase(db, params.id, { customerId: user.id });
    if (!purchase) throw new HttpError(404, errors.notFound);
    return returnOptions(purchase, await readPolicy(db, purchase.dealerId), new Date());
  });

  defineRoute(
    app,
    routes.customerReturnCreate,
    async ({ db, user, params, body }) => {
      const now = new Date();
      const id = await requestReturn(db, user.id, params.id, body, now);
      return (await customerReturn(db, user.id, id, now))!;
    },
    { status: 201 },
  );

  defineRoute(app, routes.customerReturns, ({ db, user, query }) =>
    listCustomerReturns(db, user.id, query.page, new Date()),
  );

  defineRoute(app, routes.customerReturn, async ({ db, user, params }) => {
    const found = await customerReturn(db, user.id, params.id, new Date());
    if (!found) throw new HttpError(404, errors.notFound);
    return found;
  });

  defineRoute(app, routes.customerReturnCancel, async ({ db, user, params }) => {
    const now = new Date();
    await cancelReturn(db, user.id, params.id, now, app.config.payoutHoldDays);
    return (await customerReturn(db, user.id, params.id, now))!;
  });

  defineRoute(app, routes.customerReturnLabel, async ({ db, user, params, reply }) => {
    const label = await returnLabel(db, params.id, { customerId: user.id });
    if (!label) throw new HttpError(409, returnMessages.noLabel);
    return sendFile(reply, label, 'application/pdf', `etichetta-reso-${params.id}.pdf`);
  });

  defineRoute(app, routes.customerDisputeOpen, async ({ db, user, params, body }) => {
    const now = new Date();
    await openDispute(app, user.id, params.id, body, now);
    return (await customerReturn(db, user.id, params.id, now))!;
  });

  // The dealer's "Resi": the guard checked :dealerId is the caller's company and the person's area.
  const ownReturn = async (dealerId: number, returnId: number, role: Parameters<typeof dealerReturn>[3]) => {
    const found = await dealerReturn(app.db, dealerId, returnId, role);
    if (!found) throw new HttpError(404, errors.notFound);
    return found;
  };

  defineRoute(app, routes.dealerReturns, ({ db, user, query }) =>
    listDealerReturns(db, user.id, user.staffRole, query),
  );
  defineRoute(app, routes.dealerReturnSummary, ({ db, user }) => dealerReturnSummary(db, user.id));
  defineRoute(app, routes.dealerReturn, ({ user, params }) => ownReturn(user.id, params.returnId, user.staffRole));

  defineRoute(app, routes.dealerReturnLabel, async ({ db, user, params, reply }) => {
    const label = await returnLabel(db, params.returnId, { dealerId: user.id });
    if (!label) throw new HttpError(409, returnMessages.noLabel);
    return sendFile(reply, label, 'application/pdf', `etichetta-reso-${params.returnId}.pdf`);
  });

  defineRoute(app, routes.dealerReturnAccept, async ({ user, params }) => {
    await acceptReturn(app, user.id, params.returnId, user.actorId, new Date());
    return ownReturn(user.id, params.returnId, user.staffRole);
  });

  defineRoute(app, routes.dealerReturnRefuse, async ({ user, params, body }) => {
    await refuseReturn(app, user.id, params.returnId, user.actorId, body.reason, new Date());
    return ownReturn(user.id, params.returnId, user.staffRole);
  });

  defineRoute(app, routes.dealerReturnReceived, async ({ db, user, params, body }) => {
    await receiveReturn(db, user.id, params.returnId, user.actorId, body, new Date());
    return ownReturn(user.id, params.returnId, user.staffRole);
  });

  defineRoute(app, routes.dealerReturnRefund, async ({ user, params, body }) => {
    await refundReturn(app, {
      returnId: params.returnId,
      dealerId: user.id,
      source: 'dealer',
      actorId: user.actorId,
      amountCents: body.amount === undefined ? undefined : Math.round(body.amount * 100),
      method: body.method,
      note: body.note ?? null,
    });
    return ownReturn(user.id, params.returnId, user.staffRole);
  });

  const creditNote = async (dealerId: number, returnId: number) => {
    await ownReturn(dealerId, returnId, 'owner');
    const file = await creditNoteFile(app.db, returnId, dealerId);
    if (!file) throw new HttpError(409, returnMessages.noCreditNote);
    return file;
  };
  defineRoute(app, routes.dealerReturnCreditNoteXml, async ({ user, params, reply }) => {
    const file = await creditNote(user.id, params.returnId);
    return sendFile(reply, file.xml, 'application/xml', file.fileName);
  });
  defineRoute(app, routes.dealerReturnCreditNotePdf, async ({ user, params, reply }) => {
    const file = await creditNote(user.id, params.returnId);
    return sendFile(reply, file.pdf, 'application/pdf', file.fileName.replace(/\.xml$/, '.pdf'));
  });

  defineRoute(app, routes.returnPolicy, ({ db, user }) => readPolicy(db, user.id));
  defineRoute(app, routes.returnPolicyUpdate, ({ db, user, body }) => writePolicy(db, user.id, body));
  defineRoute(app, routes.returnFigures, ({ db, user, query }) => returnFigures(db, user.id, query, new Date()));

  await app.register(adminReturnRoutes);
  scheduleReturnsSweep(app);
}
