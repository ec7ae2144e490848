import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the open tab of a bar that scrolls sideways in view: when it is cut off or outside (a phone, a late tab such
 * as Accettati), the bar scrolls itself, never the page, to centre it. Runs when the open tab changes and
 * when the tabs' widths may have (`widths`: their counters arriving).
 */
export function useActiveTabInView<T extends HTMLElement>(openTab: string | undefined, widths: string) {
  const bar = useRef<T>(null);
  useLayoutEffect(() => {
    const box = bar.current;
    const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !tab) return;
    const outer = box.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left >= outer.left && inner.right <= outer.right) return;
    box.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
  }, [openTab, widths]);
  return bar;
}
