import type { DisputeState } from '../../contract/returns.js';

/**
 * The dispute state machine, as one table. A dispute is opened by the customer on a refused return, or on one
 * accepted and still not refunded after RETURN_STUCK_DAYS; the operator decides it once.
 *
 *   open --decide-->   decided    the operator's full, partial or no refund (carried out with the decision, once)
 *   open --resolve-->  resolved   the dealer refunded the return meanwhile: nothing left to decide
 *   decided, resolved: final.
 */
export type DisputeEventName = 'decide' | 'resolve';

export const DISPUTE_EVENTS: readonly DisputeEventName[] = ['decide', 'resolve'];

export const DISPUTE_TRANSITIONS: Readonly<Record<DisputeState, Partial<Record<DisputeEventName, DisputeState>>>> = {
  open: { decide: 'decided', resolve: 'resolved' },
  decided: {},
  resolved: {},
};

export function disputeTransition(from: DisputeState, event: DisputeEventName): DisputeState | null {
  return DISPUTE_TRANSITIONS[from][event] ?? null;
}
