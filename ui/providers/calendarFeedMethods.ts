import type { z } from 'zod';
import type { addFeedBody, feedResource } from '../../api/routes/calendar-feeds/schemas.js';

export type CalendarFeed = z.infer<typeof feedResource>;
/** A feed by URL, or by a file's text read in the browser. */
export type NewCalendarFeed = z.input<typeof addFeedBody>;

/** A person's ICS feeds (api/routes/calendar-feeds): each becomes appointments as it is read. */
export interface CalendarFeedMethods {
  /** GET /v1/rpc/calendars/ics */
  calendarFeeds(): Promise<CalendarFeed[]>;
  /** POST /v1/rpc/calendars/ics: read at once; a feed that can't be read is refused with the reason (422). */
  addCalendarFeed(body: NewCalendarFeed): Promise<CalendarFeed>;
  /** DELETE /v1/rpc/calendars/ics/{id}: with its appointments. */
  removeCalendarFeed(id: string): Promise<void>;
}

/** Where the screens keep the feeds, refetched after an add or a removal. */
export const CALENDAR_FEEDS_KEY = ['calendar-feeds'];

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export function calendarFeedMethods(send: Send, apiUrl: string): CalendarFeedMethods {
  const feeds = `${apiUrl}/rpc/calendars/ics`;
  return {
    calendarFeeds: async () => (await send<{ data: CalendarFeed[] }>('GET', feeds)).data,
    addCalendarFeed: async (body) => (await send<{ data: CalendarFeed }>('POST', feeds, body)).data,
    removeCalendarFeed: async (id) => {
      await send('DELETE', `${feeds}/${encodeURIComponent(id)}`);
    },
  };
}
