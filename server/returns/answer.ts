import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReturnReceivedBody } from '../../contract/returns.js';
import { errors } from '../../i18n/it/errors.js';
import { returnConditionNames, returnMessages, returnNotifications } from '../../i18n/it/returns.js';
import type { Db, DbOrTx } from '../db/types.js';
import { statesAllowing, type ReturnEventName } from '../domain/return-state.js';
import { romeDay, isWorkingDay } from '../domain/working-days.js';
import { HttpError } from '../plugins/http-error.js';
import { partyOf } from '../shipping/book.js';
import { logReturnEvent, notifyReturn } from './log.js';
import { releaseHold } from './sale-hold.js';

/**
 * The dealer's answers (Magazzino or the owner): "Accetta reso" and "Rifiuta reso" within 2 working days, or the
 * automatic acceptance after them; "Reso ricevuto" with the part's condition. Each is one guarded update from the
 * states the machine allows (server/domain/return-state.ts): of 20 concurrent answers one moves the return, the others
 * are refused.
 */

interface Moved extends Record<string, unknown> {
  quotation_id: number;
  customer_id: number;
  dealer_id: number;
  code: string;
  frozen_from: 'held' | 'available' | null;
}

const allowed = (event: ReturnEventName) => sql`${`{${statesAllowing(event).join(',')}}`}::text[]`;

/** One guarded move; null when the return is someone else's (404) or not in a state the event leaves from (409). */
async function move(
  tx: DbOrTx,
  returnId: number,
  dealerId: number | null,
  event: ReturnEventName,
  set: ReturnType<typeof sql>,
): Promise<Moved | null> {
  const owner = dealerId === null ? sql`` : sql`and r.dealer_id = ${dealerId}`;
  const { rows } = await tx.execute<Moved>(sql`update returns r set ${set}
    from quotations q
    where r.id = ${returnId} ${owner} and q.id = r.quotation_id and r.state = any(${allowed(event)})
    returning r.quotation_id, r.customer_id, r.dealer_id, q.quotation_code as code, r.frozen_from`);
  return rows[0] ?? null;
}

async function refusal(db: DbOrTx, returnId: number, dealerId: number, message: string): Promise<never> {
  const { rows } = await db.execute(sql`select 1 from returns where id = ${returnId} and dealer_id = ${dealerId}`);
  throw rows.length > 0 ? new HttpError(409, message) : new HttpError(404, errors.notFound);
}

export async function acceptReturn(
  app: FastifyInstance,
  dealerId: number,
  returnId: number,
  actorId: number,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await app.db.transaction(async (tx) => {
    const moved = await move(
      tx,
      returnId,
      dealerId,
      'accept',
      sql`state = 'accepted', answered_at = ${at}, answered_by = ${actorId}, updated_at = ${at}`,
    );
    if (!moved) return refusal(tx, returnId, dealerId, returnMessages.notRequested);
    await logReturnEvent(tx, returnId, 'accepted', 'dealer', actorId, null, now);
    await notifyReturn(tx, Number(moved.quotation_id), {
      customerId: Number(moved.customer_id),
      customer: returnNotifications.customerAccepted(moved.code),
    });
  });
  await makeReturnLabel(app, returnId, now);
}

export async function refuseReturn(
  app: FastifyInstance,
  dealerId: number,
  returnId: number,
  actorId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await app.db.transaction(async (tx) => {
    const moved = await move(
      tx,
      returnId,
      dealerId,
      'refuse',
      sql`state = 'refused', answered_at = ${at}, answered_by = ${actorId}, refuse_reason = ${reason},
        updated_at = ${at}`,
    );
    if (!moved) return refusal(tx, returnId, dealerId, returnMessages.notRequested);
    // Refused: the share goes back to its usual course; a dispute, if the customer opens one, holds it again.
    await releaseHold(
      tx,
      Number(moved.quotation_id),
      `return:${returnId}`,
      moved.frozen_from,
      now,
      app.config.payoutHoldDays,
    );
    await tx.execute(sql`update returns set frozen_from = null where id = ${returnId}`);
    await logReturnEvent(tx, returnId, 'refused', 'dealer', actorId, reason, now);
    await notifyReturn(tx, Number(moved.quotation_id), {
      customerId: Number(moved.customer_id),
      customer: returnNotifications.customerRefused(moved.code),
    });
  });
}

