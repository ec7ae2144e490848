import { lazy, type ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { features } from './features';
import type { Access } from '../../platform/feature';
import { routesOf, tabFallbackOf } from '../../platform/featureLists';
import type { PlainKey } from '../../ui/translate';
import { paths } from '../../platform/paths';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

export interface LeafRoute {
  /** Absolute path, or relative to the parent for children ('' = index). */
  path: string;
  title: PlainKey;
  element: ReactElement;
  /** Drawn without MUI (FeatureRoute.plain): no MUI theme around it. */
  plain?: true;
  /** Shown while its code loads (default: the spinner). */
  fallback?: ReactElement;
}

/** access: who may open it; the guard (authProvider/guard.ts) enforces it and a test checks they agree. */
export type AppRoute =
  | (LeafRoute & { access: Access; children?: undefined })
  | { path: string; access: Access; element: ReactElement; children: LeafRoute[] };

const declared = routesOf(features);
const tabs = declared.filter((route) => route.tab);
const tabFallback = tabFallbackOf(features);
const leaf = ({ path, title, element, plain }: LeafRoute): LeafRoute => ({
  path,
  title,
  element,
  ...(plain ? { plain } : {}),
});

/** The dashboard's tabs, below /dashboard (the parent keeps the frame mounted across tabs); while a tab's code loads,
 * the dashboard feature's `tabFallback` (its heading where the frame draws it). */
const dashboard: AppRoute = {
  path: paths.dashboard,
  access: 'subscriber',
  element: <Outlet />,
  children: tabs.map((route) => ({
    ...leaf(route),
    path: route.path.slice(paths.dashboard.length + 1),
    ...(tabFallback ? { fallback: tabFallback } : {}),
  })),
};

/** Every route of SPEC §2 (path, title, access class, screen), from the features' manifests (features.ts). */
export const routeTable: AppRoute[] = declared.flatMap((route): AppRoute[] => {
  if (!route.tab) return [{ ...leaf(route), access: route.access }];
  return route === tabs[0] ? [dashboard] : [];
});

/** The login form's code, which the boot starts for a visitor (prefetchFirstScreen.ts). */
export { loadLoginPage } from '../../features/dealer/login';

/** Any other path (unknown thank-you slugs included). */
export const notFoundRoute: LeafRoute = { path: '*', title: 'app.routes.notFound', element: <NotFoundPage /> };

/** Flat list of the pages a user can land on, with absolute paths (tests, docs). */
export function leafRoutes(): (LeafRoute & { access: Access })[] {
  return routeTable.flatMap((route) =>
    route.children
      ? route.children.map((child) => ({
          ...child,
          path: child.path ? `${route.path}/${child.path}` : route.path,
          access: route.access,
        }))
      : [route],
  );
}
