import type { MovementKind } from '../../contract/entities/ledger.js';

/**
 * The ledger's pure rules (docs/payments-api.md, "Ledger"; docs/adr/0100-double-entry-ledger.md): which accounts
 * exist, and which legs each money movement posts. Amounts are integer cents; a leg is positive on the debit side
 * and negative on the credit side, and the legs of a movement sum to 0. The database checks the same at commit
 * (migration 0035); this module builds entries that pass, and refuses to build one that would not.
 */

/** The platform's own accounts. */
export type PlatformAccount =
  /** Money at the payment provider (or in the bank) that is the platform's to account for: an asset. */
  | 'provider_clearing'
  /** Fees and subscriptions earned. */
  | 'revenue'
  /** VAT collected, owed to the State. */
  | 'vat'
  /** Credits given for free (coupons, operators' additions): an expense. */
  | 'promotions'
  /** Money given back beyond what the credits returned: an expense. */
  | 'refunds'
  /** Money received that no movement explains yet (a fee order paid for fees already settled). */
  | 'suspense'
  /** The counterpart of balances that existed before the ledger. */
  | 'opening';

/** A dealer's accounts. */
export type DealerAccount =
  /** Prepaid credits: what the platform owes the dealer in fees (1 credit = 1 €). */
  | 'credits'
  /** Fees the dealer owes and has not paid: a receivable of the platform. */
  | 'fees_due'
  /** Customers' online payments held by the platform on the dealer's behalf. */
  | 'payable_held'
  /** The dealer's share of delivered sales whose protection window ended: can be paid out. */
  | 'payable_available'
  /** Paid out to the dealer, the provider not yet confirming the money reached the bank. */
  | 'payout_in_transit';

export type AccountRef = { platform: PlatformAccount } | { dealer: number; account: DealerAccount };

/** 1: the balance grows with debits (assets, expenses); -1: with credits (liabilities, revenue). */
const NORMAL: Record<PlatformAccount | DealerAccount, 1 | -1> = {
  provider_clearing: 1,
  revenue: -1,
  vat: -1,
  promotions: 1,
  refunds: 1,
  suspense: -1,
  opening: 1,
  credits: -1,
  fees_due: 1,
  payable_held: -1,
  payable_available: -1,
  payout_in_transit: -1,
};

export interface AccountSpec {
  code: string;
  /** The account's kind in ledger_accounts: the platform purpose, or 'dealer_' + the dealer account. */
  kind: string;
  ownerId: number | null;
  normal: 1 | -1;
}

export function accountSpec(ref: AccountRef): AccountSpec {
  if ('platform' in ref)
    return { code: `platform:${ref.platform}`, kind: ref.platform, ownerId: null, normal: NORMAL[ref.platform] };
  return {
    code: `dealer:${ref.dealer}:${ref.account}`,
    kind: `dealer_${ref.account}`,
    ownerId: ref.dealer,
    normal: NORMAL[ref.account],
  };
}

/** A balance as a person reads it: positive when the account holds what its kind is for. */
export const readableBalance = (ref: AccountRef, sumOfLegsCents: number): number =>
  sumOfLegsCents * accountSpec(ref).normal;

export interface Leg {
  account: AccountRef;
  /** Debit positive, credit negative, never 0. */
  amountCents: number;
}

export interface Entry {
  /** Idempotency: posting the same key again changes nothing. */
  key: string;
  kind: MovementKind;
  /** Whose register shows it. */
  dealerId: number | null;
  /** What the movement is worth to the dealer, signed, as the register shows it. */
  amountCents: number;
  quotationId?: number | null;
  orderId?: number | null;
  feeId?: number | null;
  operatorId?: number | null;
  reason?: string | null;
  eventId?: string | null;
  reversesId?: number | null;
  /** When it happened: now, unless given (the seed's clock). */
  createdAt?: Date;
  legs: Leg[];
}

export class UnbalancedEntryError extends Error {}

/** Drops zero legs and checks the rest: integer cents, summing to 0, at least two. */
export function balancedLegs(legs: readonly Leg[]): Leg[] {
  const kept = legs.filter((leg) => leg.amountCents !== 0);
  for (const leg of kept)
    if (!Number.isSafeInteger(leg.amountCents)) throw new UnbalancedEntryError(`not whole cents: ${leg.amountCents}`);
  const total = kept.reduce((sum, leg) => sum + leg.amountCents, 0);
  if (total !== 0) throw new UnbalancedEntryError(`legs sum to ${total} cents, not 0`);
  if (kept.length < 2) throw new UnbalancedEntryError('a movement needs at least two legs');
  return kept;
}

