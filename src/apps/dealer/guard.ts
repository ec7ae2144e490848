import type { User } from '../../../contract';
import { features } from './features';
import type { Access } from '../../platform/feature';
import { accessByPath, landingFor, mayOpen, routeAt } from '../../platform/featureLists';
import { staffRoleOf } from '../../platform/auth/staffRole';
import { loginWithNext } from '../../platform/auth/nextPath';
import { paths } from '../../platform/paths';

export type { Access };

/** The access class of every declared path (the routes' `access`); any other path is for subscribers. */
const ACCESS = accessByPath(features);

/** '/dashboard/' and '/dashboard' are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function accessOf(pathname: string): Access {
  const path = normalizePath(pathname);
  // Exact paths first (the common case, a map lookup); a declared pattern (/invito/:token) by matching.
  return ACCESS.get(path) ?? routeAt(features, path)?.access ?? 'subscriber';
}

/**
 * The guard of SPEC §2, exactly: returns where to redirect, or null to stay.
 * - no stored user: every path but '/' and '/password-recovery' → '/', keeping the intended path (and query) in
 *   '?next=' so the login brings the dealer back to it;
 * - subscription null: every path but /register, /subscription-payment, /thank-you/subscription → '/register'
 *   (so '/' logged in goes to /register too);
 * - '/' logged in → '/dashboard';
 * - /subscription-payment with an active or pending subscription → '/dashboard'.
 */
export function guardRedirect(pathname: string, user: User | null, search = ''): string | null {
  const path = normalizePath(pathname);
  const access = accessOf(path);
  if (!user) return access === 'public' ? null : loginWithNext(paths.login, `${path}${search}`);
  const subscription = user.current_subscription;
  if (subscription === null) return access === 'noSubscription' ? null : paths.register;
  if (path === paths.login) return paths.dashboard;
  if (path === paths.subscriptionPayment && (subscription?.status === 'active' || subscription?.status === 'pending')) {
    return paths.dashboard;
  }
  // A person of the company whose role has no requests lands on their own first page instead.
  const role = staffRoleOf(user);
  if (path === paths.dashboard && !mayOpen(features, path, role)) return landingFor(features, role);
  return null;
}

/** Whether the logged-in person's role may open the path; the Guard shows the not-allowed page otherwise. */
export function allowedForRole(pathname: string, user: User | null): boolean {
  return mayOpen(features, normalizePath(pathname), staffRoleOf(user));
}
