import { cheapestOptionIndexes, quotationTotals, toCents } from '../../contract/totals.js';
import type { PartCondition, QuotationStatus } from '../../contract/entities/quotation.js';
import { quotationRows, quotations } from '../db/schema.js';
import type { Accounts } from './accounts.js';
import { addMinutes, between, DAY, HOUR, type SeedContext } from './context.js';
import { DEALERS } from './catalog/people.js';
import { PART_BRANDS } from './catalog/requests.js';
import type { QuoteSpec } from './plan.js';
import type { SeededRequest, SeededRow } from './requests.js';

export interface SeededQuotation {
  id: number;
  code: string;
  dealerId: number;
  request: SeededRequest;
  status: QuotationStatus;
  totalCents: number;
  updatedAt: Date;
  paymentType: 'online' | 'offline' | null;
}

const OPTION_NOTES = [
  'Disponibile in 24 ore',
  'Garanzia 24 mesi',
  'Ricambio di primo equipaggiamento',
  'Usato testato, garanzia 3 mesi',
  'Rigenerato, garanzia 12 mesi',
];
const COURIERS = ['BRT', 'GLS', 'SDA', 'DHL', 'TNT'];
const TRACKING_MESSAGES = [
  'Spedito con corriere espresso, consegna prevista in 48 ore.',
  'Ritiro in sede concordato con il cliente.',
];

function option(ctx: SeedContext, row: SeededRow, outlet: boolean) {
  const { rng } = ctx;
  const full = rng.price(12, 380);
  const discount = rng.chance(0.4) ? rng.pick([5, 10, 15, 20]) : null;
  const brand = rng.pick(PART_BRANDS);
  const condition: PartCondition = outlet || rng.chance(0.15) ? rng.pick(['used', 'reconditioned'] as const) : 'new';
  return {
    submissionRowId: row.id,
    quantity: row.quantity,
    brand,
    condition,
    partCode: `${brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-${rng.int(10_000, 99_999)}`,
    itemCode: rng.chance(0.5) ? `ART${rng.int(100_000, 999_999)}` : null,
    notes: rng.chance(0.3) ? rng.pick(OPTION_NOTES) : null,
    netPrice: discount ? Math.round(full * (100 - discount)) / 100 : full,
    fullNetPrice: discount ? full : null,
    discount,
    taxImport: rng.chance(0.85) ? 22 : 10,
  };
}

function timeline(ctx: SeedContext, request: SeededRequest, spec: QuoteSpec) {
  const { rng, now } = ctx;
  const limit = request.acceptedAt ?? (request.deadlineAt < now ? request.deadlineAt : now);
  const createdAt = between(addMinutes(request.createdAt, 15), addMinutes(limit, -15), 0.1 + rng.next() * 0.7);
  const accepted = request.acceptedAt;
  let updatedAt = createdAt;
  if (spec.status === 'cancelled') updatedAt = accepted ?? request.deadlineAt;
  else if (spec.status === 'payment-pending' && accepted) updatedAt = accepted;
  else if (spec.status === 'paid' && accepted) updatedAt = addMinutes(accepted, rng.int(30, 5 * HOUR));
  else if (spec.status === 'complete' && accepted) updatedAt = addMinutes(accepted, rng.int(12 * HOUR, 2 * DAY));
  return {
    createdAt,
    updatedAt,
    acceptedDate: spec.status === 'pending' || spec.status === 'cancelled' ? null : accepted,
  };
}

interface DealerSeed {
  id: number;
  profile: (typeof DEALERS)[number];
  key: 'dealer' | 'dealer2';
}

