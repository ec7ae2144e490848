import type { FastifyInstance } from 'fastify';
import type { FeesPaidWithCredits } from '../../contract/entities/order.js';
import { feeCreditMessages } from '../../i18n/it/payments.js';
import { HttpError } from '../plugins/http-error.js';
import { settleDueFeesWithCredits } from '../repositories/wallet.js';
import { releaseStaleOrders, replaceOrders } from './order-lifecycle.js';

const euro = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * POST /dealer/{dealerId}/fee/pay-with-credits: every due fee from the wallet at once, or nothing (409, Italian) when the
 * credits do not cover them. The fee order a card payment would have used is then cancelled (at the provider too),
 * so the same fees cannot be paid a second time; should its payment still arrive, it is credited back to the wallet
 * like any replaced order (apply-event.ts).
 */
export async function payFeesWithCredits(
  app: FastifyInstance,
  dealerId: number,
  paidBy: number = dealerId,
): Promise<FeesPaidWithCredits> {
  await releaseStaleOrders(app.db, dealerId);
  const settlement = await app.db.transaction((tx) => settleDueFeesWithCredits(tx, dealerId, paidBy));
  if (settlement.kind === 'nothing-due') throw new HttpError(409, feeCreditMessages.nothingDue);
  if (settlement.kind === 'not-enough') {
    throw new HttpError(
      409,
      feeCreditMessages.notEnoughCredits(euro.format(settlement.credits), euro.format(settlement.dueCents / 100)),
    );
  }
  await replaceOrders(app, dealerId, 'fee');
  return { fees_paid: settlement.feesPaid, credits_spent: settlement.creditsSpent, credits: settlement.creditsLeft };
}
