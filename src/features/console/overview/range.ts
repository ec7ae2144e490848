import { OverviewQuery } from '../../../../contract/api/admin';

/** The Italian calendar day (YYYY-MM-DD) of an instant: the API's CalendarDay counts days in Europe/Rome. */
export function italianDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The calendar day `days` before `day` (plain date arithmetic on YYYY-MM-DD, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10);
}

export interface Range {
  from: string;
  to: string;
}

/** The last `days` days up to today, both included. */
export const lastDays = (days: number, today = italianDay()): Range => ({
  from: daysBefore(today, days - 1),
  to: today,
});

/** The contract's check of a range (CalendarDay each, from ≤ to, at most two years): its first Italian message, or null. */
export function rangeError(range: Range): string | null {
  const parsed = OverviewQuery.safeParse(range);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