export async function receiveReturn(
  db: Db,
  dealerId: number,
  returnId: number,
  actorId: number,
  body: ReturnReceivedBody,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    const moved = await move(
      tx,
      returnId,
      dealerId,
      'receive',
      sql`state = 'received', received_at = ${at}, received_by = ${actorId},
        received_condition = ${body.condition}, received_note = ${body.note ?? null}, updated_at = ${at}`,
    );
    if (!moved) return refusal(tx, returnId, dealerId, returnMessages.notAccepted);
    const note = [returnConditionNames[body.condition], body.note].filter(Boolean).join('. ');
    await logReturnEvent(tx, returnId, 'received', 'dealer', actorId, note, now);
    await notifyReturn(tx, Number(moved.quotation_id), {
      customerId: Number(moved.customer_id),
      customer: returnNotifications.customerReceived(moved.code),
    });
  });
}

/**
 * The 2 working days passed without an answer: the return is accepted by itself, each once (the guarded update; two
 * instances running the sweep at once accept each return once). Answers the returns accepted.
 */
export async function autoAcceptDue(app: FastifyInstance, now: Date, batch = 200): Promise<number[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const accepted = await app.db.transaction(async (tx) => {
    const { rows: due } = await tx.execute<{ id: number }>(sql`select id from returns
      where state = 'requested' and answer_due_at < ${at} order by answer_due_at limit ${batch} for update skip locked`);
    const done: number[] = [];
    for (const { id } of due) {
      const moved = await move(
        tx,
        Number(id),
        null,
        'auto-accept',
        sql`state = 'accepted', answered_at = ${at}, auto_accepted = true, updated_at = ${at}`,
      );
      if (!moved) continue;
      done.push(Number(id));
      await logReturnEvent(tx, Number(id), 'auto_accepted', 'system', null, null, now);
      await notifyReturn(tx, Number(moved.quotation_id), {
        dealerId: Number(moved.dealer_id),
        dealer: returnNotifications.dealerAutoAccepted(moved.code),
        customerId: Number(moved.customer_id),
        customer: returnNotifications.customerAccepted(moved.code),
      });
    }
    return done;
  });
  for (const id of accepted) await makeReturnLabel(app, id, now);
  return accepted;
}

/** The next working day in Italy (the courier's pickup of the return). */
function nextWorkingDay(now: Date): string {
  const date = new Date(`${romeDay(now)}T12:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (!isWorkingDay(date.toISOString().slice(0, 10)));
  return date.toISOString().slice(0, 10);
}

/**
 * The return label, from the customer to the dealer, made by the demo courier once the return is accepted. Made after
 * the acceptance commits; a failure (an address missing) leaves the return accepted without a label, and the sweep
 * tries again. Stored once (only where none is stored yet).
 */
export async function makeReturnLabel(app: FastifyInstance, returnId: number, now: Date): Promise<boolean> {
  const db = app.db;
  const { rows } = await db.execute<{ customer_id: number; dealer_id: number; code: string }>(sql`select r.customer_id,
      r.dealer_id, q.quotation_code as code
    from returns r join quotations q on q.id = r.quotation_id
    where r.id = ${returnId} and r.label_tracking is null and r.state in ('accepted', 'received')`);
  const row = rows[0];
  if (!row) return false;
  try {
    const booked = await app.shipping.demo.book({
      reference: `${row.code}-R${returnId}`,
      numericReference: returnId,
      sender: await partyOf(db, Number(row.customer_id)),
      recipient: await partyOf(db, Number(row.dealer_id)),
      parcels: 1,
      weightKg: 1,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
      pickupDate: nextWorkingDay(now),
      codCents: null,
      notes: null,
    });
    const stored = await db.transaction(async (tx) => {
      const { rows: updated } = await tx.execute(sql`update returns set label_courier = ${app.shipping.demo.name},
          label_tracking = ${booked.trackingNumber}, label_pdf = ${booked.label}
        where id = ${returnId} and label_tracking is null returning id`);
      if (updated.length > 0) await logReturnEvent(tx, returnId, 'label', 'system', null, booked.trackingNumber, now);
      return updated.length > 0;
    });
    return stored;
  } catch (error) {
    app.log.warn({ err: error, returnId }, 'return label not made');
    return false;
  }
}

/** The label PDF of a return: the dealer's own, or the customer's own. */
export async function returnLabel(
  db: Db,
  returnId: number,
  owner: { dealerId: number } | { customerId: number },
): Promise<Buffer | null> {
  const who = 'dealerId' in owner ? sql`dealer_id = ${owner.dealerId}` : sql`customer_id = ${owner.customerId}`;
  const { rows } = await db.execute<{ label_pdf: Buffer | Uint8Array | null }>(
    sql`select label_pdf from returns where id = ${returnId} and ${who}`,
  );
  if (!rows[0]) throw new HttpError(404, errors.notFound);
  const pdf = rows[0].label_pdf;
  return pdf ? Buffer.from(pdf) : null;
}
