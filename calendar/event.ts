/**
 * The seam between the calendar sources (an ICS feed, Microsoft 365, Google Calendar) and appointments: every source
 * reads its calendar into these changes, and appointments take them in (calendar/apply.ts). A source never writes
 * appointments itself, so the "arranged" and confirmation rules and what a published day may still take live in one
 * place.
 */
type CalendarSource = 'ics' | 'microsoft' | 'google';

export interface CalendarEvent {
  /** The source's own id of the event (for a recurrence: of the one occurrence), stable across syncs. */
  external_id: string;
  title: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  all_day: boolean;
  location: string | null;
  /** The attendees' e-mail addresses, lower case; tags recognise them as references. */
  attendees: string[];
  organizer: string | null;
}

/** What one sync of one person's calendar found: events new or changed since the last sync, and events gone. */
export interface CalendarChanges {
  source: CalendarSource;
  upserted: CalendarEvent[];
  removed: string[];
}
