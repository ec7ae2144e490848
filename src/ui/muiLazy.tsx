import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from './layout/PageLoading';

const MuiScope = lazy(() => import('./MuiScope'));

/**
 * A part of a plain screen still drawn with MUI (a dialog, a form, the request's detail): its code and MUI's theme load
 * when it first renders, never with the first screen (no CSS built at run time before the dealer's dashboard
 * is painted). `fallback` holds its place meanwhile.
 */
export function muiLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
) {
  const Inner = lazy(load);
  function MuiLazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <MuiScope>
          <Inner {...props} />
        </MuiScope>
      </Suspense>
    );
  }
  return Object.assign(MuiLazy, { preload: load });
}

/**
 * A react-admin view drawn with MUI (a resource's List, Create, Edit or Show: ra-ui-materialui), for react-admin's own
 * routes: the app around it has no MUI theme (app/App.tsx), so the view brings it, loaded with its code.
 */
export function withMuiScope<P extends object>(View: ComponentType<P>) {
  function InMuiScope(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <MuiScope>
          <View {...props} />
        </MuiScope>
      </Suspense>
    );
  }
  return InMuiScope;
}
