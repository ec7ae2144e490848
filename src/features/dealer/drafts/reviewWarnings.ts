import type { PriceMemoryEntry } from '../../../../contract';
import type { StockItem } from '../../../../contract/entities/stock';
import { amountOrNull } from '../../../ui/forms/amount';
import type { DraftValues } from '../../../domain/drafts/draftModel';
import { matchingItem } from './stockSuggestions';

/** How far from the dealer's usual price for the part an option must be to be flagged: half or double the median. */
export const OUTLIER_FACTOR = 2;

export type ReviewWarning =
  | { kind: 'zero'; rowId: number; option: number }
  | { kind: 'aboveList'; rowId: number; option: number; net: number; list: number }
  | { kind: 'farFromMemory'; rowId: number; option: number; net: number; usual: number }
  | {
      kind: 'overStock';
      rowId: number;
      option: number;
      quantity: number;
      available: number;
      code: string;
      brand: string;
    };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What the "Conferma invio" review flags before a quotation goes out: a 0 € option, a net price above
 * its own list price, and a price far (×2 or ÷2) from the median of this dealer's past prices for that part.
 * `memory` gives the past entries of a requested row (by submission_row_id); none → no memory check.
 * An option that is a stock item (OE code + brand + condition among `stock(rowId)`, the suggestions loaded for
 * the row) asking for more than the item's available quantity (on hand − reserved by accepted quotations).
 */
export function reviewWarnings(
  values: DraftValues,
  memory: (rowId: number) => readonly PriceMemoryEntry[],
  stock: (rowId: number) => readonly StockItem[] = () => [],
): ReviewWarning[] {
  const warnings: ReviewWarning[] = [];
  for (const row of values.rows) {
    const past = memory(row.submission_row_id)
      .map((entry) => entry.net_price)
      .filter((price) => price > 0);
    const usual = past.length > 0 ? median(past) : null;
    const items = stock(row.submission_row_id);
    row.options.forEach((option, index) => {
      const net = amountOrNull(option.net_price);
      const list = amountOrNull(option.full_net_price);
      const at = { rowId: row.submission_row_id, option: index + 1 };
      const item = items.length > 0 ? matchingItem(option, items) : undefined;
      const quantity = Number(option.quantity);
      if (item && Number.isFinite(quantity) && quantity > item.available) {
        warnings.push({
          kind: 'overStock',
          ...at,
          quantity,
          available: item.available,
          code: item.part_code,
          brand: item.brand,
        });
      }
      if (net === null) return;
      if (net === 0) warnings.push({ kind: 'zero', ...at });
      if (list !== null && net > list) warnings.push({ kind: 'aboveList', ...at, net, list });
      if (usual !== null && net > 0 && (net > usual * OUTLIER_FACTOR || net < usual / OUTLIER_FACTOR)) {
        warnings.push({ kind: 'farFromMemory', ...at, net, usual });
      }
    });
  }
  return warnings;
}
