import { DateTime } from 'luxon';
import { z } from 'zod';
import { errorText, optional } from '../answers.js';
import { textMessage } from '../http.js';
import type { CalendarEvent } from '../../calendar/event.js';

/**
 * Google Calendar API v3's answers, the part we use (developers.google.com/calendar/api/v3/reference): lists come as
 * `{items, nextPageToken}`; an events list's last page carries `nextSyncToken`; an event removed since the sync token
 * comes back with `status: "cancelled"`. A timed event has `start.dateTime` (RFC 3339), an all-day one `start.date`,
 * a day in the calendar's `timeZone`.
 */

const when = z.object({ dateTime: optional(z.string()), date: optional(z.string()) });

const event = z.object({
  id: z.string(),
  status: optional(z.string()),
  summary: optional(z.string()),
  start: optional(when),
  end: optional(when),
  location: optional(z.string()),
  attendees: optional(z.array(z.object({ email: optional(z.string()), resource: optional(z.boolean()) }))),
  organizer: optional(z.object({ email: optional(z.string()) })),
});

type GoogleEvent = z.output<typeof event>;

function instant(value: z.output<typeof when> | undefined, zone: string): string | undefined {
  const at = value?.dateTime ? DateTime.fromISO(value.dateTime, { setZone: true }) : value?.date ? DateTime.fromISO(value.date, { zone }) : undefined;
  return at?.isValid ? (at.toUTC().toISO() ?? undefined) : undefined;
}

function calendarEvent(item: GoogleEvent, zone: string): CalendarEvent | undefined {
  const start = instant(item.start, zone);
  const end = instant(item.end, zone);
  if (start === undefined || end === undefined) return undefined;
  return {
    external_id: item.id,
    title: item.summary ?? '',
    start,
    end,
    all_day: item.start?.date !== undefined && item.start.dateTime === undefined,
    location: item.location || null,
    // Rooms and equipment are attendees too (`resource`): they are not people a tag could recognise.
    attendees: (item.attendees ?? []).flatMap((attendee) => (attendee.email && !attendee.resource ? [attendee.email.toLowerCase()] : [])),
    organizer: item.organizer?.email?.toLowerCase() ?? null,
  };
}

export const answers = {
  calendarList: z.object({
    items: z.array(z.object({ id: z.string(), summary: optional(z.string()), summaryOverride: optional(z.string()), primary: optional(z.boolean()) })),
    nextPageToken: optional(z.string()),
  }),
  /** An events page: cancelled events (and any without readable times) are removed, the rest upserted. */
  events: z
    .object({
      timeZone: optional(z.string()),
      items: z.array(event),
      nextPageToken: optional(z.string()),
      nextSyncToken: optional(z.string()),
    })
    .transform((page) => {
      const zone = page.timeZone ?? 'UTC';
      const read = page.items.map((item) => ({ id: item.id, event: item.status === 'cancelled' ? undefined : calendarEvent(item, zone) }));
      return {
        upserted: read.flatMap((item) => (item.event ? [item.event] : [])),
        removed: read.flatMap((item) => (item.event ? [] : [item.id])),
        nextPageToken: page.nextPageToken,
        nextSyncToken: page.nextSyncToken,
      };
    }),
};

/** Google's error body: `{error: {code, message, errors: [{reason}]}}`. */
const googleError = z.object({ error: z.object({ message: errorText, errors: z.array(z.object({ reason: errorText })).optional().catch(undefined) }) });

export function readError(body: unknown): string {
  const said = googleError.safeParse(body).data?.error;
  return [said?.errors?.[0]?.reason, said?.message].filter(Boolean).join(': ') || textMessage(body);
}
