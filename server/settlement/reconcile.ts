import type { ReconciliationDiscrepancy } from '../../contract/entities/reconciliation.js';
import { reconciliationMessages as text } from '../../i18n/it/reconciliation.js';
import type { PaidCondition, ProviderMovement, ProviderRecords } from './provider.js';

/**
 * The reconciliation's comparison, pure (docs/payments-api.md, "Reconciliation"): the ledger's payments, refunds and
 * payouts against the provider's books, one by one. Both sides are read over a wider window than the period, so a
 * movement recorded just across midnight on the other side still finds its match; a disagreement is reported when
 * either side's movement falls in the period, and what is younger than the grace (a webhook on its way) is not yet
 * called missing.
 */

/** A payment or refund as the ledger records it (its provider_clearing leg), with the order it belongs to. */
export interface LedgerMoney {
  kind: 'payment' | 'refund';
  transactionId: number;
  orderId: number | null;
  /** The order's condition; null when the ledger's movement has no order. */
  condition: PaidCondition | null;
  /** The order's provider id (payment) or the refund's. */
  externalId: string | null;
  dealerId: number | null;
  amountCents: number;
  at: Date;
}

export interface LedgerPayout {
  payoutId: number;
  dealerId: number;
  externalId: string | null;
  amountCents: number;
  status: 'pending' | 'in_transit' | 'paid' | 'failed';
  at: Date;
}

export interface Period {
  from: Date;
  to: Date;
}

export const GRACE_MS = 15 * 60 * 1000;

type Counts = Record<string, { ledger: number; provider: number }>;

const inPeriod = (at: Date, period: Period) => at >= period.from && at < period.to;
const euro = (cents: number | null) => (cents === null ? null : cents / 100);

function discrepancy(
  fields: Omit<ReconciliationDiscrepancy, 'ledger_amount' | 'provider_amount' | 'at'> & {
    ledgerCents?: number | null;
    providerCents?: number | null;
    at: Date | null;
  },
): ReconciliationDiscrepancy {
  const { ledgerCents = null, providerCents = null, at, ...rest } = fields;
  return {
    ...rest,
    ledger_amount: euro(ledgerCents),
    provider_amount: euro(providerCents),
    at: at?.toISOString() ?? null,
  };
}

function compareMoney(
  kind: 'payment' | 'refund',
  ledger: LedgerMoney[],
  provider: ProviderMovement[],
  records: ProviderRecords,
  period: Period,
  now: Date,
  counts: Counts,
): ReconciliationDiscrepancy[] {
  const settled = now.getTime() - GRACE_MS;
  const covered = (item: LedgerMoney) =>
    kind === 'refund'
      ? records.covers.refunds
      : item.condition === null || records.covers.payments.includes(item.condition);
  if (kind === 'refund' && !records.covers.refunds) return [];
  const ours = ledger.filter((item) => item.kind === kind && covered(item));
  const theirs = provider.filter((movement) => movement.kind === kind);
  counts[kind] = {
    ledger: ours.filter((item) => inPeriod(item.at, period)).length,
    provider: theirs.filter((movement) => inPeriod(movement.at, period)).length,
  };
  const byRef = new Map(ours.filter((item) => item.externalId !== null).map((item) => [item.externalId, item]));
  const byOrder = new Map<number, LedgerMoney[]>();
  for (const item of ours)
    if (item.orderId !== null) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const matched = new Set<LedgerMoney>();
  // The provider's id when the ledger knows it; else an order's movement not matched yet, of the same amount first
  // (an order refunded in parts has several).
  const matchOf = (movement: ProviderMovement): LedgerMoney | undefined => {
    const byId = byRef.get(movement.externalId);
    if (byId && !matched.has(byId)) return byId;
    const candidates = (movement.orderId === null ? [] : (byOrder.get(movement.orderId) ?? [])).filter(
      (item) => !matched.has(item),
    );
    return candidates.find((item) => item.amountCents === movement.amountCents) ?? candidates[0] ?? byId;
  };
  const found: ReconciliationDiscrepancy[] = [];
  for (const movement of theirs) {
    const item = matchOf(movement);
    const relevant = inPeriod(movement.at, period) || (item !== undefined && inPeriod(item.at, period));
    if (item) matched.add(item);
    if (!relevant) continue;
    const base = {
      item: kind,
      reference: movement.externalId,
      order_id: item?.orderId ?? movement.orderId,
      payout_id: null,
      dealer_id: item?.dealerId ?? null,
    } as const;
    if (!item) {
      if (movement.at.getTime() > settled) continue;
      found.push(
        discrepancy({
          ...base,
          kind: 'missing_in_ledger',
          description: text.describe.missing_in_ledger(kind, movement.externalId, movement.amountCents),
          providerCents: movement.amountCents,
          at: movement.at,
        }),
      );
    } else if (item.amountCents !== movement.amountCents) {
      found.push(
        discrepancy({
          ...base,
          kind: 'amount_mismatch',
          description: text.describe.amount_mismatch(kind, movement.externalId, item.amountCents, movement.amountCents),
          ledgerCents: item.amountCents,
          providerCents: movement.amountCents,
          at: item.at,
        }),
      );
    }
  }
  for (const item of ours) {
    if (matched.has(item) || !inPeriod(item.at, period) || item.at.getTime() > settled) continue;
    const reference =
      item.externalId ?? (item.orderId !== null ? text.ourOrder(item.orderId) : text.noOrder(item.transactionId));
    found.push(
      discrepancy({
        item: kind,
        kind: 'missing_at_provider',
        description: text.describe.missing_at_provider(kind, reference, item.amountCents),
        reference: item.externalId,
        order_id: item.orderId,
        payout_id: null,
        dealer_id: item.dealerId,
        ledgerCents: item.amountCents,
        at: item.at,
      }),
    );
  }
  return found;
}

