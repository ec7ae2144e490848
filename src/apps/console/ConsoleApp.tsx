import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  Layout,
  localStorageStore,
  Login,
  Menu,
  Resource,
  type LayoutProps,
} from 'react-admin';
import { itIT } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { Route } from 'react-router-dom';
import type { ConsoleFeature } from '../../platform/feature';
import { createDataProvider } from '../../platform/dataProvider';
import { consoleRoutes } from '../../platform/api/console';
import { resourceApisOf } from '../../platform/featureLists';
import { Logo } from '../../ui/layout/Logo';
import { theme } from '../../ui/theme';
import { APP_PAGES } from '../../../contract/constants';
import { consoleCopy } from '../../../i18n/it/app/console';
import { consoleAuthProvider } from './authProvider';
import { consoleI18nProvider } from './i18n';

export const CONSOLE_BASENAME = APP_PAGES.console.prefix;

/**
 * The app's theme with, for the console: MUI's own words (the pagination's "Go to next page", Autocomplete's
 * "Open"…) in Italian, as in the other apps; a name for react-admin's loading spinner (axe: a progress bar needs
 * one); react-admin's empty-list message at full contrast (it draws it at half opacity, 2.3:1); and lists whose
 * tables scroll within themselves on a phone.
 */
const consoleTheme = deepmerge(deepmerge(theme, itIT), {
  components: {
    MuiCircularProgress: { defaultProps: { 'aria-label': consoleCopy.loading } },
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1 } } } },
    // On a phone a list's table scrolls inside its own box: the page itself never pans sideways.
    // (react-admin's layout is at least as wide as its content: `min-width: fit-content`.)
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  },
});

/**
 * The operator console: react-admin's own <Admin> under /admin, with its default layout, menu and login
 * page. Everything it shows is derived from the console features' manifests (resources.ts):
 * their resources become <Resource>s (and the menu), their pages custom routes and menu entries.
 */
/** react-admin's login page with the product's logo (the one every app shows) instead of its lock. */
function ConsoleLogin() {
  return (
    <Login
      avatarIcon={<Logo height={40} />}
      sx={{ '& .RaLogin-icon': { width: 'auto', height: 'auto', bgcolor: 'transparent', borderRadius: 0 } }}
    />
  );
}

export function createConsoleApp(features: readonly ConsoleFeature[]) {
  const { dataProvider } = createDataProvider(resourceApisOf(features), consoleRoutes);
  const i18nProvider = consoleI18nProvider(features);
  const resources = features.flatMap((feature) => feature.resources ?? []).filter((resource) => resource.list);
  const pages = features.flatMap((feature) => feature.pages ?? []);
  const dashboard = pages.find((page) => page.dashboard);

  function ConsoleMenu() {
    return (
      <Menu>
        {dashboard ? <Menu.DashboardItem primaryText={dashboard.label} /> : null}
        {resources.map((resource) => (
          <Menu.ResourceItem key={resource.name} name={resource.name} />
        ))}
        {pages
          .filter((page) => !page.dashboard)
          .map(({ path, label, Icon }) => (
            <Menu.Item key={path} to={`/${path}`} primaryText={label} leftIcon={<Icon />} />
          ))}
      </Menu>
    );
  }
  const store = localStorageStore(undefined, 'ricambihub.console');
  const ConsoleLayout = (props: LayoutProps) => <Layout {...props} menu={ConsoleMenu} />;

  // Rendered inside <BrowserRouter basename="/admin"> (console/main.tsx): react-admin's paths (/login, /dealers…) are
  // the router's, below /admin. (Nested under a <Route path="/admin/*"> with <Admin basename>, react-admin's stable
  // navigate of platform/browserRouterProvider.ts looped on the login redirect in Chromium.)
  return function ConsoleApp() {
    return (
      // AdminContext + AdminUI rather than <Admin>: <Admin> imports react-admin's English catalog as its default.
      <AdminContext
        dataProvider={dataProvider}
        authProvider={consoleAuthProvider}
        i18nProvider={i18nProvider}
        theme={consoleTheme}
        darkTheme={null}
        store={store}
      >
        <AdminUI
          title={consoleCopy.title}
          layout={ConsoleLayout}
          loginPage={ConsoleLogin}
          dashboard={dashboard ? () => dashboard.element : undefined}
          disableTelemetry
        >
          {resources.map(({ recordRepresentation, api: _api, messages: _messages, ...resource }) => (
            <Resource
              key={resource.name}
              {...resource}
              recordRepresentation={recordRepresentation as (record: unknown) => string}
            />
          ))}
          <CustomRoutes>
            {pages
              .filter((page) => !page.dashboard)
              .map((page) => (
                <Route key={page.path} path={`/${page.path}`} element={page.element} />
              ))}
          </CustomRoutes>
        </AdminUI>
      </AdminContext>
    );
  };
}
