import { and, eq } from 'drizzle-orm';
import { paymentTrustMessages } from '../../i18n/it/payments.js';
import { serverMessages } from '../../i18n/it/server.js';
import { orders, paymentEvents } from '../db/schema.js';
import type { Db, DbOrTx } from '../db/types.js';
import { startOfNextMonth, type SubscriptionEvent } from '../domain/subscription-state.js';
import { redeemCoupon } from '../repositories/coupons.js';
import { createNotifications } from '../repositories/notifications.js';
import { createOrder, findOrder, isSuperseded, moveOrder, type OrderRecord } from '../repositories/orders.js';
import {
  findSubscription,
  findSubscriptionByExternalId,
  transitionSubscription,
  type SubscriptionRecord,
} from '../repositories/subscriptions.js';
import { settleFeesOfOrder } from '../repositories/wallet.js';
import { postEntry } from '../repositories/ledger.js';
import {
  couponCreditsEntry,
  creditPurchaseEntry,
  eurosToCents,
  subscriptionEntry,
  unappliedPaymentEntry,
} from '../domain/ledger.js';
import { recheckUserSockets } from '../realtime/standing-revocation.js';
import { HttpError } from '../plugins/http-error.js';
import { announceQuotationPaid, markQuotationPaid, type QuotationPaid } from '../repositories/quotations-progress.js';
import type { PaymentEffect, ProviderEvent } from './provider.js';
import { payoutAccountUpdated, payoutFailed, payoutPaid } from '../settlement/events.js';

export interface EventLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export type EventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * The one place provider events change our data (Stripe, PayPal and demo webhooks, and the captures that
 * payment/update performs). In one transaction: the event id is recorded first (unique per provider), so a
 * replayed event changes nothing; then each effect is applied with guarded updates.
 */
export async function applyProviderEvent(db: Db, event: ProviderEvent, log: EventLog): Promise<EventOutcome> {
  const paidQuotations: QuotationPaid[] = [];
  const outcome = await applyInTransaction(db, event, log, paidQuotations);
  // Committed: a dealer whose subscription stopped working loses its open sockets.
  if (outcome === 'applied') recheckUserSockets(await dealersOfEvent(db, event));
  // A customer's quotation paid through its order: the dealer's counters and tabs follow.
  for (const moved of paidQuotations) announceQuotationPaid(db, moved);
  return outcome;
}

/** The dealers whose orders or subscriptions the event names. */
async function dealersOfEvent(db: Db, event: ProviderEvent): Promise<number[]> {
  const dealers = await Promise.all(
    event.effects.map(async (effect) => {
      // Settlement events concern payout accounts and payouts: no subscription or socket changes.
      if (effect.kind === 'payout-account-updated' || effect.kind === 'payout-paid' || effect.kind === 'payout-failed')
        return undefined;
      if ('externalId' in effect)
        return (await findSubscriptionByExternalId(db, event.provider, effect.externalId))?.dealerId;
      return (await findOrder(db, effect.orderId))?.dealerId;
    }),
  );
  return dealers.filter((id): id is number => id !== undefined);
}

async function applyInTransaction(
  db: Db,
  event: ProviderEvent,
  log: EventLog,
  paidQuotations: QuotationPaid[],
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        eventId: event.eventId,
        type: event.type,
        outcome: event.effects.length ? 'applied' : 'ignored',
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'replayed';
    if (event.effects.length === 0) {
      log.info({ provider: event.provider, type: event.type, eventId: event.eventId }, serverMessages.webhookIgnored);
      return 'ignored';
    }
    let applied = false;
    for (const effect of event.effects)
      applied = (await applyEffect(tx, event, effect, log, paidQuotations)) || applied;
    if (!applied)
      await tx.update(paymentEvents).set({ outcome: 'ignored' }).where(eq(paymentEvents.id, recorded[0].id));
    return applied ? 'applied' : 'ignored';
  });
}

