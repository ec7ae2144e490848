import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { IconComponent as PlainIcon } from '../../../ui/icons';
import styles from './Shell.module.css';

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
      className={styles.navItem}
    >
      <span className={styles.navIcon}>
        <Icon />
        {unread && <span className={styles.navDot} data-testid="unread-dot" />}
      </span>
      <span className={styles.navCaption} aria-hidden>
        {label}
      </span>
    </RouterLink>
  );
});
