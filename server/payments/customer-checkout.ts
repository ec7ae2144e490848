import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CustomerPayStart, CustomerQuotation } from '../../contract/api/customer.js';
import { toCents } from '../../contract/totals.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { errors } from '../../i18n/it/errors.js';
import { paymentTrustMessages } from '../../i18n/it/payments.js';
import { serverMessages } from '../../i18n/it/server.js';
import { HttpError } from '../plugins/http-error.js';
import {
  createOrder,
  findOpenQuotationOrder,
  markOrderPending,
  moveOrder,
  setOrderExternalId,
  type OrderRecord,
} from '../repositories/orders.js';
import { findCustomerQuotation } from '../repositories/quotations-read.js';
import { applyProviderEvent } from './apply-event.js';
import { viaProvider } from './checkout.js';
import { payable } from './order-lifecycle.js';
import { dealerRef } from './profiles.js';
import { canCharge, findPayoutAccount } from '../settlement/accounts.js';
import { splitSale } from '../settlement/rules.js';

/*
 * The customer pays an accepted online quotation through the configured payment provider, with the same
 * provider interface, order model and event handling as the dealers' credits and fees (docs/payments-api.md, "The
 * customer's payment of a quotation"). The quotation's money is a 'customer' order (dealer_id: the customer who pays,
 * quotation_id: what it pays); its 'order-paid' event moves the quotation to paid with markQuotationPaid
 * (apply-event.ts), once, whoever reports it first: the confirm route or a webhook.
 */

/** The quotation of the caller (404 otherwise) in a state that can be paid online now; 409 in Italian otherwise. */
async function payableQuotation(
  app: FastifyInstance,
  customerId: number,
  quotationId: number,
): Promise<CustomerQuotation> {
  const quotation = await findCustomerQuotation(app.db, customerId, quotationId);
  if (!quotation) throw new HttpError(404, errors.notFound);
  if (quotation.payment_type === 'offline') throw new HttpError(409, customerErrors.notOnline);
  if (quotation.status === 'paid' || quotation.status === 'complete')
    throw new HttpError(409, customerErrors.alreadyPaid);
  if (quotation.status !== 'payment-pending' || quotation.payment_type !== 'online')
    throw new HttpError(409, customerErrors.notPayable);
  return quotation;
}

/**
 * The quotation's one payable order: the open one (created or pending) when there is one, else a new one. Under the
 * quotation's row lock, so two tabs or two instances starting at once get the same order; the unique index of
 * migration 0026 holds it in the database too. An open order of another provider (the configuration changed) is
 * cancelled and replaced: a payment of it that still arrives is honoured by its order-paid event.
 */