/** What the provider's state of a payout says ours should be. */
function statusDisagrees(ours: LedgerPayout['status'], theirs: ProviderMovement['status'], settled: boolean) {
  if (theirs === null || ours === 'pending') return false;
  // Still on its way here: the provider's event may be in flight.
  if (ours === 'in_transit') return theirs !== 'in_transit' && settled;
  return ours !== theirs;
}

function comparePayouts(
  ledger: LedgerPayout[],
  provider: ProviderMovement[],
  records: ProviderRecords,
  period: Period,
  now: Date,
  counts: Counts,
): ReconciliationDiscrepancy[] {
  const settled = now.getTime() - GRACE_MS;
  const found: ReconciliationDiscrepancy[] = [];
  const base = (payout: LedgerPayout) =>
    ({ item: 'payout', order_id: null, payout_id: payout.payoutId, dealer_id: payout.dealerId }) as const;
  // Booked and never sent (a crash before the provider's call, an outage that outlived the retries): whatever its age.
  for (const payout of ledger) {
    if (payout.status !== 'pending' || payout.at.getTime() > settled) continue;
    found.push(
      discrepancy({
        ...base(payout),
        kind: 'not_sent',
        reference: null,
        description: text.describe.not_sent(text.ourPayout(payout.payoutId)),
        ledgerCents: payout.amountCents,
        at: payout.at,
      }),
    );
  }
  if (!records.covers.payouts) return found;
  const theirs = provider.filter((movement) => movement.kind === 'payout');
  const sent = ledger.filter((payout) => payout.status !== 'pending');
  counts.payout = {
    ledger: sent.filter((payout) => inPeriod(payout.at, period)).length,
    provider: theirs.filter((movement) => inPeriod(movement.at, period)).length,
  };
  const byId = new Map(sent.map((payout) => [payout.payoutId, payout]));
  const byRef = new Map(sent.filter((p) => p.externalId !== null).map((payout) => [payout.externalId, payout]));
  const matched = new Set<LedgerPayout>();
  for (const movement of theirs) {
    const payout =
      (movement.payoutId !== null ? byId.get(movement.payoutId) : undefined) ?? byRef.get(movement.externalId);
    // A payout we booked and have not marked sent yet (its answer was lost): the next run sends it with the same key.
    const pending = ledger.find((p) => p.status === 'pending' && p.payoutId === movement.payoutId);
    if (payout) matched.add(payout);
    const relevant = inPeriod(movement.at, period) || (payout !== undefined && inPeriod(payout.at, period));
    if (!relevant || pending) continue;
    if (!payout) {
      if (movement.at.getTime() > settled) continue;
      found.push(
        discrepancy({
          item: 'payout',
          kind: 'missing_in_ledger',
          reference: movement.externalId,
          order_id: null,
          payout_id: movement.payoutId,
          dealer_id: null,
          description: text.describe.missing_in_ledger('payout', movement.externalId, movement.amountCents),
          providerCents: movement.amountCents,
          at: movement.at,
        }),
      );
      continue;
    }
    const reference = movement.externalId;
    if (payout.amountCents !== movement.amountCents) {
      found.push(
        discrepancy({
          ...base(payout),
          kind: 'amount_mismatch',
          reference,
          description: text.describe.amount_mismatch('payout', reference, payout.amountCents, movement.amountCents),
          ledgerCents: payout.amountCents,
          providerCents: movement.amountCents,
          at: payout.at,
        }),
      );
    }
    if (statusDisagrees(payout.status, movement.status, movement.at.getTime() <= settled)) {
      found.push(
        discrepancy({
          ...base(payout),
          kind: 'status_mismatch',
          reference,
          description: text.describe.status_mismatch(
            reference,
            text.payoutStatuses[payout.status],
            text.payoutStatuses[movement.status ?? 'in_transit'],
          ),
          ledgerCents: payout.amountCents,
          providerCents: movement.amountCents,
          at: payout.at,
        }),
      );
    }
  }
  for (const payout of sent) {
    if (matched.has(payout) || !inPeriod(payout.at, period) || payout.at.getTime() > settled) continue;
    const reference = payout.externalId ?? text.ourPayout(payout.payoutId);
    found.push(
      discrepancy({
        ...base(payout),
        kind: 'missing_at_provider',
        reference: payout.externalId,
        description: text.describe.missing_at_provider('payout', reference, payout.amountCents),
        ledgerCents: payout.amountCents,
        at: payout.at,
      }),
    );
  }
  return found;
}

/** Every disagreement between the ledger and the provider's books for the period, with what each side held. */
export function compareWithProvider(
  ledger: { money: LedgerMoney[]; payouts: LedgerPayout[] },
  records: ProviderRecords,
  period: Period,
  now: Date,
): { discrepancies: ReconciliationDiscrepancy[]; counts: Counts } {
  const counts: Counts = {};
  const discrepancies = [
    ...compareMoney('payment', ledger.money, records.movements, records, period, now, counts),
    ...compareMoney('refund', ledger.money, records.movements, records, period, now, counts),
    ...comparePayouts(ledger.payouts, records.movements, records, period, now, counts),
  ];
  return { discrepancies, counts };
}
