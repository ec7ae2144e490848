import { Route } from 'react-router-dom';
import { RoutePage } from '../../ui/RoutePage';
import { notFoundRoute, routeTable, type LeafRoute } from './routeTable';

const page = (route: LeafRoute) => (
  <RoutePage title={route.title} plain={route.plain} fallback={route.fallback}>
    {route.element}
  </RoutePage>
);

/** <Route> elements for react-admin's <CustomRoutes>, built from the route table. */
export const appRoutes = routeTable.map((route) =>
  route.children ? (
    <Route key={route.path} path={route.path} element={route.element}>
      {route.children.map((child) =>
        child.path ? (
          <Route key={child.path} path={child.path} element={page(child)} />
        ) : (
          <Route key="index" index element={page(child)} />
        ),
      )}
    </Route>
  ) : (
    <Route key={route.path} path={route.path} element={page(route)} />
  ),
);

/** react-admin's catchAll: the 404 page with its title. */
export function NotFoundRoute() {
  return page(notFoundRoute);
}
