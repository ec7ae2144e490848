import { useDeferredValue, type ReactNode } from 'react';

/** How many items the first commit of a list draws; the rest follow in a deferred pass. */
export const FIRST_ITEMS = 3;

/**
 * A list that appears in two commits: the first items, then the rest in a deferred, interruptible pass.
 * The commit that reveals a list is one task React cannot slice (DOM insertion, style recalculation and layout, layout
 * effects; on the MUI screens emotion's style rules too); two smaller ones keep each under the long-task mark. Later
 * changes of the items render in one pass.
 */
export function StagedItems<T>({ items, children }: { items: T[]; children: (item: T) => ReactNode }) {
  const count = useDeferredValue(items.length, Math.min(FIRST_ITEMS, items.length));
  return <>{items.slice(0, count).map(children)}</>;
}
