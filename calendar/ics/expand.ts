import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { CalendarEvent } from '../event.js';
import { Instants, type Occurrence } from './instants.js';
import { startNearWindow } from './near-window.js';
import { readCalendar } from './read.js';
import { Exclusions, walkSeries } from './walk.js';
import { rememberOffsets } from './zones.js';

/** The stretch of time a feed is read over: what lies outside is no appointment yet, or none any more. */
export interface Window {
  from: Date;
  to: Date;
}

/** A month back and three ahead of `now`: what the appointment screens and the day flow still look at. */
export function windowAround(now: Date): Window {
  const at = DateTime.fromJSDate(now, { zone: 'utc' });
  return { from: at.minus({ months: 1 }).toJSDate(), to: at.plus({ months: 3 }).toJSDate() };
}

/**
 * A series gives at most this many appointments per window (a daily meeting gives some 120), and is followed
 * through at most `STEPS_PER_SERIES` occurrences from its start: one that would give more (a minutely rule, ten
 * thousand instances) is cut there, with a note, rather than flooding the appointments or holding a job for minutes.
 */
export const OCCURRENCES_PER_SERIES = 500;
const STEPS_PER_SERIES = 50_000;

export interface ExpandedFeed {
  events: CalendarEvent[];
  /** What was read past: broken lines, unknown time zones, events without a start, series cut off. */
  notes: string[];
}

/**
 * Reads an ICS calendar into the events of a window: each recurring series expanded to its occurrences, with
 * their exceptions (RECURRENCE-ID) and exclusions (EXDATE), in the time zones the file defines (VTIMEZONE) or
 * names (an IANA zone). Times without a zone (floating, all-day) are the person's `zone`. An occurrence's
 * external id is the event's UID and, for a series, its recurrence instant; cancelled events are left out.
 */
export function expandCalendar(text: string, window: Window, zone: string): ExpandedFeed {
  const { calendar, notes } = readCalendar(text);
  rememberOffsets(calendar);
  const times = new Instants(zone, notes);
  const events: CalendarEvent[] = [];
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const uid = component.getFirstPropertyValue('uid');
    if (typeof uid !== 'string' || !component.hasProperty('dtstart')) {
      notes.push(`An event without ${typeof uid === 'string' ? 'a start' : 'a UID'} is left out.`);
      continue;
    }
    // An empty list of exceptions: left without, ical.js relates every exception in the file to each event it makes.
    if (component.hasProperty('recurrence-id')) exceptions.push(component);
    else if (daysAway(component, window)) continue;
    else readOrNote(notes, uid, () => void masters.set(uid, new ICAL.Event(component, { strictExceptions: true, exceptions: [] })));
  }
  for (const exception of exceptions) {
    const uid = String(exception.getFirstPropertyValue('uid'));
    const master = masters.get(uid);
    readOrNote(notes, uid, () => {
      if (master?.isRecurring()) master.relateException(exception);
      else readSingle(new ICAL.Event(exception, { exceptions: [] }), `${uid}@${times.recurrenceOf(exception)}`, window, times, events);
    });
  }
  for (const [uid, event] of masters) {
    readOrNote(notes, uid, () => (event.isRecurring() ? readSeries(uid, event, window, times, events, notes) : readSingle(event, uid, window, times, events)));
  }
  return { events, notes: [...new Set(notes)] };
}

