import type { CSSProperties, ReactNode } from 'react';
import styles from './MasterDetail.module.css';

/** Space kept above the pinned detail pane (px), so its border does not touch the window's top edge. */
const PANE_TOP = 16;
/**
 * The pane is at most the window less this (px). A sticky box stays inside its grid row: at the very end of the page,
 * where the row's bottom is above the window's bottom (the footer shows), a pane as tall as the window would be pushed
 * up and its heading cut (measured: 44 px above the window at 1440×900). 112 px keeps the heading in view there.
 */
const PANE_SPARE = 112;

/**
 * A list beside the detail of its selected item ("master–detail that stays in view"). From MUI's `md` (900 px)
 * up the detail pane is sticky with its own scroll: whichever card is clicked, however low in a long list, the detail
 * stays beside it in the viewport (its top at PANE_TOP px) and scrolls by itself when taller than the window. Below `md`
 * the two stack, the detail under the list (the screens bring it into view when an item is picked).
 * Plain elements and a static sheet (MasterDetail.module.css): the request list draws it before MUI loads;
 * the columns and the two lengths above reach the sheet as custom properties.
 */
export function MasterDetail({
  list,
  detail,
  listLabel,
  detailLabel,
  columns,
}: {
  list: ReactNode;
  detail: ReactNode;
  listLabel: string;
  detailLabel: string;
  /** The grid's columns from `md` up (list, detail). */
  columns: string;
}) {
  const vars = {
    '--md-columns': columns,
    '--md-top': `${PANE_TOP}px`,
    '--md-spare': `${PANE_SPARE}px`,
  } as CSSProperties;
  return (
    <div className={styles.md} style={vars}>
      <section aria-label={listLabel}>{list}</section>
      <section aria-label={detailLabel} data-testid="detail-pane" className={styles.detail}>
        {detail}
      </section>
    </div>
  );
}
