import type SvgIcon from '@mui/material/SvgIcon';
import { Badge, ButtonBase, Typography } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface NavItemProps {
  to: string;
  label: string;
  accessibleName: string;
  Icon: typeof SvgIcon;
  unread: boolean;
  active: boolean;
}

/**
 * One icon of the header navigation: visible caption from sm up, unread dot, aria-current on the active page.
 * Memoised: a ping or a navigation redraws the one or two items that changed, not all eight (issue 18).
 */
export const NavItem = memo(function NavItem({ to, label, accessibleName, Icon, unread, active }: NavItemProps) {
  return (
    <ButtonBase
      component={RouterLink}
      to={to}
      aria-label={accessibleName}
      aria-current={active ? 'page' : undefined}
      sx={{
        flexDirection: 'column',
        minWidth: 44,
        minHeight: 44,
        px: { xs: 0.75, sm: 1.25 },
        py: 0.5,
        borderRadius: 1,
        // On the dark header bar: white text, a white focus ring, a light unread dot (contrast ≥ 3:1 on primary).
        color: active ? 'common.white' : 'rgba(255,255,255,0.88)',
        fontWeight: active ? 700 : 400,
        boxShadow: active ? 'inset 0 -3px 0 #ffffff' : 'none',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.12)', color: 'common.white' },
        '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
      }}
    >
      <Badge variant="dot" overlap="circular" invisible={!unread} sx={{ '& .MuiBadge-dot': { bgcolor: '#ffb74d' } }}>
        <Icon aria-hidden />
      </Badge>
      <Typography variant="caption" aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 'inherit', lineHeight: 1.4 }}>
        {label}
      </Typography>
    </ButtonBase>
  );
});
