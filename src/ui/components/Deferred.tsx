import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a deferred pass, after what surrounds them has been drawn: React renders that pass in
 * slices of a few milliseconds, yielding to the browser between them, instead of inside the first render's one task.
 * For what sits below the fold of a heavy screen; the fallback holds the place meanwhile.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return <>{ready ? children : fallback}</>;
}
