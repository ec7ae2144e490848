import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../../contract';
import { paths } from '../../platform/paths';
import { Alert, type AlertSeverity } from '../../ui/primitives/Alert';
import styles from './NoticeBanner.module.css';
import { lazyBehindBoundary } from '../../ui/MuiBoundary';
import { useT } from '../../ui/translate';
import { subscriptionNotice, type NoticeStatus } from './subscriptionNotice';
import { timedNotice, type TimedNoticeKind } from './timedNotice';

const BankDetailsDialog = lazyBehindBoundary(() => import('./BankDetailsDialog'));

const STATUS_SEVERITY: Record<NoticeStatus, AlertSeverity> = {
  created: 'warning',
  processing: 'info',
  canceled: 'warning',
  ended: 'warning',
  error: 'error',
};
const TIMED_SEVERITY: Record<TimedNoticeKind, AlertSeverity> = {
  maintenance: 'info',
  expired: 'warning',
  blocked: 'error',
};

/** The notices of SPEC §4 above the content, for the logged-in dealer. `now` is injectable for tests. */
export function NoticeBanner({ user, now = new Date() }: { user: User; now?: Date }) {
  const t = useT();
  const [bankDetailsOpen, setBankDetailsOpen] = useState(false);
  const subscription = subscriptionNotice(user);
  const timed = timedNotice(user, now);
  if (!subscription && !timed) return null;

  return (
    <section aria-label={t('app.layout.noticesLabel')} className={styles.notices}>
      {subscription && (
        <Alert severity={STATUS_SEVERITY[subscription.status]}>
          {t(subscription.message)}{' '}
          {subscription.showPaymentLink && (
            <RouterLink to={paths.subscriptionPayment}>{t('app.notices.subscriptionCta')}</RouterLink>
          )}
        </Alert>
      )}
      {timed && (
        <Alert severity={TIMED_SEVERITY[timed.kind]}>
          {t(timed.message)}{' '}
          {timed.link && (
            <button type="button" className="rh-link-button" onClick={() => setBankDetailsOpen(true)}>
              {t(timed.link)}
            </button>
          )}
        </Alert>
      )}
      {bankDetailsOpen && <BankDetailsDialog onClose={() => setBankDetailsOpen(false)} />}
    </section>
  );
}
