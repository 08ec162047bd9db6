import { describe, expect, it } from 'vitest';
import { coveragePeriods, weekdayAverages } from './coverage.js';

describe('the periods of detection coverage', () => {
  it('are local dates in the person’s zone: four whole weeks before today, and the last seven days up to today, across a DST change', () => {
    // Monday 2026-03-30, 00:30 in Amsterdam: summer time began on Sunday the 29th.
    const periods = coveragePeriods(new Date('2026-03-29T22:30:00Z'), 'Europe/Amsterdam');

    expect(periods.weeks).toEqual({ from: '2026-03-02', to: '2026-03-29', since: new Date('2026-03-01T23:00:00Z') });
    expect(periods.recent.dates).toEqual(['2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(periods.recent.since).toEqual(new Date('2026-03-23T23:00:00Z'));
  });

  it('average each weekday over the four weeks, days without detected time counting as none', () => {
    const averages = weekdayAverages(new Map([['2026-03-02', 7200], ['2026-03-09', 3600], ['2026-03-08', 601]]));

    expect(averages).toEqual({ monday: 2700, tuesday: 0, wednesday: 0, thursday: 0, friday: 0, saturday: 0, sunday: 150 });
  });
});
