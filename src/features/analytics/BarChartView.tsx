import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber } from '../../ui/format';
import { useT } from '../../ui/translate';
import type { Dataset } from './analyticsData';
import { displayCell } from './analyticsData';

/** Bar colours from the theme's palette at ≥ 3:1 against white (non-text contrast). */
const COLORS = ['#1565c0', '#2e7d32'];
const HEIGHT = 280;

/**
 * One dataset as a bar chart (MUI X Charts, loaded on demand: this module is the only one importing it). The first
 * column labels the bars; the series columns are the bars. Long labels (brands, categories) go on the y axis.
 */
export default function BarChartView({ dataset }: { dataset: Dataset }) {
  const t = useT();
  const labelColumn = dataset.columns[0];
  const labels = dataset.rows.map((row) => displayCell(t, labelColumn.kind, row[0]));
  const series = dataset.series.map((column, i) => ({
    label: dataset.columns[column].label,
    data: dataset.rows.map((row) => (row[column] === null ? null : Number(row[column]))),
    color: COLORS[i % COLORS.length],
    valueFormatter: (value: number | null) => (value === null ? '' : displayCell(t, dataset.columns[column].kind, value)),
  }));
  const band = { scaleType: 'band' as const, data: labels };
  const values = dataset.horizontal ? { min: 0, max: 100, valueFormatter: (v: number) => formatNumber(v) } : { tickMinStep: 1 };
  return (
    <BarChart
      height={dataset.horizontal ? Math.max(HEIGHT, 40 * labels.length + 60) : HEIGHT}
      layout={dataset.horizontal ? 'horizontal' : 'vertical'}
      xAxis={[dataset.horizontal ? values : band]}
      yAxis={[dataset.horizontal ? { ...band, width: 140 } : values]}
      series={series}
      hideLegend={series.length < 2}
      localeText={{ noData: t('app.analytics.charts.empty'), loading: t('app.analytics.charts.loading') }}
    />
  );
}
