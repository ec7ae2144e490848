import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Title } from 'react-admin';
import type { Overview } from '../../../../contract/entities/admin';
import { overviewCopy as copy } from '../../../../i18n/it/console/overview';
import { api } from '../../../platform/api/console';
import { formatCurrency, formatNumber } from '../../../ui/format';
import { lastDays, rangeError, type Range } from './range';

// @mui/x-charts only with the chart, a chunk of its own inside the console's.
const RequestsChart = lazy(() => import('./RequestsChart'));

const PRESETS = [7, 30, 90, 365] as const;

type FigureKey = keyof typeof copy.figures;
const show = (value: number | null, format: (value: number) => string) => (value === null ? copy.none : format(value));
const FIGURES: readonly { key: FigureKey; value: (o: Overview) => string }[] = [
  { key: 'requests', value: (o) => formatNumber(o.requests) },
  { key: 'quotations', value: (o) => formatNumber(o.quotations) },
  { key: 'quotations_per_request', value: (o) => formatNumber(o.quotations_per_request) },
  { key: 'first_quotation_minutes', value: (o) => show(o.first_quotation_minutes, copy.minutes) },
  { key: 'accepted', value: (o) => formatNumber(o.accepted) },
  { key: 'accepted_value', value: (o) => formatCurrency(o.accepted_value) },
  { key: 'fees_charged', value: (o) => formatCurrency(o.fees_charged) },
  { key: 'fees_paid', value: (o) => formatCurrency(o.fees_paid) },
  { key: 'subscriptions_paid', value: (o) => formatNumber(o.subscriptions_paid) },
  { key: 'subscription_revenue', value: (o) => formatCurrency(o.subscription_revenue) },
  { key: 'active_subscriptions', value: (o) => formatNumber(o.active_subscriptions) },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Panoramica: GET /admin/overview over a range of Italian days, figures and requests per day. */
export default function OverviewPage() {
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const [preset, setPreset] = useState<number | null>(30);
  const invalid = rangeError(range);
  const overview = useQuery({
    queryKey: ['console', 'overview', range.from, range.to],
    queryFn: ({ signal }) => api.get('adminOverview', { query: range, signal }),
    enabled: invalid === null,
    placeholderData: keepPreviousData,
    // The operator retries with "Riprova"; a refusal is shown at once.
    retry: false,
  });
  const data = overview.data;
  const edit = (field: keyof Range) => (event: ChangeEvent<HTMLInputElement>) => {
    setPreset(null);
    setRange((current) => ({ ...current, [field]: event.target.value }));
  };

  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title={copy.title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {copy.title}
      </Typography>
      <Stack
        role="group"
        aria-label={copy.range}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
      >
        <TextField
          type="date"
          label={copy.from}
          value={range.from}
          onChange={edit('from')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={copy.to}
          value={range.to}
          onChange={edit('to')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {PRESETS.map((days) => (
          <Chip
            key={days}
            label={copy.presets[days]}
            color={preset === days ? 'primary' : 'default'}
            variant={preset === days ? 'filled' : 'outlined'}
            aria-pressed={preset === days}
            onClick={() => {
              setPreset(days);
              setRange(lastDays(days));
            }}
          />
        ))}
      </Stack>
      {invalid ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {invalid}
        </Alert>
      ) : null}
      {overview.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              {copy.retry}
            </Button>
          }
        >
          {overview.error instanceof Error && overview.error.message ? overview.error.message : copy.failed}
        </Alert>
      ) : null}
      {overview.isFetching ? <LinearProgress aria-label={copy.loading} sx={{ mb: 1 }} /> : null}
      {data ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
              mb: 2,
            }}
          >
            {FIGURES.map(({ key, value }) => (
              <Figure key={key} label={copy.figures[key]} value={value(data)} />
            ))}
          </Box>
          <Card variant="outlined" component="section" aria-label={copy.chartTitle}>
            <CardContent sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="h6">
                {copy.chartTitle}
              </Typography>
              <Suspense fallback={<Typography sx={{ height: 280 }}>{copy.chartLoading}</Typography>}>
                <RequestsChart days={data.requests_per_day} />
              </Suspense>
            </CardContent>
          </Card>
        </>
      ) : null}
    </Box>
  );
}
