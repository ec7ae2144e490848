import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';
import { createCustomerRequest, findCustomerRequest } from '../../repositories/customer-requests.js';
import { acceptQuotation } from '../../repositories/quotations-accept.js';
import { cancelExpiredQuotations } from '../../repositories/quotations-expiry.js';
import { payQuotation } from '../../repositories/quotations-progress.js';
import { findCustomerQuotation, listRequestQuotations } from '../../repositories/quotations-read.js';
import { defineRoute } from '../define-route.js';

/** The customer's side of the workflow: publish a request, read its quotations, accept one, pay it. */
export default async function customerRoutes(app: FastifyInstance) {
  defineRoute(app, routes.customerSubmissionNew, ({ db, user, body }) => createCustomerRequest(db, user.id, body, new Date()), { status: 201 });

  defineRoute(app, routes.customerSubmissionQuotations, async ({ db, user, params }) => {
    const now = new Date();
    const submission = await findCustomerRequest(db, user.id, params.id, now);
    if (!submission) throw new HttpError(404, errors.notFound);
    await cancelExpiredQuotations(db, now, { submissionId: params.id });
    return { submission, quotations: await listRequestQuotations(db, params.id) };
  });

  defineRoute(app, routes.customerQuotation, async ({ db, user, params }) => {
    const quotation = await findCustomerQuotation(db, user.id, params.id);
    if (!quotation) throw new HttpError(404, errors.notFound);
    return quotation;
  });

  defineRoute(app, routes.customerQuotationAccept, ({ db, user, params, body }) => acceptQuotation(db, user.id, params.id, body, new Date()));

  defineRoute(app, routes.customerQuotationPay, ({ db, user, params }) => payQuotation(db, user.id, params.id, new Date()));
}
