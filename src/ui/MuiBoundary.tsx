import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from './layout/PageLoading';

/**
 * MUI's theme module (MuiScope.tsx), loaded with the first part of a page drawn in MUI: the plain layer (the shells,
 * the dashboard's lists, the customer's list) never waits for MUI and emotion. Exported so a boot can start it early.
 */
export const loadMuiTheme = () => import('./MuiScope');
const MuiTheme = lazy(loadMuiTheme);

/**
 * The one boundary between the plain layer and MUI: what is inside is drawn in MUI's theme, which loads, with the
 * code of what is inside when that is lazy, the first time the boundary renders; `fallback` holds the place meanwhile.
 * A routed screen (RoutePage, the customer's pages), a react-admin view, a dialog of a plain screen: all go through it.
 */
export function MuiBoundary({ fallback = <PageLoading />, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <MuiTheme>{children}</MuiTheme>
    </Suspense>
  );
}

/**
 * A part of a plain screen drawn with MUI (a dialog, a form, a request's detail), loaded behind the boundary when it
 * first renders; `preload` starts its code early (on hover, say).
 */
export function lazyBehindBoundary<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
) {
  const Inner = lazy(load);
  function BehindBoundary(props: P) {
    return (
      <MuiBoundary fallback={fallback}>
        <Inner {...props} />
      </MuiBoundary>
    );
  }
  return Object.assign(BehindBoundary, { preload: load });
}
