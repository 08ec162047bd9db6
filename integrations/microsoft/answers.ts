import { DateTime } from 'luxon';
import { z } from 'zod';
import { errorText, optional } from '../answers.js';
import { textMessage } from '../http.js';
import type { CalendarEvent } from '../../calendar/event.js';

/**
 * Microsoft Graph's answers, the part we use (learn.microsoft.com/graph/api/resources/event, calendar): collections
 * come as `{value, @odata.nextLink}`; a delta page ends its round with `@odata.deltaLink`; a removed event is
 * `{id, @removed: {reason}}`. Times are asked in UTC (`Prefer: outlook.timezone="UTC"`), as `dateTime` without offset
 * plus `timeZone`.
 */

const emailAddress = z.object({ emailAddress: z.object({ address: optional(z.string()) }) });

const dateTimeTimeZone = z.object({ dateTime: z.string(), timeZone: z.string() }).transform((value, context) => {
  const at = DateTime.fromISO(value.dateTime, { zone: value.timeZone });
  if (!at.isValid) {
    context.addIssue({ code: 'custom', message: `not a time: ${value.dateTime} ${value.timeZone}` });
    return z.NEVER;
  }
  return at.toUTC().toISO();
});

const event = z.object({
  id: z.string(),
  subject: optional(z.string()),
  isAllDay: optional(z.boolean()),
  isCancelled: optional(z.boolean()),
  start: dateTimeTimeZone,
  end: dateTimeTimeZone,
  location: optional(z.object({ displayName: optional(z.string()) })),
  attendees: optional(z.array(emailAddress)),
  organizer: optional(emailAddress),
});

const removed = z.object({ id: z.string(), '@removed': z.object({ reason: optional(z.string()) }) });

export const address = (value: z.output<typeof emailAddress> | undefined): string | null => value?.emailAddress.address?.toLowerCase() ?? null;

function calendarEvent(item: z.output<typeof event>): CalendarEvent {
  return {
    external_id: item.id,
    title: item.subject ?? '',
    start: item.start,
    end: item.end,
    all_day: item.isAllDay ?? false,
    location: item.location?.displayName || null,
    attendees: (item.attendees ?? []).map(address).filter((email): email is string => email !== null),
    organizer: address(item.organizer),
  };
}

const recipients = optional(z.array(emailAddress));

/** A page of messages (learn.microsoft.com/graph/api/resources/message): the fields asked by `$select`. */
const sentMessages = z.object({
  value: z.array(
    z.object({
      id: z.string(),
      sentDateTime: z.iso.datetime({ offset: true }),
      subject: optional(z.string()),
      toRecipients: recipients,
      ccRecipients: recipients,
      bccRecipients: recipients,
      bodyPreview: optional(z.string()),
    }),
  ),
  '@odata.nextLink': optional(z.string()),
});

export const answers = {
  calendars: z.object({
    value: z.array(z.object({ id: z.string(), name: z.string(), isDefaultCalendar: optional(z.boolean()) })),
    '@odata.nextLink': optional(z.string()),
  }),
  /** A delta page: removals first (`@removed`), then events; a cancelled meeting counts as removed. */
  delta: z
    .object({
      value: z.array(z.union([removed, event])),
      '@odata.nextLink': optional(z.string()),
      '@odata.deltaLink': optional(z.string()),
    })
    .transform((page) => ({
      upserted: page.value.flatMap((item) => ('start' in item && !item.isCancelled ? [calendarEvent(item)] : [])),
      removed: page.value.flatMap((item) => ('start' in item && !item.isCancelled ? [] : [item.id])),
      nextLink: page['@odata.nextLink'],
      deltaLink: page['@odata.deltaLink'],
    })),
  sentMessages,
};

/** Graph's error body: `{error: {code, message}}`. */
const graphError = z.object({ error: z.object({ code: errorText, message: errorText }) });

export function readError(body: unknown): string {
  const said = graphError.safeParse(body).data?.error;
  return [said?.code, said?.message].filter(Boolean).join(': ') || textMessage(body);
}
