import { DateTime } from 'luxon';
import { dayIdFor } from './day-id.js';
import type { DayRef } from './events.js';

/** Whose days: a user of an organisation, and the time zone their days are local dates in (theirs, else the organisation's). */
export type DayOwner = { readonly client_id: string; readonly user_id: string; readonly time_zone: string };

/**
 * The local date (YYYY-MM-DD) a moment falls on in a time zone. A moment with an offset (or Z) is that instant;
 * one without is read as local time in the zone. Days follow the zone's clock, so DST days have 23 or 25 hours.
 */
export function localDateOf(moment: string, timeZone: string): string {
  const date = DateTime.fromISO(moment, { zone: timeZone }).toISODate();
  if (date === null) throw new RangeError(`No local date for ${moment} in the time zone ${timeZone}.`);
  return date;
}

/**
 * The moment the local date after the one a moment falls on begins: that date's midnight in the zone, or its first
 * existing moment where a DST change skips midnight. Activity that runs past it belongs partly to the next day.
 */
export function nextDayStart(moment: string, timeZone: string): string {
  const nextDate = DateTime.fromISO(localDateOf(moment, timeZone), { zone: 'UTC' }).plus({ days: 1 }).toISODate();
  const start = nextDate === null ? null : DateTime.fromISO(nextDate, { zone: timeZone }).toUTC().toISO();
  if (start === null) throw new RangeError(`No next day after ${moment} in the time zone ${timeZone}.`);
  return start;
}

/** The owner's day on a local date. */
export function dayOn(owner: DayOwner, date: string): DayRef {
  return { day_id: dayIdFor(owner.user_id, date), client_id: owner.client_id, user_id: owner.user_id, date };
}

/** The owner's day a moment (an activity's start) falls on, in their time zone. */
export function dayAt(owner: DayOwner, moment: string): DayRef {
  return dayOn(owner, localDateOf(moment, owner.time_zone));
}