/** One quotation with its options; accepted quotations accept the cheapest option of each row. */
function draftQuotation(ctx: SeedContext, request: SeededRequest, dealer: DealerSeed, spec: QuoteSpec) {
  const { rng } = ctx;
  const options = request.rows.flatMap((row) =>
    Array.from({ length: rng.chance(0.35) ? 2 : 1 }, () => option(ctx, row, request.plan.kind === 'outlet')),
  );
  const priced = options.map((o) => ({
    submission_row_id: o.submissionRowId,
    quantity: o.quantity,
    net_price: o.netPrice,
    tax_import: o.taxImport,
  }));
  const isAccepted = spec.status !== 'pending' && spec.status !== 'cancelled';
  const cheapest = isAccepted ? cheapestOptionIndexes(priced) : [];
  // The partial shipping fee goes with a partial acceptance: the customer left the last requested row out.
  const partial = spec.shippingChosen === 'partial' && cheapest.length > 1;
  const acceptedIndexes = partial ? cheapest.slice(0, -1) : cheapest;
  const times = timeline(ctx, request, spec);
  const shippingChosen = spec.shippingChosen && times.acceptedDate ? (partial ? 'partial' : 'flat') : null;
  const totals = quotationTotals({
    options: priced,
    shippingFlat: dealer.profile.flatFee,
    shippingPartial: dealer.profile.partialFee,
    shippingChosen,
    acceptedOptionIndexes: isAccepted ? acceptedIndexes : undefined,
  });
  // The total as sent (the outcome ranks on it): the cheapest option per row and the flat shipping.
  const sent = quotationTotals({
    options: priced,
    shippingFlat: dealer.profile.flatFee,
    shippingPartial: dealer.profile.partialFee,
  });
  return {
    request,
    dealerId: dealer.id,
    times,
    totals,
    options: options.map((o, index) => ({ ...o, accepted: acceptedIndexes.includes(index) })),
    row: {
      submissionId: request.id,
      dealerId: dealer.id,
      status: spec.status,
      cashUnlock: spec.cashUnlock ?? false,
      paymentType: spec.payment?.type ?? null,
      paymentMethodId: spec.payment?.methodId ?? null,
      trackingCode:
        spec.tracking === 'code'
          ? `${rng.pick(COURIERS)} ${rng.int(100_000_000, 999_999_999)}${rng.int(1000, 9999)}`
          : null,
      trackingMessage: spec.tracking === 'message' ? rng.pick(TRACKING_MESSAGES) : null,
      totalPrice: totals.total,
      subtotalPrice: totals.subtotal,
      totalTax: totals.total_tax,
      sentTotalPrice: sent.total,
      shippingCostFlat: dealer.profile.flatFee,
      shippingCostPartial: dealer.profile.partialFee,
      shippingFeeChosen: shippingChosen,
      acceptedDate: times.acceptedDate,
      createdAt: times.createdAt,
      updatedAt: times.updatedAt,
    },
  };
}

export async function seedQuotations(
  ctx: SeedContext,
  accounts: Accounts,
  requests: SeededRequest[],
): Promise<SeededQuotation[]> {
  const dealers: DealerSeed[] = [
    { id: accounts.dealer, profile: DEALERS[0], key: 'dealer' },
    { id: accounts.dealer2, profile: DEALERS[1], key: 'dealer2' },
  ];
  const drafts = requests
    .flatMap((request) =>
      dealers.flatMap((dealer) => {
        const spec = request.plan[dealer.key];
        return spec ? [draftQuotation(ctx, request, dealer, spec)] : [];
      }),
    )
    // Codes and ids follow the order quotations were sent.
    .sort((a, b) => a.times.createdAt.getTime() - b.times.createdAt.getTime());

  const values = drafts.map((d, i) => ({
    ...d.row,
    quotationCode: `RH-${d.times.createdAt.getUTCFullYear()}-${String(i + 1).padStart(6, '0')}`,
  }));
  const ids = (await ctx.tx.insert(quotations).values(values).returning({ id: quotations.id })).map((r) => r.id);
  await ctx.tx
    .insert(quotationRows)
    .values(drafts.flatMap((d, i) => d.options.map((o) => ({ quotationId: ids[i], ...o }))));

  return drafts.map((d, i) => ({
    id: ids[i],
    code: values[i].quotationCode,
    dealerId: d.dealerId,
    request: d.request,
    status: d.row.status,
    totalCents: toCents(d.totals.total),
    updatedAt: d.times.updatedAt,
    paymentType: d.row.paymentType,
  }));
}
