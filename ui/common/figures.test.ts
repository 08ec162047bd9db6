import { describe, expect, it } from 'vitest';
import { durationTotal, formatDuration, formatHours, hoursTotal, plainHours } from './figures.js';

describe('durations in reports', () => {
  it('read as hours with two decimals in the reader’s language', () => {
    expect(formatHours(45_000, 'nl-NL')).toBe('12,50');
    expect(formatHours(45_000, 'en-US')).toBe('12.50');
    expect(formatHours(45_000, 'de-DE')).toBe('12,50');
    expect(formatHours(45_000, 'fr-FR')).toBe('12,50');
    expect(formatHours(3_600_000, 'nl-NL')).toBe('1.000,00');
    expect(formatHours(3_600_000, 'en-US')).toBe('1,000.00');
  });

  it('round to the nearest hundredth of an hour, and show nothing as zero', () => {
    expect(formatHours(59, 'en-US')).toBe('0.02'); // 0.01639 h
    expect(formatHours(17, 'en-US')).toBe('0.00');
    expect(formatHours(355_920, 'en-US')).toBe('98.87'); // 98 h 52 min
    expect(formatHours(null, 'en-US')).toBe('0.00');
  });

  it('read as h:mm where minutes say more, and as plain decimals for CSV', () => {
    expect(formatDuration(355_920)).toBe('98:52');
    expect(formatDuration(45_000)).toBe('12:30');
    expect(plainHours(355_920)).toBe('98.87');
    expect(plainHours(undefined)).toBe('0.00');
  });
});

describe('a total beside its rows', () => {
  it('is the sum of the rows as they are shown, in h:mm (a week of days that each round up)', () => {
    const days = [30, 30, 7 * 3600 + 42 * 60 + 30];
    expect(days.map(formatDuration)).toEqual(['0:01', '0:01', '7:43']);
    expect(formatDuration(durationTotal(days))).toBe('7:45');
  });

  it('is the sum of the rows as they are shown, in decimal hours', () => {
    const rows = [18, 18, 18]; // 0.005 h each, shown as 0.01
    expect(rows.map((seconds) => formatHours(seconds, 'nl-NL'))).toEqual(['0,01', '0,01', '0,01']);
    expect(formatHours(hoursTotal(rows), 'nl-NL')).toBe('0,03');
  });
});
