import type { ReactNode } from 'react';
import { ErrorOutlineIcon, InfoOutlinedIcon, WarningOutlinedIcon } from '../icons';
import styles from './Alert.module.css';

// No success: no plain screen says one yet (MUI's Alert does, on the MUI screens).
export type AlertSeverity = 'info' | 'warning' | 'error';
const ICONS = {
  info: InfoOutlinedIcon,
  warning: WarningOutlinedIcon,
  error: ErrorOutlineIcon,
};

/**
 * MUI's standard Alert for what paints before MUI loads (Alert.module.css): severity icon, message, optional action at
 * the end. Announced politely (role status) unless `role` asks for an alert.
 */
export function Alert({
  severity,
  role = 'status',
  action,
  center = false,
  className,
  children,
}: {
  severity: AlertSeverity;
  role?: 'status' | 'alert';
  action?: ReactNode;
  /** The icon and action centred on the message's line (a one-line banner). */
  center?: boolean;
  /** Placement only (margins), from the screen's own stylesheet. */
  className?: string;
  children: ReactNode;
}) {
  const Icon = ICONS[severity];
  const classes = [styles.alert, styles[severity], center && styles.center, className].filter(Boolean).join(' ');
  return (
    <div role={role} className={classes}>
      <span className={styles.icon}>
        <Icon />
      </span>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
