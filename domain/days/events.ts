import { withCustomChanges, type CustomValueChanges } from '../custom-fields/index.js';
import { assertNever, type DomainEvent } from '../shared/decider.js';
import { detectedDuration, type Activity, type ActivityDetection, type Booking, type Context, type Source, type TaggedBy } from './activity.js';

export type DayRef = {
  readonly day_id: string;
  readonly client_id: string;
  readonly user_id: string;
  /** The local date (YYYY-MM-DD) in the user's time zone. */
  readonly date: string;
};

type At = { at: string };
type Ids = { activity_ids: string[] };

export type ActivityRegistration = {
  activity_id: string;
  started_at: string;
  ended_at: string;
  contact_id: string | null;
  partner_contact_id: string | null;
  internal: boolean;
  description: string | null;
  source: Source;
  context: Context;
  ignored_by_threshold: boolean;
  /** Which detections it was condensed from; absent for activity registered otherwise (and before detection existed). */
  detection?: ActivityDetection;
  /** The tag that tagged it as it was registered (its contact_id and internal are the tag's); absent when none did. */
  tagged_by?: TaggedBy;
};

/** Set when a tag did it (registration, re-tagging); absent when a person did (and on events from before tags). */
type ByTag = { by_tag?: TaggedBy };

type CorrectionAction = 'round' | 'set' | 'reset';

export type DayEvent =
  | DomainEvent<'DayOpened', DayRef & At>
  | DomainEvent<'ActivityRegistered', ActivityRegistration & At>
  | DomainEvent<'ActivityTrimmed', { activity_id: string; started_at: string; ended_at: string; by_activity_id: string } & At>
  | DomainEvent<'ActivityRemoved', { activity_id: string; reason: 'overlap' | 'deleted'; by_activity_id: string | null } & At>
  | DomainEvent<'ActivityRestored', { activity_id: string } & At>
  | DomainEvent<'ActivitiesTagged', Ids & { contact_id: string | null; internal: boolean } & ByTag & At>
  | DomainEvent<'ActivitiesStatusSet', Ids & { status: 'open' | 'ignored' } & ByTag & At>
  | DomainEvent<'ActivitiesDescribed', Ids & { description: string | null } & At>
  | DomainEvent<'ActivitiesCustomFieldsSet', Ids & { values: CustomValueChanges } & At>
  | DomainEvent<'ActivitiesBooked', Ids & { booking: Booking } & At>
  | DomainEvent<'DurationsCorrected', { action: CorrectionAction; durations: Record<string, number | null>; block_size: number } & At>
  | DomainEvent<'DayLocked', At>
  | DomainEvent<'DayUnlocked', At>
  | DomainEvent<'DayPublished', { durations: Record<string, number>; unbooked_duration: number } & At>
  | DomainEvent<'DayDeleted', At>;

export type DayEventType = DayEvent['type'];

/** Every type of a day's events, each once: a type missing here, or one that is none, fails type-checking. */
export const DAY_EVENT_TYPES = {
  DayOpened: 'DayOpened',
  ActivityRegistered: 'ActivityRegistered',
  ActivityTrimmed: 'ActivityTrimmed',
  ActivityRemoved: 'ActivityRemoved',
  ActivityRestored: 'ActivityRestored',
  ActivitiesTagged: 'ActivitiesTagged',
  ActivitiesStatusSet: 'ActivitiesStatusSet',
  ActivitiesDescribed: 'ActivitiesDescribed',
  ActivitiesCustomFieldsSet: 'ActivitiesCustomFieldsSet',
  ActivitiesBooked: 'ActivitiesBooked',
  DurationsCorrected: 'DurationsCorrected',
  DayLocked: 'DayLocked',
  DayUnlocked: 'DayUnlocked',
  DayPublished: 'DayPublished',
  DayDeleted: 'DayDeleted',
} as const satisfies { [Type in DayEventType]: Type };

export const dayEventTypes: ReadonlySet<DayEventType> = new Set<DayEventType>(Object.values(DAY_EVENT_TYPES));

export type DayStatus = 'open' | 'locked' | 'published';

/** A user's day: one stream, one consistency boundary for its activities, corrections and publication. */
export interface Day {
  readonly ref: DayRef | null;
  readonly status: DayStatus;
  readonly activities: ReadonlyMap<string, Activity>;
  readonly published_at: string | null;
}

/** A day being folded: its own copy of the activities, changed in place event by event. */
interface Draft {
  ref: DayRef | null;
  status: DayStatus;
  activities: Map<string, Activity>;
  published_at: string | null;
}

const emptyDraft = (): Draft => ({ ref: null, status: 'open', activities: new Map(), published_at: null });
export const emptyDay = (): Day => emptyDraft();

export function evolve(day: Day, event: DayEvent): Day {
  return step({ ...day, activities: new Map(day.activities) }, event);
}

/**
 * Folds a run of events onto `day` as `evolve` does, event by event, but copies the day's activities once for the
 * run instead of once per event (a projection folds a day's 45 events in a row). Each call answers the day so far,
 * the same object the next call changes; `day` itself stays as it was.
 */
export function evolvingFrom(day: Day): (event: DayEvent) => Day {
  let draft: Draft = { ...day, activities: new Map(day.activities) };
  return (event) => (draft = step(draft, event));
}

