import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { customerErrors } from '../../../i18n/it/customer/errors.js';
import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';
import { customerOffers } from '../../repositories/customer-offers.js';
import {
  createCustomerRequest,
  findCustomerRequest,
  listCustomerRequests,
} from '../../repositories/customer-requests.js';
import { acceptQuotation } from '../../repositories/quotations-accept.js';
import { cancelExpiredQuotations } from '../../repositories/quotations-expiry.js';
import { confirmReceipt } from '../../repositories/quotations-delivery.js';
import { payQuotation } from '../../repositories/quotations-progress.js';
import { findCustomerQuotation, listRequestQuotations } from '../../repositories/quotations-read.js';
import { findOwnRating, rateQuotation } from '../../repositories/ratings.js';
import { defineRoute } from '../define-route.js';
import customerAccountRoutes from './account.js';
import customerInboxRoutes from './inbox.js';
import customerPayRoutes from './pay.js';

/**
 * The customer's side of the workflow: publish a request, read its quotations, accept one, pay it, confirm the goods
 * arrived, rate the dealer.
 */
export default async function customerRoutes(app: FastifyInstance) {
  await app.register(customerAccountRoutes);
  await app.register(customerInboxRoutes);
  await app.register(customerPayRoutes);

  defineRoute(
    app,
    routes.customerSubmissionNew,
    ({ db, user, body }) => createCustomerRequest(db, user.id, body, new Date()),
    { status: 201 },
  );

  defineRoute(app, routes.customerSubmissions, ({ db, user, query }) =>
    listCustomerRequests(db, user.id, query.page, new Date()),
  );

  defineRoute(app, routes.customerSubmission, async ({ db, user, params }) => {
    const submission = await findCustomerRequest(db, user.id, params.id, new Date());
    if (!submission) throw new HttpError(404, errors.notFound);
    return submission;
  });

  defineRoute(app, routes.customerSubmissionOffers, async ({ db, user, params }) => {
    const offers = await customerOffers(db, user.id, params.id, new Date());
    if (!offers) throw new HttpError(404, errors.notFound);
    return offers;
  });

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
    return {
      ...quotation,
      my_rating: quotation.status === 'complete' ? await findOwnRating(db, user.id, params.id) : null,
    };
  });

  defineRoute(app, routes.customerQuotationAccept, ({ db, user, params, body }) =>
    acceptQuotation(db, user.id, params.id, body, new Date()),
  );

  defineRoute(app, routes.customerQuotationPay, ({ db, user, params }) => {
    // No money moves here: only while the demo provider is the configured one. With Stripe or PayPal the quotation is
    // paid through the provider (…/pay/start, …/pay/confirm, webhooks: server/payments/customer-checkout.ts).
    if (app.payments.provider.name !== 'demo') throw new HttpError(409, customerErrors.payThroughProvider);
    return payQuotation(db, user.id, params.id, new Date());
  });

  defineRoute(app, routes.customerQuotationReceived, ({ db, user, params }) =>
    confirmReceipt(db, user.id, params.id, new Date(), app.config.payoutHoldDays),
  );

  defineRoute(
    app,
    routes.customerQuotationRating,
    ({ db, user, params, body }) => rateQuotation(db, user.id, params.id, body),
    { status: 201 },
  );
}
