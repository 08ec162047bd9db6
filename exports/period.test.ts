import { describe, expect, it } from 'vitest';
import { periodRange, PeriodError } from './period.js';

describe('the dates an export covers', () => {
  it('a day, the week, month or year a date lies in, or a custom range', () => {
    expect(periodRange({ period: 'day', date_start: '2026-11-18' })).toEqual({ start: '2026-11-18', end: '2026-11-18' });
    expect(periodRange({ period: 'week', date_start: '2026-11-18' })).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(periodRange({ period: 'month', date_start: '2026-02-18' })).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodRange({ period: 'year', date_start: '2026-11-18' })).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(periodRange({ period: 'custom', date_start: '2026-11-01', date_end: '2026-11-03' })).toEqual({ start: '2026-11-01', end: '2026-11-03' });
  });

  it('an ISO week number of the start date’s week-year', () => {
    expect(periodRange({ period: 'week', date_start: '2026-06-01', week: 1 })).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(() => periodRange({ period: 'week', date_start: '2026-06-01', week: 54 })).toThrow(PeriodError);
  });

  it('refuses a custom end before its start, or none', () => {
    expect(() => periodRange({ period: 'custom', date_start: '2026-11-03', date_end: '2026-11-01' })).toThrow('cannot be before');
    expect(() => periodRange({ period: 'custom', date_start: '2026-11-03' })).toThrow(PeriodError);
  });
});
