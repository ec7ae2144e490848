import { Box, Paper, Typography } from '@mui/material';
import type { Analytics } from '../../../../contract';
import { formatCurrency, formatNumber } from '../../../ui/format';
import { useT, type PlainKey } from '../../../ui/translate';
import { formatDuration, toPercent } from './analyticsData';

interface Figure {
  label: PlainKey;
  value: string;
  hint?: string;
}

/** The headline figures of the range, as a description list of cards. */
export function AnalyticsFigures({ analytics: a }: { analytics: Analytics }) {
  const t = useT();
  const none = t('app.analytics.figures.none');
  const percent = (ratio: number | null) => {
    const value = toPercent(ratio);
    return value === null ? none : t('app.analytics.percent', { value: formatNumber(value) });
  };
  const duration = (minutes: number | null) => (minutes === null ? none : formatDuration(t, minutes));
  const gap = a.average_gap_percent;
  const figures: Figure[] = [
    { label: 'app.analytics.figures.requestsReceived', value: formatNumber(a.requests_received) },
    { label: 'app.analytics.figures.quotationsSent', value: formatNumber(a.quotations_sent) },
    { label: 'app.analytics.figures.responseRate', value: percent(a.response_rate) },
    {
      label: 'app.analytics.figures.winRate',
      value: percent(a.win_rate),
      hint: t('app.analytics.figures.winRateHint'),
    },
    {
      label: 'app.analytics.figures.medianResponse',
      value: duration(a.median_response_minutes),
      hint:
        a.median_response_minutes_all === null
          ? t('app.analytics.figures.medianAllTooFew')
          : t('app.analytics.figures.medianAll', { time: duration(a.median_response_minutes_all) }),
    },
    {
      label: 'app.analytics.figures.revenue',
      value: formatCurrency(a.revenue),
      hint: t('app.analytics.figures.revenueHint'),
    },
    {
      label: 'app.analytics.figures.averageGap',
      value:
        gap === null
          ? none
          : t('app.analytics.gap', { sign: gap > 0 ? '+' : gap < 0 ? '−' : '', value: formatNumber(Math.abs(gap)) }),
      hint: t('app.analytics.figures.averageGapHint'),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {figures.map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(figure.label)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
            {figure.value}
          </Typography>
          {figure.hint && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {figure.hint}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
