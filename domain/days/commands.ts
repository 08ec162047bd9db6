import { sameCustomValues, withCustomChanges, type CustomValueChanges } from '../custom-fields/index.js';
import { NotFoundError, assertNever, type Decider } from '../shared/decider.js';
import { detectedDuration, durationOf, type Activity, type Booking, type DecidingTag } from './activity.js';
import { isWholeBlocks, roundable, roundedDuration, type BlockSettings } from './corrections.js';
import {
  BlockSizeError,
  DayLockedError,
  DayPublishedError,
  DuplicateActivityError,
  InvalidActivityChangeError,
  InvalidIntervalError,
  NotAllBookedError,
  UnbookedTimeError,
} from './errors.js';
import { emptyDay, evolve, type ActivityRegistration, type Day, type DayEvent, type DayRef } from './events.js';
import { assertAllBooked, unbookedDuration } from './progress.js';
import { overlapEvents } from './register.js';
import { registrationEvents, retagEvents, type TagDecision } from './tagging.js';
import { say } from '../../i18n/text.js';

type ActivityChanges = {
  contact_id?: string | null;
  internal?: boolean;
  status?: 'open' | 'ignored';
  description?: string | null;
  /** Checked against the firm's custom fields for activities (`checkedCustomChanges`). */
  customfields?: CustomValueChanges;
};

export type DayCommand =
  | {
      type: 'RegisterActivity';
      day: DayRef;
      activity: Omit<ActivityRegistration, 'ignored_by_threshold' | 'tagged_by'>;
      /** The tag that decides the activity, looked up by the caller (its references); a hand-given contact or internal wins. */
      tag?: DecidingTag;
      removeOverlapping: boolean;
      /** Seconds: activity of this source shorter than this is ignored unless booked (log_thresholds.ignore). */
      ignoreThreshold: number;
      at: string;
    }
  | { type: 'ChangeActivities'; activityIds: string[]; changes: ActivityChanges; at: string }
  /** Re-tagging after a tag changed (domain/tags/retagging.ts): what the tags now decide, for the activities that follow tags. */
  | { type: 'ApplyTags'; decisions: TagDecision[]; at: string }
  | { type: 'RemoveActivity'; activityId: string; at: string }
  | { type: 'RestoreActivity'; activityId: string; at: string }
  | { type: 'BookActivities'; activityIds: string[]; booking: Booking; at: string }
  /** Rounds every booked activity; a duration set by hand stays unless `includeSetByHand` says to round it too. */
  | { type: 'CorrectDurations'; action: 'round'; settings: BlockSettings; includeSetByHand?: boolean; at: string }
  | { type: 'CorrectDurations'; action: 'set'; activityId: string; duration: number; settings: BlockSettings; at: string }
  | { type: 'CorrectDurations'; action: 'reset'; at: string }
  | { type: 'InitPublish'; at: string }
  | { type: 'CancelPublish'; at: string }
  | { type: 'PublishDay'; confirmUnbooked: boolean; at: string }
  | { type: 'DeleteDay'; at: string };

const ONE_YEAR_MS = 366 * 24 * 3600 * 1000;
/** Commands a day accepts while it is locked for publishing. */
const WHILE_LOCKED = new Set<DayCommand['type']>(['InitPublish', 'CancelPublish', 'PublishDay']);

function decide(command: DayCommand, day: Day): DayEvent[] {
  if (day.status === 'published') throw new DayPublishedError();
  if (day.status === 'locked' && !WHILE_LOCKED.has(command.type)) throw new DayLockedError();
  const { at } = command;
  switch (command.type) {
    case 'RegisterActivity':
      return register(command, day);
    case 'ChangeActivities':
      return change(live(day, command.activityIds), command.changes, at);
    case 'ApplyTags':
      return retagEvents(day, command.decisions, at);
    case 'RemoveActivity':
      liveActivity(day, command.activityId);
      return [{ type: 'ActivityRemoved', data: { activity_id: command.activityId, reason: 'deleted', by_activity_id: null, at } }];
    case 'RestoreActivity': {
      const activity = day.activities.get(command.activityId);
      if (!activity) throw new NotFoundError(say('activity_not_found'));
      return activity.removed ? [{ type: 'ActivityRestored', data: { activity_id: activity.id, at } }] : [];
    }
    case 'BookActivities': {
      const changed = live(day, command.activityIds).filter(
        (a) => a.status !== 'booked' || JSON.stringify(a.booking) !== JSON.stringify(command.booking),
      );
      return changed.length === 0 ? [] : [{ type: 'ActivitiesBooked', data: { activity_ids: ids(changed), booking: command.booking, at } }];
    }
    case 'CorrectDurations':
      return correct(command, day);
    case 'InitPublish':
      assertAllBooked(day.activities.values(), 'init_publish');
      return day.status === 'locked' ? [] : [{ type: 'DayLocked', data: { at } }];
    case 'CancelPublish':
      return day.status === 'locked' ? [{ type: 'DayUnlocked', data: { at } }] : [];
    case 'PublishDay':
      return publish(day, command.confirmUnbooked, at);
    case 'DeleteDay':
      if (!day.ref) throw new NotFoundError(say('day_not_found'));
      return [{ type: 'DayDeleted', data: { at } }];
    default:
      return assertNever(command);
  }
}

