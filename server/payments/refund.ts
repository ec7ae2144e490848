import type { FastifyBaseLogger } from 'fastify';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { recordActivity } from '../repositories/admin/activity.js';
import { eurosToCents, refundEntry } from '../domain/ledger.js';
import { lockCredits, postEntry } from '../repositories/ledger.js';
import { claimRefund, completeRefund, getOrder, releaseRefund } from '../repositories/admin/orders.js';
import type { PaymentProviderAdapter } from './provider.js';

/**
 * An operator's refund of a paid wallet or fee order (docs/adr/0013-money.md): exactly once. The order is claimed
 * first (paid → refunding, one guarded update: concurrent requests get 409 and never reach the provider), then the
 * provider refunds it with an idempotency key of the order, then the order becomes refunded in one transaction with
 * what it gave back, as one ledger movement: the money leaves, and a wallet order's credits are taken back as far as
 * the balance still holds them.
 */
export async function refundOrder(
  db: Db,
  provider: PaymentProviderAdapter,
  log: FastifyBaseLogger,
  input: { orderId: number; operatorId: number; reason: string },
) {
  const { orderId, operatorId, reason } = input;
  const claimed = await claimRefund(db, orderId);
  if (!claimed) {
    const order = await getOrder(db, orderId);
    if (!order) throw new HttpError(404, errors.notFound);
    throw new HttpError(
      409,
      order.status === 'refunding' || order.status === 'refunded'
        ? errors.orderAlreadyRefunded
        : errors.orderNotRefundable,
    );
  }
  let refundId: string;
  try {
    ({ refundId } = await provider.refundPayment(
      {
        id: claimed.id,
        dealerId: claimed.dealerId,
        condition: claimed.condition,
        totalCents: claimed.totalCents,
        description: serverMessages.refundDescription(claimed.id),
        externalId: claimed.externalId,
      },
      `rh-refund-order-${claimed.id}`,
    ));
  } catch (error) {
    await releaseRefund(db, orderId);
    if (error instanceof HttpError) throw error;
    log.error({ err: error, orderId }, 'refund refused by the payment provider');
    throw new HttpError(502, errors.refundFailed);
  }
  await db.transaction(async (tx) => {
    await completeRefund(tx, orderId, refundId);
    // Locked, so what is taken back is what the balance holds at this moment: credits already spent stay spent.
    const balance = claimed.condition === 'wallet' ? ((await lockCredits(tx, claimed.dealerId)) ?? 0) : 0;
    const takenBackCents = Math.min(eurosToCents(Number(claimed.credits)), balance);
    const creditsTakenBack = takenBackCents / 100;
    await postEntry(
      tx,
      refundEntry({
        orderId,
        dealerId: claimed.dealerId,
        totalCents: claimed.totalCents,
        taxCents: claimed.taxCents,
        creditsTakenBackCents: takenBackCents,
        reason,
        operatorId,
      }),
    );
    await recordActivity(tx, {
      operatorId,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { status: 'paid' },
      after: { status: 'refunded', refund_external_id: refundId, credits_taken_back: creditsTakenBack, reason },
    });
  });
  return getOrder(db, orderId);
}
