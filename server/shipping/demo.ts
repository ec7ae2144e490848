import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { ShipmentEventName } from '../domain/shipment-state.js';
import { shipmentStateNames } from '../../i18n/it/shipping.js';
import { EVENT_STATE } from '../domain/shipment-state.js';
import {
  headerValue,
  type BookedShipment,
  type CourierAdapter,
  type CourierEvent,
  type CourierShipmentRef,
  type CourierWebhookRequest,
  type ShipmentRequest,
} from './courier.js';
import { shippingLabelPdf } from './label.js';

export const DEMO_COURIER_SIGNATURE_HEADER = 'x-demo-courier-signature';

/** The demo courier's steps, one every DEMO_COURIER_STEP_SECONDS after the booking. */
export const DEMO_STEPS: readonly ShipmentEventName[] = ['pick-up', 'transit', 'out-for-delivery', 'deliver'];

/** A pushed demo event: what /api/shipping/demo/webhook accepts, signed with the demo key. */
export interface DemoCourierPush {
  tracking_number: string;
  events: { id: string; event: ShipmentEventName; occurred_at: string; description?: string }[];
}

/**
 * The offline courier: nothing leaves the machine. It makes a tracking number and a 10×15 label of its own, and its
 * parcel moves by the clock: `track` answers the steps due since the booking, with stable ids, so the poll (one
 * instance of N) feeds them through the same event handling as a real courier's, and a repeat changes nothing. It
 * also accepts signed pushes, the webhook path a courier with webhooks takes.
 */
export class DemoCourier implements CourierAdapter {
  readonly name = 'demo' as const;
  readonly pushesEvents = false;

  constructor(
    private readonly secret: Buffer,
    private readonly stepSeconds: number,
  ) {}

  async book(request: ShipmentRequest): Promise<BookedShipment> {
    // RH + D(emo) + 10 digits: Code 128 prints it compactly, and it never looks like a real courier's number.
    const trackingNumber = `RHD${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    return { trackingNumber, courierRef: trackingNumber, label: await shippingLabelPdf(request, trackingNumber) };
  }

  async track(shipment: CourierShipmentRef, now: Date): Promise<CourierEvent[]> {
    const stepMs = this.stepSeconds * 1000;
    const due = Math.min(DEMO_STEPS.length, Math.floor((now.getTime() - shipment.bookedAt.getTime()) / stepMs));
    return DEMO_STEPS.slice(0, Math.max(0, due)).map((event, index) => ({
      eventId: `demo:${shipment.trackingNumber}:${index + 1}`,
      event,
      description: shipmentStateNames[EVENT_STATE[event]],
      occurredAt: new Date(shipment.bookedAt.getTime() + (index + 1) * stepMs),
    }));
  }

  async cancel(): Promise<void> {
    // Nothing was booked anywhere.
  }

  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  async receiveWebhook(request: CourierWebhookRequest) {
    const signature = headerValue(request.headers, DEMO_COURIER_SIGNATURE_HEADER) ?? '';
    const expected = Buffer.from(this.sign(request.rawBody.toString('utf8')), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let body: DemoCourierPush;
    try {
      body = JSON.parse(request.rawBody.toString('utf8')) as DemoCourierPush;
    } catch {
      return null;
    }
    if (typeof body.tracking_number !== 'string' || !Array.isArray(body.events)) return null;
    const events: CourierEvent[] = [];
    for (const item of body.events) {
      const occurredAt = new Date(item.occurred_at);
      if (!(item.event in EVENT_STATE) || typeof item.id !== 'string' || Number.isNaN(occurredAt.getTime()))
        return null;
      events.push({
        eventId: `demo:${item.id}`,
        event: item.event,
        description: item.description ?? shipmentStateNames[EVENT_STATE[item.event]],
        occurredAt,
      });
    }
    return { trackingNumber: body.tracking_number, events };
  }
}

const DEMO_COURIER_SECRET_NAME = 'demo_courier_secret';

/** The demo courier's signing key, the same on every instance (as the demo payment provider's, demo-secret.ts there). */
export async function demoCourierSecret(db: Db, configured: string | null): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(appSecrets)
    .values({ name: DEMO_COURIER_SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, DEMO_COURIER_SECRET_NAME));
  return Buffer.from(row.value, 'hex');
}