async function applyEffect(
  tx: DbOrTx,
  event: ProviderEvent,
  effect: PaymentEffect,
  log: EventLog,
  paidQuotations: QuotationPaid[],
): Promise<boolean> {
  switch (effect.kind) {
    case 'order-paid': {
      const order = await findOrder(tx, effect.orderId);
      if (!order) return false;
      return orderPaid(tx, order, effect.amountCents, effect.periodEnd, log, paidQuotations, event.eventId);
    }
    case 'order-failed': {
      const order = await findOrder(tx, effect.orderId);
      if (!order || !(await moveOrder(tx, order.id, ['created', 'pending', 'canceled'], 'failed'))) return false;
      if (order.subscriptionId !== null) await moveSubscription(tx, order.subscriptionId, 'fail', log);
      return true;
    }
    case 'order-declined': {
      // The dealer retries on the same screen with another card: the order stays payable.
      const order = await findOrder(tx, effect.orderId);
      if (!order || !['created', 'pending'].includes(order.status)) return false;
      await moveOrder(tx, order.id, ['pending'], 'created');
      if (order.subscriptionId !== null) await moveSubscription(tx, order.subscriptionId, 'fail', log);
      return true;
    }
    case 'subscription-paid': {
      const order = effect.orderId === undefined ? null : await findOrder(tx, effect.orderId);
      // The first payment of a replaced subscription order (its provider subscription was superseded): to the wallet.
      if (order && order.status !== 'paid' && (await isSuperseded(tx, order)))
        return orderPaid(tx, order, undefined, effect.periodEnd, log, [], event.eventId);
      const subscription = await findSubscriptionByExternalId(tx, event.provider, effect.externalId);
      if (!subscription) return false;
      if (order && order.status !== 'paid' && order.subscriptionId === subscription.id) {
        return orderPaid(tx, order, undefined, effect.periodEnd, log, [], event.eventId);
      }
      return renewal(tx, subscription, effect.amountCents, effect.periodEnd, log, event.eventId);
    }
    case 'subscription-failed':
    case 'subscription-canceled':
    case 'subscription-ended': {
      const subscription = await findSubscriptionByExternalId(tx, event.provider, effect.externalId);
      if (!subscription) return false;
      const machineEvent: SubscriptionEvent =
        effect.kind === 'subscription-failed' ? 'fail' : effect.kind === 'subscription-canceled' ? 'cancel' : 'expire';
      return moveSubscription(tx, subscription.id, machineEvent, log);
    }
    case 'payout-account-updated':
      return payoutAccountUpdated(tx, event.provider, effect);
    case 'payout-paid':
      return payoutPaid(tx, event.provider, effect, event.eventId);
    case 'payout-failed':
      return payoutFailed(tx, event.provider, effect, event.eventId);
  }
}

/** The money of an order arrived: credits, fees or the subscription period, by its condition. */
async function orderPaid(
  tx: DbOrTx,
  order: OrderRecord,
  amountCents: number | undefined,
  periodEnd: Date | undefined,
  log: EventLog,
  paidQuotations: QuotationPaid[] = [],
  eventId: string | null = null,
): Promise<boolean> {
  if (amountCents !== undefined && order.condition !== 'dealer' && amountCents !== order.totalCents) {
    log.warn({ orderId: order.id, amountCents, expected: order.totalCents }, serverMessages.paymentMismatch);
    await moveOrder(tx, order.id, ['created', 'pending', 'canceled'], 'failed');
    return false;
  }
  const superseded = await isSuperseded(tx, order);
  // A replaced order whose payment still arrives is honoured: the money came in.
  if (!(await moveOrder(tx, order.id, ['created', 'pending', 'canceled', 'failed'], 'paid'))) return false;
  if (superseded) {
    await creditSupersededPayment(tx, order, log, eventId);
  } else if (order.condition === 'customer') {
    await customerQuotationPaid(tx, order, log, paidQuotations);
  } else if (order.condition === 'wallet') {
    const redeemed = order.couponId !== null && (await redeemCoupon(tx, order.dealerId, order.couponId, order.id));
    // The credits bought (the amount without VAT), then the coupon's free ones when it was redeemed.
    await postEntry(tx, creditPurchaseEntry({ ...orderMoney(order), eventId }));
    const freeCents = eurosToCents(Number(order.credits)) - (order.totalCents - order.taxCents);
    if (redeemed && freeCents > 0) {
      await postEntry(
        tx,
        couponCreditsEntry({ orderId: order.id, dealerId: order.dealerId, freeCents, code: order.couponCode }),
      );
    }
    if (order.couponId !== null && !redeemed && order.couponCode) {
      await createNotifications(tx, [
        {
          userId: order.dealerId,
          target: { kind: 'wallet' },
          title: paymentTrustMessages.couponNotAppliedTitle,
          text: paymentTrustMessages.couponNotAppliedText(order.couponCode),
        },
      ]);
    }
  } else if (order.condition === 'fee') {
    await settleFeesOfOrder(tx, order, eventId);
  } else if (order.subscriptionId !== null) {
    await moveSubscription(tx, order.subscriptionId, 'pay', log, periodEnd ?? startOfNextMonth(new Date()));
    await postEntry(tx, subscriptionEntry({ ...orderMoney(order), eventId }));
  }
  return true;
}

