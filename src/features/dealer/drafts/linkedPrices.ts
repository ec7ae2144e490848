import { formatAmount } from '../../../../contract/amounts';
import { amountOrNull } from '../../../ui/forms/amount';
import type { DraftOption } from '../../../domain/drafts/draftModel';

export type LinkedPriceField = 'net_price' | 'full_net_price' | 'discount';
type LinkedPrices = Pick<DraftOption, LinkedPriceField>;

/** A whole discount 0–100 (the contract's rule), or null. */
function discountOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

/**
 * List price, discount and net price fill each other (docs/decisions.md "Computed prices"): the field the
 * dealer just left is kept and the other one follows.
 * - List price or discount left, both readable: net = list × (1 − discount/100), to the cent.
 * - Net price left, with a list price ≥ the net: discount = (1 − net/list) × 100 rounded to a whole percent (the
 *   contract's discount is whole); the typed net price stays, it is what the customer pays.
 * Returns only the fields to change (nothing when there is nothing to compute).
 */
export function linkedPrices(edited: LinkedPriceField, values: LinkedPrices): Partial<LinkedPrices> {
  const list = amountOrNull(values.full_net_price);
  if (list === null) return {};
  if (edited === 'net_price') {
    const net = amountOrNull(values.net_price);
    if (net === null || list <= 0 || net > list) return {};
    const discount = String(Math.round((1 - net / list) * 100));
    return discount === values.discount.trim() ? {} : { discount };
  }
  const discount = discountOf(values.discount);
  if (discount === null) return {};
  const net = formatAmount(Math.round(list * (100 - discount)) / 100);
  return net === values.net_price ? {} : { net_price: net };
}
