/**
 * The goods reached the customer: how a quotation's delivery is recorded and what it opens. Plain data and rules (no
 * zod): the server checks them, the customer app and the portal show their buttons and the rating form from them.
 *
 * - 'received': the customer pressed "Ho ricevuto il ricambio" (any concluded sale, online or offline).
 * - 'delivered' / 'collected': the dealer (owner or warehouse) marks an offline sale delivered to the customer or
 *   collected at the counter. An online sale is confirmed by the customer (or, later, the courier), never by the
 *   dealer alone: money held for the dealer will follow this record.
 * - 'courier': the courier reported "Consegnato" for the shipment booked through the platform (server/shipping).
 *
 * The quotation's status keeps its meaning (complete: shipped online, or handled offline); delivery is recorded beside
 * it, once.
 */
export const DELIVERY_KINDS = ['received', 'delivered', 'collected', 'courier'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
/** What the dealer may record (the customer's own is 'received'). */
export const DEALER_DELIVERY_KINDS = ['delivered', 'collected'] as const;
export type DealerDeliveryKind = (typeof DEALER_DELIVERY_KINDS)[number];

/** The fields of a quotation the delivery rules read. */
export interface DeliveryFacts {
  status: string;
  payment_type: 'online' | 'offline' | null;
  tracking_code: string | null;
  delivered_at?: string | null;
}

/** The customer may confirm receipt of a concluded sale not yet marked delivered. */
export const mayConfirmReceipt = (q: DeliveryFacts): boolean => q.status === 'complete' && !q.delivered_at;

/** The dealer may mark delivered or collected a concluded offline sale not yet marked delivered. */
export const mayMarkDelivered = (q: DeliveryFacts): boolean =>
  q.status === 'complete' && q.payment_type === 'offline' && !q.delivered_at;

/**
 * A rating needs the goods at the customer's: an online sale shipped with a tracking code, or any sale whose delivery
 * was recorded (by the customer, or by the dealer for an offline sale).
 */
export const mayRate = (q: DeliveryFacts): boolean =>
  q.status === 'complete' && (Boolean(q.delivered_at) || (q.payment_type === 'online' && Boolean(q.tracking_code)));
