import type { CourierName } from '../../contract/shipping.js';
import type { ShipmentEventName } from '../domain/shipment-state.js';

/** A party on the label and in the booking. */
export interface Address {
  name: string;
  street: string;
  zip: string;
  city: string;
  /** Two-letter province code (MI, RM…). */
  province: string;
  phone: string | null;
  email: string | null;
}

/** What the dealer's "Crea etichetta" asks the courier to carry. */
export interface ShipmentRequest {
  /** Our reference: the quotation code, printed on the label and sent as the courier's alphanumeric reference. */
  reference: string;
  /** A number unique per booking (the quotation id): BRT's numericSenderReference. */
  numericReference: number;
  sender: Address;
  recipient: Address;
  parcels: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** YYYY-MM-DD. */
  pickupDate: string;
  /** Cash on delivery to collect, in cents; null when the customer paid already. */
  codCents: number | null;
  notes: string | null;
}

export interface BookedShipment {
  trackingNumber: string;
  /** The courier's own id of the shipment (BRT: the parcel id its tracking reads), stored for track and cancel. */
  courierRef: string;
  /** The label PDF as the courier made it. */
  label: Buffer;
}

/** A booked shipment as track and cancel need it. */
export interface CourierShipmentRef {
  trackingNumber: string;
  courierRef: string;
  /** Our references, as booked (cancel at BRT names the shipment by them). */
  reference: string;
  numericReference: number;
  bookedAt: Date;
}

/** One courier report, mapped to the state machine's event; `eventId` is stable, so a repeat is recognised. */
export interface CourierEvent {
  eventId: string;
  event: ShipmentEventName;
  description: string;
  occurredAt: Date;
}

export interface CourierWebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One interface for every courier, shaped like the payment providers' (server/payments/provider.ts): the server
 * books (tracking number + label), reads the tracking, cancels, and turns a signed push into events. Failures the
 * dealer can fix throw HttpError with an Italian message; courier outages throw other errors.
 */
export interface CourierAdapter {
  readonly name: CourierName;
  /** The courier pushes its events to our webhook: no polling needed. Otherwise one instance polls (server/shipping/poll.ts). */
  readonly pushesEvents: boolean;
  book(request: ShipmentRequest): Promise<BookedShipment>;
  /** Every event the courier reports for the shipment so far (repeats are expected and ignored downstream). */
  track(shipment: CourierShipmentRef, now: Date): Promise<CourierEvent[]>;
  /** Withdraws a booking not yet picked up. */
  cancel(shipment: CourierShipmentRef): Promise<void>;
  /** Verifies the push: null when the signature does not hold. */
  receiveWebhook(request: CourierWebhookRequest): Promise<{ trackingNumber: string; events: CourierEvent[] } | null>;
}

export function headerValue(headers: CourierWebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
