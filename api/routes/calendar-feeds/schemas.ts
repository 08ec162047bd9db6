import { z } from 'zod';

const name = z.string().trim().min(1).max(200);

/** A feed by URL (read again every five minutes) or by an uploaded file's text (read as the window moves on). */
export const addFeedBody = z
  .union([
    z.object({ name, url: z.url({ protocol: /^https?$/ }).max(2000) }).strict(),
    z.object({ name, content: z.string().min(1) }).strict(),
  ])
  .meta({ id: 'AddCalendarFeed' });

export const feedParams = z.object({ id: z.uuid() });

export const feedResource = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(['url', 'file']),
    url: z.string().nullable(),
    last_read_at: z.iso.datetime({ offset: true }).nullable(),
    last_error: z.string().nullable(),
    /** What the last read passed over: broken lines, unknown time zones, series cut off. */
    notes: z.array(z.string()),
    /** Events of the window the last read gave. */
    event_count: z.number().int(),
  })
  .meta({ id: 'CalendarFeed' });
