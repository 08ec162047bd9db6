import ICAL from 'ical.js';

/**
 * A series' wall-clock times from `start` on, as times in UTC's clock: the date and time the series' own zone
 * shows. ical.js compares every time it steps through as an instant, which in a VTIMEZONE means asking the zone
 * for the time's offset, several times a step; a rule repeats in wall-clock time (RFC 5545 §3.3.10), so walking it
 * on a clock without offsets gives the same dates and times for a fraction of the work. Its UNTIL, when an instant,
 * is the caller's to stop at (`until`): an hour the clock shows twice as the zone goes back is two instants. A series
 * of several rules or with RDATEs is walked as ical.js walks it, then put on that clock. EXDATEs are the caller's to
 * pass over (`Exclusions`).
 */
export function walkSeries(event: ICAL.Event, start: ICAL.Time): { next: () => ICAL.Time | null; until: ICAL.Time | null } {
  const rules = event.component.getAllProperties('rrule');
  const rule = rules[0]?.getFirstValue();
  if (rules.length !== 1 || !(rule instanceof ICAL.Recur) || event.component.hasProperty('rdate')) {
    const iterator = event.iterator(start);
    const next = () => {
      const time = iterator.next();
      return time ? onWallClock(time) : null;
    };
    return { next, until: null };
  }
  const walked = rule.clone();
  const until = walked.until && !walked.until.isDate ? walked.until : null;
  if (until) walked.until = null;
  const iterator = walked.iterator(onWallClock(start));
  return { next: () => iterator.next() ?? null, until };
}

/** The date and time `time` shows, on UTC's clock. */
export function onWallClock(time: ICAL.Time): ICAL.Time {
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
        if (value.isDate) this.days.add(dateOf(value));
        else this.instants.add(instantOf(value, property).getTime());
      }
    }
  }

  excludes(wallClock: ICAL.Time, instant: Date): boolean {
    return this.instants.has(instant.getTime()) || (this.days.size > 0 && this.days.has(dateOf(wallClock)));
  }
}

const dateOf = (time: ICAL.Time) => time.year * 10_000 + time.month * 100 + time.day;
