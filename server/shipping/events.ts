import { sql } from 'drizzle-orm';
import type { ShipmentState } from '../../contract/shipping.js';
import { shipmentNotifications } from '../../i18n/it/shipping.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import type { Db } from '../db/types.js';
import { shipmentTransition } from '../domain/shipment-state.js';
import { quotationsUpdated } from '../realtime/inbox-signals.js';
import { createNotifications, type NewNotification } from '../repositories/notifications.js';
import type { CourierEvent } from './courier.js';
import { recordCourierDelivery } from './delivery.js';
import { shipmentById } from './records.js';

export interface Applied {
  /** Events that moved the shipment or joined its timeline. */
  applied: number;
  /** Events seen before (the same id): nothing changed. */
  replayed: number;
  /** Events the state machine refused (late or out of order): nothing changed. */
  refused: number;
  state: ShipmentState;
}

/**
 * Courier events for one shipment, polled or pushed, in one transaction with the shipment locked: each event id is
 * applied once (shipment_events' unique key), each step goes through the state machine, a new state tells the
 * customer, and "Consegnato" records the delivery (server/shipping/delivery.ts), which starts the return window and
 * the dealer's hold, and tells the dealer. A replay answers replayed and changes nothing.
 */
export async function applyCourierEvents(
  db: Db,
  shipmentId: number,
  events: readonly CourierEvent[],
  holdDays?: number,
): Promise<Applied> {
  const ordered = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const outcome = await db.transaction(async (tx) => {
    const shipment = await shipmentById(tx, shipmentId, true);
    if (!shipment) throw new Error(`shipment ${shipmentId} not found`);
    const { rows: facts } = await tx.execute<{ quotation_code: string; author_id: number; submission_id: number }>(sql`
      select q.quotation_code, s.author_id, q.submission_id from quotations q join submissions s on s.id = q.submission_id
      where q.id = ${shipment.quotation_id}`);
    const { quotation_code: code, author_id: customerId } = facts[0];
    const result: Applied = { applied: 0, replayed: 0, refused: 0, state: shipment.state };
    const notices: NewNotification[] = [];
    let delivered = false;
    for (const event of ordered) {
      const { rows: seen } = await tx.execute(
        sql`select 1 from shipment_events where shipment_id = ${shipmentId} and event_key = ${event.eventId}`,
      );
      if (seen.length > 0) {
        result.replayed += 1;
        continue;
      }
      const next = shipmentTransition(result.state, event.event);
      if (next === null) {
        result.refused += 1;
        continue;
      }
      const at = sql`${event.occurredAt.toISOString()}::timestamptz`;
      await tx.execute(sql`insert into shipment_events (shipment_id, event_key, state, description, occurred_at)
        values (${shipmentId}, ${event.eventId}, ${next}, ${event.description}, ${at})`);
      result.applied += 1;
      if (next === result.state) continue;
      result.state = next;
      await tx.execute(sql`update shipments set state = ${next}, updated_at = now()
        ${next === 'delivered' ? sql`, delivered_at = ${at}` : sql``} where id = ${shipmentId}`);
      const target = { kind: 'quotation' as const, id: Number(shipment.quotation_id) };
      notices.push({ userId: Number(customerId), target, ...shipmentNotifications.customerStep(code, next) });
      if (
        next === 'delivered' &&
        (await recordCourierDelivery(tx, Number(shipment.quotation_id), event.occurredAt, holdDays))
      ) {
        delivered = true;
        notices.push({ userId: Number(shipment.dealer_id), target, ...shipmentNotifications.dealerDelivered(code) });
      }
    }
    await createNotifications(tx, notices);
    return {
      result,
      notified: notices.length > 0,
      delivered,
      shipment,
      customerId,
      submissionId: facts[0].submission_id,
    };
  });
  const { shipment } = outcome;
  // After the commit: the live inboxes read the committed notifications, the dealer's tabs the delivered quotation.
  if (outcome.notified) dealerCountersChanged([Number(shipment.dealer_id), Number(outcome.customerId)]);
  if (outcome.delivered)
    quotationsUpdated(db, [
      {
        dealerId: Number(shipment.dealer_id),
        id: Number(shipment.quotation_id),
        submission_id: Number(outcome.submissionId),
        status: 'complete',
      },
    ]);
  return outcome.result;
}
