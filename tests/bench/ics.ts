import { DateTime } from 'luxon';
import { expandCalendar } from '../../calendar/ics/expand.js';
import { latencies, round, type BenchOptions, type BenchResult } from './support.js';

const SERIES = 500;
const SINGLE_EVENTS = 2_000;
const YEARS = 5;
const RULES = ['FREQ=WEEKLY', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', 'FREQ=MONTHLY;BYMONTHDAY=1', 'FREQ=WEEKLY;INTERVAL=2'];

/**
 * An ICS feed's read (issue 14): a calendar of five years in a VTIMEZONE, with 500 recurring series of several
 * rules (each with moved and excluded occurrences) and 2,000 single events, parsed and expanded over one month
 * at its end, as a feed's job does. Measured per run: reading the text to the month's events.
 */
export async function icsBench({ quick }: BenchOptions): Promise<BenchResult> {
  const runs = quick ? 5 : 30;
  const start = DateTime.fromISO('2021-01-04T00:00:00', { zone: 'Europe/Amsterdam' });
  const text = calendarOf(start);
  const month = { from: start.plus({ years: YEARS, months: -1 }).toJSDate(), to: start.plus({ years: YEARS }).toJSDate() };
  const samples: number[] = [];
  let events = 0;
  for (let run = 0; run < runs; run++) {
    const begin = process.hrtime.bigint();
    events = expandCalendar(text, month, 'Europe/Amsterdam').events.length;
    samples.push(Number(process.hrtime.bigint() - begin) / 1e6);
  }
  const timing = latencies(samples);
  return {
    figures: [
      { figure: 'ics: parse and expand one month of a five-year feed, p50', value: timing.p50, unit: 'ms' },
      { figure: 'ics: parse and expand one month of a five-year feed, p95', value: timing.p95, unit: 'ms', goal: { atMost: 200 } },
    ],
    details: {
      method: `${SERIES} series (${RULES.join(' | ')}) starting over ${YEARS} years, each with a moved and an excluded occurrence, and ${SINGLE_EVENTS} single events, in one VTIMEZONE; expanded over the last month, ${runs} runs`,
      bytes: text.length,
      eventsInMonth: events,
      runs,
      timing,
      sizeMiB: round(text.length / 2 ** 20, 2),
    },
  };
}

const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");

function calendarOf(start: DateTime): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tally bench//EN', ...AMSTERDAM];
  const zone = 'TZID=Europe/Amsterdam';
  const span = YEARS * 365;
  for (let n = 0; n < SERIES; n++) {
    const first = start.plus({ days: (n * 7) % span, hours: 8 + (n % 9) });
    const event = [`UID:series-${n}`, `SUMMARY:Series ${n}`, `LOCATION:Room ${n % 20}`, `ATTENDEE:mailto:person${n}@customer${n % 50}.test`];
    const moved = first.plus({ weeks: 4 });
    lines.push('BEGIN:VEVENT', ...event, `DTSTART;${zone}:${local(first)}`, `DTEND;${zone}:${local(first.plus({ hours: 1 }))}`);
    lines.push(`RRULE:${RULES[n % RULES.length]}`, `EXDATE;${zone}:${local(first.plus({ weeks: 2 }))}`, 'END:VEVENT');
    lines.push('BEGIN:VEVENT', ...event, `RECURRENCE-ID;${zone}:${local(moved)}`, `DTSTART;${zone}:${local(moved.plus({ hours: 2 }))}`);
    lines.push(`DTEND;${zone}:${local(moved.plus({ hours: 3 }))}`, 'END:VEVENT');
  }
  for (let n = 0; n < SINGLE_EVENTS; n++) {
    const at = start.plus({ days: Math.floor((n * span) / SINGLE_EVENTS), hours: 9 + (n % 8) });
    lines.push('BEGIN:VEVENT', `UID:single-${n}`, `SUMMARY:Meeting ${n}`, `DTSTART;${zone}:${local(at)}`, `DTEND;${zone}:${local(at.plus({ minutes: 90 }))}`, 'END:VEVENT');
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

const AMSTERDAM = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Amsterdam',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];
