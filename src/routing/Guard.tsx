import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRedirect } from '../authProvider/guard';
import { useStoredUser } from '../authProvider/useStoredUser';

/** The one place the SPEC §2 guard rules apply: every route renders through it (it sits in the Layout). */
export function Guard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const user = useStoredUser();
  const redirect = guardRedirect(pathname, user);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
