import { CssBaseline } from '@mui/material';
import { useState } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { i18nProvider } from '../i18n';
import { authProvider } from './authProvider';
import { APP_NAME } from './config';
import { ErrorPage } from './custom/error/ErrorPage';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { Notifications } from './Notifications';
import { PageLoading } from './layout/PageLoading';
import { createQueryClient } from './queryClient';
import { resources } from './resources';
import { homePath } from './resources/defineResource';
import { resourceRedirects } from './resources/redirects';
import { appRoutes, NotFoundRoute } from './routing/AppRoutes';
import { theme } from './theme';

const store = localStorageStore(undefined, 'ricambihub');

/**
 * react-admin's <Admin>, composed from its two halves (AdminContext + CoreAdminUI) so that its default
 * layout, login page and menus never reach the bundle: '/' is our login page inside our own shell,
 * and every route, public ones included, goes through the one guard in <Layout>.
 * BrowserRouter: real paths (/dashboard), not react-admin's default hash routing; the server serves the SPA on every path.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={theme}
        darkTheme={null}
      >
        <CssBaseline enableColorScheme />
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
          {resources.map(({ specPaths: _specPaths, recordRepresentation, ...resource }) => (
            // The views render at their SPEC paths (routing/routeTable.tsx); the resource's own URLs lead there.
            <Resource key={resource.name} {...resource} recordRepresentation={recordRepresentation as (record: unknown) => string}>
              {resourceRedirects(homePath({ ...resource, recordRepresentation, specPaths: _specPaths }))}
            </Resource>
          ))}
          <CustomRoutes>{appRoutes}</CustomRoutes>
        </CoreAdminUI>
        <Notifications />
      </AdminContext>
    </BrowserRouter>
  );
}