/**
 * The money of a customer's order arrived; its quotation moves to paid through the same once-only move as
 * every payment of a quotation (row lock + state machine). The order moved to paid once (moveOrder above), so a
 * confirmation and a webhook, or two webhooks, reach this once; a quotation already paid answers null. A quotation
 * that can no longer be paid (the state machine refuses) keeps the order paid and is logged: the money came in, an
 * operator refunds it from the console.
 */
async function customerQuotationPaid(
  tx: DbOrTx,
  order: OrderRecord,
  log: EventLog,
  paidQuotations: QuotationPaid[],
): Promise<void> {
  if (order.quotationId === null) return;
  try {
    const moved = await markQuotationPaid(tx, order.quotationId, new Date());
    if (moved) paidQuotations.push(moved);
    // Already paid another way: this money is a second payment, kept in the books for the refund.
    else await postEntry(tx, unappliedPaymentEntry({ ...orderMoney(order), quotationId: order.quotationId }));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await postEntry(tx, unappliedPaymentEntry({ ...orderMoney(order), quotationId: order.quotationId }));
    log.warn(
      { orderId: order.id, quotationId: order.quotationId, reason: error.message },
      paymentTrustMessages.customerPaymentNotApplied,
    );
  }
}

/**
 * The payment of a fee set or subscription period that a newer order replaced. Settling it
 * would take the money twice; it becomes credits (its amount without VAT, as a credit purchase of that price would
 * give) and the dealer is told.
 */
async function creditSupersededPayment(
  tx: DbOrTx,
  order: OrderRecord,
  log: EventLog,
  eventId: string | null,
): Promise<void> {
  const credits = (order.totalCents - order.taxCents) / 100;
  await postEntry(tx, creditPurchaseEntry({ ...orderMoney(order), eventId }, 'superseded_credit'));
  const item = order.rows
    .map((row) => row.itemName)
    .join(', ')
    .slice(0, 120);
  await createNotifications(tx, [
    {
      userId: order.dealerId,
      target: { kind: 'wallet' },
      title: paymentTrustMessages.supersededCreditedTitle,
      text: paymentTrustMessages.supersededCreditedText(formatCredits(credits), item),
    },
  ]);
  log.info({ orderId: order.id, dealerId: order.dealerId, credits }, paymentTrustMessages.supersededLog);
}

/** What the ledger needs of a paid order. */
const orderMoney = (order: Pick<OrderRecord, 'id' | 'dealerId' | 'totalCents' | 'taxCents'>) => ({
  orderId: order.id,
  dealerId: order.dealerId,
  totalCents: order.totalCents,
  taxCents: order.taxCents,
});

const formatCredits = (credits: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(credits);

/** A later period of a running subscription was paid: recorded as a paid 'dealer' order, period extended. */
async function renewal(
  tx: DbOrTx,
  subscription: SubscriptionRecord,
  amountCents: number | undefined,
  periodEnd: Date | undefined,
  log: EventLog,
  eventId: string,
): Promise<boolean> {
  const moved = await moveSubscription(tx, subscription.id, 'pay', log, periodEnd ?? startOfNextMonth(new Date()));
  if (!moved || amountCents === undefined) return moved;
  const order = await createOrder(tx, {
    dealerId: subscription.dealerId,
    condition: 'dealer',
    withVat: false,
    subscriptionId: subscription.id,
    provider: subscription.provider ?? 'demo',
    rows: [{ itemName: serverMessages.itemSubscription, itemCount: 1, itemAmountCents: amountCents }],
  });
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date(), externalId: subscription.externalId })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
  await postEntry(tx, subscriptionEntry({ ...orderMoney(order), eventId }));
  return true;
}

async function moveSubscription(
  tx: DbOrTx,
  subscriptionId: number,
  machineEvent: SubscriptionEvent,
  log: EventLog,
  endsAt?: Date,
): Promise<boolean> {
  const subscription = await findSubscription(tx, subscriptionId);
  if (!subscription) return false;
  const result = await transitionSubscription(tx, subscription, machineEvent, endsAt);
  if (result.to === null) {
    log.warn(
      { subscriptionId, from: result.from, event: machineEvent },
      serverMessages.paymentIllegalTransition(result.from, machineEvent),
    );
    return false;
  }
  return true;
}