const platform = (account: PlatformAccount): AccountRef => ({ platform: account });
const dealerAccount = (dealer: number, account: DealerAccount): AccountRef => ({ dealer, account });

/** Euro amounts of the existing tables (numeric with two decimals) as cents. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** The balance a dealer had before the ledger: its credits, against the opening account. */
export function openingEntry(dealerId: number, creditsCents: number, createdAt?: Date): Entry {
  return {
    key: `opening:${dealerId}`,
    createdAt,
    kind: 'opening',
    dealerId,
    amountCents: creditsCents,
    legs: [
      { account: platform('opening'), amountCents: creditsCents },
      { account: dealerAccount(dealerId, 'credits'), amountCents: -creditsCents },
    ],
  };
}

interface PaidOrder {
  orderId: number;
  dealerId: number;
  totalCents: number;
  taxCents: number;
  eventId?: string | null;
}

/** A paid wallet order: the money (VAT included) reaches the provider; its amount without VAT becomes credits. */
export function creditPurchaseEntry(
  order: PaidOrder,
  kind: 'credit_purchase' | 'superseded_credit' = 'credit_purchase',
): Entry {
  const net = order.totalCents - order.taxCents;
  return {
    key: `order:${order.orderId}:paid`,
    kind,
    dealerId: order.dealerId,
    orderId: order.orderId,
    eventId: order.eventId ?? null,
    amountCents: net,
    legs: [
      { account: platform('provider_clearing'), amountCents: order.totalCents },
      { account: platform('vat'), amountCents: -order.taxCents },
      { account: dealerAccount(order.dealerId, 'credits'), amountCents: -net },
    ],
  };
}

/** A coupon's free credits, granted with the purchase that redeemed it: a promotion expense. */
export function couponCreditsEntry(input: {
  orderId: number;
  dealerId: number;
  freeCents: number;
  code: string | null;
}): Entry {
  return {
    key: `order:${input.orderId}:coupon`,
    kind: 'coupon_credits',
    dealerId: input.dealerId,
    orderId: input.orderId,
    reason: input.code,
    amountCents: input.freeCents,
    legs: [
      { account: platform('promotions'), amountCents: input.freeCents },
      { account: dealerAccount(input.dealerId, 'credits'), amountCents: -input.freeCents },
    ],
  };
}

export interface FeeRef {
  feeId: number;
  dealerId: number;
  quotationId: number | null;
  amountCents: number;
}

/** A fee paid from the credits. Revenue arises now, unless the fee was already recorded as due (then the receivable is settled). */
export function feePaidWithCreditsEntry(fee: FeeRef, wasDue: boolean): Entry {
  return {
    key: `fee:${fee.feeId}:paid`,
    kind: 'fee_paid_credits',
    dealerId: fee.dealerId,
    quotationId: fee.quotationId,
    feeId: fee.feeId,
    amountCents: -fee.amountCents,
    legs: [
      { account: dealerAccount(fee.dealerId, 'credits'), amountCents: fee.amountCents },
      {
        account: wasDue ? dealerAccount(fee.dealerId, 'fees_due') : platform('revenue'),
        amountCents: -fee.amountCents,
      },
    ],
  };
}

/** A fee the credits did not cover: revenue earned, owed by the dealer. */
export function feeDueEntry(fee: FeeRef): Entry {
  return {
    key: `fee:${fee.feeId}:due`,
    kind: 'fee_due',
    dealerId: fee.dealerId,
    quotationId: fee.quotationId,
    feeId: fee.feeId,
    amountCents: -fee.amountCents,
    legs: [
      { account: dealerAccount(fee.dealerId, 'fees_due'), amountCents: fee.amountCents },
      { account: platform('revenue'), amountCents: -fee.amountCents },
    ],
  };
}

/**
 * A paid fee order ("Salda fee"): the money (VAT included) reaches the provider; it settles the fees recorded as due,
 * earns the fees that were never recorded (older than the ledger), and what settles nothing waits in suspense.
 */
export function feeOrderPaidEntry(
  order: PaidOrder & { quotationId?: number | null },
  settled: { dueCents: number; unrecordedCents: number },
): Entry {
  const net = order.totalCents - order.taxCents;
  return {
    key: `order:${order.orderId}:paid`,
    kind: 'fee_paid_order',
    dealerId: order.dealerId,
    orderId: order.orderId,
    quotationId: order.quotationId ?? null,
    eventId: order.eventId ?? null,
    amountCents: -order.totalCents,
    legs: [
      { account: platform('provider_clearing'), amountCents: order.totalCents },
      { account: platform('vat'), amountCents: -order.taxCents },
      { account: dealerAccount(order.dealerId, 'fees_due'), amountCents: -settled.dueCents },
      { account: platform('revenue'), amountCents: -settled.unrecordedCents },
      { account: platform('suspense'), amountCents: -(net - settled.dueCents - settled.unrecordedCents) },
    ],
  };
}

