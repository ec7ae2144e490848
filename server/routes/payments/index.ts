import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { serverMessages } from '../../../i18n/it/server.js';
import { HttpError } from '../../plugins/http-error.js';
import { checkCoupon } from '../../repositories/coupons.js';
import { dealerRegister } from '../../repositories/ledger.js';
import { buyCredits, feeAmount, payFees, setupSubscriptionPayment, updatePayment } from '../../payments/checkout.js';
import { demoCheckout } from '../../payments/demo-checkout.js';
import { payFeesWithCredits } from '../../payments/fees-from-credits.js';
import { defineRoute } from '../define-route.js';
import settlementRoutes from './settlement.js';
import webhookRoutes from './webhooks.js';

/** Subscription, credits, coupons, fees, the money register (docs/payments-api.md), the demo checkout and the provider webhooks. */
export default async function paymentRoutes(app: FastifyInstance) {
  defineRoute(app, routes.paymentSetup, ({ user, query }) =>
    setupSubscriptionPayment(app, user.id, query.purpose, user.actorId),
  );

  defineRoute(app, routes.paymentUpdate, ({ user, body }) => updatePayment(app, user.id, body, user.actorId));

  defineRoute(app, routes.creditsBuy, ({ user, body }) => buyCredits(app, user.id, body, user.actorId));

  defineRoute(app, routes.couponCheck, async ({ db, user, body }) => {
    const verdict = await checkCoupon(db, user.id, body.coupon);
    return { usable: verdict.usable, message: verdict.message, free_credits: verdict.freeCredits };
  });

  defineRoute(app, routes.feeAmount, ({ user }) => feeAmount(app, user.id));

  defineRoute(app, routes.feePay, ({ user }) => payFees(app, user.id, user.actorId));

  defineRoute(app, routes.feePayWithCredits, ({ user }) => payFeesWithCredits(app, user.id, user.actorId));

  // The company's money register: user.id is the dealer (the company) for its staff too.
  defineRoute(app, routes.dealerMovements, ({ db, user, query }) => dealerRegister(db, user.id, query.page));

  defineRoute(app, routes.demoCheckout, async ({ user, body }) => {
    // Only while the demo provider is the configured one: with real keys nothing is "paid" locally.
    if (app.payments.provider.name !== 'demo') throw new HttpError(409, serverMessages.demoTokenInvalid);
    return demoCheckout(app, app.payments.demo, user.id, body, user.actorId);
  });

  await app.register(webhookRoutes);
  await app.register(settlementRoutes);
}
