import type { CustomValues } from '../custom-fields/index.js';
import type { TagTarget } from '../tags/target.js';
import type { ReferenceType } from '../tags/vocabulary.js';

export const SOURCE_TYPES = [
  'appointment',
  'document',
  'email',
  'manual',
  'multiple',
  'native',
  'native_custom',
  'phone',
  'web',
  'web_custom',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export type Source = {
  readonly type: SourceType;
  readonly identifier: string | null;
  readonly name: string | null;
};

export const CONTEXT_KEYS = ['company', 'contact', 'email', 'location', 'name', 'number', 'url', 'process', 'title'] as const;
type ContextKey = (typeof CONTEXT_KEYS)[number];
export type Context = Partial<Record<ContextKey, string>>;

/** The longest source identifier or name, and the longest context value, an activity takes (UTF-16 code units, as JavaScript counts). */
export const SOURCE_TEXT_MAX = 255;
export const CONTEXT_TEXT_MAX = 2000;

export const ACTIVITY_STATUSES = ['open', 'ignored', 'booked', 'published'] as const;
type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** The tag that tagged an activity: its id and the reference it recognised the activity by. */
export type TaggedBy = { readonly tag_id: string; readonly reference: { readonly type: ReferenceType; readonly value: string } };

/**
 * A tag that decides an activity, as registration and re-tagging hand it to the day: what it names too, and the
 * booking that follows its contact for this person when there is one (docs/rules.md, "Booking follows the contact").
 */
export type DecidingTag = TaggedBy & {
  readonly target: TagTarget;
  readonly booking?: Booking;
  /** Seconds: shorter activity the booking leaves open (prediction_automations); absent books whatever it tags. */
  readonly booking_from?: number;
};

/**
 * Who tagged an activity last (contact, internal or its status): a person's hand, a tag, or nobody yet. A person's
 * hand is never overridden by a tag; what a tag did follows the tags while the day is open (docs/rules.md, "Tags").
 */
export type TagSource = 'hand' | 'tag' | null;

/**
 * Where detected activity came from: its detector's bucket and the stretch its detections cover (ISO instants),
 * so that "detected 47 min, booked 48, why" can be answered from the raw observations.
 */
export type ActivityDetection = { readonly bucket: string; readonly from: string; readonly to: string };

export type Booking = {
  readonly project_id: string;
  readonly subproject_id: string | null;
  readonly working_code_id: string | null;
};

export interface Activity {
  readonly id: string;
  readonly started_at: string;
  readonly ended_at: string;
  /** Seconds as detected, before overlaps were trimmed or anything corrected. Never changes. */
  readonly original_duration: number;
  /** Seconds set by a correction; null while the (trimmed) detected duration stands. */
  readonly corrected_duration: number | null;
  /** The correction was a duration the person set (action set), which rounding every activity leaves alone unless asked. */
  readonly corrected_by_hand: boolean;
  readonly published_duration: number | null;
  readonly contact_id: string | null;
  readonly partner_contact_id: string | null;
  readonly internal: boolean;
  readonly description: string | null;
  /** The values of the firm's custom fields for activities, by key. */
  readonly customfields: CustomValues;
  readonly source: Source;
  readonly context: Context;
  /** Which detections it was condensed from; absent for activity registered by hand or by a calendar. */
  readonly detection?: ActivityDetection;
  readonly status: ActivityStatus;
  readonly ignored_by_threshold: boolean;
  readonly booking: Booking | null;
  readonly tag_source: TagSource;
  /** The tag that tagged it last; null when none did (or only a hand). */
  readonly tagged_by: TaggedBy | null;
  /** Deleted by its user or cut away by a newer overlapping activity; kept so history and restore work. */
  readonly removed: boolean;
  /** When it was registered, and when an event last changed it. */
  readonly created_at: string;
  readonly updated_at: string;
}

/** Seconds from start to end: the detected time (trimmed, once a newer overlapping activity cut it). */
export function detectedDuration(activity: Pick<Activity, 'started_at' | 'ended_at'>): number {
  return Math.round((Date.parse(activity.ended_at) - Date.parse(activity.started_at)) / 1000);
}

/** The duration that counts now: the correction, else the (trimmed) detected time. */
export function durationOf(activity: Activity): number {
  return activity.corrected_duration ?? detectedDuration(activity);
}

/**
 * product-spec §4: booked and published stand alone; open and ignored carry tagged, internal or untagged,
 * and activity ignored because it was shorter than its source's threshold carries `_threshold` as well.
 */
export function displayStatus(activity: Activity): string {
  if (activity.status === 'booked' || activity.status === 'published') return activity.status;
  const tag = activity.internal ? 'internal' : activity.contact_id ? 'tagged' : 'untagged';
  const threshold = activity.status === 'ignored' && activity.ignored_by_threshold ? '_threshold' : '';
  return `${activity.status}_${tag}${threshold}`;
}
