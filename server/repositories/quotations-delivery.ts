import { sql } from 'drizzle-orm';
import type { CustomerQuotation } from '../../contract/api/customer.js';
import {
  mayConfirmReceipt,
  mayMarkDelivered,
  type DealerDeliveryKind,
  type DeliveryKind,
} from '../../contract/delivery.js';
import type { Quotation, QuotationStatus } from '../../contract/entities/quotation.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages, quotationNotifications } from '../../i18n/it/quotations.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { quotationsUpdated } from '../realtime/inbox-signals.js';
import { createNotifications } from './notifications.js';
import { DEFAULT_HOLD_DAYS } from '../settlement/rules.js';
import { releaseDueSales, startProtectionWindow } from '../settlement/sales.js';
import { findCustomerQuotation, findDealerQuotation } from './quotations-read.js';

/** The locked quotation a delivery is recorded on. */
type Locked = {
  status: QuotationStatus;
  payment_type: 'online' | 'offline' | null;
  tracking_code: string | null;
  delivered_at: Date | string | null;
  dealer_id: number;
  author_id: number;
  submission_id: number;
  quotation_code: string;
};

const lockedSql = sql`select q.status, q.payment_type, q.tracking_code, q.delivered_at, q.dealer_id, s.author_id,
    q.submission_id, q.quotation_code
  from quotations q join submissions s on s.id = q.submission_id`;

/** The state a recorded delivery moves the quotation to: what the signals after the commit need. */
interface Recorded {
  dealerId: number;
  customerId: number;
  submissionId: number;
  status: QuotationStatus;
}

async function record(
  tx: Pick<Db, 'execute'>,
  quotationId: number,
  kind: DeliveryKind,
  by: number,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // delivered_at is null re-checked here: the row is locked, so a parallel confirmation records nothing twice.
  await tx.execute(sql`update quotations set delivered_at = ${at}, delivered_by = ${by}, delivery_kind = ${kind},
    updated_at = ${at} where id = ${quotationId} and delivered_at is null`);
}

/** After the commit: counters and the dealer's open tabs follow, as for a shipment. */
function announce(db: Db, quotationId: number, moved: Recorded): void {
  dealerCountersChanged([moved.dealerId, moved.customerId]);
  quotationsUpdated(db, [
    { dealerId: moved.dealerId, id: quotationId, submission_id: moved.submissionId, status: moved.status },
  ]);
}

/**
 * POST /customer/quotations/{id}/received: the customer's "Ho ricevuto il ricambio" on a concluded sale (shipped online,
 * or handled offline). Once: a second or parallel confirmation, or one after the dealer marked it delivered, answers
 * the current state with no second record or notification. Before shipping it is a 409; another customer's is 404.
 */
export async function confirmReceipt(
  db: Db,
  customerId: number,
  quotationId: number,
  now: Date,
  holdDays = DEFAULT_HOLD_DAYS,
): Promise<CustomerQuotation> {
  const moved = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<Locked>(
      sql`${lockedSql} where q.id = ${quotationId} and s.author_id = ${customerId} for update of q`,
    );
    const quotation = rows[0];
    if (!quotation) throw new HttpError(404, errors.notFound);
    if (quotation.delivered_at) return null;
    if (!mayConfirmReceipt({ ...quotation, delivered_at: null }))
      throw new HttpError(409, quotationMessages.deliveryNotConcluded);
    await record(tx, quotationId, 'received', customerId, now);
    // The customer has the part: the dealer's held share starts its protection window (server/settlement).
    await startProtectionWindow(tx, quotationId, now, holdDays);
    await createNotifications(tx, [
      {
        userId: quotation.dealer_id,
        target: { kind: 'quotation', id: quotationId },
        ...quotationNotifications.goodsReceived(quotation.quotation_code),
      },
    ]);
    return {
      dealerId: Number(quotation.dealer_id),
      customerId,
      submissionId: Number(quotation.submission_id),
      status: quotation.status,
    };
  });
  if (moved) announce(db, quotationId, moved);
  // With no window (PAYOUT_HOLD_DAYS=0) the share is available at once.
  if (moved && holdDays === 0) await releaseDueSales(db, now, moved.dealerId);
  const quotation = await findCustomerQuotation(db, customerId, quotationId);
  if (!quotation) throw new HttpError(404, errors.notFound);
  return quotation;
}

/**
 * POST /quotation/{id}/delivered: the dealer (owner or warehouse) marks a concluded offline sale delivered to the
 * customer or collected at the counter, once; the customer is told and may rate. An online sale is the customer's to
 * confirm (409), as is one not concluded; one already recorded is a 409. Another dealer's quotation is 404.
 */
export async function markDelivered(
  db: Db,
  dealerId: number,
  quotationId: number,
  kind: DealerDeliveryKind,
  now: Date,
  markedBy: number = dealerId,
): Promise<Quotation> {
  const moved = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<Locked>(
      sql`${lockedSql} where q.id = ${quotationId} and q.dealer_id = ${dealerId} for update of q`,
    );
    const quotation = rows[0];
    if (!quotation) throw new HttpError(404, errors.notFound);
    if (quotation.delivered_at) throw new HttpError(409, quotationMessages.deliveryAlreadySet);
    if (quotation.status === 'complete' && quotation.payment_type === 'online')
      throw new HttpError(409, quotationMessages.deliveryOnlineByCustomer);
    if (!mayMarkDelivered({ ...quotation, delivered_at: null }))
      throw new HttpError(409, quotationMessages.deliveryNotConcluded);
    await record(tx, quotationId, kind, markedBy, now);
    await createNotifications(tx, [
      {
        userId: quotation.author_id,
        target: { kind: 'quotation', id: quotationId },
        ...quotationNotifications.deliveredToCustomer(quotation.quotation_code, kind),
      },
    ]);
    return {
      dealerId,
      customerId: Number(quotation.author_id),
      submissionId: Number(quotation.submission_id),
      status: quotation.status,
    };
  });
  announce(db, quotationId, moved);
  const quotation = await findDealerQuotation(db, dealerId, quotationId);
  if (!quotation) throw new HttpError(404, errors.notFound);
  return quotation;
}
