import { describe, expect, it } from 'vitest';
import { currentMonday, isDate, isoWeek, mondayOf, shiftWeek, weekDates, weekFromParams } from './weeks.js';

const AMSTERDAM = 'Europe/Amsterdam';

describe('weeks', () => {
  it('start on Monday: any day of the week, Sunday included, belongs to the Monday before it', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(mondayOf('2026-11-19')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // Sunday ends the week, it does not start one
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across a year
    expect(weekDates('2026-11-16')).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('keep seven consecutive dates in the weeks the clocks change in Europe/Amsterdam', () => {
    // Summer time starts Sunday 29 March 2026 (a 23-hour day) and ends Sunday 25 October 2026 (25 hours).
    expect(weekDates('2026-03-23')).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(weekDates('2026-10-19')).toEqual(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25']);
    expect(shiftWeek('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftWeek('2026-10-26', -1)).toBe('2026-10-19');
  });

  it("take this week from the user's zone, not the browser's, around the DST Sundays", () => {
    // 23:30 UTC on the 25-hour Sunday is already 00:30 on Monday in Amsterdam (UTC+1 again).
    expect(currentMonday(AMSTERDAM, new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-26');
    expect(currentMonday('UTC', new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-19');
    // 22:30 UTC that Sunday is 23:30 local: still the old week.
    expect(currentMonday(AMSTERDAM, new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-19');
    // The 23-hour Sunday: 21:59 UTC is 23:59 summer time, 22:00 UTC is Monday 00:00.
    expect(currentMonday(AMSTERDAM, new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-23');
    expect(currentMonday(AMSTERDAM, new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('read the week from the address: ?week= (or any date of it, ?date=), else this week', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(weekFromParams(new URLSearchParams('week=2026-10-19'), AMSTERDAM, now)).toBe('2026-10-19');
    expect(weekFromParams(new URLSearchParams('week=2026-10-25'), AMSTERDAM, now)).toBe('2026-10-19');
    expect(weekFromParams(new URLSearchParams('date=2026-03-29'), AMSTERDAM, now)).toBe('2026-03-23');
    expect(weekFromParams(new URLSearchParams('week=2026-02-30'), AMSTERDAM, now)).toBe('2026-11-16');
    expect(weekFromParams(new URLSearchParams('week=next'), AMSTERDAM, now)).toBe('2026-11-16');
    expect(weekFromParams(new URLSearchParams(''), AMSTERDAM, now)).toBe('2026-11-16');
  });

  it('number weeks as ISO 8601 does', () => {
    expect(isoWeek('2026-11-16')).toEqual({ year: 2026, week: 47 });
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 }); // a Thursday
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 }); // 2026 has 53 weeks
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
  });

  it('accept only real dates', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-11-1')).toBe(false);
    expect(isDate(null)).toBe(false);
  });
});
