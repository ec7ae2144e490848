import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATES, type ShipmentState } from '../../contract/shipping.js';
import { SHIPMENT_EVENTS, shipmentTransition, type ShipmentEventName } from '../../server/domain/shipment-state.js';

/** Every (state, event) pair: where it leads, or null when the machine refuses it. Written out, not derived. */
const EXPECTED: Record<ShipmentState, Record<ShipmentEventName, ShipmentState | null>> = {
  booked: {
    'pick-up': 'picked-up',
    transit: 'in-transit',
    'out-for-delivery': 'out-for-delivery',
    deliver: 'delivered',
    exception: 'exception',
    cancel: 'cancelled',
  },
  'picked-up': {
    'pick-up': null,
    transit: 'in-transit',
    'out-for-delivery': 'out-for-delivery',
    deliver: 'delivered',
    exception: 'exception',
    cancel: null,
  },
  'in-transit': {
    'pick-up': null,
    transit: 'in-transit',
    'out-for-delivery': 'out-for-delivery',
    deliver: 'delivered',
    exception: 'exception',
    cancel: null,
  },
  'out-for-delivery': {
    'pick-up': null,
    transit: null,
    'out-for-delivery': null,
    deliver: 'delivered',
    exception: 'exception',
    cancel: null,
  },
  exception: {
    'pick-up': null,
    transit: 'in-transit',
    'out-for-delivery': 'out-for-delivery',
    deliver: 'delivered',
    exception: null,
    cancel: null,
  },
  delivered: {
    'pick-up': null,
    transit: null,
    'out-for-delivery': null,
    deliver: null,
    exception: null,
    cancel: null,
  },
  cancelled: {
    'pick-up': null,
    transit: null,
    'out-for-delivery': null,
    deliver: null,
    exception: null,
    cancel: null,
  },
};

describe('the shipment state machine', () => {
  for (const state of SHIPMENT_STATES) {
    for (const event of SHIPMENT_EVENTS) {
      const to = EXPECTED[state][event];
      it(`${state} --${event}--> ${to ?? 'refused'}`, () => {
        expect(shipmentTransition(state, event)).toBe(to);
      });
    }
  }

  it('never moves a parcel backwards: a late "Presa in carico" after "In consegna" is refused', () => {
    expect(shipmentTransition('out-for-delivery', 'pick-up')).toBeNull();
    expect(shipmentTransition('out-for-delivery', 'transit')).toBeNull();
  });

  it('cannot cancel a parcel the courier already has', () => {
    for (const state of SHIPMENT_STATES.filter((s) => s !== 'booked'))
      expect(shipmentTransition(state, 'cancel')).toBeNull();
  });
});
