import { sql } from 'drizzle-orm';
import { toCents } from '../../contract/totals.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import type { Db } from '../db/types.js';
import { createOrder, moveOrder } from '../repositories/orders.js';
import { recordDemoMovement } from '../settlement/demo-records.js';

/**
 * The demo provider's card payment of a quotation as the paid 'customer' order a real provider's payment leaves
 * (customer-checkout.ts), so the console's "Ordini e pagamenti" lists it beside the others. Once per quotation: under
 * the quotation's row lock, and only while no paid (or refunded) order of it exists, however many times it is called.
 */
export async function recordDemoCustomerPayment(db: Db, customerId: number, quotationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      status: string;
      payment_type: string | null;
      total_price: string;
      quotation_code: string;
    }>(
      sql`select status, payment_type, total_price, quotation_code from quotations where id = ${quotationId} for update`,
    );
    const quotation = rows[0];
    if (!quotation || quotation.payment_type !== 'online') return;
    if (quotation.status !== 'paid' && quotation.status !== 'complete') return;
    const { rows: recorded } = await tx.execute(sql`select 1 from orders where quotation_id = ${quotationId}
      and condition = 'customer' and status in ('paid', 'refunding', 'refunded') limit 1`);
    if (recorded.length > 0) return;
    const totalCents = toCents(Number(quotation.total_price));
    const order = await createOrder(tx, {
      dealerId: customerId,
      condition: 'customer',
      withVat: false,
      amountCents: totalCents,
      provider: 'demo',
      paidBy: customerId,
      quotationId,
      rows: [
        { itemName: customerErrors.itemQuotation(quotation.quotation_code), itemCount: 1, itemAmountCents: totalCents },
      ],
    });
    await moveOrder(tx, order.id, ['created'], 'paid');
    // The demo provider's record of the card it charged (its books, for the reconciliation).
    await recordDemoMovement(tx, {
      kind: 'payment',
      externalId: `demo_ch_${order.id}`,
      orderId: order.id,
      amountCents: totalCents,
    });
  });
}