function register(command: Extract<DayCommand, { type: 'RegisterActivity' }>, day: Day): DayEvent[] {
  const { activity, at } = command;
  const start = Date.parse(activity.started_at);
  const end = Date.parse(activity.ended_at);
  if (!(end > start)) throw new InvalidIntervalError(say('end_after_start'));
  if (end - start > ONE_YEAR_MS) throw new InvalidIntervalError(say('at_most_a_year'));
  if (day.activities.has(activity.activity_id)) throw new DuplicateActivityError();
  const events: DayEvent[] = day.ref ? [] : [{ type: 'DayOpened', data: { ...command.day, at } }];
  if (command.removeOverlapping) events.push(...overlapEvents(day.activities.values(), activity, at));
  const ignored = detectedDuration(activity) < command.ignoreThreshold;
  events.push(...registrationEvents({ ...activity, ignored_by_threshold: ignored }, command.tag, at));
  return events;
}

function change(activities: Activity[], changes: ActivityChanges, at: string): DayEvent[] {
  const events: DayEvent[] = [];
  if (changes.contact_id && changes.internal) {
    throw new InvalidActivityChangeError(say('contact_or_internal'), 'internal');
  }
  if (changes.contact_id !== undefined || changes.internal !== undefined) {
    const contact_id = changes.contact_id ?? null;
    const internal = changes.internal ?? false;
    // "Not internal" alone only untags what was internal.
    const affected = activities.filter((a) =>
      changes.contact_id === undefined && !changes.internal ? a.internal : a.contact_id !== contact_id || a.internal !== internal,
    );
    if (affected.length > 0) events.push({ type: 'ActivitiesTagged', data: { activity_ids: ids(affected), contact_id, internal, at } });
  }
  if (changes.status !== undefined) {
    const affected = activities.filter((a) => a.status !== changes.status);
    if (affected.length > 0) events.push({ type: 'ActivitiesStatusSet', data: { activity_ids: ids(affected), status: changes.status, at } });
  }
  if (changes.description !== undefined) {
    const affected = activities.filter((a) => a.description !== changes.description);
    if (affected.length > 0) {
      events.push({ type: 'ActivitiesDescribed', data: { activity_ids: ids(affected), description: changes.description, at } });
    }
  }
  const values = changes.customfields;
  if (values !== undefined) {
    const affected = activities.filter((a) => !sameCustomValues(a.customfields, withCustomChanges(a.customfields, values)));
    if (affected.length > 0) events.push({ type: 'ActivitiesCustomFieldsSet', data: { activity_ids: ids(affected), values, at } });
  }
  return events;
}

function correct(command: Extract<DayCommand, { type: 'CorrectDurations' }>, day: Day): DayEvent[] {
  const booked = bookedOnceAllBooked(day, 'prepare_corrections');
  const durations: Record<string, number | null> = {};
  let blockSize = 0;
  switch (command.action) {
    case 'round':
      blockSize = command.settings.blockSize;
      for (const activity of roundable(booked, command.includeSetByHand ?? false)) {
        const rounded = roundedDuration(activity, command.settings);
        if (rounded !== activity.corrected_duration) durations[activity.id] = rounded;
      }
      break;
    case 'set': {
      blockSize = command.settings.blockSize;
      const activity = liveActivity(day, command.activityId);
      if (activity.status !== 'booked') throw new NotAllBookedError([activity.id]);
      if (!Number.isInteger(command.duration) || command.duration < 0 || !isWholeBlocks(command.duration, blockSize)) {
        throw new BlockSizeError(blockSize);
      }
      if (command.duration !== activity.corrected_duration) durations[activity.id] = command.duration;
      break;
    }
    case 'reset':
      for (const activity of booked) if (activity.corrected_duration !== null) durations[activity.id] = null;
      break;
  }
  if (Object.keys(durations).length === 0) return [];
  return [{ type: 'DurationsCorrected', data: { action: command.action, durations, block_size: blockSize, at: command.at } }];
}

function publish(day: Day, confirmUnbooked: boolean, at: string): DayEvent[] {
  const booked = bookedOnceAllBooked(day, 'init_publish');
  const unbooked = unbookedDuration(day.activities.values());
  if (unbooked > 0 && !confirmUnbooked) throw new UnbookedTimeError(unbooked);
  const durations = Object.fromEntries(booked.map((a) => [a.id, durationOf(a)]));
  return [{ type: 'DayPublished', data: { durations, unbooked_duration: unbooked, at } }];
}

/** Every activity that is not ignored must be booked; answers the booked ones. */
function bookedOnceAllBooked(day: Day, code: 'prepare_corrections' | 'init_publish'): Activity[] {
  assertAllBooked(day.activities.values(), code);
  return liveActivities(day).filter((a) => a.status === 'booked');
}

export function liveActivities(day: Day): Activity[] {
  return [...day.activities.values()].filter((a) => !a.removed);
}

function live(day: Day, activityIds: readonly string[]): Activity[] {
  return activityIds.map((id) => liveActivity(day, id));
}

function liveActivity(day: Day, activityId: string): Activity {
  const activity = day.activities.get(activityId);
  if (!activity || activity.removed) throw new NotFoundError(say('activity_not_found'));
  return activity;
}

const ids = (activities: Activity[]) => activities.map((a) => a.id);

export const dayDecider: Decider<Day, DayCommand, DayEvent> = { initialState: emptyDay, evolve, decide };

/** The prefix of every day's stream (what projections of days read). */
export const DAY_STREAM_PREFIX = 'day-';

export function dayStream(dayId: string): string {
  return `${DAY_STREAM_PREFIX}${dayId}`;
}
