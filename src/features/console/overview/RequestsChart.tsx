import { BarChart } from '@mui/x-charts/BarChart';
import type { Overview } from '../../../../contract/entities/admin';
import { overviewCopy as copy } from '../../../../i18n/it/console/overview';
import { formatDate } from '../../../ui/format';

/** Requests per day (@mui/x-charts, a chunk of its own loaded by the overview): one bar per Italian day of the range. */
export default function RequestsChart({ days }: { days: Overview['requests_per_day'] }) {
  return (
    <BarChart
      height={280}
      dataset={days}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'day',
          valueFormatter: (day: string) => formatDate(`${day}T12:00:00Z`),
          tickLabelMinGap: 24,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={[{ dataKey: 'requests', label: copy.chartSeries }]}
      hideLegend
      localeText={{ noData: copy.noData, loading: copy.chartLoading }}
      margin={{ left: 0, right: 8 }}
    />
  );
}
