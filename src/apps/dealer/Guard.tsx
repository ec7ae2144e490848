import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { allowedForRole, guardRedirect, normalizePath } from './guard';
import { clearLeavingAfterPayment, leavingAfterPayment } from '../../platform/auth/paymentExit';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { paths } from '../../platform/paths';

// Shown only to a person of a company outside their role: its code and copy load then.
const NotAllowedPage = lazy(() => import('./NotAllowedPage').then((module) => ({ default: module.NotAllowedPage })));

/** The one place the SPEC §2 guard rules apply: every route renders through it (it sits in the Layout). */
export function Guard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const user = useStoredUser();
  const path = normalizePath(pathname);
  // The paying page on its way to its thank-you page stays put (platform/auth/paymentExit.ts).
  const leaving = path === paths.subscriptionPayment && leavingAfterPayment();
  useEffect(() => {
    if (path !== paths.subscriptionPayment) clearLeavingAfterPayment();
  }, [path]);
  const redirect = leaving ? null : guardRedirect(pathname, user, search);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  if (!allowedForRole(pathname, user)) {
    return (
      <Suspense fallback={null}>
        <NotAllowedPage />
      </Suspense>
    );
  }
  return <>{children}</>;
}
