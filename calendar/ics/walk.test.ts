import fc from 'fast-check';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { expandCalendar } from './expand.js';

/** Central European time as Outlook writes it: a VTIMEZONE of its own, changing on the last Sundays of March and October. */
const ZONE = 'W. Europe Standard Time';
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];
/** Both changes of 2025 inside. */
const window = { from: new Date('2025-03-20T00:00:00Z'), to: new Date('2025-11-05T00:00:00Z') };

function calendarOf(start: string, end: string, rule: string, excluded: string | null): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', ...VTIMEZONE, 'BEGIN:VEVENT', 'UID:series', 'SUMMARY:Series'];
  lines.push(`DTSTART;TZID=${ZONE}:${start}`, `DTEND;TZID=${ZONE}:${end}`, `RRULE:${rule}`);
  if (excluded) lines.push(`EXDATE;TZID=${ZONE}:${excluded}`);
  return [...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
}

/** The occurrences as ical.js gives them itself: walked from DTSTART in the VTIMEZONE, each end its start plus the duration. */
function byIcalJs(text: string): string[][] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  const iterator = event.iterator();
  const found: string[][] = [];
  for (let next = iterator.next(); next && next.toJSDate() < window.to; next = iterator.next()) {
    const end = next.clone();
    end.addDuration(event.duration);
    if (end.toJSDate() > window.from) found.push([next.toJSDate().toISOString(), end.toJSDate().toISOString()]);
  }
  return found;
}

describe('walking a series on the wall clock', () => {
  it('gives what ical.js gives walking it in its VTIMEZONE: across both changes of time, with UNTIL and EXDATE', () => {
    const weekdays = fc.uniqueArray(fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'), { minLength: 1, maxLength: 3 });
    const rule = fc.oneof(
      fc.constantFrom('FREQ=DAILY', 'FREQ=WEEKLY', 'FREQ=DAILY;COUNT=40', 'FREQ=MONTHLY;BYDAY=-1SU', 'FREQ=MONTHLY;BYMONTHDAY=30', 'FREQ=YEARLY;BYMONTH=3,10'),
      fc.tuple(fc.constantFrom('DAILY', 'WEEKLY'), weekdays, fc.constantFrom('', ';WKST=SU', ';WKST=WE', ';COUNT=30')).map(([freq, days, more]) => `FREQ=${freq};BYDAY=${days.join(',')}${more}`),
    );
    const series = fc.record({
      rule,
      interval: fc.integer({ min: 1, max: 3 }),
      // Hours around the changes (02:00–03:00 does not exist on the last Sunday of March), and UNTILs in UTC.
      start: fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2025-10-01T00:00:00Z'), noInvalidDate: true }).map((date) => DateTime.fromJSDate(date, { zone: 'utc' }).startOf('hour')),
      hours: fc.integer({ min: 1, max: 50 }),
      until: fc.option(fc.constantFrom('20250330T010000Z', '20250330T013000Z', '20251026T010000Z', '20251026T003000Z', '20250601T000000Z')),
      excluded: fc.nat({ max: 20 }),
    });
    fc.assert(
      fc.property(series, ({ rule, interval, start, hours, until, excluded }) => {
        const format = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
        const full = `${rule};INTERVAL=${interval}${until && !rule.includes('COUNT') ? `;UNTIL=${until}` : ''}`;
        const plain = calendarOf(format(start), format(start.plus({ hours })), full, null);
        const walked = byIcalJs(plain);
        const exclude = walked[excluded % Math.max(1, walked.length)];
        const text = exclude ? calendarOf(format(start), format(start.plus({ hours })), full, format(DateTime.fromISO(exclude[0] ?? '', { zone: 'Europe/Amsterdam' }))) : plain;
        const shown = expandCalendar(text, window, 'UTC').events.map((event) => [event.start, event.end]);
        expect(shown).toEqual(byIcalJs(text));
      }),
      { numRuns: 200 },
    );
  });
});
