import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DisputeDecisionBody, DisputeOpenBody } from '../../contract/returns.js';
import { errors } from '../../i18n/it/errors.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { disputeOutcomeNames, returnMessages, returnNotifications } from '../../i18n/it/returns.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { disputeTransition } from '../domain/dispute-state.js';
import { returnTransition } from '../domain/return-state.js';
import { HttpError } from '../plugins/http-error.js';
import { recordActivity } from '../repositories/admin/activity.js';
import { uploadsOwnedBy } from '../repositories/chat-guards.js';
import { logReturnEvent, notifyReturn } from './log.js';
import { mayOpenDispute, readReturnRows } from './records.js';
import { refundReturn } from './refund.js';
import { holdSale, releaseHold, type HoldFrom } from './sale-hold.js';

/**
 * Disputes (docs/after-sale.md): the customer's "Apri controversia" on a refused return or one accepted and not
 * refunded in time; the operator's decision, full, partial or no refund, carried out once (a refund goes through
 * refundReturn, whose claim admits one; "no refund" is one guarded update), logged in the return's timeline and the
 * console's activity, notified to both sides.
 */

const uploadName = (address: string) => address.slice('/media/'.length);

export async function openDispute(
  app: FastifyInstance,
  customerId: number,
  returnId: number,
  body: DisputeOpenBody,
  now: Date,
): Promise<void> {
  const [row] = await readReturnRows(app.db, sql`r.id = ${returnId} and r.customer_id = ${customerId}`);
  if (!row) throw new HttpError(404, errors.notFound);
  if (row.dispute_id !== null) throw new HttpError(409, returnMessages.disputeExists);
  if (!mayOpenDispute(row, now)) throw new HttpError(409, returnMessages.disputeNotAvailable);
  if (!(await uploadsOwnedBy(app.db, body.photos.map(uploadName), [customerId])))
    throw new HttpError(422, errors.validation, { photos: [customerErrors.uploadNotOwn] });
  const at = sql`${now.toISOString()}::timestamptz`;
  try {
    await app.db.transaction(async (tx) => {
      const { rows: locked } = await tx.execute<{ state: string; frozen_from: HoldFrom | null }>(
        sql`select state, frozen_from from returns where id = ${returnId} for update`,
      );
      if (!locked[0] || locked[0].state !== row.state) throw new HttpError(409, returnMessages.disputeNotAvailable);
      const { rows } = await tx.execute<{ id: number }>(sql`insert into disputes (return_id, quotation_id, dealer_id,
          customer_id, text, photos, created_at, updated_at)
        values (${returnId}, ${row.quotation_id}, ${row.dealer_id}, ${customerId}, ${body.text},
          ${JSON.stringify(body.photos)}::jsonb, ${at}, ${at})
        returning id`);
      const disputeId = Number(rows[0].id);
      // A refused return had released the sale: the dispute holds it again until it is decided.
      if (!locked[0].frozen_from) {
        const frozen = await holdSale(tx, Number(row.quotation_id), `dispute:${disputeId}`);
        if (frozen) await tx.execute(sql`update returns set frozen_from = ${frozen} where id = ${returnId}`);
      }
      await logReturnEvent(tx, returnId, 'dispute_opened', 'customer', customerId, body.text, now);
      await notifyReturn(tx, Number(row.quotation_id), {
        dealerId: Number(row.dealer_id),
        dealer: returnNotifications.dealerDisputeOpened(row.quotation_code),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, returnMessages.disputeExists);
    throw error;
  }
}

/**
 * The operator's decision. A refund (full: what the return is worth, within what is still refundable; partial: the
 * amount given) is carried out through the payment provider for an online sale, recorded as the dealer's obligation
 * for an offline one; no refund closes the return. Either way once: a second decision finds the dispute decided.
 */
export async function decideDispute(
  app: FastifyInstance,
  operatorId: number,
  disputeId: number,
  body: DisputeDecisionBody,
  now: Date,
): Promise<void> {
  const { rows } = await app.db.execute<{ return_id: number; state: string }>(
    sql`select return_id, state from disputes where id = ${disputeId}`,
  );
  const dispute = rows[0];
  if (!dispute) throw new HttpError(404, errors.notFound);
  if (!disputeTransition(dispute.state as 'open', 'decide')) throw new HttpError(409, returnMessages.disputeNotOpen);
  const returnId = Number(dispute.return_id);
  if (body.outcome !== 'none') {
    await refundReturn(
      app,
      {
        returnId,
        dealerId: null,
        source: 'dispute',
        actorId: operatorId,
        amountCents:
          body.outcome === 'partial' && body.amount !== undefined ? Math.round(body.amount * 100) : undefined,
        note: body.note,
        disputeId,
      },
      now,
    );
    return;
  }
  const at = sql`${now.toISOString()}::timestamptz`;
  await app.db.transaction(async (tx) => {
    const { rows: decided } = await tx.execute<{ id: number }>(sql`update disputes set state = 'decided',
        outcome = 'none', decision_note = ${body.note}, decided_by = ${operatorId}, decided_at = ${at}, updated_at = ${at}
      where id = ${disputeId} and state = 'open' returning id`);
    if (!decided[0]) throw new HttpError(409, returnMessages.disputeNotOpen);
    // A refund in progress (the dealer's) wins: the dispute cannot close the return under it.
    const { rows: live } = await tx.execute(
      sql`select 1 from return_refunds where return_id = ${returnId} and status <> 'failed'`,
    );
    if (live.length > 0) throw new HttpError(409, returnMessages.refundPending);
    const { rows: current } = await tx.execute<{
      state: Parameters<typeof returnTransition>[0];
      quotation_id: number;
      dealer_id: number;
      customer_id: number;
      frozen_from: HoldFrom | null;
      refused: boolean;
      code: string;
    }>(sql`select r.state, r.quotation_id, r.dealer_id, r.customer_id, r.frozen_from,
        r.refuse_reason is not null as refused, q.quotation_code as code
      from returns r join quotations q on q.id = r.quotation_id where r.id = ${returnId} for update of r`);
    const ret = current[0];
    if (!ret || !returnTransition(ret.state, 'dispute-close')) throw new HttpError(409, returnMessages.disputeNotOpen);
    await tx.execute(sql`update returns set state = 'closed', closed_at = ${at}, frozen_from = null, updated_at = ${at}
      where id = ${returnId}`);
    const key = ret.refused ? `dispute:${disputeId}` : `return:${returnId}`;
    await releaseHold(tx, Number(ret.quotation_id), key, ret.frozen_from, now, app.config.payoutHoldDays);
    await logReturnEvent(
      tx,
      returnId,
      'dispute_decided',
      'operator',
      operatorId,
      `${disputeOutcomeNames.none}. ${body.note}`,
      now,
    );
    await logReturnEvent(tx, returnId, 'closed', 'system', null, null, now);
    await recordActivity(tx, {
      operatorId,
      action: 'dispute.decide',
      entity: 'dispute',
      entityId: disputeId,
      before: { state: 'open' },
      after: { state: 'decided', outcome: 'none', note: body.note },
    });
    const text = returnNotifications.disputeDecided(ret.code, disputeOutcomeNames.none);
    await notifyReturn(tx, Number(ret.quotation_id), {
      dealerId: Number(ret.dealer_id),
      dealer: text,
      customerId: Number(ret.customer_id),
      customer: text,
    });
  });
}
