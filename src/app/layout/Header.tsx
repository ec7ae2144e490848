import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { StaffRole } from '../../../contract/staff';
import { staffRoleOf } from '../../platform/auth/staffRole';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { APP_NAME } from '../../platform/config';
import { usePing } from '../../domain/inbox';
import { paths } from '../../platform/paths';
import { features } from '../../features';
import { navEntries } from '../../platform/featureLists';
import { useT } from '../../ui/translate';
import { Logo } from '../../ui/layout/Logo';
import { NavItem } from './NavItem';
import styles from './Shell.module.css';

const below = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The icon navigation of SPEC §2, from the features' `nav` entries in their declared order; a company's person sees
 * the entries of their role only. */
const navFor = (role: StaffRole) =>
  navEntries(features, role).map((entry) => ({ ...entry, isActive: entry.isActive ?? below(entry.to) }));
const OWNER_NAV = navFor('owner');

/** Shown only when logged in (the Layout decides). */
export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  const { data: ping } = usePing();
  const role = staffRoleOf(useStoredUser());
  const nav = useMemo(() => (role === 'owner' ? OWNER_NAV : navFor(role)), [role]);
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <RouterLink
          to={paths.dashboard}
          aria-label={t('app.layout.homeLink', { name: APP_NAME })}
          className={styles.home}
        >
          <Logo decorative tone="light" remote={ping?.logo.horizontal.light} />
        </RouterLink>
        <nav aria-label={t('app.layout.mainNav')} className={styles.nav}>
          {/* Wraps on a phone: nine entries (Magazzino) are wider than 390 px. */}
          <ul>
            {nav.map((entry) => {
              const unread = !!ping && !!entry.unread?.(ping);
              return (
                <li key={entry.to}>
                  <NavItem
                    to={entry.to}
                    label={t(entry.label)}
                    accessibleName={unread && entry.unreadLabel ? t(entry.unreadLabel) : t(entry.label)}
                    Icon={entry.Icon}
                    unread={unread}
                    active={entry.isActive(pathname)}
                  />
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
