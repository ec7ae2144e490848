import '../tokens.css';
import './plain.css';
import type { ReactNode } from 'react';

/**
 * The plain layer's few components (plain.css gives the rest as classes): what the customer app's first screens use
 * instead of MUI, so that no CSS is built at run time before the first paint (docs/adr/0023-first-screens-without-runtime-css.md).
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="rh-spinner-box" role="status" aria-label={label}>
      <span className="rh-spinner" />
    </div>
  );
}

export function Hidden({ children }: { children: ReactNode }) {
  return <span className="rh-hidden">{children}</span>;
}
