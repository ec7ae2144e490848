import { Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { CoreAdminContext, localStorageStore, useLogout } from 'react-admin';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { APP_PAGES } from '../../../contract/constants';
import { customerApp as m } from '../../../i18n/it/customer/app';
import { createDataProvider } from '../../platform/dataProvider';
import { customerRoutes } from '../../platform/api/customer';
import type { CustomerFeature, CustomerPage } from '../../platform/feature';
import { resourceApisOf } from '../../platform/featureLists';
import { authStore } from '../../platform/auth/storage';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { LogoutIcon } from '../../ui/icons';
import { Logo } from '../../ui/layout/Logo';
import { Hidden, Spinner } from '../../ui/plain';
import { SkipLink } from '../../ui/primitives/SkipLink';
import { customerAuthProvider } from './authProvider';
import { CustomerInbox, useCustomerCounters } from './inbox';
import { MuiBoundary, loadMuiTheme } from '../../ui/MuiBoundary';

export const CUSTOMER_BASENAME = APP_PAGES.customer.prefix;
export const LOGIN_PATH = '/accedi';

const Loading = () => <Spinner label={m.loading} />;

/** A page: its title, and MUI's theme around it unless it is drawn in the plain layer (CustomerPage.plain). */
function Page({ page }: { page: CustomerPage }) {
  useEffect(() => {
    document.title = `${page.title} · ${m.product}`;
  }, [page.title]);
  const screen = <Suspense fallback={<Loading />}>{page.element}</Suspense>;
  return page.plain ? screen : <MuiBoundary fallback={<Loading />}>{screen}</MuiBoundary>;
}

function Nav({ pages }: { pages: readonly CustomerPage[] }) {
  const counters = useCustomerCounters();
  const logout = useLogout();
  const entries = pages.filter((page) => page.nav).sort((a, b) => a.nav!.order - b.nav!.order);
  return (
    <nav aria-label={m.nav.label} className="rh-nav">
      {entries.map(({ path, nav }) => {
        const { label, Icon, count } = nav!;
        const n = count ? count(counters) : 0;
        return (
          <NavLink key={path} to={`/${path}`} end className="rh-nav__item">
            <span className="rh-badge">
              <Icon fontSize="small" />
              {n > 0 && (
                <span className="rh-badge__n" aria-hidden>
                  {n > 99 ? '99+' : n}
                </span>
              )}
            </span>
            {label}
            {n > 0 && <Hidden>{`, ${m.nav.unread(n)}`}</Hidden>}
          </NavLink>
        );
      })}
      <button type="button" className="rh-nav__item" onClick={() => void logout({}, LOGIN_PATH)}>
        <LogoutIcon fontSize="small" />
        {m.nav.logout}
      </button>
    </nav>
  );
}

function Shell({ pages, children }: { pages: readonly CustomerPage[]; children: ReactElement }) {
  return (
    <CustomerInbox>
      <SkipLink target="contenuto">{m.skipToContent}</SkipLink>
      <header className="rh-bar">
        <p className="rh-bar__name">
          <Logo tone="light" height={28} />
        </p>
        <Nav pages={pages} />
      </header>
      <main id="contenuto" className="rh-main">
        {children}
      </main>
    </CustomerInbox>
  );
}

function PublicShell({ children }: { children: ReactNode }) {
  return (
    <main className="rh-main rh-main--narrow">
      <p className="rh-h2 rh-gap-b" style={{ color: 'var(--mui-palette-primary-main)', fontWeight: 700 }}>
        {m.appName}
      </p>
      {children}
    </main>
  );
}

function Guarded({ page, pages }: { page: CustomerPage; pages: readonly CustomerPage[] }) {
  const user = useStoredUser();
  const location = useLocation();
  const signedIn = user?.role === 'customer';
  if (page.public)
    return signedIn ? (
      <Navigate to="/" replace />
    ) : (
      <PublicShell>
        <Page page={page} />
      </PublicShell>
    );
  if (!signedIn) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return (
    <Shell pages={pages}>
      <Page page={page} />
    </Shell>
  );
}

function NotFound() {
  return (
    <PublicShell>
      <h1 className="rh-h1 rh-gap-b">{m.notFound}</h1>
      <NavLink to="/">{m.backHome}</NavLink>
    </PublicShell>
  );
}

/**
 * The customer app at /cliente: react-admin's core context (its own dataProvider over the customer features'
 * resources, its own authProvider and session key; no MUI theme: CoreAdminContext), a small mobile-first shell in the
 * plain layer (src/ui/plain) and the screens the customer features declare (`customerPages`), each in MUI's theme
 * unless it is a plain one. Rendered inside <BrowserRouter basename="/cliente"> (customer/main.tsx).
 */
export function createCustomerApp(features: readonly CustomerFeature[]) {
  const { dataProvider, prefetchList } = createDataProvider(resourceApisOf(features), customerRoutes);
  const pages = features.flatMap((feature) => feature.pages);
  const store = localStorageStore(undefined, 'ricambihub.customer');
  /**
   * A signed-in customer's first screen starts its code and its list's request as the app boots, beside the
   * shell's own work (each answer waits in the http client for the screen's identical GET: dataProvider/http.ts).
   */
  function prefetchFirstScreen(pathname: string) {
    const path = pathname.replace(new RegExp(`^${CUSTOMER_BASENAME}/?`), '').replace(/\/$/, '');
    const page = pages.find((candidate) => candidate.path === path);
    // A screen drawn with MUI (the login, the forms): its theme's chunk starts now too, not after the shell's render.
    if (page && !page.plain) loadMuiTheme().catch(() => undefined);
    if (authStore.user()?.role !== 'customer' || !page || page.public || !page.first) return;
    const { list, load } = page.first;
    if (list)
      prefetchList(list.resource, {
        pagination: { page: 1, perPage: list.perPage },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
    load().catch(() => undefined);
  }
  function CustomerApp() {
    return (
      // No i18nProvider: the app's copy is typed and read directly (i18n/it/customer), and no react-admin component with
      // react-admin's own strings is drawn here, so its catalog and polyglot (4 KB) would be dead weight on a phone.
      <CoreAdminContext dataProvider={dataProvider} authProvider={customerAuthProvider} store={store}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={`/${page.path}`} element={<Guarded page={page} pages={pages} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </CoreAdminContext>
    );
  }
  return Object.assign(CustomerApp, { prefetchFirstScreen });
}
