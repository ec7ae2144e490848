import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Badge, Box, Button, CircularProgress, Container, Link, Toolbar, Typography } from '@mui/material';
import { Suspense, useEffect, type ReactElement } from 'react';
import { AdminContext, localStorageStore, useLogout } from 'react-admin';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { APP_PAGES } from '../../contract/constants';
import { customerApp as m } from '../../i18n/it/customer/app';
import { createDataProvider } from '../platform/dataProvider';
import type { CustomerPage, Feature } from '../platform/feature';
import { resourceApisOf } from '../platform/featureLists';
import { authStore } from '../platform/auth/storage';
import { useStoredUser } from '../platform/auth/useStoredUser';
import { VisuallyHidden } from '../ui/layout/VisuallyHidden';
import { theme } from '../ui/theme';
import { customerAuthProvider } from './authProvider';
import { customerI18nProvider } from './i18n';
import { CustomerInbox, useCustomerCounters } from './inbox';

export const CUSTOMER_BASENAME = APP_PAGES.customer.prefix;
export const LOGIN_PATH = '/accedi';

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={m.loading} />
    </Box>
  );
}

function Page({ page }: { page: CustomerPage }) {
  useEffect(() => {
    document.title = `${page.title} · ${m.product}`;
  }, [page.title]);
  return <Suspense fallback={<Loading />}>{page.element}</Suspense>;
}

function Nav({ pages }: { pages: readonly CustomerPage[] }) {
  const counters = useCustomerCounters();
  const logout = useLogout();
  const entries = pages.filter((page) => page.nav).sort((a, b) => a.nav!.order - b.nav!.order);
  return (
    <Box component="nav" aria-label={m.nav.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {entries.map(({ path, nav }) => {
        const { label, Icon, count } = nav!;
        const n = count ? count(counters) : 0;
        return (
          <Button
            key={path}
            component={NavLink}
            to={`/${path}`}
            end
            color="inherit"
            size="small"
            startIcon={
              <Badge badgeContent={n} color="error" max={99} aria-hidden>
                <Icon fontSize="small" />
              </Badge>
            }
            sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.18)' }, textTransform: 'none' }}
          >
            {label}
            {n > 0 && <VisuallyHidden>{`, ${m.nav.unread(n)}`}</VisuallyHidden>}
          </Button>
        );
      })}
      <Button color="inherit" size="small" startIcon={<LogoutIcon fontSize="small" />} onClick={() => void logout({}, LOGIN_PATH)} sx={{ textTransform: 'none' }}>
        {m.nav.logout}
      </Button>
    </Box>
  );
}

function Shell({ pages, children }: { pages: readonly CustomerPage[]; children: ReactElement }) {
  return (
    <CustomerInbox>
      <Link href="#contenuto" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}>
        {m.skipToContent}
      </Link>
      <AppBar position="static" component="header">
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1, py: 0.5 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
            {m.appName}
          </Typography>
          <Nav pages={pages} />
        </Toolbar>
      </AppBar>
      <Container component="main" id="contenuto" maxWidth="lg" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </CustomerInbox>
  );
}

function PublicShell({ children }: { children: ReactElement }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Typography component="p" variant="h6" sx={{ mb: 2, color: 'primary.main', fontWeight: 700 }}>
        {m.appName}
      </Typography>
      {children}
    </Container>
  );
}

function Guarded({ page, pages }: { page: CustomerPage; pages: readonly CustomerPage[] }) {
  const user = useStoredUser();
  const location = useLocation();
  const signedIn = user?.role === 'customer';
  if (page.public) return signedIn ? <Navigate to="/" replace /> : <PublicShell><Page page={page} /></PublicShell>;
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
      <Box>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {m.notFound}
        </Typography>
        <Link component={NavLink} to="/">
          {m.backHome}
        </Link>
      </Box>
    </PublicShell>
  );
}

/**
 * The customer app (issue 29) at /cliente: react-admin's context (its own dataProvider over the customer features'
 * resources, its own authProvider and session key), a small mobile-first shell of its own and the screens the
 * customer features declare (`customerPages`). Rendered inside <BrowserRouter basename="/cliente"> (customer/main.tsx).
 */
export function createCustomerApp(features: readonly Feature[]) {
  const { dataProvider, prefetchList } = createDataProvider(resourceApisOf(features));
  const pages = features.flatMap((feature) => feature.customerPages ?? []);
  const store = localStorageStore(undefined, 'ricambihub.customer');
  /**
   * Issue 32: a signed-in customer's first screen starts its code and its list's request as the app boots, beside the
   * shell's own work (each answer waits in the http client for the screen's identical GET: dataProvider/http.ts).
   */
  function prefetchFirstScreen(pathname: string) {
    const user = authStore.user();
    if (user?.role !== 'customer') return;
    const path = pathname.replace(new RegExp(`^${CUSTOMER_BASENAME}/?`), '').replace(/\/$/, '');
    const first = pages.find((page) => page.path === path && !page.public)?.first;
    if (!first) return;
    if (first.list) prefetchList(first.list.resource, { pagination: { page: 1, perPage: first.list.perPage }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    first.load().catch(() => undefined);
  }
  function CustomerApp() {
    return (
      <AdminContext dataProvider={dataProvider} authProvider={customerAuthProvider} i18nProvider={customerI18nProvider} theme={theme} darkTheme={null} store={store}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={`/${page.path}`} element={<Guarded page={page} pages={pages} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </AdminContext>
    );
  }
  return Object.assign(CustomerApp, { prefetchFirstScreen });
}