function step(day: Draft, event: DayEvent): Draft {
  switch (event.type) {
    case 'DayOpened': {
      const { at: _at, ...ref } = event.data;
      return { ...emptyDraft(), ref };
    }
    case 'ActivityRegistered': {
      const { at, activity_id, ignored_by_threshold, tagged_by, ...fields } = event.data;
      const activity: Activity = {
        id: activity_id,
        ...fields,
        customfields: {},
        tag_source: tagged_by ? 'tag' : fields.contact_id || fields.internal ? 'hand' : null,
        tagged_by: tagged_by ?? null,
        original_duration: detectedDuration(fields),
        corrected_duration: null,
        corrected_by_hand: false,
        published_duration: null,
        status: ignored_by_threshold ? 'ignored' : 'open',
        ignored_by_threshold,
        booking: null,
        removed: false,
        created_at: at,
        updated_at: at,
      };
      day.activities.set(activity.id, activity);
      return day;
    }
    case 'ActivityTrimmed':
      return change(day, [event.data.activity_id], event.data.at, () => ({ started_at: event.data.started_at, ended_at: event.data.ended_at }));
    case 'ActivityRemoved':
      return change(day, [event.data.activity_id], event.data.at, () => ({ removed: true }));
    case 'ActivityRestored':
      return change(day, [event.data.activity_id], event.data.at, () => ({ removed: false }));
    case 'ActivitiesTagged':
      return change(day, event.data.activity_ids, event.data.at, (activity) => {
        const { contact_id, internal, by_tag } = event.data;
        if (!by_tag) return { contact_id, internal, tag_source: 'hand', tagged_by: null };
        // A tag that untags leaves the activity as nobody tagged it, unless a tag still ignores it.
        const kept = contact_id !== null || internal || ignoredByTag(activity);
        return { contact_id, internal, tag_source: kept ? 'tag' : null, tagged_by: kept ? by_tag : null };
      });
    case 'ActivitiesStatusSet':
      return change(day, event.data.activity_ids, event.data.at, (activity) => {
        const { status, by_tag } = event.data;
        const reset = { status, booking: null, corrected_duration: null, corrected_by_hand: false };
        if (!by_tag) return { ...reset, tag_source: 'hand' };
        if (status === 'ignored') return { ...reset, tag_source: 'tag', tagged_by: by_tag };
        // Opened again by a tag: still the tag's if it tagged a contact or internal, else nobody's.
        const kept = activity.contact_id !== null || activity.internal;
        return { ...reset, tag_source: kept ? 'tag' : null, tagged_by: kept ? activity.tagged_by : null };
      });
    case 'ActivitiesDescribed':
      return change(day, event.data.activity_ids, event.data.at, () => ({ description: event.data.description }));
    case 'ActivitiesCustomFieldsSet':
      return change(day, event.data.activity_ids, event.data.at, (activity) => ({ customfields: withCustomChanges(activity.customfields, event.data.values) }));
    case 'ActivitiesBooked':
      return change(day, event.data.activity_ids, event.data.at, () => ({ status: 'booked', booking: event.data.booking }));
    case 'DurationsCorrected':
      return change(day, Object.keys(event.data.durations), event.data.at, (activity) => {
        const corrected_duration = event.data.durations[activity.id] ?? null;
        return { corrected_duration, corrected_by_hand: event.data.action === 'set' && corrected_duration !== null };
      });
    case 'DayLocked':
      day.status = 'locked';
      return day;
    case 'DayUnlocked':
      day.status = 'open';
      return day;
    case 'DayPublished': {
      change(day, Object.keys(event.data.durations), event.data.at, (activity) => ({
        status: 'published',
        published_duration: event.data.durations[activity.id] ?? 0,
      }));
      day.status = 'published';
      day.published_at = event.data.at;
      return day;
    }
    case 'DayDeleted':
      return emptyDraft();
    default:
      return assertNever(event);
  }
}

/** The activities an event changes (a day's status events name none; publishing names those it publishes). */
export function activitiesChangedBy(event: DayEvent): readonly string[] {
  switch (event.type) {
    case 'ActivityRegistered':
    case 'ActivityTrimmed':
    case 'ActivityRemoved':
    case 'ActivityRestored':
      return [event.data.activity_id];
    case 'ActivitiesTagged':
    case 'ActivitiesStatusSet':
    case 'ActivitiesDescribed':
    case 'ActivitiesCustomFieldsSet':
    case 'ActivitiesBooked':
      return event.data.activity_ids;
    case 'DurationsCorrected':
    case 'DayPublished':
      return Object.keys(event.data.durations);
    case 'DayOpened':
    case 'DayLocked':
    case 'DayUnlocked':
    case 'DayDeleted':
      return [];
    default:
      return assertNever(event);
  }
}

/** Ignored by a tag (not by threshold, not by a person's hand). */
export function ignoredByTag(activity: Activity): boolean {
  return activity.status === 'ignored' && !activity.ignored_by_threshold && activity.tag_source === 'tag';
}

/** Changes the day's activities of `ids` (those it has) by `patch`, each a new object: the activities handed in stay as they were. */
function change(day: Draft, ids: readonly string[], at: string, patch: (activity: Activity) => Partial<Activity>): Draft {
  for (const id of ids) {
    const activity = day.activities.get(id);
    if (activity) day.activities.set(id, { ...activity, ...patch(activity), updated_at: at });
  }
  return day;
}
