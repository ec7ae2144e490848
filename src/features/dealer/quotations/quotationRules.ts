import type { Quotation } from '../../../../contract';
import { PAYMENT_METHOD_CASH_ON_DELIVERY_ID } from '../../../../contract/constants';
import { QUOTATION_FILTER_STATUSES } from '../../../../contract/statuses';
import { fromCents, toCents } from '../../../../contract/totals';
import type { PlainKey } from '../../../ui/translate';

export type TagTone = 'warning' | 'info' | 'success' | 'default' | 'error';
export interface QuotationTag {
  label: PlainKey;
  tone: TagTone;
}

const isOffline = (quotation: Quotation) => quotation.payment_type === 'offline';

/** SPEC §4 tag table, plus the payment type of a paid quotation and the offline payment method. */
export function quotationTags(quotation: Quotation): QuotationTag[] {
  const tags: QuotationTag[] = [];
  switch (quotation.status) {
    case 'payment-pending':
      tags.push({ label: 'app.quotations.tags.payment-pending', tone: 'warning' });
      break;
    case 'paid':
      tags.push({ label: 'app.quotations.tags.paid', tone: 'info' });
      if (quotation.payment_type) {
        tags.push({
          label: isOffline(quotation) ? 'app.quotations.tags.offline' : 'app.quotations.tags.online',
          tone: 'default',
        });
      }
      break;
    case 'complete':
      tags.push(
        isOffline(quotation)
          ? { label: 'app.quotations.tags.completeOffline', tone: 'default' }
          : { label: 'app.quotations.tags.completeOnline', tone: 'success' },
      );
      break;
    case 'cancelled':
      tags.push({ label: 'app.quotations.tags.cancelled', tone: 'error' });
      break;
    case 'pending':
      break;
  }
  if (isOffline(quotation)) tags.push({ label: offlineMethodLabel(quotation), tone: 'default' });
  return tags;
}

/** SPEC §3: payment_method_id 2 means cash on delivery, any other offline method a bank transfer. */
export function offlineMethodLabel(quotation: Pick<Quotation, 'payment_method_id'>): PlainKey {
  return quotation.payment_method_id === PAYMENT_METHOD_CASH_ON_DELIVERY_ID
    ? 'app.quotations.tags.cashOnDelivery'
    : 'app.quotations.tags.bankTransfer';
}

/** Offline payment: the dealer must contact the customer (SPEC §4). */
export const needsCustomerContact = (quotation: Quotation) => isOffline(quotation);

/** Customer data: only for payment-pending, paid and complete, and only if the server sent it. */
export function visibleCustomer(quotation: Quotation): Quotation['user'] {
  return QUOTATION_FILTER_STATUSES.accepted.includes(quotation.status) ? quotation.user : null;
}

/** SPEC §2: 'CONFERMA SPEDIZIONE' only when paid, paid online, and no tracking code yet. */
export function canConfirmShipping(quotation: Quotation): boolean {
  return quotation.status === 'paid' && quotation.payment_type === 'online' && !quotation.tracking_code;
}

/** "Crea etichetta": what the hand-typed tracking allows, plus an accepted offline sale not yet shipped nor delivered. */
export function canCreateLabel(quotation: Quotation): boolean {
  if (quotation.tracking_code || quotation.tracking_message) return false;
  if (canConfirmShipping(quotation)) return true;
  return quotation.status === 'complete' && quotation.payment_type === 'offline' && !quotation.delivered_at;
}

/** SPEC §4: a fee line shows while pending, or when it is the fee the customer chose. */
export function shippingFeeLines(quotation: Quotation): { kind: 'flat' | 'partial'; amount: number }[] {
  const pending = quotation.status === 'pending';
  const lines: { kind: 'flat' | 'partial'; amount: number }[] = [];
  if (pending || quotation.shipping_fee_chosen === 'flat')
    lines.push({ kind: 'flat', amount: quotation.shipping_cost_flat });
  if ((pending || quotation.shipping_fee_chosen === 'partial') && quotation.shipping_cost_partial != null) {
    lines.push({ kind: 'partial', amount: quotation.shipping_cost_partial });
  }
  return lines;
}

/** A complete online quotation shows how it was shipped (SPEC §4). */
export function shippingTracking(quotation: Quotation): { code: string } | { message: string } | null {
  if (quotation.status !== 'complete' || quotation.payment_type !== 'online') return null;
  if (quotation.tracking_code) return { code: quotation.tracking_code };
  if (quotation.tracking_message) return { message: quotation.tracking_message };
  return null;
}

/**
 * The totals block: the server's subtotal (parts), tax (parts and shipping) and total. The total also holds
 * the shipping fee; its line is derived so that the block adds up.
 */
export function totalsLines(quotation: Quotation): { label: PlainKey; amount: number }[] {
  const shipping = fromCents(
    toCents(quotation.total_price) - toCents(quotation.subtotal_price) - toCents(quotation.total_tax),
  );
  return [
    { label: 'app.quotations.totals.subtotal', amount: quotation.subtotal_price },
    ...(shipping > 0 ? [{ label: 'app.quotations.totals.shipping' as const, amount: shipping }] : []),
    { label: 'app.quotations.totals.tax', amount: quotation.total_tax },
    { label: 'app.quotations.totals.total', amount: quotation.total_price },
  ];
}
