import { errors } from '../i18n/it/errors.js';
import { shippingMessages } from '../i18n/it/shipping.js';
import { readAmount } from './amounts.js';
import { CalendarDay, isoDateTime } from './common.js';
import { z } from './z.js';

/**
 * The courier loop: a quotation's shipment, booked with a courier ("Crea etichetta"), and its timeline. A shipment is
 * its own record beside the quotation (the quotation's status keeps its meaning: complete = Spedito); its states:
 *
 *   booked → picked-up (Presa in carico) → in-transit (In transito) → out-for-delivery (In consegna) → delivered
 *   (Consegnato); exception (a failed attempt, held at the depot) from any moving state and back; cancelled from booked.
 *
 * Who may ship: the owner and the warehouse role (Magazzino, staff area 'shipping' in contract/staff.ts); the routes
 * in paths.ts say so, so the access matrix covers them.
 */
export const SHIPMENT_STATES = [
  'booked',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'exception',
  'cancelled',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const COURIERS = ['demo', 'brt'] as const;
export type CourierName = (typeof COURIERS)[number];

/** The states in which the courier still moves the parcel: what polling asks about. */
export const ACTIVE_SHIPMENT_STATES: readonly ShipmentState[] = [
  'booked',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'exception',
];

/** Weight typed the Italian way ("2,5") or sent as a number; kg with at most two decimals. */
const weightKg = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const reading = typeof value === 'number' ? { ok: true as const, value } : readAmount(value);
  if (!reading.ok || reading.value < 0.1 || reading.value > 1000) {
    ctx.addIssue({ code: 'custom', message: shippingMessages.weight });
    return z.NEVER;
  }
  return Math.round(reading.value * 100) / 100;
});
const centimetres = z.coerce
  .number({ error: shippingMessages.size })
  .int(shippingMessages.size)
  .min(1, shippingMessages.size)
  .max(300, shippingMessages.size);

/** POST /quotation/:id/shipment, "Crea etichetta": what the dealer tells the courier. */
export const ShipmentBody = z.object({
  parcels: z.coerce
    .number({ error: shippingMessages.parcels })
    .int(shippingMessages.parcels)
    .min(1, shippingMessages.parcels)
    .max(20, shippingMessages.parcels),
  weight_kg: weightKg,
  length_cm: centimetres,
  width_cm: centimetres,
  height_cm: centimetres,
  pickup_date: CalendarDay,
  notes: z.string().trim().max(200, errors.tooLong).nullable().optional(),
});
export type ShipmentBody = z.output<typeof ShipmentBody>;
export type ShipmentInput = z.input<typeof ShipmentBody>;

/** One step of the timeline, as the courier reported it. */
export const ShipmentEvent = z.object({
  state: z.enum(SHIPMENT_STATES),
  description: z.string(),
  occurred_at: isoDateTime,
});
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

/** The shipment as the customer sees it: courier, tracking, state and timeline (oldest first). */
export const CustomerShipment = z.object({
  quotation_id: z.number().int(),
  courier: z.enum(COURIERS),
  tracking_number: z.string(),
  state: z.enum(SHIPMENT_STATES),
  pickup_date: z.string(),
  delivered_at: isoDateTime.nullable(),
  events: z.array(ShipmentEvent),
});
export type CustomerShipment = z.infer<typeof CustomerShipment>;

/** The dealer's view adds what was booked; the label is GET …/shipment/label.pdf. */
export const Shipment = CustomerShipment.extend({
  id: z.number().int(),
  parcels: z.number().int(),
  weight_kg: z.number(),
  length_cm: z.number().int(),
  width_cm: z.number().int(),
  height_cm: z.number().int(),
  /** Cash on delivery to collect, in euros (offline sale paid "Contrassegno"); null otherwise. */
  cod_amount: z.number().nullable(),
  created_at: isoDateTime,
});
export type Shipment = z.infer<typeof Shipment>;

/** The label PDF: Fastify sends the bytes; the schema only documents them. */
export const ShipmentLabel = z.string().describe('application/pdf, 100 × 150 mm');

export const CourierWebhookParams = z.object({ courier: z.enum(COURIERS) });
export const CourierWebhookBody = z.record(z.string(), z.unknown());
