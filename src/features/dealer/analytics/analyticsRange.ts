import { ANALYTICS_DEFAULT_DAYS } from '../../../../contract/api/intelligence';
import { dayjs } from '../../../ui/dayjs';

export interface AnalyticsRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

const ISO_DAY = 'YYYY-MM-DD';
const isIsoDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();

/** The last 90 days, today included. */
export function defaultRange(today = dayjs()): AnalyticsRange {
  return { from: today.subtract(ANALYTICS_DEFAULT_DAYS - 1, 'day').format(ISO_DAY), to: today.format(ISO_DAY) };
}

/** ?from=&to= of the URL; a missing or malformed bound is the default's. */
export function rangeFromParams(params: URLSearchParams, today = dayjs()): AnalyticsRange {
  const fallback = defaultRange(today);
  const from = params.get('from');
  const to = params.get('to');
  return { from: isIsoDay(from) ? from : fallback.from, to: isIsoDay(to) ? to : fallback.to };
}
