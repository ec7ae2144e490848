import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { customerErrors } from '../../../i18n/it/customer/errors.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { confirmCustomerPayment, startCustomerPayment } from '../../payments/customer-checkout.js';
import { checkDemoCard } from '../../payments/demo-checkout.js';
import { recordDemoCustomerPayment } from '../../payments/demo-customer-order.js';
import { HttpError } from '../../plugins/http-error.js';
import { payQuotation } from '../../repositories/quotations-progress.js';
import { findCustomerQuotation } from '../../repositories/quotations-read.js';
import { defineRoute } from '../define-route.js';

/** The demo provider's test cards that do not pay (docs/payments-api.md); any other valid number pays. */
const DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': serverMessages.cardDeclined,
  '4000000000009995': serverMessages.cardInsufficientFunds,
};

/**
 * POST /customer/quotations/{id}/pay/demo: the customer app's card form while the demo provider is the
 * configured one. The card is checked like the dealers' demo checkout (checkDemoCard: Luhn, expiry, CVC; the declined
 * test cards); then the same once-only move as POST /customer/quotations/{id}/pay (row lock + state machine: a second
 * payment answers the quotation as it is, paid, and charges nothing), recorded as a paid order for the console's orders.
 * With a real provider configured it answers 409: the customer pays through the provider with …/pay/start and
 * …/pay/confirm (server/payments/customer-checkout.ts).
 */
export default async function customerPayRoutes(app: FastifyInstance) {
  defineRoute(app, routes.customerQuotationPayDemo, async ({ db, user, params, body }) => {
    if (app.payments.provider.name !== 'demo') throw new HttpError(409, customerErrors.demoOnly);
    const quotation = await findCustomerQuotation(db, user.id, params.id);
    if (!quotation) throw new HttpError(404, errors.notFound);
    if (quotation.payment_type !== 'online') throw new HttpError(409, customerErrors.notOnline);
    // Paid already (a second tap, a retry after a lost answer): its state, without reading or charging a card again.
    if (quotation.status === 'paid' || quotation.status === 'complete') return quotation;
    const number = checkDemoCard({ ...body, client_secret: 'customer', shipping_country: 'IT' });
    const declined = DECLINED_CARDS[number];
    if (declined) throw new HttpError(422, declined, { card_number: [declined] });
    const paid = await payQuotation(db, user.id, params.id, new Date());
    await recordDemoCustomerPayment(db, user.id, params.id);
    return paid;
  });

  defineRoute(app, routes.customerQuotationPayStart, ({ user, params }) =>
    startCustomerPayment(app, user.id, params.id),
  );

  defineRoute(app, routes.customerQuotationPayConfirm, ({ user, params, body }) =>
    confirmCustomerPayment(app, user.id, params.id, body.external_id),
  );
}
