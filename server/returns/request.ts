import { sql } from 'drizzle-orm';
import { RETURN_ANSWER_WORKING_DAYS, type ReturnRequestBody } from '../../contract/returns.js';
import { errors } from '../../i18n/it/errors.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { returnMessages, returnNotifications } from '../../i18n/it/returns.js';
import type { Db } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { workingDaysDeadline } from '../domain/working-days.js';
import { HttpError } from '../plugins/http-error.js';
import { uploadsOwnedBy } from '../repositories/chat-guards.js';
import { readPolicy, readPurchase, returnAmountCents, returnOptions } from './eligibility.js';
import { logReturnEvent, notifyReturn } from './log.js';
import { rowsGrossCents, unitGrossCents } from './rules.js';
import { holdSale, releaseHold } from './sale-hold.js';
import { statesAllowing } from '../domain/return-state.js';

const uploadName = (address: string) => address.slice('/media/'.length);

const dueText = (at: Date) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/**
 * "Richiedi reso": the customer's own delivered purchase, inside its window, pieces not already returned, photos of
 * their own. The dealer has until the end of the 2nd working day after today to answer (then it is accepted by
 * itself); the sale's share stays held meanwhile. One return in the works per purchase (a unique index).
 */
export async function requestReturn(
  db: Db,
  customerId: number,
  quotationId: number,
  body: ReturnRequestBody,
  now: Date,
): Promise<number> {
  const purchase = await readPurchase(db, quotationId, { customerId });
  if (!purchase) throw new HttpError(404, errors.notFound);
  const options = returnOptions(purchase, await readPolicy(db, purchase.dealerId), now);
  if (!options.available) throw new HttpError(409, returnMessages.notAvailable);

  const fields: Record<string, string[]> = {};
  body.rows.forEach((piece, index) => {
    const row = options.rows.find((candidate) => candidate.quotation_row_id === piece.quotation_row_id);
    if (!row) fields[`rows.${index}.quotation_row_id`] = [returnMessages.rowUnknown];
    else if (piece.quantity > row.quantity_returnable)
      fields[`rows.${index}.quantity`] = [returnMessages.quantityTooHigh(row.quantity_returnable)];
  });
  if (!(await uploadsOwnedBy(db, body.photos.map(uploadName), [customerId])))
    fields.photos = [customerErrors.uploadNotOwn];
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);

  const pieces = body.rows.map((piece) => ({ rowId: piece.quotation_row_id, quantity: piece.quantity }));
  const amountCents = returnAmountCents(purchase, pieces);
  if (amountCents <= 0) throw new HttpError(409, returnMessages.notAvailable);
  const due = workingDaysDeadline(now, RETURN_ANSWER_WORKING_DAYS);
  const at = sql`${now.toISOString()}::timestamptz`;
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`insert into returns (quotation_id, dealer_id, customer_id,
          state, reason, note, photos, amount_cents, business_buyer, answer_due_at, created_at, updated_at)
        values (${quotationId}, ${purchase.dealerId}, ${customerId}, 'requested', ${body.reason}, ${body.note ?? null},
          ${JSON.stringify(body.photos)}::jsonb, ${amountCents}, ${purchase.businessBuyer},
          ${due.toISOString()}::timestamptz, ${at}, ${at})
        returning id`);
      const returnId = Number(rows[0].id);
      for (const piece of pieces) {
        const row = purchase.rows.find((candidate) => candidate.id === piece.rowId);
        if (!row) continue;
        await tx.execute(sql`insert into return_rows (return_id, quotation_row_id, quantity, unit_cents, amount_cents)
          values (${returnId}, ${row.id}, ${piece.quantity}, ${unitGrossCents(row)},
            ${rowsGrossCents(row, piece.quantity)})`);
      }
      const frozen = await holdSale(tx, quotationId, `return:${returnId}`);
      if (frozen) await tx.execute(sql`update returns set frozen_from = ${frozen} where id = ${returnId}`);
      await logReturnEvent(tx, returnId, 'requested', 'customer', customerId, body.note ?? null, now);
      await notifyReturn(tx, quotationId, {
        dealerId: purchase.dealerId,
        dealer: returnNotifications.dealerRequested(purchase.code, dueText(due)),
      });
      return returnId;
    });
  } catch (error) {
    // A parallel request for the same purchase won the unique index of open returns.
    if (isUniqueViolation(error)) throw new HttpError(409, returnMessages.notAvailable);
    throw error;
  }
}

/** The customer withdraws a request the dealer has not answered yet. */
export async function cancelReturn(
  db: Db,
  customerId: number,
  returnId: number,
  now: Date,
  holdDays: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      quotation_id: number;
      dealer_id: number;
      code: string;
      frozen_from: string | null;
    }>(
      sql`update returns r set state = 'cancelled', closed_at = ${now.toISOString()}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        from quotations q
        where r.id = ${returnId} and r.customer_id = ${customerId} and q.id = r.quotation_id
          and r.state = any(${`{${statesAllowing('cancel').join(',')}}`}::text[])
        returning r.quotation_id, r.dealer_id, q.quotation_code as code, r.frozen_from`,
    );
    const row = rows[0];
    if (!row) {
      const { rows: own } = await tx.execute(
        sql`select 1 from returns where id = ${returnId} and customer_id = ${customerId}`,
      );
      throw own.length > 0 ? new HttpError(409, returnMessages.notCancellable) : new HttpError(404, errors.notFound);
    }
    await releaseHold(
      tx,
      Number(row.quotation_id),
      `return:${returnId}`,
      row.frozen_from as 'held' | 'available' | null,
      now,
      holdDays,
    );
    await logReturnEvent(tx, returnId, 'cancelled', 'customer', customerId, null, now);
    await notifyReturn(tx, Number(row.quotation_id), {
      dealerId: Number(row.dealer_id),
      dealer: returnNotifications.dealerCancelled(row.code),
    });
  });
}
