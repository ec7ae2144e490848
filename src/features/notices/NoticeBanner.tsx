import { Alert, Container, Link, type AlertColor } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../../contract';
import { paths } from '../../platform/paths';
import { useT } from '../../ui/translate';
import { subscriptionNotice, type NoticeStatus } from './subscriptionNotice';
import { timedNotice, type TimedNoticeKind } from './timedNotice';

const BankDetailsDialog = lazy(() => import('./BankDetailsDialog'));

const STATUS_SEVERITY: Record<NoticeStatus, AlertColor> = {
  created: 'warning',
  processing: 'info',
  canceled: 'warning',
  ended: 'warning',
  error: 'error',
};
const TIMED_SEVERITY: Record<TimedNoticeKind, AlertColor> = { maintenance: 'info', expired: 'warning', blocked: 'error' };

/** The notices of SPEC §4 above the content, for the logged-in dealer. `now` is injectable for tests. */
export function NoticeBanner({ user, now = new Date() }: { user: User; now?: Date }) {
  const t = useT();
  const [bankDetailsOpen, setBankDetailsOpen] = useState(false);
  const subscription = subscriptionNotice(user);
  const timed = timedNotice(user, now);
  if (!subscription && !timed) return null;

  return (
    <Container component="section" maxWidth="lg" aria-label={t('app.layout.noticesLabel')} sx={{ pt: 2, display: 'grid', gap: 1 }}>
      {subscription && (
        <Alert severity={STATUS_SEVERITY[subscription.status]} role="status">
          {t(subscription.message)}{' '}
          {subscription.showPaymentLink && (
            <Link component={RouterLink} to={paths.subscriptionPayment} color="inherit" sx={{ fontWeight: 700 }}>
              {t('app.notices.subscriptionCta')}
            </Link>
          )}
        </Alert>
      )}
      {timed && (
        <Alert severity={TIMED_SEVERITY[timed.kind]} role="status">
          {t(timed.message)}{' '}
          {timed.link && (
            <Link component="button" type="button" color="inherit" sx={{ fontWeight: 700, verticalAlign: 'baseline' }} onClick={() => setBankDetailsOpen(true)}>
              {t(timed.link)}
            </Link>
          )}
        </Alert>
      )}
      {bankDetailsOpen && (
        <Suspense fallback={null}>
          <BankDetailsDialog onClose={() => setBankDetailsOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