/** A subscription period paid (no VAT on it). */
export function subscriptionEntry(order: PaidOrder): Entry {
  return {
    key: `order:${order.orderId}:paid`,
    kind: 'subscription',
    dealerId: order.dealerId,
    orderId: order.orderId,
    eventId: order.eventId ?? null,
    amountCents: -order.totalCents,
    legs: [
      { account: platform('provider_clearing'), amountCents: order.totalCents },
      { account: platform('vat'), amountCents: -order.taxCents },
      { account: platform('revenue'), amountCents: -(order.totalCents - order.taxCents) },
    ],
  };
}

/** The operator's adjustment of a dealer's credits (positive adds): a promotion, or its reversal. */
export function adjustmentEntry(input: {
  operationId: string;
  dealerId: number;
  deltaCents: number;
  reason: string;
  operatorId: number | null;
}): Entry {
  return {
    key: `adjustment:${input.operationId}`,
    kind: 'adjustment',
    dealerId: input.dealerId,
    operatorId: input.operatorId,
    reason: input.reason,
    amountCents: input.deltaCents,
    legs: [
      { account: platform('promotions'), amountCents: input.deltaCents },
      { account: dealerAccount(input.dealerId, 'credits'), amountCents: -input.deltaCents },
    ],
  };
}

/**
 * An order refunded through the provider: the money (VAT included) leaves, the VAT is owed no more, the credits it
 * gave are taken back as far as the balance holds them, and the rest is the refunds expense.
 */
export function refundEntry(input: {
  orderId: number;
  dealerId: number;
  totalCents: number;
  taxCents: number;
  creditsTakenBackCents: number;
  reason: string;
  operatorId: number | null;
}): Entry {
  const rest = input.totalCents - input.taxCents - input.creditsTakenBackCents;
  return {
    key: `order:${input.orderId}:refund`,
    kind: 'refund',
    dealerId: input.dealerId,
    orderId: input.orderId,
    operatorId: input.operatorId,
    reason: input.reason,
    amountCents: -input.creditsTakenBackCents,
    legs: [
      { account: platform('provider_clearing'), amountCents: -input.totalCents },
      { account: platform('vat'), amountCents: input.taxCents },
      { account: dealerAccount(input.dealerId, 'credits'), amountCents: input.creditsTakenBackCents },
      { account: platform('refunds'), amountCents: rest },
    ],
  };
}

/** A customer's online payment of a quotation: the platform holds it on the dealer's behalf until settlement. */
export function customerPaymentEntry(input: {
  quotationId: number;
  dealerId: number;
  totalCents: number;
  orderId?: number | null;
}): Entry {
  return {
    key: `quotation:${input.quotationId}:paid`,
    kind: 'customer_payment',
    dealerId: input.dealerId,
    quotationId: input.quotationId,
    orderId: input.orderId ?? null,
    amountCents: input.totalCents,
    legs: [
      { account: platform('provider_clearing'), amountCents: input.totalCents },
      { account: dealerAccount(input.dealerId, 'payable_held'), amountCents: -input.totalCents },
    ],
  };
}

/**
 * A customer's payment that no quotation took (the quotation was already paid, or can no longer be paid): the money
 * came in and waits in suspense for the operator's refund, so the books never lose it.
 */
export function unappliedPaymentEntry(input: {
  orderId: number;
  quotationId: number | null;
  totalCents: number;
}): Entry {
  return {
    key: `order:${input.orderId}:paid`,
    kind: 'unapplied_payment',
    dealerId: null,
    quotationId: input.quotationId,
    orderId: input.orderId,
    amountCents: 0,
    legs: [
      { account: platform('provider_clearing'), amountCents: input.totalCents },
      { account: platform('suspense'), amountCents: -input.totalCents },
    ],
  };
}

/** A correction: the same legs with the opposite sign, naming the movement it reverses. */
export function reversalEntry(original: Omit<Entry, 'key'> & { id: number }, reason: string): Entry {
  return {
    key: `reversal:${original.id}`,
    kind: 'reversal',
    dealerId: original.dealerId,
    quotationId: original.quotationId ?? null,
    orderId: original.orderId ?? null,
    reason,
    reversesId: original.id,
    amountCents: -original.amountCents,
    legs: original.legs.map((leg) => ({ account: leg.account, amountCents: -leg.amountCents })),
  };
}
