import { AppBar, Box, Toolbar } from '@mui/material';
import { useMemo } from 'react';
import type { StaffRole } from '../../../contract/staff';
import { staffRoleOf } from '../../platform/auth/staffRole';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { APP_NAME } from '../../platform/config';
import { usePing } from '../../features/inbox';
import { paths } from '../../platform/paths';
import { features } from '../../features';
import { navEntries } from '../../platform/featureLists';
import { useT } from '../../ui/translate';
import { Logo } from '../../ui/layout/Logo';
import { NavItem } from './NavItem';

const below = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The icon navigation of SPEC §2, from the features' `nav` entries in their declared order; a company's person sees
 * the entries of their role only (issue 30). */
const navFor = (role: StaffRole) => navEntries(features, role).map((entry) => ({ ...entry, isActive: entry.isActive ?? below(entry.to) }));
const OWNER_NAV = navFor('owner');

/** Shown only when logged in (the Layout decides). */
export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  const { data: ping } = usePing();
  const role = staffRoleOf(useStoredUser());
  const nav = useMemo(() => (role === 'owner' ? OWNER_NAV : navFor(role)), [role]);
  return (
    <AppBar component="header" position="static" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box
          component={RouterLink}
          to={paths.dashboard}
          aria-label={t('app.layout.homeLink', { name: APP_NAME })}
          sx={{ display: 'inline-flex', borderRadius: 1, '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 } }}
        >
          <Logo decorative tone="light" remote={ping?.logo.horizontal.light} />
        </Box>
        <Box component="nav" aria-label={t('app.layout.mainNav')}>
          {/* Wraps on a phone: nine entries (Magazzino, issue 31) are wider than 390 px. */}
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0, sm: 0.5 }, listStyle: 'none', m: 0, p: 0 }}>
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
          </Box>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
