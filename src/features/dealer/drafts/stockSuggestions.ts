import type { StockItem, StockSuggestions } from '../../../../contract/entities/stock';
import { formatAmount } from '../../../../contract/amounts';
import { QUOTATION_VAT_RATES } from '../../../../contract/constants';
import { defaultOption, type DraftOption } from '../../../domain/drafts/draftModel';

/** A suggestion as the editor shows it: the item and why it matched. */
export type SuggestedItem = StockSuggestions['items'][number];

/** The query-key root of the suggestions: ['stockSuggestions', dealer, submission_row_id, q]. */
export const SUGGESTIONS_KEY = 'stockSuggestions';

/**
 * The option fields a stock item fills: codes, brand, condition, net and list price, discount, VAT, and the
 * quantity the customer asked for (the review warns when it exceeds what is available).
 */
export function stockFields(
  item: StockItem,
  requestedQuantity: number,
): Omit<DraftOption, 'submission_row_id' | 'notes'> {
  const vat = (QUOTATION_VAT_RATES as readonly number[]).includes(item.vat) ? item.vat : 22;
  return {
    quantity: String(Math.max(1, requestedQuantity)),
    part_code: item.part_code,
    item_code: item.item_code ?? '',
    brand: item.brand,
    condition: item.condition,
    net_price: formatAmount(item.net_price),
    tax_import: String(vat),
    full_net_price: item.list_price === null ? '' : formatAmount(item.list_price),
    discount: item.discount === null ? '' : String(item.discount),
  };
}

export function stockOption(submissionRowId: number, item: StockItem, requestedQuantity: number): DraftOption {
  return { ...defaultOption(submissionRowId), ...stockFields(item, requestedQuantity) };
}

/** The option a suggestion fills: the first one not started (no brand, no price); none → -1 (a new option is added). */
export function suggestionTarget(options: readonly DraftOption[]): number {
  return options.findIndex((option) => option.brand.trim() === '' && option.net_price.trim() === '');
}

/** The OE code typed so far in the option being started: what the suggestions search by code. */
export function typedCode(options: readonly DraftOption[]): string {
  const target = suggestionTarget(options);
  return target === -1 ? '' : options[target].part_code.trim();
}

const keyOf = (code: string, brand: string, condition: string) =>
  `${code.trim().toUpperCase()}|${brand.trim().toUpperCase()}|${condition}`;

/** The stock item an option is (the server's merge key: OE code + brand + condition, without case), among `items`. */
export function matchingItem(
  option: Pick<DraftOption, 'part_code' | 'brand' | 'condition'>,
  items: readonly StockItem[],
): StockItem | undefined {
  const key = keyOf(option.part_code, option.brand, option.condition);
  return items.find((item) => keyOf(item.part_code, item.brand, item.condition) === key);
}