async function quotationOrder(
  app: FastifyInstance,
  customerId: number,
  quotation: CustomerQuotation,
): Promise<OrderRecord> {
  const provider = app.payments.provider.name;
  const totalCents = toCents(quotation.total_price);
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from quotations where id = ${quotation.id} for update`);
    const open = await findOpenQuotationOrder(tx, quotation.id);
    if (open && open.provider === provider && open.totalCents === totalCents) return open;
    if (open) await moveOrder(tx, open.id, ['created', 'pending'], 'canceled');
    return createOrder(tx, {
      dealerId: customerId,
      condition: 'customer',
      withVat: false,
      amountCents: totalCents,
      provider,
      paidBy: customerId,
      quotationId: quotation.id,
      rows: [
        { itemName: customerErrors.itemQuotation(quotation.quotation_code), itemCount: 1, itemAmountCents: totalCents },
      ],
    });
  });
}

/**
 * The sale is charged on behalf of the dealer when its payout account at this provider can take charges: the fee is
 * taken at source by the provider (server/settlement). The account is written on the order, so the sale knows it needs
 * no transfer. Otherwise the platform charges it and transfers the dealer's share at payout time.
 */
async function chargeOnBehalf(
  app: FastifyInstance,
  quotationId: number,
  orderId: number,
  totalCents: number,
): Promise<{ account: string; feeCents: number } | undefined> {
  const { rows } = await app.db.execute<{ dealer_id: number }>(
    sql`select dealer_id from quotations where id = ${quotationId}`,
  );
  const account = rows[0] ? await findPayoutAccount(app.db, Number(rows[0].dealer_id)) : null;
  if (!canCharge(account) || account.provider !== app.payments.provider.name) return undefined;
  await app.db.execute(sql`update orders set on_behalf_of = ${account.externalId} where id = ${orderId}`);
  return { account: account.externalId, feeCents: splitSale(totalCents).feeCents };
}

/**
 * POST /customer/quotations/{id}/pay/start. With the demo provider no order is made: the customer app's demo card form
 * pays with …/pay/demo, as before. Otherwise the provider's payment of the quotation's one order: started again on a
 * second call (Stripe and PayPal answer the same PaymentIntent or PayPal order for the same order: their idempotency
 * keys are the order's), so a reload or a second tab gets the same payment, never a second one.
 */
export async function startCustomerPayment(
  app: FastifyInstance,
  customerId: number,
  quotationId: number,
): Promise<CustomerPayStart> {
  const quotation = await payableQuotation(app, customerId, quotationId);
  const { provider } = app.payments;
  const { stripePublicKey, paypalClientId } = app.config;
  const answer = {
    provider: provider.name,
    amount: quotation.total_price,
    stripe_public_key: provider.name === 'stripe' ? stripePublicKey : null,
    paypal_client_id: provider.name === 'paypal' ? paypalClientId : null,
  };
  if (provider.name === 'demo') return { ...answer, order_id: null, client_secret: null, external_id: null };
  const order = await quotationOrder(app, customerId, quotation);
  const payer = await dealerRef(app.db, customerId, provider.name);
  const onBehalfOf = await chargeOnBehalf(app, quotation.id, order.id, toCents(quotation.total_price));
  const start = await viaProvider(app, () => provider.startPayment({ ...payable(order), onBehalfOf }, payer));
  if (order.externalId && start.externalId !== order.externalId) {
    // The provider issued another payment for the same order (its idempotency window passed): the old one goes.
    try {
      await provider.cancelPayment(payable(order));
    } catch (error) {
      app.log.warn({ err: error, orderId: order.id }, paymentTrustMessages.cancelAtProviderFailed);
    }
  }
  if (start.externalId !== order.externalId) await setOrderExternalId(app.db, order.id, start.externalId);
  return { ...answer, order_id: order.id, client_secret: start.clientSecret, external_id: start.externalId };
}

/**
 * POST /customer/quotations/{id}/pay/confirm: the provider's browser SDK says the customer approved `externalId`. The
 * provider checks it belongs to the quotation's order and captures it (Stripe, PayPal); the event it answers is applied
 * like a webhook (payment_events: once per event; the order moves to paid once; the quotation once). A quotation already
 * paid (the webhook came first, a second tab, a retry after a lost answer) answers its state and calls nobody.
 */
export async function confirmCustomerPayment(
  app: FastifyInstance,
  customerId: number,
  quotationId: number,
  externalId: string,
): Promise<CustomerQuotation> {
  const paidAlready = async () => {
    const quotation = await findCustomerQuotation(app.db, customerId, quotationId);
    return quotation?.payment_type === 'online' && (quotation.status === 'paid' || quotation.status === 'complete')
      ? quotation
      : null;
  };
  const current = await paidAlready();
  if (current) return current;
  const { provider } = app.payments;
  let order: Awaited<ReturnType<typeof findOpenQuotationOrder>>;
  try {
    await payableQuotation(app, customerId, quotationId);
    order = await findOpenQuotationOrder(app.db, quotationId);
    if (!order?.externalId) throw new HttpError(409, customerErrors.payNotStarted);
  } catch (error) {
    // The webhook paid it between the first look and this one: the paid state, as if it had come first.
    const paid = await paidAlready();
    if (paid) return paid;
    throw error;
  }
  if (order.provider !== provider.name) throw new HttpError(409, customerErrors.providerChanged);
  const event = await viaProvider(app, () => provider.confirmApproval(payable(order), externalId, null)).catch(
    async (error: unknown) => {
      // Refused before money moved (Stripe cancelled the authorisation; PayPal is not captured): that payment is over, and
      // the next start makes a new order and a new provider payment the customer can complete.
      if (error instanceof HttpError && error.message === serverMessages.shippingNotItaly)
        await moveOrder(app.db, order.id, ['created', 'pending'], 'failed');
      throw error;
    },
  );
  await markOrderPending(app.db, order.id);
  if (event) await applyProviderEvent(app.db, event, app.log);
  const after = await findCustomerQuotation(app.db, customerId, quotationId);
  if (!after) throw new HttpError(404, errors.notFound);
  return after;
}
