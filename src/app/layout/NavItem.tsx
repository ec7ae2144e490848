import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PlainIcon } from '../../ui/plain/icons';

interface NavItemProps {
  to: string;
  label: string;
  accessibleName: string;
  Icon: PlainIcon;
  unread: boolean;
  active: boolean;
}

/**
 * One icon of the header navigation: visible caption from 600 px up, unread dot, aria-current on the active page.
 * Memoised: a ping or a navigation redraws the one or two items that changed, not all eight.
 */
export const NavItem = memo(function NavItem({ to, label, accessibleName, Icon, unread, active }: NavItemProps) {
  return (
    <RouterLink
      to={to}
      aria-label={accessibleName}
      aria-current={active ? 'page' : undefined}
      className="rh-shell-nav__item"
    >
      <span className="rh-shell-nav__icon">
        <Icon />
        {unread && <span className="rh-shell-nav__dot" data-testid="unread-dot" />}
      </span>
      <span className="rh-shell-nav__caption" aria-hidden>
        {label}
      </span>
    </RouterLink>
  );
});
