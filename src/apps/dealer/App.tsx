import { isValidElement, useState, type ComponentType, type ReactElement } from 'react';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { i18nProvider } from '../../../i18n';
import { authProvider } from '../../platform/auth';
import { APP_NAME } from '../../platform/config';
import { ErrorPage } from './ErrorPage';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { Notifications } from './Notifications';
import { PageLoading } from '../../ui/layout/PageLoading';
import { createQueryClient } from '../../platform/queryClient';
import { ScrollRestoration } from '../../platform/ScrollRestoration';
import { features } from './features';
import { resourcesOf } from '../../platform/featureLists';
import { resourceRedirects } from './resourceRedirects';
import { MuiBoundary } from '../../ui/MuiBoundary';
import { appRoutes, NotFoundRoute } from './AppRoutes';
import { DealerProviders } from './DealerProviders';

const store = localStorageStore(undefined, 'ricambihub');

const VIEWS = ['list', 'create', 'edit', 'show'] as const;
/** A resource's view, behind the MUI boundary (its react-admin components are MUI's; the app has no theme). */
function themed(view: ComponentType | ReactElement) {
  const View = isValidElement(view) ? () => view : view;
  return function ThemedView(props: object) {
    return (
      <MuiBoundary>
        <View {...props} />
      </MuiBoundary>
    );
  };
}

/** The resources with a view; the others (an API only, e.g. for a form's choices) need no <Resource>. */
const resources = resourcesOf(features)
  .filter((resource) => resource.list)
  .map((resource) => ({
    ...resource,
    ...Object.fromEntries(
      VIEWS.flatMap((view) => (resource[view] ? [[view, themed(resource[view] as ComponentType | ReactElement)]] : [])),
    ),
  }));

/**
 * react-admin's <Admin>, composed from its two halves so that its default layout, login page and menus never reach the
 * bundle: '/' is our login page inside our own shell, and every route, public ones included, goes through the one guard
 * in <Layout>. CoreAdminContext (ra-core), not AdminContext: no MUI theme around the app. The shell and the dashboard's
 * request lists are plain elements with static CSS (src/ui/plain); every other screen gets MUI's theme with its own code
 * (RoutePage, `plain` routes: docs/decisions.md).
 * BrowserRouter: real paths (/dashboard), not react-admin's default hash routing; the server serves the SPA on every path;
 * ScrollRestoration: a new page at its top, Back where it was left.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <ScrollRestoration storageKey="ricambihub.scroll" />
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
      >
        <DealerProviders>
          <CoreAdminUI
            disableTelemetry
            title={APP_NAME}
            layout={Layout}
            catchAll={NotFoundRoute}
            loading={PageLoading}
            error={ErrorPage}
            loginPage={false}
            requireAuth={false}
          >
            {resources.map(({ specPaths, recordRepresentation, api: _api, ...resource }) => (
              // A resource shown on a SPEC screen renders there (routing/routeTable.tsx); its own URLs lead to the first one.
              <Resource
                key={resource.name}
                {...resource}
                recordRepresentation={recordRepresentation as (record: unknown) => string}
              >
                {Object.keys(specPaths).length ? resourceRedirects(Object.values(specPaths)[0]) : null}
              </Resource>
            ))}
            <CustomRoutes>{appRoutes}</CustomRoutes>
          </CoreAdminUI>
        </DealerProviders>
        <Notifications />
      </CoreAdminContext>
    </BrowserRouter>
  );
}
