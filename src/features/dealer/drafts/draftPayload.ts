import type { NewQuotationBody, PricedOption, TotalsInput, User } from '../../../../contract';
import { QuotationOption } from '../../../../contract';
import { amountOrNull } from '../../../ui/forms/amount';
import type { Draft, DraftOption, DraftValues } from '../../../domain/drafts/draftModel';

/** The options in send order: row by row, as the dealer entered them. */
const allOptions = (values: DraftValues) => values.rows.flatMap((row) => row.options);

const asNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The option with its amounts read the Italian way ("45,50" → "45.5"); an unreadable amount becomes missing. */
export function normalizedOption(option: DraftOption): DraftOption {
  const plain = (text: string) => {
    const value = amountOrNull(text);
    return value === null ? '' : String(value);
  };
  return { ...option, net_price: plain(option.net_price), full_net_price: plain(option.full_net_price) };
}

/**
 * What the running totals count while the dealer types: every option with a price and a quantity
 * (brand or codes may still be missing); an option without a price is not counted yet.
 */
export function totalsInput(values: DraftValues): TotalsInput {
  const options: PricedOption[] = [];
  for (const option of allOptions(values)) {
    const price = amountOrNull(option.net_price);
    const quantity = asNumber(option.quantity);
    const vat = asNumber(option.tax_import);
    if (price === null || price < 0 || quantity === null || !Number.isInteger(quantity) || quantity < 1 || vat === null)
      continue;
    options.push({ submission_row_id: option.submission_row_id, quantity, net_price: price, tax_import: vat });
  }
  return {
    options,
    shippingFlat: Math.max(0, amountOrNull(values.shipping_cost_flat) ?? 0),
    shippingPartial: values.rows.length > 1 ? amountOrNull(values.shipping_cost_partial) : null,
  };
}

/** PUT /quotation/new (SPEC §7): ids and fees, and the options as a JSON string. Call with validated values. */
export function quotationBody(draft: Draft, values: DraftValues, dealer: Pick<User, 'id'>): NewQuotationBody {
  const rows = allOptions(values).map((option) => ({
    ...QuotationOption.parse(normalizedOption(option)),
    notes: option.notes.trim() || null,
    item_code: option.item_code.trim() || null,
  }));
  return {
    submission_id: draft.submission.id,
    vehicle_id: draft.submission.vehicle_id,
    author_id: draft.submission.author_id,
    dealer_id: dealer.id,
    shipping_cost_flat: amountOrNull(values.shipping_cost_flat) ?? 0,
    shipping_cost_partial: values.rows.length > 1 ? amountOrNull(values.shipping_cost_partial) : null,
    quotation_rows: JSON.stringify(rows),
  };
}
