import ICAL from 'ical.js';
import { wallClockMs } from './instants.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A series' wall-clock times one by one (`wallClockMs`, null when done), and the UNTIL instant its caller stops at. */
export interface Walk {
  next: () => number | null;
  until: ICAL.Time | null;
}

/**
 * A series' wall-clock times from `start` on: the dates and times its own zone shows. ical.js compares every time
 * it steps through as an instant, which in a VTIMEZONE means asking the zone for the time's offset, several times a
 * step; a rule repeats in wall-clock time (RFC 5545 §3.3.10), so walking it on a clock without offsets gives the
 * same dates and times for a fraction of the work, and the rules most meetings repeat by (daily or weekly, on some
 * weekdays) are stepped day by day without ical.js's general machinery. Its UNTIL, when an instant, is the caller's
 * to stop at: an hour the clock shows twice as the zone goes back is two instants. A series of several rules or with
 * RDATEs is walked as ical.js walks it, then put on that clock. EXDATEs are the caller's to pass over (`Exclusions`).
 */
export function walkSeries(event: ICAL.Event, start: ICAL.Time): Walk {
  const rules = event.component.getAllProperties('rrule');
  const rule = rules[0]?.getFirstValue();
  if (rules.length !== 1 || !(rule instanceof ICAL.Recur) || event.component.hasProperty('rdate')) {
    const iterator = event.iterator(start);
    return { next: () => wallClockOrNull(iterator.next()), until: null };
  }
  const walked = rule.clone();
  const until = walked.until && !walked.until.isDate ? walked.until : null;
  if (until) walked.until = null;
  const next = dayByDay(walked, start);
  if (next) return { next, until };
  const iterator = walked.iterator(onWallClock(start));
  return { next: () => wallClockOrNull(iterator.next()), until };
}

const wallClockOrNull = (time: ICAL.Time | null | undefined) => (time ? wallClockMs(time) : null);

/**
 * A daily or weekly rule with at most INTERVAL, plain weekdays (BYDAY), WKST, COUNT and a date as UNTIL, stepped
 * day by day; null for any other rule. As ical.js does, the start is the first occurrence even where the rule would
 * not give it, except on a weekday a weekly rule doesn't name; its weeks begin on WKST (Monday unless said) and are
 * counted from the start's.
 */
function dayByDay(rule: ICAL.Recur, start: ICAL.Time): (() => number | null) | null {
  if (rule.freq !== 'DAILY' && rule.freq !== 'WEEKLY') return null;
  const parts = Object.entries(rule.parts).filter(([, values]) => Array.isArray(values) && values.length > 0);
  if (parts.some(([name]) => name !== 'BYDAY')) return null;
  const byDay = rule.parts.BYDAY ?? [];
  const weekdays = new Set(byDay.map((day) => WEEKDAYS.indexOf(String(day))));
  if (weekdays.has(-1)) return null;
  const first = wallClockMs(start);
  const firstDay = Math.floor(first / DAY_MS);
  const timeOfDay = first - firstDay * DAY_MS;
  const weekdayOf = (day: number) => (day + 4) % 7; // 1 January 1970 was a Thursday.
  if (weekdays.size === 0) {
    if (rule.freq === 'WEEKLY') weekdays.add(weekdayOf(firstDay));
    else for (let day = 0; day < 7; day++) weekdays.add(day);
  }
  const interval = Math.max(1, rule.interval || 1);
  const last = rule.until ? wallClockMs(rule.until) : Infinity;
  const count = rule.count ?? Infinity;
  // The days the rule steps through: every INTERVAL-th day, or each day of every INTERVAL-th week.
  const weekStart = rule.freq === 'WEEKLY' ? firstDay - ((weekdayOf(firstDay) - ((rule.wkst || ICAL.Time.MONDAY) - 1) + 7) % 7) : firstDay;
  const stepOf = (n: number) => (rule.freq === 'DAILY' ? firstDay + n * interval : weekStart + Math.floor(n / 7) * 7 * interval + (n % 7));
  let step = 0;
  let given = 0;
  let started = rule.freq === 'WEEKLY' && !weekdays.has(weekdayOf(firstDay));
  return () => {
    if (given >= count) return null;
    if (!started) {
      started = true;
      given++;
      return first <= last ? first : null;
    }
    // A weekday the daily steps never reach (every seventh day, on another weekday) ends the series within a week.
    for (let tries = 0; tries < 7 * 7; tries++) {
      const day = stepOf(++step);
      if (day <= firstDay || !weekdays.has(weekdayOf(day))) continue;
      const time = day * DAY_MS + timeOfDay;
      if (time > last) return null;
      given++;
      return time;
    }
    return null;
  };
}

/** The date and time `time` shows, on UTC's clock. */
function onWallClock(time: ICAL.Time): ICAL.Time {
  const { year, month, day, hour, minute, second, isDate } = time;
  return new ICAL.Time({ year, month, day, hour, minute, second, isDate }, ICAL.Timezone.utcTimezone);
}

/** A series' EXDATEs: instants, and whole days for those given as dates (which take out every occurrence that day). */
export class Exclusions {
  private readonly instants = new Set<number>();
  private readonly days = new Set<number>();

  constructor(component: ICAL.Component, instantOf: (time: ICAL.Time, property: ICAL.Property) => Date) {
    for (const property of component.getAllProperties('exdate')) {
      for (const value of property.getValues()) {
        if (!(value instanceof ICAL.Time)) continue;
        if (value.isDate) this.days.add(Math.floor(wallClockMs(value) / DAY_MS));
        else this.instants.add(instantOf(value, property).getTime());
      }
    }
  }

  excludes(wallClock: number, instant: Date): boolean {
    return this.instants.has(instant.getTime()) || (this.days.size > 0 && this.days.has(Math.floor(wallClock / DAY_MS)));
  }
}
