import type { FastifyInstance } from 'fastify';
import { paymentTrustMessages } from '../../i18n/it/payments.js';
import { serverMessages } from '../../i18n/it/server.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import {
  cancelCreatedOrders,
  isSuperseded,
  releaseStalePending,
  type OrderCondition,
  type OrderRecord,
} from '../repositories/orders.js';
import { recheckUserSockets } from '../realtime/standing-revocation.js';
import { findSubscription, transitionSubscription } from '../repositories/subscriptions.js';
import type { PayableOrder } from './provider.js';

export function payable(order: OrderRecord): PayableOrder {
  return {
    id: order.id,
    dealerId: order.dealerId,
    condition: order.condition,
    totalCents: order.totalCents,
    description: order.rows
      .map((row) => row.itemName)
      .join(', ')
      .slice(0, 120),
    externalId: order.externalId,
  };
}

/**
 * Replaces the dealer's unpaid orders of a kind before a new one is made, and cancels their payments at the
 * provider. A failed cancellation is logged, not fatal: should that payment still arrive,
 * it is credited to the wallet (apply-event.ts), so nothing is taken twice and nothing is lost.
 */
export async function replaceOrders(app: FastifyInstance, dealerId: number, condition: OrderCondition): Promise<void> {
  const replaced = await cancelCreatedOrders(app.db, dealerId, condition);
  for (const order of replaced) {
    if (!order.externalId || order.provider !== app.payments.provider.name) continue;
    try {
      await app.payments.provider.cancelPayment(payable(order));
    } catch (error) {
      app.log.warn(
        { err: error, orderId: order.id, provider: order.provider },
        paymentTrustMessages.cancelAtProviderFailed,
      );
    }
  }
}

/**
 * Orders approved in the browser whose confirmation never came within PENDING_TIMEOUT_MS are payable again, and
 * their subscription leaves 'processing': an unconfirmed approval cannot hold fees or a
 * subscription hostage.
 */
export async function releaseStaleOrders(db: Db, dealerId: number): Promise<void> {
  for (const order of await releaseStalePending(db, dealerId)) {
    if (order.subscriptionId === null) continue;
    const subscription = await findSubscription(db, order.subscriptionId);
    if (subscription?.status !== 'processing') continue;
    // Back to 'created', which does not let the dealer work: its open sockets go.
    if ((await transitionSubscription(db, subscription, 'timeout')).to !== null) recheckUserSockets([dealerId]);
  }
}

/** 404 for another dealer's order; 409 (Italian) unless it is the newest unpaid order of its kind. */
export async function assertPayable(db: Db, order: OrderRecord | null, dealerId: number): Promise<OrderRecord> {
  if (!order || order.dealerId !== dealerId) throw new HttpError(404, serverMessages.orderNotFound);
  if (order.status === 'paid' || order.status === 'failed')
    throw new HttpError(409, serverMessages.orderNotPayable, undefined, 'order_not_payable');
  if (await isSuperseded(db, order))
    throw new HttpError(409, paymentTrustMessages.orderSuperseded, undefined, 'order_superseded');
  if (!order.externalId) throw new HttpError(409, paymentTrustMessages.orderNotStarted);
  return order;
}
