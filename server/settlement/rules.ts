import { feeAmountCents } from '../domain/fees.js';
import type { AccountRef, Entry } from '../domain/ledger.js';

/**
 * Settlement's pure rules (docs/payments-api.md, "Settlement"; docs/adr/0101-settlement.md): how a customer's online
 * payment splits between the dealer and the platform, when the dealer's share becomes available, and the ledger
 * movements of a sale and of a payout. Integer cents throughout.
 */

/** VAT on the platform's fee: the fee taken at source is VAT included (the dealer receives gross − fee). */
export const FEE_VAT_PERCENT = 22;

export interface SaleSplit {
  grossCents: number;
  /** The platform's fee, VAT included: the same rule and rounding as every fee (domain/fees.ts). */
  feeCents: number;
  /** The VAT part of the fee. */
  feeVatCents: number;
  /** What the dealer receives. */
  netCents: number;
}

export function splitSale(grossCents: number): SaleSplit {
  const feeCents = Math.min(grossCents, feeAmountCents(grossCents));
  const feeVatCents = feeCents - Math.round((feeCents * 100) / (100 + FEE_VAT_PERCENT));
  return { grossCents, feeCents, feeVatCents, netCents: grossCents - feeCents };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** PAYOUT_HOLD_DAYS when unset. */
export const DEFAULT_HOLD_DAYS = 7;

/** When a delivered sale's share becomes available: the protection window after the goods arrived. */
export const availableAt = (deliveredAt: Date, holdDays: number): Date =>
  new Date(deliveredAt.getTime() + holdDays * DAY_MS);

export type PayoutSchedule = 'daily' | 'weekly';

/**
 * The next automatic payout: daily, tomorrow; weekly, next Monday (UTC dates; the run happens during that day).
 * Answers a date at 00:00 UTC.
 */
export function nextPayoutDate(now: Date, schedule: PayoutSchedule): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (schedule === 'daily') return new Date(today + DAY_MS);
  const daysToMonday = (8 - new Date(today).getUTCDay()) % 7 || 7;
  return new Date(today + daysToMonday * DAY_MS);
}

/** Whether an automatic run pays this dealer today. */
export const isPayoutDay = (now: Date, schedule: PayoutSchedule): boolean =>
  schedule === 'daily' || now.getUTCDay() === 1;

const held = (dealer: number): AccountRef => ({ dealer, account: 'payable_held' });
const available = (dealer: number): AccountRef => ({ dealer, account: 'payable_available' });
const inTransit = (dealer: number): AccountRef => ({ dealer, account: 'payout_in_transit' });

/**
 * The fee taken at source from the payment held for the dealer (which customer_payment posted whole): the held
 * share falls to the net, the platform earns the fee without its VAT and owes the VAT.
 */
export function saleFeeEntry(input: {
  quotationId: number;
  dealerId: number;
  orderId: number | null;
  split: SaleSplit;
}): Entry {
  const { feeCents, feeVatCents } = input.split;
  return {
    key: `quotation:${input.quotationId}:fee_at_source`,
    kind: 'sale_fee',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    orderId: input.orderId,
    amountCents: -feeCents,
    legs: [
      { account: held(input.dealerId), amountCents: feeCents },
      { account: { platform: 'revenue' }, amountCents: -(feeCents - feeVatCents) },
      { account: { platform: 'vat' }, amountCents: -feeVatCents },
    ],
  };
}

/** The goods arrived and the window passed: the sale's share moves from held to available. */
export function releaseEntry(input: { quotationId: number; dealerId: number; netCents: number; at?: Date }): Entry {
  return {
    key: `quotation:${input.quotationId}:release`,
    kind: 'sale_release',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    createdAt: input.at,
    amountCents: 0,
    legs: [
      { account: held(input.dealerId), amountCents: input.netCents },
      { account: available(input.dealerId), amountCents: -input.netCents },
    ],
  };
}

/** A payout starts: the available balance is owed no more as available, it is on its way. */
export function payoutEntry(input: { payoutId: number; dealerId: number; amountCents: number }): Entry {
  return {
    key: `payout:${input.payoutId}:start`,
    kind: 'payout',
    dealerId: input.dealerId,
    reason: `payout:${input.payoutId}`,
    amountCents: -input.amountCents,
    legs: [
      { account: available(input.dealerId), amountCents: input.amountCents },
      { account: inTransit(input.dealerId), amountCents: -input.amountCents },
    ],
  };
}

/** The provider says the payout reached the bank: the money left the platform's side of the provider. */
export function payoutPaidEntry(input: {
  payoutId: number;
  dealerId: number;
  amountCents: number;
  eventId: string | null;
}): Entry {
  return {
    key: `payout:${input.payoutId}:paid`,
    kind: 'payout_paid',
    dealerId: input.dealerId,
    reason: `payout:${input.payoutId}`,
    eventId: input.eventId,
    amountCents: 0,
    legs: [
      { account: inTransit(input.dealerId), amountCents: input.amountCents },
      { account: { platform: 'provider_clearing' }, amountCents: -input.amountCents },
    ],
  };
}

/** The payout failed: its amount is available again, for a retry. */
export function payoutFailedEntry(input: {
  payoutId: number;
  dealerId: number;
  amountCents: number;
  eventId: string | null;
  reason: string | null;
}): Entry {
  return {
    key: `payout:${input.payoutId}:failed`,
    kind: 'payout_failed',
    dealerId: input.dealerId,
    reason: input.reason ?? `payout:${input.payoutId}`,
    eventId: input.eventId,
    amountCents: input.amountCents,
    legs: [
      { account: inTransit(input.dealerId), amountCents: input.amountCents },
      { account: available(input.dealerId), amountCents: -input.amountCents },
    ],
  };
}
