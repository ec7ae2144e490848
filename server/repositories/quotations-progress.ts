import { sql } from 'drizzle-orm';
import type { TrackingBody } from '../../contract/api/quotations.js';
import type { CustomerQuotation } from '../../contract/api/customer.js';
import type { Quotation, QuotationStatus } from '../../contract/entities/quotation.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages, quotationNotifications } from '../../i18n/it/quotations.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import type { Db, DbOrTx } from '../db/types.js';
import { chargeQuotationFee } from '../domain/fees.js';
import { customerPaymentEntry, eurosToCents } from '../domain/ledger.js';
import { postEntry } from './ledger.js';
import { recordOnlineSale } from '../settlement/sales.js';
import { nextStatus } from '../domain/quotation-state.js';
import { HttpError } from '../plugins/http-error.js';
import { quotationsUpdated } from '../realtime/inbox-signals.js';
import { createNotifications } from './notifications.js';
import { customerQuotationRequest } from './quotations-accept.js';
import { findCustomerQuotation, findDealerQuotation } from './quotations-read.js';
import { sellStock } from './stock-effects.js';

/** Paid online already: a second payment answers this state instead of paying again (exactly once). */
const PAID_ONLINE: readonly QuotationStatus[] = ['paid', 'complete'];

/** A quotation just moved to paid: what the signals after the commit need. */
export interface QuotationPaid {
  quotationId: number;
  dealerId: number;
  submissionId: number;
  status: QuotationStatus;
}

/**
 * The once-only move to paid, inside the caller's transaction: the row is locked and the state machine checks the move.
 * Answers null for a quotation already paid online (paid, or shipped since): no second fee or notification. Anything
 * else that is not payable (offline, cancelled, not accepted) throws the state machine's 409. Used by payQuotation and
 * by the provider events of a customer's order (server/payments/apply-event.ts).
 */
export async function markQuotationPaid(tx: DbOrTx, quotationId: number, now: Date): Promise<QuotationPaid | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await tx.execute<{
    status: QuotationStatus;
    payment_type: string | null;
    dealer_id: number;
    quotation_code: string;
    submission_id: number;
    total_price: string;
  }>(
    sql`select status, payment_type, dealer_id, quotation_code, submission_id, total_price from quotations where id = ${quotationId} for update`,
  );
  const quotation = rows[0];
  if (!quotation) throw new HttpError(404, errors.notFound);
  if (quotation.payment_type === 'online' && PAID_ONLINE.includes(quotation.status)) return null;
  const status = nextStatus(quotation.status, 'pay');
  await tx.execute(sql`update quotations set status = ${status}, updated_at = ${at} where id = ${quotationId}`);
  // The customer's money reaches the platform, held on the dealer's behalf (the ledger's customer payment), and the
  // platform's fee is taken from it at source: no fee becomes due, no credits are spent (server/settlement).
  if (quotation.payment_type === 'online') {
    const grossCents = eurosToCents(Number(quotation.total_price));
    const dealerId = Number(quotation.dealer_id);
    await postEntry(tx, customerPaymentEntry({ quotationId, dealerId, totalCents: grossCents }));
    await recordOnlineSale(tx, { quotationId, dealerId, grossCents, code: quotation.quotation_code, at: now });
  }
  // Otherwise the platform's commission arises now, from the credits or due (domain/fees.ts); an online sale's fee
  // row exists already, so this charges nothing twice.
  await chargeQuotationFee(tx, quotationId);
  await createNotifications(tx, [
    {
      userId: quotation.dealer_id,
      target: { kind: 'quotation', id: quotationId },
      ...quotationNotifications.paid(quotation.quotation_code),
    },
  ]);
  return { quotationId, dealerId: Number(quotation.dealer_id), submissionId: Number(quotation.submission_id), status };
}

/** After the commit of markQuotationPaid: the dealer's counters and open tabs follow. */
export function announceQuotationPaid(db: Db, moved: QuotationPaid): void {
  dealerCountersChanged([moved.dealerId]);
  quotationsUpdated(db, [
    { dealerId: moved.dealerId, id: moved.quotationId, submission_id: moved.submissionId, status: moved.status },
  ]);
}

/**
 * POST /customer/quotations/{id}/pay: payment-pending → paid, and the dealer is told to ship (markQuotationPaid): parallel
 * payments move it once; a payment of a quotation already paid online answers its current state, with no second fee or
 * notification: never a double charge.
 */
export async function payQuotation(
  db: Db,
  customerId: number,
  quotationId: number,
  now: Date,
): Promise<CustomerQuotation> {
  await customerQuotationRequest(db, customerId, quotationId);
  const moved = await db.transaction((tx) => markQuotationPaid(tx, quotationId, now));
  if (moved) announceQuotationPaid(db, moved);
  const paid = await findCustomerQuotation(db, customerId, quotationId);
  if (!paid) throw new HttpError(404, errors.notFound);
  return paid;
}

/**
 * POST /quotation/{id}/tracking: the owner dealer confirms the shipment of a paid online quotation with a
 * tracking code or a note; paid → complete, the customer is notified. Another dealer's quotation is 404.
 */
export async function shipQuotation(
  db: Db,
  dealerId: number,
  quotationId: number,
  body: TrackingBody,
  now: Date,
  shippedBy: number = dealerId,
): Promise<Quotation> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const code = body.tracking_code?.trim() || null;
  const message = body.tracking_message?.trim() || null;
  const shipped = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      status: QuotationStatus;
      payment_type: string | null;
      tracking_code: string | null;
      tracking_message: string | null;
      quotation_code: string;
      author_id: number;
      submission_id: number;
    }>(sql`select q.status, q.payment_type, q.tracking_code, q.tracking_message, q.quotation_code, s.author_id, q.submission_id
      from quotations q join submissions s on s.id = q.submission_id
      where q.id = ${quotationId} and q.dealer_id = ${dealerId} for update of q`);
    const quotation = rows[0];
    if (!quotation) throw new HttpError(404, errors.notFound);
    if (quotation.tracking_code || quotation.tracking_message)
      throw new HttpError(409, quotationMessages.trackingAlreadySet);
    if (quotation.status === 'paid' && quotation.payment_type !== 'online')
      throw new HttpError(409, quotationMessages.trackingNotOnline);
    const status = nextStatus(quotation.status, 'ship');
    await tx.execute(sql`update quotations set status = ${status}, tracking_code = ${code}, tracking_message = ${message},
      shipped_by = ${shippedBy}, shipped_at = ${at}, updated_at = ${at} where id = ${quotationId}`);
    await sellStock(tx, quotationId);
    const tracking = code
      ? quotationNotifications.trackingCode(code)
      : quotationNotifications.trackingMessage(message ?? '');
    await createNotifications(tx, [
      {
        userId: quotation.author_id,
        target: { kind: 'quotation', id: quotationId },
        ...quotationNotifications.shippedToCustomer(quotation.quotation_code, tracking),
      },
    ]);
    return {
      id: quotationId,
      submission_id: Number(quotation.submission_id),
      status,
      customerId: Number(quotation.author_id),
    };
  });
  // The customer too, after the commit: its live inbox must read the committed notification.
  dealerCountersChanged([dealerId, shipped.customerId]);
  // The dealer's other tabs follow.
  quotationsUpdated(db, [{ dealerId, id: shipped.id, submission_id: shipped.submission_id, status: shipped.status }]);
  const quotation = await findDealerQuotation(db, dealerId, quotationId);
  if (!quotation) throw new HttpError(404, errors.notFound);
  return quotation;
}
