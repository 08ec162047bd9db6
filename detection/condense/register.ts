import { dayAt, DayLockedError, DayPublishedError, dayStream, DuplicateActivityError, type Day, type DayCommand, type DayEvent, type DayRef, type DecidingTag } from '../../domain/days/index.js';
import { activityIdOf, type Span } from '../../domain/detections/index.js';
import type { CommandHandler } from '../../eventstore/command-handler.js';
import type pg from 'pg';
import type { ContactBookings } from '../../projections/dimensions/contact-bookings.js';
import type { TagIndex } from '../../projections/tags/tag-index.js';
import { recordAfterPublishing } from './after-publishing.js';
import type { Person } from './read.js';

/**
 * What became of a span: registered as activity; registered before (its id is taken); kept as detected after
 * publishing (its day is published); or not yet, because its day is being published (it may still be cancelled).
 */
export type Registration = 'registered' | 'already' | 'after_publishing' | 'locked';

export interface Registrar {
  pool: pg.Pool;
  days: CommandHandler<Day, DayCommand, DayEvent>;
  /** The firms' tags: detected activity is tagged by its tag as it is registered (and booked, where booking follows the contact). */
  tagIndex: TagIndex;
}

/**
 * Registers a closed span as activity on the person's day of its start, as the activity calls do (overlapping
 * activity of the day trimmed, short activity ignored by threshold, tagged by its tag and booked as its contact's booking follows), under the id derived from the person, bucket
 * and start, carrying the detections it came from. Nobody asked: the events name no user, and the job as request.
 */
export async function registerSpan(
  registrar: Registrar,
  person: Person,
  span: Span,
  ignoreThreshold: number,
  context: { at: string; request: string | null; bookings: ContactBookings },
): Promise<Registration> {
  const day = dayAt(person, span.started_at);
  const activity = {
    activity_id: activityIdOf(person.user_id, span.bucket, span.started_at),
    started_at: span.started_at,
    ended_at: span.ended_at,
    contact_id: null,
    partner_contact_id: null,
    internal: false,
    description: null,
    source: span.source,
    context: span.context,
    detection: span.detections,
  };
  const tag = await registrar.tagIndex.decidingTagOf(day, activity);
  return registerDetected(registrar, day, activity, tag, { ...context, ignoreThreshold });
}

/**
 * Registers detected activity under its name-based id (a span's, a sent mail's, a call's) on its day, as the
 * activity calls do: overlapping activity trimmed, short activity ignored by threshold, tagged by `tag` and booked
 * as its contact's booking follows. A published day keeps it as detected after publishing instead, once.
 */
export async function registerDetected(
  registrar: Registrar,
  day: DayRef,
  activity: Extract<DayCommand, { type: 'RegisterActivity' }>['activity'],
  found: DecidingTag | undefined,
  context: { at: string; request: string | null; bookings: ContactBookings; ignoreThreshold: number },
): Promise<Registration> {
  const stream = dayStream(day.day_id);
  try {
    const tag = await context.bookings.withBooking(day, found);
    const command: DayCommand = { type: 'RegisterActivity', day, activity, ...(tag ? { tag } : {}), removeOverlapping: true, ignoreThreshold: context.ignoreThreshold, at: context.at };
    await registrar.days.handle(stream, command, { client_id: day.client_id, user_id: null, request: context.request });
    return 'registered';
  } catch (error) {
    if (error instanceof DuplicateActivityError) return 'already';
    if (error instanceof DayLockedError) return 'locked';
    if (!(error instanceof DayPublishedError)) throw error;
    // A published day refuses before it looks at the id: registered before publishing is registered all the same.
    if ((await registrar.days.state(stream)).activities.has(activity.activity_id)) return 'already';
    await recordAfterPublishing(registrar.pool, activity.activity_id, day, activity);
    return 'after_publishing';
  }
}
