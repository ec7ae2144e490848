import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import type { Dataset } from './analyticsData';
import { displayCell } from './analyticsData';

const HEIGHT = 280;
/** At most this many labels under a vertical chart: every k-th one beyond (readable at 390 px). */
const MAX_BAND_LABELS = 10;
/** Width a label under the chart takes (a slanted DD/MM at 12 px is ~32 px wide), gap included. */
const BAND_LABEL_SPACE = 46;

/** The width the chart is drawn in, followed as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
/** Beyond this many bars the labels under the chart are slanted, so neighbours never overlap. */
const SLANT_FROM = 5;

/**
 * One dataset as a bar chart (MUI X Charts, loaded on demand: this module is the only one importing it). The first
 * column labels the bars; the series columns are the bars. Long labels (brands, categories) go on the y axis.
 * Axis labels: never overlapping — dates as DD/MM, slanted past 5 bars, as many under a chart as its
 * measured width holds (46 px each, at most 10),
 * long names cut with "…" (in full in the tooltip and the table).
 */
export default function BarChartView({ dataset }: { dataset: Dataset }) {
  const t = useT();
  const { ref, width } = useWidth();
  // The theme's primary and success colours: both ≥ 3:1 against white (non-text contrast).
  const palette = useTheme().palette;
  const colours = [palette.primary.main, palette.success.main];
  const labelColumn = dataset.columns[0];
  const labels = dataset.rows.map((row) => displayCell(t, labelColumn.kind, row[0]));
  const series = dataset.series.map((column, i) => ({
    label: dataset.columns[column].label,
    data: dataset.rows.map((row) => (row[column] === null ? null : Number(row[column]))),
    color: colours[i % colours.length],
    valueFormatter: (value: number | null) =>
      value === null ? '' : displayCell(t, dataset.columns[column].kind, value),
  }));
  const kind = labelColumn.kind;
  // Under the chart a date shows as DD/MM (the year is in the tooltip and the table); long texts are cut with "…".
  const tick = (label: string) =>
    kind === 'date' ? label.slice(0, 5) : label.length > 18 ? `${label.slice(0, 17)}…` : label;
  // As many labels as fit the width (the value axis takes ~50 px), at most MAX_BAND_LABELS.
  const fit =
    width > 0 ? Math.max(2, Math.min(MAX_BAND_LABELS, Math.floor((width - 50) / BAND_LABEL_SPACE))) : MAX_BAND_LABELS;
  const every = Math.ceil(labels.length / fit);
  const slanted = !dataset.horizontal && labels.length > SLANT_FROM;
  const band = {
    scaleType: 'band' as const,
    data: labels,
    valueFormatter: (label: string, context: { location: string }) =>
      context.location === 'tick' ? tick(label) : label,
    tickLabelInterval: (_value: unknown, index: number) => index % every === 0,
    tickLabelStyle: slanted ? { angle: -40, textAnchor: 'end' as const, fontSize: 12 } : { fontSize: 12 },
  };
  const longest = Math.max(...labels.map((label) => tick(label).length), 4);
  const values = dataset.horizontal
    ? { min: 0, max: 100, valueFormatter: (v: number) => formatNumber(v) }
    : { tickMinStep: 1 };
  return (
    <Box ref={ref} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={dataset.horizontal ? Math.max(HEIGHT, 40 * labels.length + 60) : HEIGHT}
        layout={dataset.horizontal ? 'horizontal' : 'vertical'}
        xAxis={[dataset.horizontal ? values : { ...band, height: slanted ? 64 : 30 }]}
        // A horizontal chart's names take what their longest needs (7 px a character at 12 px), at most 140 px.
        yAxis={[
          dataset.horizontal
            ? { ...band, tickLabelInterval: 'auto' as const, width: Math.min(140, 7 * longest + 12) }
            : values,
        ]}
        series={series}
        // The chart sits in a role="img" whose data are in the table beside it: a focus stop inside an image would
        // have no name and no visible ring.
        disableKeyboardNavigation
        hideLegend={series.length < 2}
        // Room on the left for the first slanted label, which reaches past the value axis.
        margin={slanted ? { left: 24 } : undefined}
        localeText={{ noData: t('app.analytics.charts.empty'), loading: t('app.analytics.charts.loading') }}
      />
    </Box>
  );
}
