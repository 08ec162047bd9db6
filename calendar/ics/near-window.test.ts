import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { expandCalendar } from './expand.js';

const ZONE = 'Europe/Amsterdam';
const spring = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-05-01T00:00:00Z') };

interface Series {
  start: string;
  rule: string;
  allDay: boolean;
}

const local = (instant: string, allDay: boolean) => DateTime.fromISO(instant, { zone: ZONE }).toFormat(allDay ? 'yyyyMMdd' : "yyyyMMdd'T'HHmmss");

/** One series with, when given, an excluded occurrence and a moved one (two hours later, as "Moved"). */
function calendarOf({ start, rule, allDay }: Series, excluded?: string, moved?: string): string {
  const at = (name: string, time: string) => (allDay ? `${name};VALUE=DATE:${time}` : `${name};TZID=${ZONE}:${time}`);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:series', 'SUMMARY:Series', at('DTSTART', start), `RRULE:${rule}`];
  if (excluded) lines.push(at('EXDATE', local(excluded, allDay)));
  lines.push('END:VEVENT');
  if (moved) {
    const later = DateTime.fromISO(moved, { zone: ZONE }).plus({ hours: 2 }).toISO() ?? moved;
    lines.push('BEGIN:VEVENT', 'UID:series', 'SUMMARY:Moved', at('RECURRENCE-ID', local(moved, allDay)), at('DTSTART', local(later, allDay)), 'END:VEVENT');
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

/**
 * The occurrences as walked from the series' first one: a COUNT no series reaches makes the reading follow the
 * rule from DTSTART, as it did before it learned to start near the window.
 */
const fullWalk = (text: string) => expandCalendar(text.replace(/^(RRULE:.*)$/m, '$1;COUNT=1000000'), spring, ZONE);
const shown = (text: string) => expandCalendar(text, spring, ZONE).events.map((event) => [event.external_id, event.start, event.end, event.title]);

describe('a series that started years before the window', () => {
  it('gives the same occurrences as walked from its start: every other week on Monday and Thursday, with an excluded and a moved one', () => {
    const series = { start: '20180108T093000', rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', allDay: false };
    const walked = fullWalk(calendarOf(series)).events.map((event) => event.external_id.split('@')[1]);
    expect(walked.slice(0, 3)).toEqual(['2025-03-10T08:30:00.000Z', '2025-03-13T08:30:00.000Z', '2025-03-24T08:30:00.000Z']);
    const text = calendarOf(series, walked[1], walked[2]);
    expect(shown(text)).toEqual(fullWalk(text).events.map((event) => [event.external_id, event.start, event.end, event.title]));
    expect(shown(text).slice(0, 3)).toEqual([
      ['series@2025-03-10T08:30:00.000Z', '2025-03-10T08:30:00.000Z', '2025-03-10T08:30:00.000Z', 'Series'],
      ['series@2025-03-24T08:30:00.000Z', '2025-03-24T10:30:00.000Z', '2025-03-24T10:30:00.000Z', 'Moved'],
      ['series@2025-03-27T08:30:00.000Z', '2025-03-27T08:30:00.000Z', '2025-03-27T08:30:00.000Z', 'Series'],
    ]);
  });

  it('gives the same occurrences as walked from its start, for any daily, weekly, monthly or yearly rule', () => {
    const weekdays = fc.uniqueArray(fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'), { minLength: 1, maxLength: 4 });
    const rule = fc.oneof(
      fc.record({ freq: fc.constant('DAILY'), by: fc.option(weekdays.map((days) => `BYDAY=${days.join(',')}`)) }),
      fc.record({ freq: fc.constant('WEEKLY'), by: fc.option(weekdays.map((days) => `BYDAY=${days.join(',')}`)) }),
      fc.record({
        freq: fc.constant('MONTHLY'),
        by: fc.option(fc.oneof(fc.integer({ min: 1, max: 31 }).map((day) => `BYMONTHDAY=${day}`), fc.constantFrom('BYDAY=1MO', 'BYDAY=-1FR', 'BYDAY=MO,TU;BYSETPOS=2'))),
      }),
      fc.record({ freq: fc.constant('YEARLY'), by: fc.option(fc.constantFrom('BYMONTH=3,4', 'BYMONTH=4;BYDAY=2WE', 'BYYEARDAY=100')) }),
    );
    const series = fc.record({
      rule,
      interval: fc.integer({ min: 1, max: 3 }),
      until: fc.option(fc.constantFrom('20250315T000000Z', '20250420T000000Z', '20261231T000000Z')),
      start: fc.date({ min: new Date('2012-01-01T00:00:00Z'), max: new Date('2025-04-15T00:00:00Z'), noInvalidDate: true }),
      allDay: fc.boolean(),
      exceptions: fc.record({ excluded: fc.nat(), moved: fc.nat() }),
    });
    fc.assert(
      fc.property(series, ({ rule: { freq, by }, interval, until, start, allDay, exceptions }) => {
        const untilPart = until ? `;UNTIL=${allDay ? until.slice(0, 8) : until}` : '';
        const plain = { start: local(start.toISOString(), allDay), rule: `FREQ=${freq};INTERVAL=${interval}${by ? `;${by}` : ''}${untilPart}`, allDay };
        const walked = fullWalk(calendarOf(plain)).events.map((event) => event.external_id.split('@')[1]);
        const pick = (n: number) => (walked.length > 0 ? walked[n % walked.length] : undefined);
        const text = calendarOf(plain, pick(exceptions.excluded), pick(exceptions.moved));
        expect(shown(text)).toEqual(fullWalk(text).events.map((event) => [event.external_id, event.start, event.end, event.title]));
      }),
      { numRuns: 150 },
    );
  });
});
