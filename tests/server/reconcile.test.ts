import { describe, expect, it } from 'vitest';
import { compareWithProvider, GRACE_MS, type LedgerMoney } from '../../server/settlement/reconcile.js';
import type { ProviderMovement, ProviderRecords } from '../../server/settlement/provider.js';

/*
 * The reconciliation's comparison on its own: how the two sides' movements are paired, which day a difference belongs
 * to, and what a provider's books do not cover.
 */

const day = { from: new Date('2026-03-02T00:00:00Z'), to: new Date('2026-03-03T00:00:00Z') };
const now = new Date('2026-03-04T06:00:00Z');
const at = (iso: string) => new Date(iso);

const ledger = (fields: Partial<LedgerMoney>): LedgerMoney => ({
  kind: 'payment',
  transactionId: 1,
  orderId: 10,
  condition: 'customer',
  externalId: 'pi_10',
  dealerId: 3,
  amountCents: 8000,
  at: at('2026-03-02T10:00:00Z'),
  ...fields,
});
const movement = (fields: Partial<ProviderMovement>): ProviderMovement => ({
  kind: 'payment',
  externalId: 'pi_10',
  orderId: 10,
  payoutId: null,
  account: null,
  amountCents: 8000,
  status: null,
  at: at('2026-03-02T09:59:58Z'),
  ...fields,
});
const books = (movements: ProviderMovement[], covers?: Partial<ProviderRecords['covers']>): ProviderRecords => ({
  movements,
  covers: { payments: ['customer', 'wallet', 'fee', 'dealer'], refunds: true, payouts: true, ...covers },
  limits: [],
});
const kinds = (money: LedgerMoney[], records: ProviderRecords, when = now) =>
  compareWithProvider({ money, payouts: [] }, records, day, when).discrepancies.map((d) => `${d.item}:${d.kind}`);

describe('the reconciliation’s comparison', () => {
  it('pairs a payment recorded on both sides, even across midnight', () => {
    expect(kinds([ledger({})], books([movement({})]))).toEqual([]);
    const lateWebhook = ledger({ at: at('2026-03-03T00:00:05Z') });
    expect(kinds([lateWebhook], books([movement({ at: at('2026-03-02T23:59:59Z') })]))).toEqual([]);
  });

  it('pairs the parts of an order refunded twice by their amounts, whatever the order they come in', () => {
    const refunds = [
      ledger({ kind: 'refund', transactionId: 2, externalId: null, amountCents: 3000 }),
      ledger({ kind: 'refund', transactionId: 3, externalId: null, amountCents: 5000 }),
    ];
    const provider = [
      movement({ kind: 'refund', externalId: 're_b', amountCents: 5000 }),
      movement({ kind: 'refund', externalId: 're_a', amountCents: 3000 }),
    ];
    expect(kinds(refunds, books(provider))).toEqual([]);
    expect(kinds(refunds, books(provider.slice(0, 1)))).toEqual(['refund:missing_at_provider']);
  });

  it('does not yet call missing what is younger than the grace of a webhook on its way', () => {
    const fresh = ledger({ at: at('2026-03-02T23:55:00Z') });
    expect(kinds([fresh], books([]), new Date(fresh.at.getTime() + GRACE_MS / 2))).toEqual([]);
    expect(kinds([fresh], books([]), new Date(fresh.at.getTime() + GRACE_MS * 2))).toEqual([
      'payment:missing_at_provider',
    ]);
  });

  it('leaves out what the provider’s books do not cover, and another day’s movements', () => {
    const sale = ledger({});
    expect(kinds([sale], books([], { payments: ['wallet', 'fee'] }))).toEqual([]);
    expect(kinds([ledger({ at: at('2026-03-01T10:00:00Z') })], books([]))).toEqual([]);
    expect(kinds([sale], books([movement({ amountCents: 8001 })]))).toEqual(['payment:amount_mismatch']);
  });
});
