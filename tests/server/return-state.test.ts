import { describe, expect, it } from 'vitest';
import { DISPUTE_STATES, RETURN_STATES, type DisputeState, type ReturnState } from '../../contract/returns.js';
import { DISPUTE_EVENTS, disputeTransition, type DisputeEventName } from '../../server/domain/dispute-state.js';
import {
  RETURN_EVENTS,
  returnTransition,
  statesAllowing,
  type ReturnEventName,
} from '../../server/domain/return-state.js';

/** Every (state, event) pair of both machines: where it leads, or null when refused. Written out, not derived. */
const none = { accept: null, 'auto-accept': null, refuse: null, cancel: null, receive: null, refund: null };
const RETURN_EXPECTED: Record<ReturnState, Record<ReturnEventName, ReturnState | null>> = {
  requested: {
    ...none,
    accept: 'accepted',
    'auto-accept': 'accepted',
    refuse: 'refused',
    cancel: 'cancelled',
    'dispute-refund': null,
    'dispute-close': null,
  },
  accepted: {
    ...none,
    receive: 'received',
    refund: 'refunded',
    'dispute-refund': 'refunded',
    'dispute-close': 'closed',
  },
  received: { ...none, refund: 'refunded', 'dispute-refund': 'refunded', 'dispute-close': 'closed' },
  refused: { ...none, 'dispute-refund': 'refunded', 'dispute-close': 'closed' },
  refunded: { ...none, 'dispute-refund': null, 'dispute-close': null },
  closed: { ...none, 'dispute-refund': null, 'dispute-close': null },
  cancelled: { ...none, 'dispute-refund': null, 'dispute-close': null },
};

const DISPUTE_EXPECTED: Record<DisputeState, Record<DisputeEventName, DisputeState | null>> = {
  open: { decide: 'decided', resolve: 'resolved' },
  decided: { decide: null, resolve: null },
  resolved: { decide: null, resolve: null },
};

describe('the return state machine', () => {
  for (const state of RETURN_STATES)
    for (const event of RETURN_EVENTS) {
      const expected = RETURN_EXPECTED[state][event];
      it(`${state} --${event}--> ${expected ?? 'refused'}`, () => {
        expect(returnTransition(state, event)).toBe(expected);
      });
    }

  it('names for each event the states a guarded update may leave from', () => {
    expect(statesAllowing('refund').sort()).toEqual(['accepted', 'received']);
    expect(statesAllowing('dispute-refund').sort()).toEqual(['accepted', 'received', 'refused']);
    expect(statesAllowing('cancel')).toEqual(['requested']);
  });

  it('has final states that nothing leaves', () => {
    for (const state of ['refunded', 'closed', 'cancelled'] as const)
      expect(RETURN_EVENTS.map((event) => returnTransition(state, event)).filter(Boolean)).toEqual([]);
  });
});

describe('the dispute state machine', () => {
  for (const state of DISPUTE_STATES)
    for (const event of DISPUTE_EVENTS) {
      const expected = DISPUTE_EXPECTED[state][event];
      it(`${state} --${event}--> ${expected ?? 'refused'}`, () => {
        expect(disputeTransition(state, event)).toBe(expected);
      });
    }
});
