import { VAT_RATE_ORDERS } from '../../contract/constants.js';
import { orderTotalCents } from '../../contract/totals.js';
import { coupons, fees, orderRows, orders } from '../db/schema.js';
import type { Accounts } from './accounts.js';
import { addMinutes, DAY, HOUR, minutesAgo, type SeedContext } from './context.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { COUPONS } from './catalog/content.js';
import type { SeededQuotation } from './quotations.js';

/** Platform commission on a quotation the customer paid (docs/adr/0013-money.md): 3%, at least 1.50 €. */
const FEE_PERCENT = 3;
const FEE_MIN_CENTS = 150;
const WALLET_DEMO_CREDITS = 100;

interface OrderSpec {
  dealerId: number;
  condition: 'dealer' | 'wallet' | 'fee';
  at: Date;
  rows: { itemName: string; itemAmountCents: number }[];
}

export interface CommerceSummary {
  coupons: number;
  orders: number;
  fees: number;
  unpaidFees: number;
}

export async function seedCommerce(
  ctx: SeedContext,
  accounts: Accounts,
  seededQuotations: SeededQuotation[],
): Promise<CommerceSummary> {
  const { now, tx } = ctx;
  await tx.insert(coupons).values(
    COUPONS.map((c) => ({
      code: c.code,
      freeCredits: c.freeCredits,
      validUntil: minutesAgo(now, -c.validDays * DAY),
      maxUses: c.maxUses,
      uses: c.uses,
    })),
  );

  // Offline sales only: an online sale's fee is taken at source when the customer pays, so it is never due and never
  // in a fee order (seed/settlement.ts writes it settled, as server/settlement/sales.ts does).
  const charged = seededQuotations
    .filter(
      (q) =>
        q.dealerId === accounts.dealer &&
        q.paymentType !== 'online' &&
        (q.status === 'paid' || q.status === 'complete'),
    )
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
    .map((q) => ({
      quotationId: q.id,
      dealerId: q.dealerId,
      createdAt: q.updatedAt,
      amountCents: Math.max(FEE_MIN_CENTS, Math.round((q.totalCents * FEE_PERCENT) / 100)),
      description: `Commissione ${FEE_PERCENT}% sul preventivo ${q.code}`,
    }));
  // Up to three settled by a fee order, and at least one left due for "Salda fee".
  const settled = charged.slice(0, Math.min(3, charged.length - 1));
  const feeOrderAt = new Date(
    Math.min(addMinutes(settled[settled.length - 1].createdAt, 6 * HOUR).getTime(), minutesAgo(now, HOUR).getTime()),
  );

  const specs: OrderSpec[] = [
    ...accounts.subscriptionPayments.map((p) => ({
      dealerId: p.dealerId,
      condition: 'dealer' as const,
      at: p.paidAt,
      rows: [{ itemName: 'Abbonamento mensile RicambiHub', itemAmountCents: p.cost * 100 }],
    })),
    {
      dealerId: accounts.dealer,
      condition: 'wallet',
      at: minutesAgo(now, 12 * DAY),
      rows: [{ itemName: `Ricarica ${WALLET_DEMO_CREDITS} crediti`, itemAmountCents: WALLET_DEMO_CREDITS * 100 }],
    },
    {
      dealerId: accounts.dealer,
      condition: 'fee',
      at: feeOrderAt,
      rows: settled.map((f) => ({ itemName: f.description, itemAmountCents: f.amountCents })),
    },
  ];
  const orderValues = specs.map((spec, i) => {
    // The subscription carries no VAT (docs/adr/0013-money.md); wallet and fee orders carry 22%.
    const amountCents = spec.rows.reduce((sum, row) => sum + row.itemAmountCents, 0);
    const { totalCents, taxCents } = orderTotalCents(amountCents, spec.condition === 'dealer' ? 0 : VAT_RATE_ORDERS);
    return {
      dealerId: spec.dealerId,
      condition: spec.condition,
      status: 'paid',
      totalCents,
      taxCents,
      provider: 'demo',
      externalId: `DEMO-ORD-${String(i + 1).padStart(4, '0')}`,
      createdAt: spec.at,
      paidAt: addMinutes(spec.at, 2),
      updatedAt: addMinutes(spec.at, 2),
    };
  });
  const orderIds = (await tx.insert(orders).values(orderValues).returning({ id: orders.id })).map((r) => r.id);
  await tx.insert(orderRows).values(
    specs.flatMap((spec, i) =>
      spec.rows.map((row) => ({
        orderId: orderIds[i],
        itemName: row.itemName,
        itemCount: 1,
        itemAmountCents: row.itemAmountCents,
      })),
    ),
  );

  const feeOrderId = orderIds[orderIds.length - 1];
  await tx
    .insert(fees)
    .values(
      charged.map((fee, i) =>
        i < settled.length ? { ...fee, orderId: feeOrderId, paidAt: orderValues[orderValues.length - 1].paidAt } : fee,
      ),
    );

  // The customers' card payments of the quotations they paid online: the console's orders list them with the rest.
  const customerPaid = seededQuotations.filter(
    (q) => q.paymentType === 'online' && (q.status === 'paid' || q.status === 'complete'),
  );
  const customerOrderIds = customerPaid.length
    ? (
        await tx
          .insert(orders)
          .values(
            customerPaid.map((q, i) => ({
              dealerId: q.request.authorId,
              condition: 'customer' as const,
              status: 'paid',
              totalCents: q.totalCents,
              taxCents: 0,
              provider: 'demo',
              externalId: `DEMO-PAY-${String(i + 1).padStart(4, '0')}`,
              paidBy: q.request.authorId,
              quotationId: q.id,
              createdAt: q.updatedAt,
              paidAt: q.updatedAt,
              updatedAt: q.updatedAt,
            })),
          )
          .returning({ id: orders.id })
      ).map((r) => r.id)
    : [];
  if (customerOrderIds.length) {
    await tx.insert(orderRows).values(
      customerPaid.map((q, i) => ({
        orderId: customerOrderIds[i],
        itemName: customerErrors.itemQuotation(q.code),
        itemCount: 1,
        itemAmountCents: q.totalCents,
      })),
    );
  }

  return {
    coupons: COUPONS.length,
    orders: orderIds.length + customerOrderIds.length,
    fees: charged.length,
    unpaidFees: charged.length - settled.length,
  };
}
