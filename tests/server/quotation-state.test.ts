import { describe, expect, it } from 'vitest';
import { QUOTATION_STATUSES, type QuotationStatus } from '../../contract/entities/quotation.js';
import {
  canTransition,
  nextStatus,
  QUOTATION_EVENTS,
  type QuotationEvent,
} from '../../server/domain/quotation-state.js';
import { HttpError } from '../../server/plugins/http-error.js';

/** The whole table: every (status, event) pair not listed here must be refused with 409. */
const LEGAL: [QuotationStatus, QuotationEvent, QuotationStatus][] = [
  ['pending', 'accept-online', 'payment-pending'],
  ['pending', 'accept-offline', 'complete'],
  ['pending', 'cancel', 'cancelled'],
  ['payment-pending', 'pay', 'paid'],
  ['paid', 'ship', 'complete'],
];

const ILLEGAL = QUOTATION_STATUSES.flatMap((from) =>
  QUOTATION_EVENTS.filter((event) => !LEGAL.some(([f, e]) => f === from && e === event)).map(
    (event) => [from, event] as const,
  ),
);

describe('quotation state machine', () => {
  it.each(LEGAL)('%s --%s--> %s', (from, event, to) => {
    expect(canTransition(from, event)).toBe(true);
    expect(nextStatus(from, event)).toBe(to);
  });

  it('refuses the other 20 pairs', () => {
    expect(ILLEGAL).toHaveLength(QUOTATION_STATUSES.length * QUOTATION_EVENTS.length - LEGAL.length);
    expect(ILLEGAL).toHaveLength(20);
  });

  it.each(ILLEGAL)('%s --%s--> refused with 409 and an Italian message naming the status', (from, event) => {
    expect(canTransition(from, event)).toBe(false);
    let thrown: unknown;
    try {
      nextStatus(from, event);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).statusCode).toBe(409);
    expect((thrown as HttpError).message).toMatch(
      /^(Il preventivo non può essere|La spedizione non può essere confermata)/,
    );
  });

  it('leaves complete and cancelled final', () => {
    for (const event of QUOTATION_EVENTS) {
      expect(canTransition('complete', event)).toBe(false);
      expect(canTransition('cancelled', event)).toBe(false);
    }
  });

  it('names the blocking status in the message', () => {
    expect(() => nextStatus('paid', 'pay')).toThrow('Il preventivo non può essere pagato: è pagato.');
    expect(() => nextStatus('cancelled', 'accept-online')).toThrow(
      'Il preventivo non può essere accettato: è annullato.',
    );
    expect(() => nextStatus('payment-pending', 'ship')).toThrow(
      'La spedizione non può essere confermata: il preventivo è in attesa di pagamento.',
    );
  });
});
