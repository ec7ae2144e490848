import { TableChartOutlinedIcon as TableChartIcon } from '../../../ui/icons';
import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../ui/translate';
import { isEmptyDataset, type Dataset } from './analyticsData';
import { DataTable } from './DataTable';

// The charts library is the heaviest part of the screen: its own chunk, fetched when a chart has data to draw.
const BarChartView = lazy(() => import('./BarChartView'));

/** One chart with its title, and its data as a table behind a toggle; a sentence instead when there is nothing. */
export function ChartPanel({ dataset }: { dataset: Dataset }) {
  const t = useT();
  const [tableOpen, setTableOpen] = useState(false);
  const headingId = `analytics-${dataset.id}-title`;
  const tableId = `analytics-${dataset.id}-table`;
  const empty = isEmptyDataset(dataset);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {dataset.title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('app.analytics.charts.empty')}
        </Typography>
      ) : (
        <>
          <Box
            role="img"
            aria-label={t('app.analytics.charts.chartLabel', { title: dataset.title })}
            sx={{ minHeight: 280 }}
          >
            <Suspense fallback={<Typography color="text.secondary">{t('app.analytics.charts.loading')}</Typography>}>
              <BarChartView dataset={dataset} />
            </Suspense>
          </Box>
          <Button
            size="small"
            startIcon={<TableChartIcon />}
            aria-expanded={tableOpen}
            aria-controls={tableId}
            onClick={() => setTableOpen((open) => !open)}
          >
            {tableOpen ? t('app.analytics.charts.hideTable') : t('app.analytics.charts.showTable')}
          </Button>
          <Box id={tableId} hidden={!tableOpen} sx={{ overflowX: 'auto', mt: 1 }}>
            <DataTable dataset={dataset} />
          </Box>
        </>
      )}
    </Paper>
  );
}
