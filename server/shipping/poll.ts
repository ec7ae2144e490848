import type { FastifyInstance } from 'fastify';
import { runOncePerTick } from '../shared/run-once.js';
import type { CourierAdapter } from './courier.js';
import { applyCourierEvents } from './events.js';
import { activeShipments, courierRefOf } from './records.js';

/** Asks one courier about every shipment it still moves and applies what it answers. */
export async function pollCourier(
  app: FastifyInstance,
  courier: CourierAdapter,
  now: Date,
  holdDays?: number,
): Promise<{ polled: number; applied: number }> {
  let applied = 0;
  const shipments = await activeShipments(app.db, courier.name);
  for (const shipment of shipments) {
    try {
      const events = await courier.track(courierRefOf(shipment), now);
      if (events.length > 0)
        applied += (await applyCourierEvents(app.db, Number(shipment.id), events, holdDays)).applied;
    } catch (error) {
      // One parcel the courier cannot answer for must not stop the others: it is asked again next time.
      app.log.warn({ err: error, courier: courier.name, shipment: shipment.id }, 'courier tracking failed');
    }
  }
  return { polled: shipments.length, applied };
}

/**
 * The couriers without webhooks, polled by one instance of N: the same once-per-tick election as the other periodic
 * jobs (server/shared/run-once.ts), claimed in a short transaction, then the couriers are asked outside it (their
 * answers may take seconds). The demo courier is always polled, so its shipments finish when a real one is configured
 * later. Answers null when another instance has this tick.
 */
export async function pollShipments(
  app: FastifyInstance,
  now: Date,
  intervalMs: number,
  holdDays?: number,
): Promise<{ polled: number; applied: number } | null> {
  const claimed = await runOncePerTick(app.db, 'shipment-tracking', intervalMs, now, async () => true);
  if (!claimed) return null;
  const couriers = [app.shipping.courier, app.shipping.demo].filter(
    (courier, index, all) => !courier.pushesEvents && all.findIndex((c) => c.name === courier.name) === index,
  );
  const total = { polled: 0, applied: 0 };
  for (const courier of couriers) {
    const { polled, applied } = await pollCourier(app, courier, now, holdDays);
    total.polled += polled;
    total.applied += applied;
  }
  return total;
}
