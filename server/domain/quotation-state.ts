import type { QuotationStatus } from '../../contract/entities/quotation.js';
import { illegalTransition, quotationStatusNames } from '../../i18n/it/quotations.js';
import { HttpError } from '../plugins/http-error.js';

/**
 * The quotation state machine, as one table. Every status change of the server goes through `nextStatus`
 * (the SQL then re-checks the old status in its WHERE, so two concurrent requests cannot both move it).
 *
 *   pending          --accept-online-->  payment-pending   customer accepts, pays on the platform
 *   pending          --accept-offline--> complete          customer accepts, pays the dealer (COD or transfer)
 *   pending          --cancel-->         cancelled         another quotation accepted, or the request expired
 *   payment-pending  --pay-->            paid              the online payment arrived
 *   paid             --ship-->           complete          the dealer entered the tracking (online payments)
 *   complete, cancelled: final.
 */
export type QuotationEvent = 'accept-online' | 'accept-offline' | 'pay' | 'ship' | 'cancel';

export const QUOTATION_EVENTS: readonly QuotationEvent[] = ['accept-online', 'accept-offline', 'pay', 'ship', 'cancel'];

export const QUOTATION_TRANSITIONS: Readonly<
  Record<QuotationStatus, Partial<Record<QuotationEvent, QuotationStatus>>>
> = {
  pending: { 'accept-online': 'payment-pending', 'accept-offline': 'complete', cancel: 'cancelled' },
  'payment-pending': { pay: 'paid' },
  paid: { ship: 'complete' },
  complete: {},
  cancelled: {},
};

export function canTransition(from: QuotationStatus, event: QuotationEvent): boolean {
  return QUOTATION_TRANSITIONS[from][event] !== undefined;
}

/** The status `event` leads to from `from`; an illegal transition is a 409 with an Italian message. */
export function nextStatus(from: QuotationStatus, event: QuotationEvent): QuotationStatus {
  const to = QUOTATION_TRANSITIONS[from][event];
  if (to === undefined) throw new HttpError(409, illegalTransition[event](quotationStatusNames[from]));
  return to;
}

/** The statuses an event may start from (for the guarded UPDATEs). */
export function statusesAllowing(event: QuotationEvent): QuotationStatus[] {
  return (Object.keys(QUOTATION_TRANSITIONS) as QuotationStatus[]).filter((status) => canTransition(status, event));
}
