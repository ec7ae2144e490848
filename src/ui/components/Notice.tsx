import './components.css';
import type { ReactNode } from 'react';
import { ErrorOutlineIcon, InfoOutlinedIcon, WarningOutlinedIcon } from './icons';

export type NoticeSeverity = 'info' | 'warning' | 'error';
const ICONS = { info: InfoOutlinedIcon, warning: WarningOutlinedIcon, error: ErrorOutlineIcon };

/**
 * MUI's standard Alert in plain elements (components.css): severity icon, message, optional action at the end. The
 * notices, the onboarding checklist, the new-requests banner and a colleague's draft use it on the dealer's first
 * screen, before MUI loads.
 */
export function Notice({
  severity,
  role = 'status',
  action,
  className,
  children,
}: {
  severity: NoticeSeverity;
  role?: 'status' | 'alert';
  action?: ReactNode;
  /** Placement only (margins, alignment): rh-c-alert--center, rh-c-alert--spaced, or the screen's own. */
  className?: string;
  children: ReactNode;
}) {
  const Icon = ICONS[severity];
  return (
    <div role={role} className={['rh-c-alert', `rh-c-alert--${severity}`, className].filter(Boolean).join(' ')}>
      <span className="rh-c-alert__icon">
        <Icon />
      </span>
      <div className="rh-c-alert__message">{children}</div>
      {action && <div className="rh-c-alert__action">{action}</div>}
    </div>
  );
}
