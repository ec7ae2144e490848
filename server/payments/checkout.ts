import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreditsBuyBody, PaymentSetupResponse, PaymentUpdateBody } from '../../contract/api/payments.js';
import { DEFAULT_SUBSCRIPTION_COST } from '../../contract/constants.js';
import type { FeeAmount } from '../../contract/entities/order.js';
import { fromCents, toCents } from '../../contract/totals.js';
import type { z } from '../../contract/z.js';
import { serverMessages } from '../../i18n/it/server.js';
import { users } from '../db/schema.js';
import { NOTHING_TO_PAY, proRataCents, startOfNextMonth } from '../domain/subscription-state.js';
import { HttpError } from '../plugins/http-error.js';
import { checkCoupon } from '../repositories/coupons.js';
import {
  createOrder,
  findOrder,
  markOrderPending,
  moveOrder,
  recordPayer,
  setOrderExternalId,
  toOrderDto,
  type OrderRecord,
} from '../repositories/orders.js';
import {
  createSubscription,
  currentSubscription,
  expireSubscriptions,
  findSubscription,
  setSubscriptionProviderRef,
  transitionSubscription,
} from '../repositories/subscriptions.js';
import { dueFees, openFeeOrder } from '../repositories/wallet.js';
import { applyProviderEvent } from './apply-event.js';
import { dealerRef, saveProfile } from './profiles.js';
import { assertPayable, payable, releaseStaleOrders, replaceOrders } from './order-lifecycle.js';
import type { PaymentProviderAdapter } from './provider.js';

/** Provider calls: a fixable refusal (HttpError) passes through; an outage becomes 502 with an Italian message. */
export async function viaProvider<T>(app: FastifyInstance, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    app.log.error({ err: error, provider: app.payments.provider.name }, serverMessages.paymentProviderUnavailable);
    throw new HttpError(502, serverMessages.paymentProviderUnavailable);
  }
}

function setupResponse(
  provider: PaymentProviderAdapter,
  order: OrderRecord | null,
  clientSecret: string | null,
  freeCredits = 0,
): PaymentSetupResponse {
  return {
    client_secret: clientSecret,
    order: order ? toOrderDto(order) : null,
    coupon: order?.couponCode ?? null,
    provider: provider.name,
    amount: order ? fromCents(order.totalCents - order.taxCents) : 0,
    tax_amount: order ? fromCents(order.taxCents) : 0,
    free_credits: freeCredits,
  };
}

/** Starts the provider payment of a wallet or fee order; the order is dropped when the provider fails. */
async function startOrderPayment(
  app: FastifyInstance,
  order: OrderRecord,
  freeCredits = 0,
): Promise<PaymentSetupResponse> {
  const { provider } = app.payments;
  const dealer = await dealerRef(app.db, order.dealerId, provider.name);
  const start = await viaProvider(app, () => provider.startPayment(payable(order), dealer)).catch(
    async (error: unknown) => {
      await moveOrder(app.db, order.id, ['created'], 'canceled');
      throw error;
    },
  );
  await setOrderExternalId(app.db, order.id, start.externalId);
  if (start.customerId) await saveProfile(app.db, order.dealerId, provider.name, { customerId: start.customerId });
  return setupResponse(provider, order, start.clientSecret, freeCredits);
}

/** POST /dealer/{dealerId}/payment/setup: the subscription order (or, purpose 'card', a card-update secret). */
export async function setupSubscriptionPayment(
  app: FastifyInstance,
  dealerId: number,
  purpose: 'subscription' | 'card',
  paidBy: number = dealerId,
): Promise<PaymentSetupResponse> {
  const { db } = app;
  const { provider } = app.payments;
  const dealer = await dealerRef(db, dealerId, provider.name);
  if (purpose === 'card') {
    const start = await viaProvider(app, () => provider.startCardSetup(dealer));
    if (start?.customerId) await saveProfile(db, dealerId, provider.name, { customerId: start.customerId });
    return setupResponse(provider, null, start?.clientSecret ?? null);
  }
  await expireSubscriptions(db);
  await releaseStaleOrders(db, dealerId);
  const current = await currentSubscription(db, dealerId);
  if (current && NOTHING_TO_PAY.includes(current.status)) return setupResponse(provider, null, null);

  const [user] = await db.select({ cost: users.subscriptionCost }).from(users).where(eq(users.id, dealerId));
  const monthlyCents = toCents(user?.cost ?? DEFAULT_SUBSCRIPTION_COST);
  const now = new Date();
  const firstCents = proRataCents(monthlyCents, now);
  const subscription = current?.status === 'created' ? current : await createSubscription(db, dealerId, provider.name);
  await replaceOrders(app, dealerId, 'dealer');
  const order = await createOrder(db, {
    dealerId,
    condition: 'dealer',
    withVat: false,
    amountCents: firstCents,
    subscriptionId: subscription.id,
    provider: provider.name,
    paidBy,
    rows: [{ itemName: serverMessages.itemSubscription, itemCount: 1, itemAmountCents: monthlyCents }],
  });
  const start = await viaProvider(app, () =>
    provider.startSubscription({
      order: payable(order),
      dealer,
      monthlyCents,
      firstCents,
      nextPeriodStart: startOfNextMonth(now),
    }),
  );
  if (!start.clientSecret) {
    await moveOrder(db, order.id, ['created'], 'canceled');
    return setupResponse(provider, null, null);
  }
  await setOrderExternalId(db, order.id, start.externalId);
  await setSubscriptionProviderRef(db, subscription.id, provider.name, start.externalId);
  if (start.customerId) await saveProfile(db, dealerId, provider.name, { customerId: start.customerId });
  return {
    ...setupResponse(provider, order, start.clientSecret),
    partial_amount: fromCents(firstCents),
    next_month_amount: fromCents(monthlyCents),
  };
}

