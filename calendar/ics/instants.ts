import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';

export interface Occurrence {
  start: Date;
  end: Date;
  all_day: boolean;
}

/**
 * A time's date and time as milliseconds on UTC's clock: what the clock on the wall shows, as a number that can be
 * added to (a duration in wall-clock time, as RFC 5545 adds it) and looked up by, with no zone in between.
 */
export const wallClockMs = (time: ICAL.Time) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/**
 * Turns the file's times into instants. ical.js knows the zones the file defines; a zone it names but doesn't
 * define is looked up as an IANA zone, and one nobody knows counts as UTC, with a note (a feed is read, not refused).
 */
export class Instants {
  /** Instants by zone and wall clock: a feed's meetings share their hours, and a zone's offset is slow to find. */
  private readonly known = new Map<string, Map<number, Date>>();

  constructor(
    private readonly zone: string,
    private readonly notes: string[],
  ) {}

  instant(time: ICAL.Time, property: ICAL.Property | null): Date {
    return this.onClockOf(wallClockMs(time), time.zone, property);
  }

  /**
   * The instant at which the wall clock of `zone` (or, floating, of the zone the property names or the person's)
   * shows `wallClock` (`wallClockMs`).
   */
  onClockOf(wallClock: number, zone: ICAL.Timezone | undefined, property: ICAL.Property | null): Date {
    const floating = !zone || zone === ICAL.Timezone.localTimezone;
    const named = floating ? property?.getParameter('tzid') : undefined;
    const tzid = typeof named === 'string' ? named : null;
    const key = floating ? `floating ${tzid ?? ''}` : zone.tzid;
    let byWallClock = this.known.get(key);
    if (!byWallClock) this.known.set(key, (byWallClock = new Map()));
    let instant = byWallClock.get(wallClock);
    if (!instant) {
      instant = floating ? this.wallClockIn(wallClock, tzid) : new Date(wallClock - 1000 * zone.utcOffset(ICAL.Time.fromJSDate(new Date(wallClock), true)));
      byWallClock.set(wallClock, instant);
    }
    return instant;
  }

  /** A time without a zone ical.js knows: in the IANA zone it names, or else the person's. */
  private wallClockIn(wallClock: number, tzid: string | null): Date {
    let zone = tzid ?? this.zone;
    if (tzid && !IANAZone.isValidZone(tzid)) {
      this.notes.push(`The time zone "${tzid}" is unknown; its times are read as UTC.`);
      zone = 'utc';
    }
    const wall = DateTime.fromMillis(wallClock, { zone: 'utc' });
    const { year, month, day, hour, minute, second } = wall;
    return DateTime.fromObject({ year, month, day, hour, minute, second }, { zone }).toJSDate();
  }

  /** One occurrence's start and end; without DTEND or DURATION, a timed event is an instant and an all-day one a day. */
  occurrence(event: ICAL.Event, startDate: ICAL.Time, endDate: ICAL.Time): Occurrence | null {
    const start = this.instant(startDate, event.component.getFirstProperty('dtstart'));
    const endProperty = event.component.getFirstProperty('dtend') ?? event.component.getFirstProperty('dtstart');
    return this.span(start, this.instant(endDate, endProperty), startDate.isDate);
  }

  span(start: Date, end: Date, allDay: boolean): Occurrence | null {
    if (allDay && end <= start) end = DateTime.fromJSDate(start).plus({ days: 1 }).toJSDate();
    return Number.isNaN(start.getTime()) || end < start ? null : { start, end, all_day: allDay };
  }

  recurrenceOf(component: ICAL.Component): string {
    const property = component.getFirstProperty('recurrence-id');
    const value = property?.getFirstValue();
    return value instanceof ICAL.Time ? this.instant(value, property).toISOString() : String(value);
  }
}
