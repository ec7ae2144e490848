import { useMemo, memo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { StaffRole } from '../../../../contract/staff';
import { staffRoleOf } from '../../../platform/auth/staffRole';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { APP_NAME } from '../../../platform/config';
import { usePing } from '../../../domain/inbox';
import { paths } from '../../../platform/paths';
import { features } from '../features';
import { navEntries, phoneNav } from '../../../platform/featureLists';
import type { DealerFeature, NavEntry } from '../../../platform/feature';
import { useT } from '../../../ui/translate';
import { Logo } from '../../../ui/layout/Logo';
import { MoreMenu } from './MoreMenu';
import { NavItem } from './NavItem';
import styles from './Shell.module.css';

const below = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

type HeaderEntry = NavEntry & { isActive: (pathname: string) => boolean };

/**
 * The icon navigation of SPEC §2, from the features' `nav` entries in their declared order; a company's person sees
 * the entries of their role only. On a phone, the daily ones form the bottom bar and the rest its "Altro" menu.
 */
const navFor = (role: StaffRole) => {
  const all: HeaderEntry[] = navEntries(features, role).map((entry) => ({
    ...entry,
    isActive: entry.isActive ?? below(entry.to),
  }));
  const { bar, more } = phoneNav(all);
  return { all, bar: new Set(bar), more };
};
const OWNER_NAV = navFor('owner');

/** The entries with a signal of their own (NavEntry.useUnread), from the whole registry: a fixed list. */
const SIGNALLED = (features as readonly DealerFeature[])
  .flatMap((feature) => feature.nav ?? [])
  .filter((entry) => entry.useUnread);

/** The paths whose entry's own signal is on. The same hooks run in the same order on every render (the list is fixed). */
function useSignals(): ReadonlySet<string> {
  const on = new Set<string>();
  for (const entry of SIGNALLED) if (entry.useUnread?.()) on.add(entry.to);
  return on;
}

/** Shown only when logged in (the Layout decides). Memoised: react-admin's router re-renders the layout as it settles
 * (permissions read, resources registered), which the header does not depend on. */
export const Header = memo(function Header() {
  const t = useT();
  const { pathname } = useLocation();
  const { data: ping } = usePing();
  const role = staffRoleOf(useStoredUser());
  const nav = useMemo(() => (role === 'owner' ? OWNER_NAV : navFor(role)), [role]);
  const signals = useSignals();
  const unread = (entry: HeaderEntry) => (!!ping && !!entry.unread?.(ping)) || signals.has(entry.to);
  const item = (entry: HeaderEntry) => (
    <NavItem
      to={entry.to}
      label={t(entry.label)}
      accessibleName={unread(entry) && entry.unreadLabel ? t(entry.unreadLabel) : t(entry.label)}
      Icon={entry.Icon}
      unread={unread(entry)}
      active={entry.isActive(pathname)}
    />
  );
  const moreUnread = nav.more.some(unread);
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
        {/* At a desk every entry in the header; on a phone one row at the bottom: the daily places and "Altro". */}
        <nav aria-label={t('app.layout.mainNav')} className={styles.nav}>
          <ul>
            {nav.all.map((entry) => (
              <li key={entry.to} className={nav.bar.has(entry) ? undefined : styles.deskOnly}>
                {item(entry)}
              </li>
            ))}
            {nav.more.length > 0 && (
              <li className={styles.phoneOnly}>
                <MoreMenu
                  label={t('app.layout.more')}
                  accessibleName={moreUnread ? t('app.layout.moreUnread') : t('app.layout.more')}
                  unread={moreUnread}
                  active={nav.more.some((entry) => entry.isActive(pathname))}
                >
                  {nav.more.map((entry) => (
                    <li key={entry.to}>{item(entry)}</li>
                  ))}
                </MoreMenu>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
});
