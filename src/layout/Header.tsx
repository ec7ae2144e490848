import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { AppBar, Box, Toolbar } from '@mui/material';
import type SvgIcon from '@mui/material/SvgIcon';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { PingData } from '../../contract';
import { APP_NAME } from '../config';
import { usePing } from '../custom/ping/usePing';
import { paths } from '../routing/paths';
import { useT, type PlainKey } from '../translate';
import { Logo } from './Logo';
import { NavItem } from './NavItem';

interface NavEntry {
  to: string;
  label: PlainKey;
  /** Accessible name while the unread dot is on. */
  unreadLabel?: PlainKey;
  Icon: typeof SvgIcon;
  unread?: (ping: PingData) => boolean;
  isActive: (pathname: string) => boolean;
}

const startsWith = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The icon navigation of SPEC §2, in order: home, wallet, sent, messages, notifications, profile, faq; statistics (issue 15) after sent. */
const NAV: readonly NavEntry[] = [
  {
    to: paths.dashboard,
    label: 'app.nav.home',
    Icon: HomeOutlinedIcon,
    isActive: (p) => startsWith(paths.dashboard)(p) && !startsWith(paths.dashboardSent)(p),
  },
  { to: paths.wallet, label: 'app.nav.wallet', Icon: AccountBalanceWalletOutlinedIcon, isActive: startsWith(paths.wallet) },
  { to: paths.dashboardSent, label: 'app.nav.sent', Icon: SendOutlinedIcon, isActive: startsWith(paths.dashboardSent) },
  { to: paths.analytics, label: 'app.nav.analytics', Icon: InsertChartOutlinedIcon, isActive: startsWith(paths.analytics) },
  {
    to: paths.messages,
    label: 'app.nav.messages',
    unreadLabel: 'app.nav.messagesUnread',
    Icon: ChatBubbleOutlineIcon,
    unread: (ping) => ping.messages_to_read > 0,
    isActive: startsWith(paths.messages),
  },
  {
    to: paths.notifications,
    label: 'app.nav.notifications',
    unreadLabel: 'app.nav.notificationsUnread',
    Icon: NotificationsNoneOutlinedIcon,
    unread: (ping) => ping.notifications_to_read > 0,
    isActive: startsWith(paths.notifications),
  },
  { to: paths.profile, label: 'app.nav.profile', Icon: PersonOutlineIcon, isActive: startsWith(paths.profile) },
  { to: paths.faq, label: 'app.nav.faq', Icon: HelpOutlineIcon, isActive: startsWith(paths.faq) },
];

/** Shown only when logged in (the Layout decides). */
export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  const { data: ping } = usePing();
  return (
    <AppBar component="header" position="static" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box
          component={RouterLink}
          to={paths.dashboard}
          aria-label={t('app.layout.homeLink', { name: APP_NAME })}
          sx={{ display: 'inline-flex', borderRadius: 1, '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 } }}
        >
          <Logo decorative tone="light" />
        </Box>
        <Box component="nav" aria-label={t('app.layout.mainNav')}>
          <Box component="ul" sx={{ display: 'flex', gap: { xs: 0, sm: 0.5 }, listStyle: 'none', m: 0, p: 0 }}>
            {NAV.map((entry) => {
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
