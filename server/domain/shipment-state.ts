import type { ShipmentState } from '../../contract/shipping.js';

/**
 * The shipment state machine, as one table (like quotation-state.ts). Courier events, polled or pushed, and the
 * dealer's booking go through `shipmentTransition`; an event the table refuses (late, out of order, after delivery)
 * changes nothing, so couriers that repeat or reorder their reports cannot move a parcel backwards.
 *
 *   booked            --pick-up-->           picked-up          the courier took the parcel (Presa in carico)
 *   booked, picked-up, in-transit, exception --transit--> in-transit   (In transito; a new depot is another step)
 *   … --out-for-delivery-->                  out-for-delivery   (In consegna)
 *   … --deliver-->                           delivered          (Consegnato): final, records the delivery
 *   moving states --exception-->             exception          a failed attempt or a hold at the depot
 *   booked            --cancel-->            cancelled          the booking was withdrawn before pickup: final
 *
 * A courier may skip a step (BRT can report "in consegna" first): every forward move is allowed.
 */
export type ShipmentEventName = 'pick-up' | 'transit' | 'out-for-delivery' | 'deliver' | 'exception' | 'cancel';

export const SHIPMENT_EVENTS: readonly ShipmentEventName[] = [
  'pick-up',
  'transit',
  'out-for-delivery',
  'deliver',
  'exception',
  'cancel',
];

export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentState, Partial<Record<ShipmentEventName, ShipmentState>>>> =
  {
    booked: {
      'pick-up': 'picked-up',
      transit: 'in-transit',
      'out-for-delivery': 'out-for-delivery',
      deliver: 'delivered',
      exception: 'exception',
      cancel: 'cancelled',
    },
    'picked-up': {
      transit: 'in-transit',
      'out-for-delivery': 'out-for-delivery',
      deliver: 'delivered',
      exception: 'exception',
    },
    'in-transit': {
      transit: 'in-transit',
      'out-for-delivery': 'out-for-delivery',
      deliver: 'delivered',
      exception: 'exception',
    },
    'out-for-delivery': { deliver: 'delivered', exception: 'exception' },
    exception: { transit: 'in-transit', 'out-for-delivery': 'out-for-delivery', deliver: 'delivered' },
    delivered: {},
    cancelled: {},
  };

/** The state `event` leads to from `from`, or null when the table refuses it. */
export function shipmentTransition(from: ShipmentState, event: ShipmentEventName): ShipmentState | null {
  return SHIPMENT_TRANSITIONS[from][event] ?? null;
}

/** The state a courier event reports, for the timeline (the event's own name, whatever the state before). */
export const EVENT_STATE: Readonly<Record<ShipmentEventName, ShipmentState>> = {
  'pick-up': 'picked-up',
  transit: 'in-transit',
  'out-for-delivery': 'out-for-delivery',
  deliver: 'delivered',
  exception: 'exception',
  cancel: 'cancelled',
};
