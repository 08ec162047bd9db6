/**
 * The mailboxes behind the calendar fakes (test code): per person (an OAuth subject) their calendars, and per calendar
 * a change log, so both fakes answer a full round (every event in the window as of the round's start) and a round of
 * changes since a point (events changed or removed after it) the way their vendors do.
 */

export interface FakeCalendarEvent {
  id: string;
  subject: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  location?: string;
  attendees: string[];
  organizer: string;
}

interface Entry {
  event: FakeCalendarEvent;
  /** The change that last touched it. */
  seq: number;
  removed: boolean;
}

interface FakeCalendar {
  id: string;
  name: string;
  primary: boolean;
  entries: Map<string, Entry>;
}

export class CalendarData {
  private seq = 0;
  private readonly people = new Map<string, FakeCalendar[]>();

  /** The change the next round's point is taken at. */
  get now(): number {
    return this.seq;
  }

  addCalendar(person: string, calendar: { id: string; name: string; primary?: boolean }): void {
    const calendars = this.people.get(person) ?? [];
    calendars.push({ id: calendar.id, name: calendar.name, primary: calendar.primary ?? false, entries: new Map() });
    this.people.set(person, calendars);
  }

  calendars(person: string): FakeCalendar[] {
    return this.people.get(person) ?? [];
  }

  calendar(person: string, calendarId: string): FakeCalendar | undefined {
    return this.calendars(person).find((calendar) => calendar.id === calendarId);
  }

  /** Adds or changes an event. */
  put(person: string, calendarId: string, event: FakeCalendarEvent): void {
    this.calendar(person, calendarId)?.entries.set(event.id, { event, seq: ++this.seq, removed: false });
  }

  remove(person: string, calendarId: string, eventId: string): void {
    const entry = this.calendar(person, calendarId)?.entries.get(eventId);
    if (entry) Object.assign(entry, { seq: ++this.seq, removed: true });
  }

  /**
   * Up to `limit` entries from `offset` of a round: a full round (since = null) has the events in the window as of
   * change `until`; a round of changes has everything changed after `since` up to `until`, removals included.
   */
  round(person: string, calendarId: string, round: { since: number | null; until: number; window?: { start: string; end: string } }, offset: number, limit: number): { entries: Array<{ event: FakeCalendarEvent; removed: boolean }>; more: boolean } {
    const all = [...(this.calendar(person, calendarId)?.entries.values() ?? [])]
      .filter((entry) => entry.seq <= round.until && (round.since === null ? !entry.removed : entry.seq > round.since))
      .filter((entry) => !round.window || entry.removed || (entry.event.end > round.window.start && entry.event.start < round.window.end))
      .sort((a, b) => a.seq - b.seq);
    return { entries: all.slice(offset, offset + limit).map(({ event, removed }) => ({ event, removed })), more: all.length > offset + limit };
  }
}

/** A cursor the fakes hand out: their state, opaque to the client. */
export const encodeToken = (state: object): string => Buffer.from(JSON.stringify(state)).toString('base64url');
export function decodeToken<T>(token: string): T | undefined {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** `count` meetings of an hour, one a working hour from 2026-03-02 09:00 UTC on, each with a client's attendee. */
export function seedMeetings(data: CalendarData, person: string, calendarId: string, count: number, from = 0): FakeCalendarEvent[] {
  const events = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const start = new Date(Date.UTC(2026, 2, 2 + Math.floor(n / 8), 9 + (n % 8)));
    return {
      id: `${calendarId}-event-${n}`,
      subject: `Meeting ${n}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      location: n % 2 === 0 ? 'Client office' : undefined,
      attendees: [`Contact${n % 5}@Client.example`, person],
      organizer: person,
    } satisfies FakeCalendarEvent;
  });
  for (const event of events) data.put(person, calendarId, event);
  return events;
}
