import type { ReactNode } from 'react';
import { useT } from '../translate';
import { InboxOutlinedIcon } from '../icons';
import styles from './EmptyState.module.css';

/** The empty list of SPEC §8: 'NON SONO PRESENTI DATI' (or the given text), with an optional action. */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div role="status" className={styles.empty}>
      <InboxOutlinedIcon />
      <p className={styles.text}>{text ?? t('app.common.empty')}</p>
      {children}
    </div>
  );
}
