import { describe, expect, it } from 'vitest';
import { entryOf, parseClockTime, parseDuration, spanOf, withField, type TimeEntry } from './addTime.js';

const ZONE = 'Europe/Amsterdam';
const entry = (overrides: Partial<TimeEntry>): TimeEntry => ({ start: '09:00', end: '10:00', duration: '1:00', by: 'end', ...overrides });

describe('time typed by hand', () => {
  it('reads clock times as people type them, on a 24-hour and a 12-hour clock', () => {
    expect(['9', '9:05', '09.05', '0905', '905', '9h05', '9 h 05', '24:00', '9:05 pm', '9 AM', '12:30 a.m.', '12 pm'].map(parseClockTime)).toEqual([
      540, 545, 545, 545, 545, 545, 545, 1440, 1265, 540, 30, 720,
    ]);
    expect(['', 'nine', '25:00', '9:60', '13 pm', '0 am', '24:01'].map(parseClockTime)).toEqual([null, null, null, null, null, null, null]);
  });

  it('reads durations as hours and minutes or as hours', () => {
    expect(['1:30', '0:05', '1,5', '1.25', '8'].map(parseDuration)).toEqual([5400, 300, 5400, 4500, 28800]);
    expect(['1:75', 'an hour', '1.5.2'].map(parseDuration)).toEqual([null, null, null]);
  });

  it('places the times in the user’s zone on the day’s date, also across a change to summer time', () => {
    expect(spanOf(entry({}), '2026-11-20', ZONE)).toEqual({ span: { started_at: '2026-11-20T08:00:00.000Z', ended_at: '2026-11-20T09:00:00.000Z' } });
    // 29 March 2026: clocks go from 02:00 to 03:00, so 01:30–03:30 lasts one hour.
    expect(spanOf(entry({ start: '01:30', end: '03:30' }), '2026-03-29', ZONE)).toEqual({
      span: { started_at: '2026-03-29T00:30:00.000Z', ended_at: '2026-03-29T01:30:00.000Z' },
    });
    expect(spanOf(entry({ start: '23:00', duration: '2:00', by: 'duration' }), '2026-11-20', ZONE)).toEqual({
      span: { started_at: '2026-11-20T22:00:00.000Z', ended_at: '2026-11-21T00:00:00.000Z' },
    });
  });

  it('says what is wrong: an unreadable time, an end not after the start, more than 24 hours', () => {
    expect(spanOf(entry({ start: 'x' }), '2026-11-20', ZONE)).toEqual({ problems: { start: 'unreadable_time' } });
    expect(spanOf(entry({ end: '08:00' }), '2026-11-20', ZONE)).toEqual({ problems: { end: 'end_before_start' } });
    expect(spanOf(entry({ end: '09:00' }), '2026-11-20', ZONE)).toEqual({ problems: { end: 'end_before_start' } });
    expect(spanOf(entry({ duration: '0:00', by: 'duration' }), '2026-11-20', ZONE)).toEqual({ problems: { duration: 'end_before_start' } });
    expect(spanOf(entry({ duration: '24:05', by: 'duration' }), '2026-11-20', ZONE)).toEqual({ problems: { duration: 'too_long' } });
    expect(spanOf(entry({ duration: 'lang', by: 'duration' }), '2026-11-20', ZONE)).toEqual({ problems: { duration: 'unreadable_duration' } });
  });

  it('keeps end and duration in step: the one typed last counts', () => {
    const start = Date.parse('2026-11-20T08:00:00Z');
    const proposed = entryOf(start, start + 90 * 60_000, 'nl-NL', ZONE);
    expect(proposed).toEqual({ start: '09:00', end: '10:30', duration: '1:30', by: 'end' });
    expect(entryOf(start, start + 90 * 60_000, 'en-US', ZONE)).toMatchObject({ start: '09:00 AM', end: '10:30 AM' });
    const longer = withField(proposed, 'duration', '2', '2026-11-20', 'nl-NL', ZONE);
    expect(longer).toEqual({ start: '09:00', end: '11:00', duration: '2', by: 'duration' });
    expect(withField(longer, 'start', '10:00', '2026-11-20', 'nl-NL', ZONE)).toMatchObject({ end: '12:00', by: 'duration' });
    expect(withField(longer, 'end', '11:15', '2026-11-20', 'nl-NL', ZONE)).toMatchObject({ duration: '2:15', by: 'end' });
  });
});
