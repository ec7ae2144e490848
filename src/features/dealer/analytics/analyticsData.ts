import type { Analytics } from '../../../../contract';
import { formatDate, formatNumber } from '../../../ui/format';
import type { Translator } from '../../../ui/translate';

/** How a cell reads: text as is, whole numbers, percentages (0–100, one decimal), days (YYYY-MM-DD). */
export type CellKind = 'text' | 'int' | 'percent' | 'date';
export type Cell = string | number | null;

export interface Column {
  label: string;
  kind: CellKind;
}

/** One chart's figures: the table behind its toggle, its CSV block and, by column index, what the chart draws. */
export interface Dataset {
  id: 'weeks' | 'byBrand' | 'byCategory' | 'responseTimes';
  title: string;
  columns: Column[];
  rows: Cell[][];
  /** Columns drawn as bar series (the first column labels the bars). */
  series: number[];
  /** Bars along the y axis (long names: brands, categories), values as percentages. */
  horizontal?: boolean;
}

/** A 0..1 ratio as a percentage with one decimal; null stays null. */
export const toPercent = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 1000) / 10);

/** Minutes in words: '45 min', '2 h 5 min', '3 g 4 h'. */
export function formatDuration(t: Translator, minutes: number): string {
  const total = Math.round(minutes);
  if (total < 60) return t('app.analytics.duration.minutes', { m: total });
  if (total < 24 * 60) {
    const h = Math.floor(total / 60);
    const m = total % 60;
    return m === 0 ? t('app.analytics.duration.hours', { h }) : t('app.analytics.duration.hoursMinutes', { h, m });
  }
  const d = Math.floor(total / (24 * 60));
  const h = Math.floor((total % (24 * 60)) / 60);
  return h === 0 ? t('app.analytics.duration.days', { d }) : t('app.analytics.duration.daysHours', { d, h });
}

/** 'fino a 15 min', 'da 15 min a 1 h', 'oltre 24 h': each bucket starts where the previous one ended. */
export function bucketLabels(t: Translator, buckets: Analytics['response_times']): string[] {
  return buckets.map((bucket, index) => {
    const previous = index > 0 ? buckets[index - 1].up_to_minutes : null;
    const from = previous === null ? null : formatDuration(t, previous);
    if (bucket.up_to_minutes === null) return from ? t('app.analytics.charts.responseTimes.over', { time: from }) : '';
    const to = formatDuration(t, bucket.up_to_minutes);
    return from
      ? t('app.analytics.charts.responseTimes.between', { from, to })
      : t('app.analytics.charts.responseTimes.upTo', { time: to });
  });
}

function groupDataset(t: Translator, id: 'byBrand' | 'byCategory', groups: Analytics['by_brand']): Dataset {
  return {
    id,
    title: t(`app.analytics.charts.${id}.title`),
    columns: [
      { label: t(`app.analytics.charts.${id}.name`), kind: 'text' },
      { label: t('app.analytics.charts.groups.quotations'), kind: 'int' },
      { label: t('app.analytics.charts.groups.wins'), kind: 'int' },
      { label: t('app.analytics.charts.groups.winRate'), kind: 'percent' },
    ],
    rows: groups.map((g) => [g.name, g.quotations, g.wins, g.quotations > 0 ? toPercent(g.wins / g.quotations) : null]),
    series: [3],
    horizontal: true,
  };
}

/** The four charts of the statistics, as tables. */
export function analyticsDatasets(t: Translator, analytics: Analytics): Dataset[] {
  const labels = bucketLabels(t, analytics.response_times);
  return [
    {
      id: 'weeks',
      title: t('app.analytics.charts.weeks.title'),
      columns: [
        { label: t('app.analytics.charts.weeks.week'), kind: 'date' },
        { label: t('app.analytics.charts.weeks.quotations'), kind: 'int' },
        { label: t('app.analytics.charts.weeks.wins'), kind: 'int' },
      ],
      rows: analytics.weeks.map((w) => [w.week, w.quotations, w.wins]),
      series: [1, 2],
    },
    groupDataset(t, 'byBrand', analytics.by_brand),
    groupDataset(t, 'byCategory', analytics.by_category),
    {
      id: 'responseTimes',
      title: t('app.analytics.charts.responseTimes.title'),
      columns: [
        { label: t('app.analytics.charts.responseTimes.bucket'), kind: 'text' },
        { label: t('app.analytics.charts.responseTimes.quotations'), kind: 'int' },
      ],
      rows: analytics.response_times.map((b, i) => [labels[i], b.quotations]),
      series: [1],
    },
  ];
}

/** Nothing to draw: no rows, or every drawn value zero or missing. */
export const isEmptyDataset = (dataset: Dataset) =>
  dataset.rows.every((row) => dataset.series.every((column) => !row[column]));

/** A cell as the page shows it: Italian numbers, DD/MM/YYYY dates, '—' when missing. */
export function displayCell(t: Translator, kind: CellKind, value: Cell): string {
  if (value === null || value === '') return t('app.analytics.figures.none');
  if (kind === 'date') return formatDate(String(value));
  if (kind === 'percent') return t('app.analytics.percent', { value: formatNumber(Number(value)) });
  return typeof value === 'number' ? formatNumber(value) : value;
}
