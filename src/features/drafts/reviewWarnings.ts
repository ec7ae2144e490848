import type { PriceMemoryEntry } from '../../../contract';
import { amountOrNull } from '../../ui/forms/amount';
import type { DraftValues } from './draftModel';

/** How far from the dealer's usual price for the part an option must be to be flagged: half or double the median. */
export const OUTLIER_FACTOR = 2;

export type ReviewWarning =
  | { kind: 'zero'; rowId: number; option: number }
  | { kind: 'aboveList'; rowId: number; option: number; net: number; list: number }
  | { kind: 'farFromMemory'; rowId: number; option: number; net: number; usual: number };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What the "Conferma invio" review flags before a quotation goes out (issue 27): a 0 € option, a net price above
 * its own list price, and a price far (×2 or ÷2) from the median of this dealer's past prices for that part.
 * `memory` gives the past entries of a requested row (by submission_row_id); none → no memory check.
 */
export function reviewWarnings(values: DraftValues, memory: (rowId: number) => readonly PriceMemoryEntry[]): ReviewWarning[] {
  const warnings: ReviewWarning[] = [];
  for (const row of values.rows) {
    const past = memory(row.submission_row_id).map((entry) => entry.net_price).filter((price) => price > 0);
    const usual = past.length > 0 ? median(past) : null;
    row.options.forEach((option, index) => {
      const net = amountOrNull(option.net_price);
      const list = amountOrNull(option.full_net_price);
      const at = { rowId: row.submission_row_id, option: index + 1 };
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
