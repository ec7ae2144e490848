import { describe, expect, it } from 'vitest';
import { calendarDaysDeadline, isWorkingDay, workingDaysDeadline } from '../../server/domain/working-days.js';

/*
 * The dealer's 2 working days to answer a return: weekends and Italian public holidays (date-holidays) do not count;
 * the deadline is the end of the day in Rome (23:59:59, summer or winter time).
 */

const deadline = (at: string) => workingDaysDeadline(new Date(at), 2).toISOString();

describe('2 working days', () => {
  it('from a Tuesday: Thursday evening', () => {
    expect(deadline('2026-05-12T09:00:00Z')).toBe('2026-05-14T21:59:59.000Z');
  });

  it('over a weekend: a request on Friday has until Tuesday', () => {
    expect(deadline('2026-05-08T10:00:00Z')).toBe('2026-05-12T21:59:59.000Z');
  });

  it('over a holiday and a weekend: Thursday before Easter skips Saturday, Sunday and Pasquetta', () => {
    // 2 April 2026: Friday 3 counts, 4-5 weekend, Monday 6 is Lunedì dell'Angelo, Tuesday 7 is the second day.
    expect(deadline('2026-04-02T10:00:00Z')).toBe('2026-04-07T21:59:59.000Z');
  });

  it('over Christmas: 24 December counts, 25 and 26 do not, nor the weekend after (winter time)', () => {
    expect(deadline('2026-12-23T15:00:00Z')).toBe('2026-12-28T22:59:59.000Z');
  });

  it('over the 2 June holiday in the middle of the week', () => {
    expect(deadline('2026-06-01T08:00:00Z')).toBe('2026-06-04T21:59:59.000Z');
  });

  it('counts the day in Rome: Saturday 00:30 in Rome is still Friday 23:30 UTC', () => {
    expect(deadline('2026-03-27T23:30:00Z')).toBe('2026-03-31T21:59:59.000Z');
  });

  it('knows the holidays and the weekend', () => {
    expect(
      ['2026-01-01', '2026-01-06', '2026-04-25', '2026-08-15', '2026-11-01', '2026-12-08'].map(isWorkingDay),
    ).toEqual(Array(6).fill(false));
    expect(isWorkingDay('2026-05-16')).toBe(false);
    expect(isWorkingDay('2026-05-15')).toBe(true);
  });
});

describe('the return window', () => {
  it('ends at the end of the 14th day after the delivery, in Rome', () => {
    expect(calendarDaysDeadline(new Date('2026-05-08T10:00:00Z'), 14).toISOString()).toBe('2026-05-22T21:59:59.000Z');
  });
});