/** POST /dealer/{dealerId}/payment/update: the provider approved; the order waits for the provider's confirmation. */
export async function updatePayment(
  app: FastifyInstance,
  dealerId: number,
  body: z.output<typeof PaymentUpdateBody>,
  paidBy: number = dealerId,
): Promise<{ message: string }> {
  const { db } = app;
  const { provider } = app.payments;
  if (body.order_id == null) {
    const dealer = await dealerRef(db, dealerId, provider.name);
    const subscription = await currentSubscription(db, dealerId);
    const subscriptionRef = subscription?.provider === provider.name ? subscription.externalId : null;
    const { paymentMethodId } = await viaProvider(app, () =>
      provider.confirmCardSetup(dealer, body.external_id, subscriptionRef),
    );
    await saveProfile(db, dealerId, provider.name, { customerId: dealer.customerId, paymentMethodId });
    return { message: serverMessages.cardUpdated };
  }
  const found = await findOrder(db, body.order_id);
  // Already confirmed (the demo checkout and fast webhooks settle it before the browser calls): nothing changes.
  if (found && found.dealerId === dealerId && (found.status === 'paid' || found.status === 'pending'))
    return { message: serverMessages.paymentRecorded };
  const order = await assertPayable(db, found, dealerId);
  // Whoever approves the payment in their browser is the one who paid, even if a colleague started it.
  await recordPayer(db, order.id, dealerId, paidBy);
  const subscription = order.subscriptionId === null ? null : await findSubscription(db, order.subscriptionId);
  const event = await viaProvider(app, () =>
    provider.confirmApproval(payable(order), body.external_id, subscription?.externalId ?? null),
  );
  if (await markOrderPending(db, order.id)) {
    if (subscription) {
      const moved = await transitionSubscription(db, subscription, 'approve');
      if (moved.to === null)
        app.log.warn(
          { subscriptionId: subscription.id, from: moved.from },
          serverMessages.paymentIllegalTransition(moved.from, 'approve'),
        );
    }
  }
  if (event) await applyProviderEvent(db, event, app.log);
  return { message: serverMessages.paymentRecorded };
}

/** POST /dealer/{dealerId}/credits/buy: a wallet order of the chosen amount (+22% VAT), with the coupon's free credits. */
export async function buyCredits(
  app: FastifyInstance,
  dealerId: number,
  body: z.output<typeof CreditsBuyBody>,
  paidBy: number = dealerId,
): Promise<PaymentSetupResponse> {
  const { db } = app;
  const code = body.coupon?.trim() ?? '';
  const coupon = code ? await checkCoupon(db, dealerId, code) : null;
  if (coupon && !coupon.usable) throw new HttpError(422, coupon.message, { coupon: [coupon.message] });
  const free = coupon?.freeCredits ?? 0;
  await replaceOrders(app, dealerId, 'wallet');
  const order = await createOrder(db, {
    dealerId,
    condition: 'wallet',
    withVat: true,
    couponId: coupon?.couponId ?? null,
    credits: body.credits_amount + free,
    provider: app.payments.provider.name,
    paidBy,
    rows: [
      { itemName: serverMessages.itemCredits, itemCount: body.credits_amount, itemAmountCents: 100 },
      ...(coupon?.code && free > 0
        ? [{ itemName: serverMessages.itemFreeCredits(coupon.code), itemCount: Math.round(free), itemAmountCents: 0 }]
        : []),
    ],
  });
  return startOrderPayment(app, order, free);
}

/** The due fees as a fee order: the open one when it still lists exactly them, else a new one (null when none is due). */
export async function dueFeeOrder(
  app: FastifyInstance,
  dealerId: number,
  fresh = false,
  paidBy: number = dealerId,
): Promise<OrderRecord | null> {
  const { db } = app;
  await releaseStaleOrders(db, dealerId);
  const due = await dueFees(db, dealerId);
  const open = await openFeeOrder(db, dealerId);
  const dueIds = due.map((fee) => fee.id).sort((a, b) => a - b);
  if (!fresh && due.length > 0 && open && open.feeIds.sort((a, b) => a - b).join() === dueIds.join())
    return findOrder(db, open.id);
  await replaceOrders(app, dealerId, 'fee');
  if (due.length === 0) return null;
  return createOrder(db, {
    dealerId,
    condition: 'fee',
    withVat: true,
    provider: app.payments.provider.name,
    paidBy,
    rows: due.map((fee) => ({
      itemName: fee.description,
      itemCount: 1,
      itemAmountCents: fee.amountCents,
      feeId: fee.id,
    })),
  });
}

/** GET /dealer/{dealerId}/fee-amount. */
export async function feeAmount(app: FastifyInstance, dealerId: number): Promise<FeeAmount> {
  const order = await dueFeeOrder(app, dealerId);
  return { order: order ? toOrderDto(order) : null, orderAmount: order ? fromCents(order.totalCents) : 0 };
}

/** POST /dealer/{dealerId}/fee/pay: a fresh fee order of every due fee, ready for the provider. */
export async function payFees(
  app: FastifyInstance,
  dealerId: number,
  paidBy: number = dealerId,
): Promise<PaymentSetupResponse> {
  const order = await dueFeeOrder(app, dealerId, true, paidBy);
  return order ? startOrderPayment(app, order) : setupResponse(app.payments.provider, null, null);
}
