import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../../contract';
import { paths } from '../../platform/paths';
import { ErrorOutlineIcon, InfoOutlineIcon, WarningOutlineIcon } from '../../ui/plain/icons';
import { muiLazy } from '../../ui/muiLazy';
import { useT } from '../../ui/translate';
import { subscriptionNotice, type NoticeStatus } from './subscriptionNotice';
import { timedNotice, type TimedNoticeKind } from './timedNotice';

const BankDetailsDialog = muiLazy(() => import('./BankDetailsDialog'));

type Severity = 'info' | 'warning' | 'error';
const STATUS_SEVERITY: Record<NoticeStatus, Severity> = {
  created: 'warning',
  processing: 'info',
  canceled: 'warning',
  ended: 'warning',
  error: 'error',
};
const TIMED_SEVERITY: Record<TimedNoticeKind, Severity> = { maintenance: 'info', expired: 'warning', blocked: 'error' };
const ICONS = { info: InfoOutlineIcon, warning: WarningOutlineIcon, error: ErrorOutlineIcon };

/** MUI's standard Alert, in the plain layer: the notices are drawn with the shell's first frame. */
function Notice({ severity, children }: { severity: Severity; children: ReactNode }) {
  const Icon = ICONS[severity];
  return (
    <div role="status" className={`rh-shell-alert rh-shell-alert--${severity}`}>
      <Icon />
      <span>{children}</span>
    </div>
  );
}

/** The notices of SPEC §4 above the content, for the logged-in dealer. `now` is injectable for tests. */
export function NoticeBanner({ user, now = new Date() }: { user: User; now?: Date }) {
  const t = useT();
  const [bankDetailsOpen, setBankDetailsOpen] = useState(false);
  const subscription = subscriptionNotice(user);
  const timed = timedNotice(user, now);
  if (!subscription && !timed) return null;

  return (
    <section aria-label={t('app.layout.noticesLabel')} className="rh-shell-notices">
      {subscription && (
        <Notice severity={STATUS_SEVERITY[subscription.status]}>
          {t(subscription.message)}{' '}
          {subscription.showPaymentLink && <RouterLink to={paths.subscriptionPayment}>{t('app.notices.subscriptionCta')}</RouterLink>}
        </Notice>
      )}
      {timed && (
        <Notice severity={TIMED_SEVERITY[timed.kind]}>
          {t(timed.message)}{' '}
          {timed.link && (
            <button type="button" className="rh-link-button" onClick={() => setBankDetailsOpen(true)}>
              {t(timed.link)}
            </button>
          )}
        </Notice>
      )}
      {bankDetailsOpen && <BankDetailsDialog onClose={() => setBankDetailsOpen(false)} />}
    </section>
  );
}
