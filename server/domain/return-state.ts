import type { ReturnState } from '../../contract/returns.js';

/**
 * The return state machine, as one table (like quotation-state.ts and shipment-state.ts). Every change of a return's
 * state goes through `returnTransition`, inside a guarded update (`where state = <from>`), so two concurrent calls can
 * never both move it: the second finds the state changed and is refused.
 *
 *   requested --accept-->          accepted    the dealer's "Accetta reso" (a return label follows)
 *   requested --auto-accept-->     accepted    nobody answered within 2 working days
 *   requested --refuse-->          refused     the dealer's "Rifiuta reso", with a reason
 *   requested --cancel-->          cancelled   the customer withdraws the request
 *   accepted  --receive-->         received    the dealer's "Reso ricevuto", with the part's condition
 *   accepted, received --refund--> refunded    the dealer's refund (online through the provider, offline "Rimborsato")
 *   accepted, received, refused --dispute-refund--> refunded   the operator decided a full or partial refund
 *   accepted, received, refused --dispute-close-->  closed     the operator decided no refund
 *   refunded, closed, cancelled: final. A refused return stays refused unless a dispute decides it.
 */
export type ReturnEventName =
  'accept' | 'auto-accept' | 'refuse' | 'cancel' | 'receive' | 'refund' | 'dispute-refund' | 'dispute-close';

export const RETURN_EVENTS: readonly ReturnEventName[] = [
  'accept',
  'auto-accept',
  'refuse',
  'cancel',
  'receive',
  'refund',
  'dispute-refund',
  'dispute-close',
];

export const RETURN_TRANSITIONS: Readonly<Record<ReturnState, Partial<Record<ReturnEventName, ReturnState>>>> = {
  requested: { accept: 'accepted', 'auto-accept': 'accepted', refuse: 'refused', cancel: 'cancelled' },
  accepted: {
    receive: 'received',
    refund: 'refunded',
    'dispute-refund': 'refunded',
    'dispute-close': 'closed',
  },
  received: { refund: 'refunded', 'dispute-refund': 'refunded', 'dispute-close': 'closed' },
  refused: { 'dispute-refund': 'refunded', 'dispute-close': 'closed' },
  refunded: {},
  closed: {},
  cancelled: {},
};

/** The state `event` leads to from `from`, or null when the table refuses it. */
export function returnTransition(from: ReturnState, event: ReturnEventName): ReturnState | null {
  return RETURN_TRANSITIONS[from][event] ?? null;
}

/** The states from which `event` is allowed (what a guarded update's `where state in (…)` names). */
export const statesAllowing = (event: ReturnEventName): ReturnState[] =>
  (Object.keys(RETURN_TRANSITIONS) as ReturnState[]).filter((state) => returnTransition(state, event) !== null);
