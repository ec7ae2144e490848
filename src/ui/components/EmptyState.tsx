import './components.css';
import type { ReactNode } from 'react';
import { useT } from '../translate';
import { InboxOutlinedIcon } from './icons';

/** The empty list of SPEC §8: 'NON SONO PRESENTI DATI' (or the given text), with an optional action. */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div role="status" className="rh-c-empty">
      <InboxOutlinedIcon />
      <p className="rh-c-empty__text">{text ?? t('app.common.empty')}</p>
      {children}
    </div>
  );
}
