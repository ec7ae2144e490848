import { Alert, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { staffRoleOf } from '../../../platform/auth/staffRole';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../platform/paths';
import { StockImport } from './StockImport';
import { StockItems } from './StockItems';
import { fill, stockText } from '../../../domain/stock/copy';

/** /magazzino: when the stock was last imported, the upload, the items and the machine import's keys. */
export default function StockPage() {
  const user = useStoredUser();
  const dealerId = user?.id ?? 0;
  return (
    <PageContainer title={useRouteTitle()}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {stockText.intro}
      </Typography>
      <Stack spacing={4}>
        <StockMetaLine dealerId={dealerId} />
        <StockImport dealerId={dealerId} />
        <StockItems dealerId={dealerId} />
        {/* The machine import's keys are the owner's, in the profile (no staff area on their routes). */}
        {staffRoleOf(user) === 'owner' && (
          <Typography>
            <Link component={RouterLink} to={paths.profile}>
              {stockText.keys.inProfile}
            </Link>
          </Typography>
        )}
      </Stack>
    </PageContainer>
  );
}

/** "N articoli · Aggiornato il …", and the 15-day warning (stock/meta `stale`). */
function StockMetaLine({ dealerId }: { dealerId: number }) {
  const t = useT();
  const { data } = useQuery({
    queryKey: ['stockMeta', dealerId],
    queryFn: ({ signal }) => api.get('stockMeta', { params: { dealerId }, signal }),
    enabled: dealerId > 0,
  });
  if (!data) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t('app.routes.stock')}>
      <Typography data-testid="stock-meta">
        {fill(stockText.meta.count, { count: formatNumber(data.count) })}
        {' · '}
        {data.last_import_at
          ? fill(stockText.meta.updated, { date: formatDateTime(data.last_import_at) })
          : stockText.meta.never}
      </Typography>
      {data.stale && <Alert severity="warning">{fill(stockText.meta.stale, { days: data.stale_after_days })}</Alert>}
    </Stack>
  );
}