/** An event ical.js cannot read (a cut-off date, a broken rule) is left out with a note; the others are read. */
function readOrNote(notes: string[], uid: string, read: () => void) {
  try {
    read();
  } catch (error) {
    notes.push(`The event ${uid} cannot be read and is left out: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Whether a single event lies two days or more away from the window, as its dates say in the file's own text: most
 * of a long feed's events do, and they need neither a time zone nor ical.js's reading of their times to be passed over.
 */
function daysAway(component: ICAL.Component, window: Window): boolean {
  if (component.hasProperty('rrule') || component.hasProperty('rdate')) return false;
  const start = dateInText(component, 'dtstart');
  const end = component.hasProperty('duration') ? null : (dateInText(component, 'dtend') ?? start);
  return (start !== null && start > wallClock(new Date(window.to.getTime() + 2 * DAY_MS))) || (end !== null && end < wallClock(new Date(window.from.getTime() - 2 * DAY_MS)));
}

/** The date (yyyymmdd) a DATE or DATE-TIME property's text gives, or null when it gives none. */
function dateInText(component: ICAL.Component, name: string): number | null {
  const text: unknown = component.getFirstProperty(name)?.jCal[3];
  const date = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(text) : null;
  return date ? Number(date[1]) * 10_000 + Number(date[2]) * 100 + Number(date[3]) : null;
}

function readSingle(event: ICAL.Event, externalId: string, window: Window, times: Instants, events: CalendarEvent[]) {
  const occurrence = times.occurrence(event, event.startDate, event.endDate);
  if (occurrence && overlaps(occurrence, window) && !cancelled(event.component)) events.push(toCalendarEvent(event.component, externalId, occurrence));
}

function readSeries(uid: string, event: ICAL.Event, window: Window, times: Instants, events: CalendarEvent[], notes: string[]) {
  const seen = new Set<string>();
  const found = events.length;
  let steps = 0;
  // Occurrences two days or more before the window need no time zone to be passed over; most of a long series
  // need not be walked at all.
  const before = wallClock(new Date(window.from.getTime() - 2 * DAY_MS));
  const beforeDay = Math.floor((window.from.getTime() - 2 * DAY_MS) / DAY_MS) * DAY_MS;
  const walk = walkSeries(event, startNearWindow(event, before));
  // Worked out once per series: ical.js works the duration out anew, and relates exceptions by converting every
  // occurrence to UTC, each time it is asked.
  const duration = event.duration.toSeconds() * 1000;
  const zone = event.startDate.zone;
  const dtstart = event.component.getFirstProperty('dtstart');
  const dtend = event.component.getFirstProperty('dtend') ?? dtstart;
  const excluded = new Exclusions(event.component, (time, property) => times.instant(time, property));
  const moved = new Map(Object.values(event.exceptions).map((exception) => [times.recurrenceOf(exception.component), exception]));
  const until = walk.until ? times.instant(walk.until, dtstart) : null;
  const allDay = event.startDate.isDate;
  for (let shown = walk.next(); shown !== null; shown = walk.next()) {
    if (shown < beforeDay) continue;
    const recurrence = times.onClockOf(shown, zone, dtstart);
    if (recurrence > window.to || (until && recurrence > until)) break;
    if (excluded.excludes(shown, recurrence)) continue;
    if (++steps > STEPS_PER_SERIES || events.length - found >= OCCURRENCES_PER_SERIES) {
      notes.push(`The series ${uid} has too many occurrences; those after ${recurrence.toISOString()} are left out.`);
      break;
    }
    const recurrenceId = recurrence.toISOString();
    seen.add(recurrenceId);
    const exception = moved.get(recurrenceId);
    let occurrence: Occurrence | null;
    let item = event;
    if (exception) occurrence = times.occurrence((item = exception), exception.startDate, exception.endDate);
    else if (event.rangeExceptions.length > 0) {
      const details = event.getOccurrenceDetails(inZone(shown, allDay, zone));
      occurrence = times.occurrence((item = details.item), details.startDate, details.endDate);
    } else occurrence = times.span(recurrence, times.onClockOf(shown + duration, zone, dtend), allDay);
    if (occurrence && overlaps(occurrence, window) && !cancelled(item.component)) events.push(toCalendarEvent(item.component, `${uid}@${recurrenceId}`, occurrence));
  }
  // An exception may move an occurrence from past the window's end into it.
  for (const [recurrenceId, exception] of moved) {
    if (seen.has(recurrenceId)) continue;
    const occurrence = times.occurrence(exception, exception.startDate, exception.endDate);
    if (occurrence && overlaps(occurrence, window) && !cancelled(exception.component)) events.push(toCalendarEvent(exception.component, `${uid}@${recurrenceId}`, occurrence));
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A wall-clock time (`walkSeries`) back in the series' own zone, for ical.js to relate range exceptions to. */
function inZone(wallClock: number, isDate: boolean, zone: ICAL.Timezone | undefined): ICAL.Time {
  const shown = new Date(wallClock);
  const [year, month, day] = [shown.getUTCFullYear(), shown.getUTCMonth() + 1, shown.getUTCDate()];
  return new ICAL.Time({ year, month, day, hour: shown.getUTCHours(), minute: shown.getUTCMinutes(), second: shown.getUTCSeconds(), isDate }, zone ?? ICAL.Timezone.localTimezone);
}

/** A date as a comparable number (yyyymmdd), its own zone's for an ICAL.Time and UTC's for a Date. */
const wallClock = (time: ICAL.Time | Date) =>
  time instanceof Date ? time.getUTCFullYear() * 10_000 + (time.getUTCMonth() + 1) * 100 + time.getUTCDate() : time.year * 10_000 + time.month * 100 + time.day;

const overlaps = (occurrence: Occurrence, window: Window) => occurrence.end > window.from && occurrence.start < window.to;
const cancelled = (component: ICAL.Component) => String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

type Description = Pick<CalendarEvent, 'title' | 'location' | 'attendees' | 'organizer'>;
/** What an event says besides its times, read once per component: a series' occurrences all say the same. */
const descriptions = new WeakMap<ICAL.Component, Description>();

function describe(component: ICAL.Component): Description {
  const known = descriptions.get(component);
  if (known) return known;
  const text = (name: string) => {
    const value = component.getFirstPropertyValue(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const description = {
    title: text('summary') ?? '',
    location: text('location'),
    attendees: [...new Set(component.getAllProperties('attendee').map((attendee) => addressOf(attendee.getFirstValue())).filter((address) => address !== null))],
    organizer: addressOf(component.getFirstPropertyValue('organizer')),
  };
  descriptions.set(component, description);
  return description;
}

function toCalendarEvent(component: ICAL.Component, externalId: string, occurrence: Occurrence): CalendarEvent {
  const { title, location, attendees, organizer } = describe(component);
  return {
    external_id: externalId,
    title,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    all_day: occurrence.all_day,
    location,
    attendees: [...attendees],
    organizer,
  };
}

function addressOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.replace(/^mailto:/i, '').trim().toLowerCase();
  return address.includes('@') ? address : null;
}
