import { detectedDuration, durationOf, type Activity, type Booking, type DecidingTag, type TaggedBy } from './activity.js';
import { ignoredByTag, type ActivityRegistration, type Day, type DayEvent } from './events.js';

/** Re-tagging's word for one activity: the tag that decides it now, or null when none does any more. */
export interface TagDecision {
  readonly activity_id: string;
  readonly tag: DecidingTag | null;
}

const taggedBy = ({ tag_id, reference }: DecidingTag): TaggedBy => ({ tag_id, reference });

/** How a tag (or none) wants an activity tagged. */
function wanted(tag: DecidingTag | null) {
  const target = tag?.target;
  return { contact_id: target?.status === 'contact' ? target.contact_id : null, internal: target?.status === 'internal', ignored: target?.status === 'ignored' };
}

/**
 * The booking that follows the tag's contact (the caller puts it on the tag, docs/rules.md "Booking follows the
 * contact"), for activity that the tagging leaves open and that lasts at least the tag's booking_from (seconds):
 * activity ignored (by a tag or by threshold) is not booked, nor is activity too short to book by itself.
 */
function bookingOf(tag: DecidingTag | null, status: Activity['status'], seconds: number): Booking | undefined {
  return tag?.target.status === 'contact' && status === 'open' && seconds >= (tag.booking_from ?? 0) ? tag.booking : undefined;
}

/**
 * Registration tagged by its tag, unless the registration is tagged by hand (a contact or internal given with it):
 * a person's own hand wins. An ignored tag registers the activity ignored (an ActivitiesStatusSet by the tag right
 * after it), unless it is ignored by threshold already; a contact's tag that carries a booking books it right after.
 */
export function registrationEvents(registration: ActivityRegistration, tag: DecidingTag | undefined, at: string): DayEvent[] {
  const decides = tag && registration.contact_id === null && !registration.internal ? tag : undefined;
  if (!decides) return [{ type: 'ActivityRegistered', data: { ...registration, at } }];
  const by = taggedBy(decides);
  const { contact_id, internal, ignored } = wanted(decides);
  const events: DayEvent[] = [{ type: 'ActivityRegistered', data: { ...registration, contact_id, internal, tagged_by: by, at } }];
  if (ignored && !registration.ignored_by_threshold) {
    events.push({ type: 'ActivitiesStatusSet', data: { activity_ids: [registration.activity_id], status: 'ignored', by_tag: by, at } });
  }
  const booking = bookingOf(decides, registration.ignored_by_threshold ? 'ignored' : 'open', detectedDuration(registration));
  if (booking) events.push({ type: 'ActivitiesBooked', data: { activity_ids: [registration.activity_id], booking, at } });
  return events;
}

/**
 * Whether tags may still change an activity: not tagged (nor ignored) by a person's hand, not booked, not deleted.
 * A published or locked day is refused as a whole before this is asked.
 */
function followsTags(activity: Activity): boolean {
  return !activity.removed && activity.tag_source !== 'hand' && (activity.status === 'open' || activity.status === 'ignored');
}

/**
 * Re-tagging (ApplyTags): each activity that still follows tags takes what its deciding tag says; one that a tag
 * tagged and that no tag decides any more is untagged (and no longer ignored), and what a contact's tag with a booking
 * leaves open is booked after (and then no longer follows tags). Events are grouped per outcome and name the tag;
 * what is so already changes nothing, so applying the same decisions twice appends nothing.
 */
export function retagEvents(day: Day, decisions: readonly TagDecision[], at: string): DayEvent[] {
  const tagged = new Map<string, Extract<DayEvent, { type: 'ActivitiesTagged' }>['data']>();
  const statuses = new Map<string, Extract<DayEvent, { type: 'ActivitiesStatusSet' }>['data']>();
  const booked = new Map<string, Extract<DayEvent, { type: 'ActivitiesBooked' }>['data']>();
  for (const { activity_id, tag } of decisions) {
    const activity = day.activities.get(activity_id);
    if (!activity || !followsTags(activity)) continue;
    const by = tag ? taggedBy(tag) : activity.tagged_by;
    if (!by) continue;
    const want = wanted(tag);
    const otherTag = tag !== null && activity.tagged_by?.tag_id !== tag.tag_id;
    if (activity.contact_id !== want.contact_id || activity.internal !== want.internal || otherTag) {
      const key = JSON.stringify([want.contact_id, want.internal, by.tag_id]);
      const group = tagged.get(key) ?? tagged.set(key, { activity_ids: [], contact_id: want.contact_id, internal: want.internal, by_tag: by, at }).get(key)!;
      group.activity_ids.push(activity.id);
    }
    const status = want.ignored && activity.status === 'open' ? 'ignored' : !want.ignored && ignoredByTag(activity) ? 'open' : undefined;
    if (status) {
      const key = JSON.stringify([status, by.tag_id]);
      const group = statuses.get(key) ?? statuses.set(key, { activity_ids: [], status, by_tag: by, at }).get(key)!;
      group.activity_ids.push(activity.id);
    }
    const booking = bookingOf(tag, status ?? activity.status, durationOf(activity));
    if (booking) {
      const key = JSON.stringify(booking);
      const group = booked.get(key) ?? booked.set(key, { activity_ids: [], booking, at }).get(key)!;
      group.activity_ids.push(activity.id);
    }
  }
  return [
    ...[...tagged.values()].map((data): DayEvent => ({ type: 'ActivitiesTagged', data })),
    ...[...statuses.values()].map((data): DayEvent => ({ type: 'ActivitiesStatusSet', data })),
    ...[...booked.values()].map((data): DayEvent => ({ type: 'ActivitiesBooked', data })),
  ];
}
