import { useEffect, useRef } from 'react';

/**
 * Keeps the open tab of a bar that scrolls sideways in view: when it is cut off or outside (a phone, a late tab such
 * as Accettati), the bar scrolls itself, never the page, to centre it. Runs when the open tab changes and
 * when the tabs' widths may have (`widths`: their counters arriving).
 * In the frame after the render, where the page is already laid out: measuring during the commit forced the first
 * layout of the whole screen into the render's task (some 30 ms of a phone's first load).
 */
export function useActiveTabInView<T extends HTMLElement>(openTab: string | undefined, widths: string) {
  const bar = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = bar.current;
      const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!box || !tab) return;
      const outer = box.getBoundingClientRect();
      const inner = tab.getBoundingClientRect();
      if (inner.left >= outer.left && inner.right <= outer.right) return;
      box.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [openTab, widths]);
  return bar;
}
