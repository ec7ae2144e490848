import type { Analytics } from '../../../../contract';
import { csvCell } from '../../../../contract/csv';
import { formatDate } from '../../../ui/format';
import type { Translator } from '../../../ui/translate';
import { toPercent, type Cell, type CellKind, type Dataset } from './analyticsData';

/*
 * The statistics as a CSV file for a spreadsheet in Italian: ';' between cells, ',' as decimal mark, UTF-8 with a
 * byte-order mark (so accented letters open right), dates DD/MM/YYYY, numbers without grouping or symbols.
 */

const SEPARATOR = ';';

/** A cell (contract/csv.ts): numbers stay numbers (a negative gap is a number), text never starts a formula. */
function csvCellOf(kind: CellKind, value: Cell): string {
  return csvCell(kind === 'date' && typeof value === 'string' ? formatDate(value) : value, SEPARATOR);
}

const line = (cells: [CellKind, Cell][]) => cells.map(([kind, value]) => csvCellOf(kind, value)).join(SEPARATOR);

/** Headline figures: label and raw value (percentages 0–100, minutes, euro). */
function figureLines(t: Translator, a: Analytics): string[] {
  const figures: [string, number | null][] = [
    [t('app.analytics.figures.requestsReceived'), a.requests_received],
    [t('app.analytics.figures.quotationsSent'), a.quotations_sent],
    [t('app.analytics.csv.responseRate'), toPercent(a.response_rate)],
    [t('app.analytics.csv.winRate'), toPercent(a.win_rate)],
    [t('app.analytics.csv.medianMinutes'), a.median_response_minutes],
    [t('app.analytics.csv.medianAllMinutes'), a.median_response_minutes_all],
    [t('app.analytics.csv.revenue'), a.revenue],
    [t('app.analytics.csv.averageGap'), a.average_gap_percent],
  ];
  return [
    line([
      ['text', t('app.analytics.csv.figure')],
      ['text', t('app.analytics.csv.value')],
    ]),
    ...figures.map(([label, value]) =>
      line([
        ['text', label],
        ['int', value],
      ]),
    ),
  ];
}

function datasetLines(dataset: Dataset): string[] {
  return [
    line([['text', dataset.title]]),
    line(dataset.columns.map((column) => ['text', column.label])),
    ...dataset.rows.map((row) => line(row.map((value, i) => [dataset.columns[i].kind, value]))),
  ];
}

/** The whole CSV: range, figures, then every chart's table, blocks separated by an empty line. */
export function analyticsCsv(t: Translator, analytics: Analytics, datasets: Dataset[]): string {
  const range = [
    line([
      ['text', t('app.analytics.csv.from')],
      ['date', analytics.from],
    ]),
    line([
      ['text', t('app.analytics.csv.to')],
      ['date', analytics.to],
    ]),
  ];
  const blocks = [range, figureLines(t, analytics), ...datasets.map(datasetLines)];
  return `\uFEFF${blocks.map((block) => block.join('\r\n')).join('\r\n\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
