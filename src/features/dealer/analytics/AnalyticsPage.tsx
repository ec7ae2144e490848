import { FileDownloadOutlinedIcon as DownloadIcon } from '../../../ui/icons';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import { DateFilters } from '../../../domain/dashboard';
import { PersonFilter } from '../../../domain/team/PersonFilter';
import { staffRoleOf } from '../../../platform/auth/staffRole';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { AnalyticsFigures } from './AnalyticsFigures';
import { analyticsCsv, downloadCsv } from './analyticsCsv';
import { analyticsDatasets } from './analyticsData';
import { rangeFromParams } from './analyticsRange';
import { ChartPanel } from './ChartPanel';
import { ReturnFiguresPanel } from './ReturnFiguresPanel';

/** /analytics "Statistiche": the dealer's figures and charts over a range of request dates. */
export default function AnalyticsPage() {
  const t = useT();
  const user = useStoredUser();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  // The owner may look at what one person of the company sent; the requests received stay the company's.
  const owner = staffRoleOf(user) === 'owner';
  const sentBy = owner && /^\d+$/.test(params.get('sent_by') ?? '') ? Number(params.get('sent_by')) : null;
  const { data, error, isPending } = useQuery({
    queryKey: ['analytics', user?.id, range.from, range.to, sentBy],
    queryFn: ({ signal }) =>
      api.get('analytics', {
        params: { dealerId: user?.id ?? 0 },
        query: sentBy === null ? range : { ...range, sent_by: sentBy },
        signal,
      }),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
  const datasets = useMemo(() => (data ? analyticsDatasets(t, data) : []), [t, data]);

  // A cleared date falls back to the default range's bound (the last 90 days).
  const changeRange = (patch: { from?: string | null; to?: string | null; sent_by?: string | null }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [bound, value] of Object.entries(patch)) {
        if (value) next.set(bound, value);
        else next.delete(bound);
      }
      return next;
    });
  const exportCsv = () => {
    if (data)
      downloadCsv(t('app.analytics.csv.fileName', { from: data.from, to: data.to }), analyticsCsv(t, data, datasets));
  };

  return (
    <PageContainer title={useRouteTitle()}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('app.analytics.intro')}
      </Typography>
      <Stack
        component="section"
        aria-label={t('app.analytics.range')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        {/* Each picker wide enough for "26 novembre 2026" and its icon: stacked on a phone. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(15.5rem, 1fr))' },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          <DateFilters from={range.from} to={range.to} onChange={changeRange} />
        </Box>
        {owner && (
          <PersonFilter value={sentBy} onChange={(id) => changeRange({ sent_by: id === null ? null : String(id) })} />
        )}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          disabled={!data}
          sx={{ alignSelf: { sm: 'center' } }}
        >
          {t('app.analytics.csv.export')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
      {isPending && !error && <PageLoading />}
      {data && (
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="analytics-figures-title">
            <Typography id="analytics-figures-title" component="h2" variant="h6" gutterBottom>
              {t('app.analytics.figuresTitle')}
            </Typography>
            <AnalyticsFigures analytics={data} />
          </Box>
          <Box component="section" aria-labelledby="analytics-charts-title">
            <Typography id="analytics-charts-title" component="h2" variant="h6" gutterBottom>
              {t('app.analytics.charts.title')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              {datasets.map((dataset) => (
                <ChartPanel key={dataset.id} dataset={dataset} />
              ))}
            </Box>
          </Box>
          {user && <ReturnFiguresPanel dealerId={user.id} from={range.from} to={range.to} />}
        </Stack>
      )}
    </PageContainer>
  );
}
