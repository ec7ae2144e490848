import { RestoreIcon } from '../../../ui/icons';
import { Alert, Box, Button, Card, Link, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Vehicle } from '../../../../contract';
import type { DeclinedSubmission } from '../../../../contract/api/templates';
import type { SubmissionFilter } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { paths } from '../../../platform/paths';
import { EmptyState } from '../../../ui/components/EmptyState';
import { Pagination } from '../../../ui/components/Pagination';
import { Timer } from '../../../ui/components/Timer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDate } from '../../../ui/format';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useT } from '../../../ui/translate';
import { useDecline } from './useDecline';

export const DECLINED_QUERY_KEY = ['declined'] as const;

const LIST_PATH: Record<SubmissionFilter, string> = {
  pending: paths.dashboard,
  outlet: paths.dashboardOutlet,
  expired: paths.dashboardExpired,
};

const vehicleLine = (vehicle: Vehicle) =>
  [vehicle.plate ?? vehicle.chassis, vehicle.manufacturer_name, vehicle.model].filter(Boolean).join(' · ');

/** One declined request: vehicle, rows, when and why it was declined, its timer, and "Ripristina". */
function DeclinedItem({
  request,
  onRestored,
}: {
  request: DeclinedSubmission;
  onRestored: (request: DeclinedSubmission) => void;
}) {
  const t = useT();
  const notify = useNotify();
  const { undo } = useDecline();
  const [busy, setBusy] = useState(false);
  const vehicle = vehicleLine(request.vehicle);
  const headingId = `declined-${request.id}`;
  const restore = async () => {
    setBusy(true);
    try {
      await undo(request.id);
      onRestored(request);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Typography
          component="h2"
          variant="subtitle1"
          id={headingId}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {vehicle || `#${request.id}`}
        </Typography>
        <Typography variant="body2">
          {request.submission_rows.map((row) => `${row.quantity} × ${row.part.name}`).join(', ') ||
            t('app.quoting.declined.rows', { smart_count: 0 })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.quoting.declined.declinedAt', { date: formatDate(request.declined.declined_at) })} ·{' '}
          {t('app.quoting.declined.reason', { reason: t(`app.quoting.decline.reasons.${request.declined.reason}`) })}
          {request.declined.note ? ` (${request.declined.note})` : ''}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <Timer minutes={request.timing_residue} frozen={request.is_frozen} />
        </Box>
      </Box>
      <Button
        variant="outlined"
        startIcon={<RestoreIcon />}
        disabled={busy}
        onClick={() => void restore()}
        aria-label={t('app.quoting.declined.restoreLabel', { vehicle: vehicle || `#${request.id}` })}
      >
        {t('app.quoting.declined.restore')}
      </Button>
    </Card>
  );
}

/**
 * "Richieste rifiutate" (/dashboard/declined): the dealer's declines of requests still open
 * (GET /dealer/:dealerId/declined), newest first, each with "Ripristina" — so a decline can be undone after the undo's few
 * seconds. A restored request leaves this list; a notice links to it in the list it is back in.
 */
export default function DeclinedPage() {
  const t = useT();
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [restored, setRestored] = useState<DeclinedSubmission | null>(null);
  const list = useQuery({
    queryKey: [...DECLINED_QUERY_KEY, user?.id ?? 0, page],
    queryFn: ({ signal }) => api.get('declinedList', { params: { dealerId: user?.id ?? 0 }, query: { page }, signal }),
    enabled: user !== null,
  });
  const onRestored = (request: DeclinedSubmission) => {
    setRestored(request);
    void queryClient.invalidateQueries({ queryKey: DECLINED_QUERY_KEY });
  };

  let content;
  if (list.error) content = <Alert severity="error">{t('app.quoting.declined.loadError')}</Alert>;
  else if (!list.data) content = <PageLoading />;
  else if (list.data.data.length === 0) content = <EmptyState text={t('app.quoting.declined.empty')} />;
  else
    content = (
      <>
        <Box
          component="ul"
          aria-label={t('app.quoting.declined.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {list.data.data.map((request) => (
            <li key={request.id}>
              <DeclinedItem request={request} onRestored={onRestored} />
            </li>
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Pagination page={page} lastPage={list.data.last_page} onChange={setPage} />
        </Box>
      </>
    );
  return (
    <PageContainer title={t('app.routes.declined')}>
      <Typography sx={{ mb: 2 }}>{t('app.quoting.declined.intro')}</Typography>
      <Box role="status" sx={{ mb: restored ? 2 : 0 }}>
        {restored && (
          <Alert severity="success" onClose={() => setRestored(null)} closeText={t('app.common.close')}>
            {t('app.quoting.declined.restored', {
              vehicle: vehicleLine(restored.vehicle) || `#${restored.id}`,
              list: t(`app.quoting.declined.lists.${restored.declined.list}`),
            })}{' '}
            <Link
              component={RouterLink}
              to={`${LIST_PATH[restored.declined.list]}?id=${restored.id}`}
              sx={{ fontWeight: 600 }}
            >
              {t('app.quoting.declined.open')}
            </Link>
          </Alert>
        )}
      </Box>
      {content}
    </PageContainer>
  );
}
