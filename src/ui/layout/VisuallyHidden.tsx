import type { ReactNode } from 'react';
import { Hidden } from '../plain';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <Hidden>{children}</Hidden>;
}
