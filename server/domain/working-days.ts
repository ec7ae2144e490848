import Holidays from 'date-holidays';

/**
 * Working days in Italy: Monday to Friday, without the national public holidays (date-holidays' list for IT, type
 * 'public': Capodanno, Epifania, Pasquetta, 25 aprile, 1 maggio, 2 giugno, Ferragosto, 4 ottobre, Ognissanti,
 * Immacolata, Natale, Santo Stefano). Days are calendar days in Europe/Rome.
 */
const ZONE = 'Europe/Rome';
const italy = new Holidays('IT');
const byYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      italy
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

/** The calendar day in Rome of an instant, YYYY-MM-DD. */
export function romeDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/** Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function romeOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time in Rome on `day`. */
export function romeTime(day: string, hours: number, minutes: number, seconds: number): Date {
  const guess = new Date(`${day}T${[hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':')}Z`);
  const first = new Date(guess.getTime() - romeOffsetMinutes(guess) * 60_000);
  // Near a change of time the offset of the guess may differ from the offset of the answer: once more settles it.
  return new Date(guess.getTime() - romeOffsetMinutes(first) * 60_000);
}

/**
 * The end (23:59:59 in Rome) of the `count`-th working day after the day of `from`: a request on Friday has until
 * Tuesday evening, one on the eve of a holiday skips the holiday too.
 */
export function workingDaysDeadline(from: Date, count: number): Date {
  let day = romeDay(from);
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return romeTime(day, 23, 59, 59);
}

/** The end (23:59:59 in Rome) of the day `days` calendar days after the day of `from`. */
export function calendarDaysDeadline(from: Date, days: number): Date {
  return romeTime(addDays(romeDay(from), days), 23, 59, 59);
}
