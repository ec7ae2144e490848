import type { User } from '../../contract';
import { paths } from '../routing/paths';

/** Who may open a path (SPEC §2 guard rules). */
export type Access = 'public' | 'noSubscription' | 'subscriber';

/** Open without a logged-in user. */
export const PUBLIC_PATHS: readonly string[] = [paths.login, paths.passwordRecovery];
/** Open to a logged-in user whose current subscription is null. */
export const NO_SUBSCRIPTION_PATHS: readonly string[] = [paths.register, paths.subscriptionPayment, paths.thankYouSubscription];

/** '/dashboard/' and '/dashboard' are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function accessOf(pathname: string): Access {
  const path = normalizePath(pathname);
  if (PUBLIC_PATHS.includes(path)) return 'public';
  if (NO_SUBSCRIPTION_PATHS.includes(path)) return 'noSubscription';
  return 'subscriber';
}

/** Where the dealer lands after login or when opening '/' logged in. */
export function homeFor(user: User): string {
  return user.current_subscription === null ? paths.register : paths.dashboard;
}

/**
 * The guard of SPEC §2, exactly: returns where to redirect, or null to stay.
 * - no stored user: every path but '/' and '/password-recovery' → '/';
 * - subscription null: every path but /register, /subscription-payment, /thank-you/subscription → '/register'
 *   (so '/' logged in goes to /register too);
 * - '/' logged in → '/dashboard';
 * - /subscription-payment with an active or pending subscription → '/dashboard'.
 */
export function guardRedirect(pathname: string, user: User | null): string | null {
  const path = normalizePath(pathname);
  const access = accessOf(path);
  if (!user) return access === 'public' ? null : paths.login;
  const subscription = user.current_subscription;
  if (subscription === null) return access === 'noSubscription' ? null : paths.register;
  if (path === paths.login) return paths.dashboard;
  if (path === paths.subscriptionPayment && (subscription.status === 'active' || subscription.status === 'pending')) {
    return paths.dashboard;
  }
  return null;
}
