import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Shipment } from '../../contract/shipping.js';
import { errors } from '../../i18n/it/errors.js';
import { shipmentStateNames, shippingMessages } from '../../i18n/it/shipping.js';
import { shipmentTransition } from '../domain/shipment-state.js';
import { HttpError } from '../plugins/http-error.js';
import type { CourierAdapter } from './courier.js';
import { courierRefOf, dealerView, liveShipment, shipmentById } from './records.js';

/**
 * POST /quotation/{id}/shipment/cancel (owner or Magazzino): a label booked by mistake is withdrawn before the courier
 * picks the parcel up — at the courier first (BRT's delete), then here: the shipment becomes cancelled (the state
 * machine allows it from booked only) and the quotation loses the tracking code that shipment gave it, so "Crea
 * etichetta" (or a code typed by hand) can follow. The quotation's status keeps its meaning.
 */
export async function cancelShipment(
  app: FastifyInstance,
  dealerId: number,
  quotationId: number,
  now: Date,
): Promise<Shipment> {
  const db = app.db;
  const { rows } = await db.execute(
    sql`select 1 from quotations where id = ${quotationId} and dealer_id = ${dealerId}`,
  );
  if (rows.length === 0) throw new HttpError(404, errors.notFound);
  const live = await liveShipment(db, quotationId);
  if (!live) throw new HttpError(409, shippingMessages.noShipment);
  if (!shipmentTransition(live.state, 'cancel')) throw new HttpError(409, shippingMessages.notCancellable);
  const courier: CourierAdapter | null =
    live.courier === 'demo'
      ? app.shipping.demo
      : app.shipping.courier.name === live.courier
        ? app.shipping.courier
        : null;
  if (!courier) throw new HttpError(502, shippingMessages.courierUnavailable);
  try {
    await courier.cancel(courierRefOf(live));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    app.log.error({ err: error, courier: courier.name, quotationId }, 'courier cancel failed');
    throw new HttpError(502, shippingMessages.courierUnavailable);
  }
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    const { rows: cancelled } = await tx.execute(sql`update shipments set state = 'cancelled', updated_at = ${at}
      where id = ${live.id} and state = 'booked' returning id`);
    // The courier picked it up meanwhile (a poll or a push): nothing to undo here.
    if (cancelled.length === 0) throw new HttpError(409, shippingMessages.notCancellable);
    await tx.execute(sql`insert into shipment_events (shipment_id, event_key, state, description, occurred_at)
      values (${live.id}, 'cancel', 'cancelled', ${shipmentStateNames.cancelled}, ${at})`);
    await tx.execute(sql`update quotations set tracking_code = null, shipped_at = null, shipped_by = null,
        updated_at = ${at}
      where id = ${quotationId} and tracking_code = ${live.tracking_number} and delivered_at is null`);
  });
  return dealerView(db, (await shipmentById(db, Number(live.id)))!);
}
